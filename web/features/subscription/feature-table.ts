import { type Capability, capabilities, type Entitlement, entitlements } from "@shared/entitlements";
import type { MessageKey } from "@shared/messages";

/**
 * The pricing page's Pro vs Premium table, read from the entitlement table the server enforces
 * (shared/entitlements.ts): a row per capability, a cell per plan. Only the words live here —
 * what each plan gets comes from the table, so a changed row changes the page.
 */

/** How a limit of a capability counts: per day (assistant, AI reports) or in total (portfolios). */
type LimitUnit = "perDay" | "total";

const rowText = {
  publicSelectors: { label: "subscription:features.publicSelectors" },
  basicFilters: { label: "subscription:features.basicFilters" },
  generalSearch: { label: "subscription:features.generalSearch" },
  productPerformance: { label: "subscription:features.productPerformance" },
  benchmarkComparison: { label: "subscription:features.benchmarkComparison" },
  advancedFilters: { label: "subscription:features.advancedFilters" },
  factorAnalysis: { label: "subscription:features.factorAnalysis" },
  institutionalData: { label: "subscription:features.institutionalData" },
  fundComparison: { label: "subscription:features.fundComparison" },
  aiAssistant: { label: "subscription:features.aiAssistant", unit: "perDay" },
  aiReport: { label: "subscription:features.aiReport", unit: "perDay" },
  aiMacro: { label: "subscription:features.aiMacro" },
  topPicks: { label: "subscription:features.topPicks" },
  diyPortfolios: { label: "subscription:features.diyPortfolios", unit: "total" },
  modelPortfolioSubscriptions: { label: "subscription:features.modelPortfolioSubscriptions", unit: "total" },
} as const satisfies Record<Capability, { label: MessageKey<"subscription">; unit?: LimitUnit }>;

/** What one plan gets of one capability, ready to be put into words. */
export type FeatureCell =
  | { kind: "no" }
  | { kind: "yes" }
  | { kind: "preview"; rows?: number }
  | { kind: "limit"; limit: number; unit: LimitUnit; trialLimit?: number };

export type FeatureRow = {
  capability: Capability;
  label: MessageKey<"subscription">;
  pro: FeatureCell;
  premium: FeatureCell;
};

function cellOf(entitlement: Entitlement, unit: LimitUnit | undefined, trial?: Entitlement): FeatureCell {
  if (entitlement.access === "none") return { kind: "no" };
  if (entitlement.access === "preview")
    return entitlement.limit !== undefined && unit
      ? { kind: "limit", limit: entitlement.limit, unit }
      : { kind: "preview", rows: entitlement.previewRows };
  if (entitlement.limit === undefined || !unit) return { kind: "yes" };
  const trialLimit =
    trial?.limit !== undefined && trial.limit !== entitlement.limit ? trial.limit : undefined;
  return { kind: "limit", limit: entitlement.limit, unit, trialLimit };
}

/** Every capability of the entitlement table as a row: Pro's cell and Premium's (with the trial's limit where it differs). */
export function featureRows(): FeatureRow[] {
  return capabilities.map((capability) => {
    const text: { label: MessageKey<"subscription">; unit?: LimitUnit } = rowText[capability];
    return {
      capability,
      label: text.label,
      pro: cellOf(entitlements.pro[capability], text.unit),
      premium: cellOf(entitlements.premium[capability], text.unit, entitlements.premiumTrial[capability]),
    };
  });
}

/** The capabilities Premium gives beyond Pro: what a person who leaves checkout would not get. */
export function premiumOnlyRows(): FeatureRow[] {
  return featureRows().filter((row) => JSON.stringify(row.pro) !== JSON.stringify(row.premium));
}
