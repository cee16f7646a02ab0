/**
 * Risk alert types (the product's five, and ours: a saved portfolio's drift) and kinds (each
 * type split by what it measures). The product rules are in server/analytics/alerts.ts; a
 * portfolio drift alert stands while a holding of one of the user's saved portfolios is more
 * than 5 percentage points from its target (server/features/portfolios).
 */
export const alertTypes = [
  "aum_change",
  "concentration",
  "fee_change",
  "abnormal_return",
  "manager_change",
  "portfolio_drift",
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
  "portfolio_drift",
] as const;
export type AlertKind = (typeof alertKinds)[number];
