import type { CuratedListId } from "../domain/product";
import type { MessageKey } from "../messages";
import type { SelectionColumn, SelectionCriteria } from "./selection";

/**
 * The name of each selection filter, as the selectors' chips and panels and the assistant's
 * summaries say it (one set of words, in the selection catalogue of each locale).
 */
export const criteriaFieldLabels = {
  keyword: "selection:fields.keyword",
  assetClasses: "selection:fields.assetClasses",
  categories: "selection:fields.categories",
  regions: "selection:fields.regions",
  currencies: "selection:fields.currencies",
  riskLevels: "selection:fields.riskLevels",
  aumBuckets: "selection:fields.aumBuckets",
  ratingTiers: "selection:fields.ratingTiers",
  dividendFrequencies: "selection:fields.dividendFrequencies",
  companyIds: "selection:fields.companyIds",
  starRatings: "selection:fields.starRatings",
  creditRatings: "selection:fields.creditRatings",
  domiciles: "selection:fields.domiciles",
  minReturn1y: "selection:fields.minReturn1y",
  minSharpe1y: "selection:fields.minSharpe1y",
  maxVolatility1y: "selection:fields.maxVolatility1y",
  maxDrawdown1y: "selection:fields.maxDrawdown1y",
  maxTotalExpenseRatio: "selection:fields.maxTotalExpenseRatio",
  minSevenDayYield: "selection:fields.minSevenDayYield",
  maxEffectiveDuration: "selection:fields.maxEffectiveDuration",
  launchedBefore: "selection:fields.launchedBefore",
  sfcAuthorised: "selection:fields.sfcAuthorised",
  masRecognised: "selection:fields.masRecognised",
  cpfisEligible: "selection:fields.cpfisEligible",
  srsEligible: "selection:fields.srsEligible",
  hedged: "selection:fields.hedged",
  distributing: "selection:fields.distributing",
} as const satisfies Record<keyof SelectionCriteria, MessageKey<"selection">>;

/** The header of each optional results column: the selectors' table and the CSV export. */
export const selectionColumnLabels = {
  currency: "selection:columns.currency",
  assetClass: "selection:columns.assetClass",
  category: "selection:columns.category",
  region: "selection:columns.region",
  riskLevel: "selection:columns.riskLevel",
  ratingTier: "selection:columns.ratingTier",
  starRating: "selection:columns.starRating",
  nav: "selection:columns.nav",
  aumUsd: "selection:columns.aumUsd",
  return1y: "selection:columns.return1y",
  return3y: "selection:columns.return3y",
  sharpe1y: "selection:columns.sharpe1y",
  volatility1y: "selection:columns.volatility1y",
  maxDrawdown1y: "selection:columns.maxDrawdown1y",
  totalExpenseRatio: "selection:columns.totalExpenseRatio",
  dividendFrequency: "selection:columns.dividendFrequency",
  launchDate: "selection:columns.launchDate",
} as const satisfies Record<SelectionColumn, MessageKey<"selection">>;

/** The name of the figure each curated list ranks by (its results column). */
export const listValueLabels = {
  top_excess_return_1y: "selection:lists.top_excess_return_1y.value",
  top_inflow_1y: "selection:lists.top_inflow_1y.value",
  stable_7d_yield: "selection:lists.stable_7d_yield.value",
  top_annualized_1y: "selection:lists.top_annualized_1y.value",
  fast_rebound: "selection:lists.fast_rebound.value",
  short_term_bond: "selection:lists.short_term_bond.value",
  high_sharpe: "selection:lists.high_sharpe.value",
} as const satisfies Record<CuratedListId, MessageKey<"selection">>;
