import type { AlertKind, AlertType } from "@shared/domain/alerts";
import type { ProductType } from "@shared/domain/product";
import type { MessageKey } from "@shared/messages";

type Key = MessageKey<"watchlist" | "selection">;

export const typeKeys = {
  fund: "watchlist:types.fund",
  etf: "watchlist:types.etf",
} as const satisfies Record<ProductType, Key>;

/** The risk levels' names are the selectors' words. */
export const riskLevelKeys = {
  1: "selection:riskLevels.1",
  2: "selection:riskLevels.2",
  3: "selection:riskLevels.3",
  4: "selection:riskLevels.4",
  5: "selection:riskLevels.5",
} as const satisfies Record<1 | 2 | 3 | 4 | 5, Key>;

export const alertTypeKeys = {
  aum_change: "watchlist:alerts.types.aum_change",
  concentration: "watchlist:alerts.types.concentration",
  fee_change: "watchlist:alerts.types.fee_change",
  abnormal_return: "watchlist:alerts.types.abnormal_return",
  manager_change: "watchlist:alerts.types.manager_change",
  portfolio_drift: "watchlist:alerts.types.portfolio_drift",
} as const satisfies Record<AlertType, Key>;

export const alertKindKeys = {
  aum_change: "watchlist:alerts.kinds.aum_change",
  concentration_sector: "watchlist:alerts.kinds.concentration_sector",
  concentration_country: "watchlist:alerts.kinds.concentration_country",
  concentration_region: "watchlist:alerts.kinds.concentration_region",
  fee_change_management: "watchlist:alerts.kinds.fee_change_management",
  fee_change_etf_total: "watchlist:alerts.kinds.fee_change_etf_total",
  abnormal_return_peers: "watchlist:alerts.kinds.abnormal_return_peers",
  abnormal_return_history: "watchlist:alerts.kinds.abnormal_return_history",
  manager_change: "watchlist:alerts.kinds.manager_change",
  portfolio_drift: "watchlist:alerts.kinds.portfolio_drift",
} as const satisfies Record<AlertKind, Key>;
