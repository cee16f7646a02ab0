import type { factorGroupNames } from "@shared/api/product";
import type { Period } from "@shared/domain/period";
import type { MessageKey } from "@shared/messages";

/**
 * Labels of product vocabularies shown both by the chat's cards and by the product screen (the
 * words live in tools.json; a screen using them loads that namespace).
 */
type Labels<V extends string> = Record<V, MessageKey<"tools">>;

export const periodLabels = {
  "7D": "tools:periods.7D",
  YTD: "tools:periods.YTD",
  "1M": "tools:periods.1M",
  "3M": "tools:periods.3M",
  "6M": "tools:periods.6M",
  "1Y": "tools:periods.1Y",
  "3Y": "tools:periods.3Y",
  "5Y": "tools:periods.5Y",
  "10Y": "tools:periods.10Y",
  SI: "tools:periods.SI",
} as const satisfies Labels<Period>;

export const factorGroupLabels = {
  Return: "tools:factorGroups.Return",
  Risk: "tools:factorGroups.Risk",
  AUM: "tools:factorGroups.AUM",
  Company: "tools:factorGroups.Company",
  Manager: "tools:factorGroups.Manager",
  Fundamental: "tools:factorGroups.Fundamental",
} as const satisfies Labels<(typeof factorGroupNames)[number]>;
