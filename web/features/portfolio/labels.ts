import type { MessageKey } from "@shared/messages";
import type { BaseCurrency, Rebalance, Weighting } from "./draft";

/** The portfolio screens' words for values, one typed map per vocabulary (a missing one fails `tsc`). */
type Labels<V extends string | number> = Record<V, MessageKey<"portfolio">>;

export const rebalanceLabels = {
  none: "portfolio:rebalance.none",
  monthly: "portfolio:rebalance.monthly",
  quarterly: "portfolio:rebalance.quarterly",
  semiannually: "portfolio:rebalance.semiannually",
  annually: "portfolio:rebalance.annually",
} as const satisfies Labels<Rebalance>;

export const weightingLabels = {
  equal: "portfolio:weighting.equal",
  marketCap: "portfolio:weighting.marketCap",
  custom: "portfolio:weighting.custom",
} as const satisfies Labels<Weighting>;

export const currencyLabels = {
  USD: "portfolio:currency.USD",
  HKD: "portfolio:currency.HKD",
  SGD: "portfolio:currency.SGD",
} as const satisfies Labels<BaseCurrency>;

export const riskLevelLabels = {
  1: "portfolio:riskLevel.1",
  2: "portfolio:riskLevel.2",
  3: "portfolio:riskLevel.3",
  4: "portfolio:riskLevel.4",
  5: "portfolio:riskLevel.5",
} as const satisfies Labels<1 | 2 | 3 | 4 | 5>;

export const riskLevelOf = (n: number) => riskLevelLabels[Math.min(5, Math.max(1, Math.round(n))) as 1];
