/**
 * Vocabularies of the assistant's tools (the canonical ids the intent engine produces) that are not product
 * fields: glossary terms, report audiences, wealth goals, macro horizons, product views.
 * Identifiers are stable English ids whatever the language of the question.
 */
export const glossaryTerms = [
  "sharpe",
  "sortino",
  "calmar",
  "max_drawdown",
  "repair_period",
  "volatility",
  "ter",
  "management_fee",
  "nav",
  "aum",
  "effective_duration",
  "ytm",
  "seven_day_yield",
  "premium_rate",
  "tracking_error",
  "beta",
  "alpha",
  "information_ratio",
  "rating_tier",
  "risk_level",
] as const;
export type GlossaryTerm = (typeof glossaryTerms)[number];

export const reportAudiences = ["personal", "adviser"] as const;
export type ReportAudience = (typeof reportAudiences)[number];

/** Wealth-planning goals. */
export const goalTypes = [
  "purchase_property",
  "children_education",
  "retirement",
  "supporting_parents",
  "wealth_accumulation",
  "wealth_preservation",
  "custom",
] as const;
export type GoalType = (typeof goalTypes)[number];

/** AI macro horizons: one and three months. */
export const macroHorizons = ["1M", "3M"] as const;
export type MacroHorizon = (typeof macroHorizons)[number];

/** What `getProduct` can focus on. */
export const productViews = [
  "overview",
  "performance",
  "risk",
  "holdings",
  "distribution",
  "fees",
  "managers",
  "documents",
  "dividends",
  "factors",
] as const;
export type ProductView = (typeof productViews)[number];

export const watchlistActions = ["add", "remove", "list"] as const;
