import type { backtestRebalances } from "@shared/api/backtest";
import type { riskLevelSources } from "@shared/api/portfolio";
import type { SelectionCriteria } from "@shared/api/selection";
import type { ProductType } from "@shared/domain/product";
import type { MessageKey } from "@shared/messages";
import type { AssistantListId } from "@shared/tools/get-curated-list";
import {
  assetClassLabels,
  aumBucketLabels,
  dividendLabels,
  ratingTierLabels,
  regionLabels,
} from "@/features/selection";

/**
 * The labels the tool cards show for the values of the tools' outputs, one typed map per
 * vocabulary: a value without a label, or a label without text in tools.json, fails `tsc`.
 */
type Labels<V extends string> = Record<V, MessageKey<"tools">>;

export const productTypeLabels = {
  fund: "tools:common.productType.fund",
  etf: "tools:common.productType.etf",
} as const satisfies Labels<ProductType>;

export const noProductsLabels = {
  fund: "tools:common.noProducts.fund",
  etf: "tools:common.noProducts.etf",
} as const satisfies Labels<ProductType>;

/** Periods and factor groups: the product screen shows the same words (app-wide labels). */
export { factorGroupLabels, periodLabels } from "@/components/product-labels";

export const listLabels = {
  top_picks: { description: "tools:lists.top_picks.description", value: "tools:lists.top_picks.value" },
  top_excess_return_1y: {
    description: "tools:lists.top_excess_return_1y.description",
    value: "tools:lists.top_excess_return_1y.value",
  },
  top_inflow_1y: {
    description: "tools:lists.top_inflow_1y.description",
    value: "tools:lists.top_inflow_1y.value",
  },
  stable_7d_yield: {
    description: "tools:lists.stable_7d_yield.description",
    value: "tools:lists.stable_7d_yield.value",
  },
  top_annualized_1y: {
    description: "tools:lists.top_annualized_1y.description",
    value: "tools:lists.top_annualized_1y.value",
  },
  fast_rebound: {
    description: "tools:lists.fast_rebound.description",
    value: "tools:lists.fast_rebound.value",
  },
  short_term_bond: {
    description: "tools:lists.short_term_bond.description",
    value: "tools:lists.short_term_bond.value",
  },
  high_sharpe: { description: "tools:lists.high_sharpe.description", value: "tools:lists.high_sharpe.value" },
} as const satisfies Record<
  AssistantListId,
  { description: MessageKey<"tools">; value: MessageKey<"tools"> }
>;

/** Sort orders: the selectors' labels (the same words on the screen and in the card). */
export { sortLabels } from "@/features/selection";

export const rebalanceLabels = {
  none: "tools:rebalance.none",
  monthly: "tools:rebalance.monthly",
  quarterly: "tools:rebalance.quarterly",
  semiannually: "tools:rebalance.semiannually",
  annually: "tools:rebalance.annually",
} as const satisfies Labels<(typeof backtestRebalances)[number]>;

export const filterLabels = {
  keyword: "tools:filters.keyword",
  assetClasses: "tools:filters.assetClasses",
  categories: "tools:filters.categories",
  regions: "tools:filters.regions",
  currencies: "tools:filters.currencies",
  riskLevels: "tools:filters.riskLevels",
  aumBuckets: "tools:filters.aumBuckets",
  ratingTiers: "tools:filters.ratingTiers",
  dividendFrequencies: "tools:filters.dividendFrequencies",
  companyIds: "tools:filters.companyIds",
  starRatings: "tools:filters.starRatings",
  creditRatings: "tools:filters.creditRatings",
  domiciles: "tools:filters.domiciles",
  minReturn1y: "tools:filters.minReturn1y",
  minSharpe1y: "tools:filters.minSharpe1y",
  maxVolatility1y: "tools:filters.maxVolatility1y",
  maxDrawdown1y: "tools:filters.maxDrawdown1y",
  maxTotalExpenseRatio: "tools:filters.maxTotalExpenseRatio",
  minSevenDayYield: "tools:filters.minSevenDayYield",
  maxEffectiveDuration: "tools:filters.maxEffectiveDuration",
  launchedBefore: "tools:filters.launchedBefore",
  sfcAuthorised: "tools:filters.sfcAuthorised",
  masRecognised: "tools:filters.masRecognised",
  cpfisEligible: "tools:filters.cpfisEligible",
  srsEligible: "tools:filters.srsEligible",
  hedged: "tools:filters.hedged",
  distributing: "tools:filters.distributing",
} as const satisfies Labels<keyof SelectionCriteria>;

/**
 * Array filters whose values are shown by label rather than as they are: the selectors'
 * vocabularies, so a card's chip and the screen's chip read the same.
 */
export const filterValueLabels = {
  assetClasses: assetClassLabels,
  regions: regionLabels,
  aumBuckets: aumBucketLabels,
  ratingTiers: ratingTierLabels,
  dividendFrequencies: dividendLabels,
} as const satisfies Partial<Record<keyof SelectionCriteria, Record<string, MessageKey>>>;

export type LabelledFilter = keyof typeof filterValueLabels;

/** The label of one value of a labelled array filter; an unknown value is shown as it is. */
export function filterValueLabel(name: LabelledFilter, value: unknown): MessageKey | undefined {
  const labels: Partial<Record<string, MessageKey>> = filterValueLabels[name];
  return labels[String(value)];
}

export const riskLevelSourceLabels = {
  request: "tools:buildPortfolio.sources.request",
  twin: "tools:buildPortfolio.sources.twin",
  default: "tools:buildPortfolio.sources.default",
} as const satisfies Labels<(typeof riskLevelSources)[number]>;

/** The auto builder's sleeves (server/features/backtest/model-portfolios.ts). */
export const sleeveLabels = {
  cash: "tools:buildPortfolio.sleeves.cash",
  coreBond: "tools:buildPortfolio.sleeves.coreBond",
  asiaBond: "tools:buildPortfolio.sleeves.asiaBond",
  globalEquity: "tools:buildPortfolio.sleeves.globalEquity",
  asiaEquity: "tools:buildPortfolio.sleeves.asiaEquity",
} as const satisfies Record<string, MessageKey<"tools">>;

export const sleeveLabelOf = (sleeve: string): MessageKey<"tools"> =>
  sleeveLabels[sleeve as keyof typeof sleeveLabels] ?? "tools:buildPortfolio.sleeves.other";
