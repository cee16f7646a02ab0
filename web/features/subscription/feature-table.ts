import { type Capability, capabilities, type Entitlement, entitlements } from "@shared/entitlements";
import type { MessageKey } from "@shared/messages";
import { capabilityNames } from "@/features/plans";

/**
 * The pricing page's Pro vs Premium table, read from the entitlement table the server enforces
 * (shared/entitlements.ts): a row per capability, a cell per plan, named as the upgrade prompts
 * name it (features/plans). Only how limits count lives here —
 * what each plan gets comes from the table, so a changed row changes the page.
 */

/** How a limit of a capability counts: per day (assistant, AI reports) or in total (portfolios). */
type LimitUnit = "perDay" | "total";

/** The capabilities whose limit is a count, and how it counts (the others are yes, no or a preview). */
const limitUnits: Partial<Record<Capability, LimitUnit>> = {
  aiAssistant: "perDay",
  aiReport: "perDay",
  diyPortfolios: "total",
  modelPortfolioSubscriptions: "total",
};

/** What one plan gets of one capability, ready to be put into words. */
export type FeatureCell =
  | { kind: "no" }
  | { kind: "yes" }
  | { kind: "preview"; rows?: number }
  | { kind: "limit"; limit: number; unit: LimitUnit; trialLimit?: number };

export type FeatureRow = {
  capability: Capability;
  /** The capability's name (features/plans, the one set of names). */
  label: MessageKey<"common">;
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
    const unit = limitUnits[capability];
    return {
      capability,
      label: capabilityNames[capability],
      pro: cellOf(entitlements.pro[capability], unit),
      premium: cellOf(entitlements.premium[capability], unit, entitlements.premiumTrial[capability]),
    };
  });
}

/** The capabilities Premium gives beyond Pro: what a person who leaves checkout would not get. */
export function premiumOnlyRows(): FeatureRow[] {
  return featureRows().filter((row) => JSON.stringify(row.pro) !== JSON.stringify(row.premium));
}
