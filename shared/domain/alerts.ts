/**
 * Risk alert types (the product's five) and kinds (each type split by what it measures). The
 * rules that raise them are in server/analytics/alerts.ts.
 */
export const alertTypes = [
  "aum_change",
  "concentration",
  "fee_change",
  "abnormal_return",
  "manager_change",
] as const;
export type AlertType = (typeof alertTypes)[number];

export const alertKinds = [
  "aum_change",
  "concentration_sector",
  "concentration_country",
  "concentration_region",
  "fee_change_management",
  "fee_change_etf_total",
  "abnormal_return_peers",
  "abnormal_return_history",
  "manager_change",
] as const;
export type AlertKind = (typeof alertKinds)[number];
