import type { Period } from "@shared/domain/period";
import type { ProductType } from "@shared/domain/product";
import type { MessageKey } from "@shared/messages";

/** The comparison screen's words for values, one typed map per vocabulary (a missing one fails `tsc`). */
type Labels<V extends string> = Record<V, MessageKey<"comparison">>;

export const periodLabels = {
  "7D": "comparison:periods.7D",
  YTD: "comparison:periods.YTD",
  "1M": "comparison:periods.1M",
  "3M": "comparison:periods.3M",
  "6M": "comparison:periods.6M",
  "1Y": "comparison:periods.1Y",
  "3Y": "comparison:periods.3Y",
  "5Y": "comparison:periods.5Y",
  "10Y": "comparison:periods.10Y",
  SI: "comparison:periods.SI",
} as const satisfies Labels<Period>;

export const productTypeLabels = {
  fund: "comparison:productType.fund",
  etf: "comparison:productType.etf",
} as const satisfies Labels<ProductType>;

export const frequencyLabels = {
  daily: "comparison:correlation.frequency.daily",
  weekly: "comparison:correlation.frequency.weekly",
} as const satisfies Labels<"daily" | "weekly">;

export const riskRowLabels = {
  annualizedReturn: "comparison:figures.rows.annualizedReturn",
  volatility: "comparison:figures.rows.volatility",
  sharpe: "comparison:figures.rows.sharpe",
  sortino: "comparison:figures.rows.sortino",
  calmar: "comparison:figures.rows.calmar",
  maxDrawdown: "comparison:figures.rows.maxDrawdown",
  repairDays: "comparison:figures.rows.repairDays",
} as const satisfies Labels<
  "annualizedReturn" | "volatility" | "sharpe" | "sortino" | "calmar" | "maxDrawdown" | "repairDays"
>;
