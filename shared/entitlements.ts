/**
 * Who may do what, per plan (anonymous, Pro, Premium trial, Premium, enterprise): one table
 * read by the server (enforcement, 403 40300001 with the capability, or a typed "upgrade
 * needed" tool output) and by the web (upgrade prompts).
 * If a row changes here, the server and the web follow; nothing else holds these rules.
 */
import { authLevels, licenseStatuses } from "./domain/account";

export const plans = ["anonymous", "pro", "premiumTrial", "premium", "enterprise"] as const;
export type Plan = (typeof plans)[number];

export const capabilities = [
  "publicSelectors",
  "basicFilters",
  "generalSearch",
  "productPerformance",
  "benchmarkComparison",
  "advancedFilters",
  "factorAnalysis",
  "institutionalData",
  "fundComparison",
  "aiAssistant",
  "aiReport",
  "aiMacro",
  "topPicks",
  "diyPortfolios",
  "modelPortfolioSubscriptions",
] as const;
export type Capability = (typeof capabilities)[number];

/** full: allowed; preview: a limited view (rows, teaser, read-only); none: upgrade needed. */
export type Access = "full" | "preview" | "none";

export interface Entitlement {
  access: Access;
  /** A quota: per day for `aiAssistant`/`aiReport`, a count for portfolios; absent = unlimited. */
  limit?: number;
  /** Rows shown by a preview list (Top Picks). */
  previewRows?: number;
}

const none: Entitlement = { access: "none" };
const full: Entitlement = { access: "full" };

const anonymous: Record<Capability, Entitlement> = {
  publicSelectors: full,
  basicFilters: none,
  generalSearch: none,
  productPerformance: none,
  benchmarkComparison: none,
  advancedFilters: none,
  factorAnalysis: none,
  institutionalData: none,
  fundComparison: none,
  aiAssistant: none,
  aiReport: none,
  aiMacro: none,
  topPicks: { access: "preview", previewRows: 3 },
  diyPortfolios: none,
  modelPortfolioSubscriptions: none,
};

const pro: Record<Capability, Entitlement> = {
  ...anonymous,
  basicFilters: full,
  generalSearch: full,
  productPerformance: full,
  benchmarkComparison: full,
  advancedFilters: { access: "preview" },
  factorAnalysis: { access: "preview" },
  institutionalData: { access: "preview" },
  aiAssistant: { access: "preview", limit: 10 },
  aiMacro: { access: "preview" },
  topPicks: { access: "preview", previewRows: 3 },
  diyPortfolios: { access: "full", limit: 1 },
  modelPortfolioSubscriptions: { access: "full", limit: 1 },
};

const premium: Record<Capability, Entitlement> = {
  ...pro,
  advancedFilters: full,
  factorAnalysis: full,
  institutionalData: full,
  fundComparison: full,
  aiAssistant: full,
  aiReport: { access: "full", limit: 50 },
  aiMacro: full,
  topPicks: full,
  diyPortfolios: { access: "full", limit: 20 },
  modelPortfolioSubscriptions: { access: "full", limit: 10 },
};

export const entitlements: Record<Plan, Record<Capability, Entitlement>> = {
  anonymous,
  pro,
  premiumTrial: { ...premium, aiReport: { access: "full", limit: 5 } },
  premium,
  // Enterprise terms are agreed with sales; the product grants at least Premium.
  enterprise: premium,
};

/** The plan of a caller from user info (authLevel and licenseStatus; see shared/domain/account.ts). */
export function planOf(user: { authLevel: number; licenseStatus?: number } | null | undefined): Plan {
  if (!user) return "anonymous";
  if (user.authLevel === authLevels.enterprise) return "enterprise";
  if (user.authLevel === authLevels.premium)
    return user.licenseStatus === licenseStatuses.trial ? "premiumTrial" : "premium";
  return "pro";
}

export function entitlementOf(plan: Plan, capability: Capability): Entitlement {
  return entitlements[plan][capability];
}

/** Rows a plan sees of a capability's list: a number for a preview, null for the whole list. */
export function previewRowsOf(plan: Plan, capability: Capability): number | null {
  const { access, previewRows = 0 } = entitlements[plan][capability];
  return access === "full" ? null : previewRows;
}

/** Whether the plan may use the capability at all (full or preview). */
export const allows = (plan: Plan, capability: Capability): boolean =>
  entitlements[plan][capability].access !== "none";

/**
 * What a route or tool needs of its capability: `preview` — any access (a preview is served
 * trimmed); `full` — the whole capability (a preview plan is refused); `any` — nobody is
 * refused, the answer is trimmed by the caller's access.
 */
export type Needs = "preview" | "full" | "any";

/** Whether `plan` has enough of `capability` for `needs`. */
export function satisfies(plan: Plan, capability: Capability, needs: Needs = "preview"): boolean {
  const { access } = entitlements[plan][capability];
  if (needs === "any") return true;
  return needs === "full" ? access === "full" : access !== "none";
}

/** Plans a user can move to, cheapest first (the trial is a way into Premium, not a plan to sell). */
const upgradePath: readonly Plan[] = ["pro", "premium", "enterprise"];

/** The cheapest plan that has `capability` as `needs` asks: what an upgrade prompt offers. */
export function unlockingPlan(capability: Capability, needs: Needs = "preview"): Plan {
  return upgradePath.find((p) => satisfies(p, capability, needs)) ?? "enterprise";
}
