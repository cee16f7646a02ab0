import type { Capability, Plan } from "@shared/entitlements";
import type { MessageKey } from "@shared/messages";

/**
 * The one set of names of the capabilities and plans, written to stand inside a sentence (the
 * upgrade dialog, the chat's upgrade card) and as the pricing table's rows (first letter raised
 * there): a capability without one fails `tsc`.
 */
export const capabilityNames = {
  publicSelectors: "common:plans.capabilities.publicSelectors",
  basicFilters: "common:plans.capabilities.basicFilters",
  generalSearch: "common:plans.capabilities.generalSearch",
  productPerformance: "common:plans.capabilities.productPerformance",
  benchmarkComparison: "common:plans.capabilities.benchmarkComparison",
  advancedFilters: "common:plans.capabilities.advancedFilters",
  factorAnalysis: "common:plans.capabilities.factorAnalysis",
  institutionalData: "common:plans.capabilities.institutionalData",
  fundComparison: "common:plans.capabilities.fundComparison",
  aiAssistant: "common:plans.capabilities.aiAssistant",
  aiReport: "common:plans.capabilities.aiReport",
  aiMacro: "common:plans.capabilities.aiMacro",
  topPicks: "common:plans.capabilities.topPicks",
  diyPortfolios: "common:plans.capabilities.diyPortfolios",
  modelPortfolioSubscriptions: "common:plans.capabilities.modelPortfolioSubscriptions",
} as const satisfies Record<Capability, MessageKey<"common">>;

export const planNames = {
  anonymous: "common:plans.names.anonymous",
  pro: "common:plans.names.pro",
  premiumTrial: "common:plans.names.premiumTrial",
  premium: "common:plans.names.premium",
  enterprise: "common:plans.names.enterprise",
} as const satisfies Record<Plan, MessageKey<"common">>;
