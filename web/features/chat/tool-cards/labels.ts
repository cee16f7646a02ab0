import type { backtestRebalances } from "@shared/api/backtest";
import type { factorGroupNames } from "@shared/api/product";
import type { AumBucket, FundSortType, SelectionCriteria } from "@shared/api/selection";
import type { Period } from "@shared/domain/period";
import type { AssetClass, DividendFrequency, ProductType, RatingTier, Region } from "@shared/domain/product";
import type { Capability, Plan } from "@shared/entitlements";
import type { MessageKey } from "@shared/messages";
import type { AssistantListId } from "@shared/tools/get-curated-list";

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

export const sortLabels = {
  aum_desc: "tools:sorts.aum_desc",
  aum_asc: "tools:sorts.aum_asc",
  return_7d_desc: "tools:sorts.return_7d_desc",
  return_7d_asc: "tools:sorts.return_7d_asc",
  return_ytd_desc: "tools:sorts.return_ytd_desc",
  return_ytd_asc: "tools:sorts.return_ytd_asc",
  return_1m_desc: "tools:sorts.return_1m_desc",
  return_1m_asc: "tools:sorts.return_1m_asc",
  return_3m_desc: "tools:sorts.return_3m_desc",
  return_3m_asc: "tools:sorts.return_3m_asc",
  return_6m_desc: "tools:sorts.return_6m_desc",
  return_6m_asc: "tools:sorts.return_6m_asc",
  return_1y_desc: "tools:sorts.return_1y_desc",
  return_1y_asc: "tools:sorts.return_1y_asc",
  return_3y_desc: "tools:sorts.return_3y_desc",
  return_3y_asc: "tools:sorts.return_3y_asc",
  return_5y_desc: "tools:sorts.return_5y_desc",
  return_5y_asc: "tools:sorts.return_5y_asc",
  sharpe_1y_desc: "tools:sorts.sharpe_1y_desc",
  volatility_1y_asc: "tools:sorts.volatility_1y_asc",
  max_drawdown_1y_asc: "tools:sorts.max_drawdown_1y_asc",
  fee_asc: "tools:sorts.fee_asc",
  launch_date_asc: "tools:sorts.launch_date_asc",
  name_asc: "tools:sorts.name_asc",
} as const satisfies Labels<FundSortType>;

export const rebalanceLabels = {
  none: "tools:rebalance.none",
  monthly: "tools:rebalance.monthly",
  quarterly: "tools:rebalance.quarterly",
  semiannually: "tools:rebalance.semiannually",
  annually: "tools:rebalance.annually",
} as const satisfies Labels<(typeof backtestRebalances)[number]>;

export const factorGroupLabels = {
  Return: "tools:factorGroups.Return",
  Risk: "tools:factorGroups.Risk",
  AUM: "tools:factorGroups.AUM",
  Company: "tools:factorGroups.Company",
  Manager: "tools:factorGroups.Manager",
  Fundamental: "tools:factorGroups.Fundamental",
} as const satisfies Labels<(typeof factorGroupNames)[number]>;

export const capabilityLabels = {
  publicSelectors: "tools:capabilities.publicSelectors",
  basicFilters: "tools:capabilities.basicFilters",
  generalSearch: "tools:capabilities.generalSearch",
  productPerformance: "tools:capabilities.productPerformance",
  benchmarkComparison: "tools:capabilities.benchmarkComparison",
  advancedFilters: "tools:capabilities.advancedFilters",
  factorAnalysis: "tools:capabilities.factorAnalysis",
  institutionalData: "tools:capabilities.institutionalData",
  fundComparison: "tools:capabilities.fundComparison",
  aiAssistant: "tools:capabilities.aiAssistant",
  aiReport: "tools:capabilities.aiReport",
  aiMacro: "tools:capabilities.aiMacro",
  topPicks: "tools:capabilities.topPicks",
  diyPortfolios: "tools:capabilities.diyPortfolios",
  modelPortfolioSubscriptions: "tools:capabilities.modelPortfolioSubscriptions",
} as const satisfies Labels<Capability>;

export const planLabels = {
  anonymous: "tools:plans.anonymous",
  pro: "tools:plans.pro",
  premiumTrial: "tools:plans.premiumTrial",
  premium: "tools:plans.premium",
  enterprise: "tools:plans.enterprise",
} as const satisfies Labels<Plan>;

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

/** Array filters whose values are shown by label rather than as they are. */
export const filterValueLabels = {
  assetClasses: {
    Stock: "tools:values.assetClasses.Stock",
    Cash: "tools:values.assetClasses.Cash",
    Convertible: "tools:values.assetClasses.Convertible",
    Other: "tools:values.assetClasses.Other",
    Preferred: "tools:values.assetClasses.Preferred",
    Bond: "tools:values.assetClasses.Bond",
  } satisfies Labels<AssetClass>,
  regions: {
    us: "tools:values.regions.us",
    hong_kong: "tools:values.regions.hong_kong",
    china: "tools:values.regions.china",
    greater_china: "tools:values.regions.greater_china",
    japan: "tools:values.regions.japan",
    europe: "tools:values.regions.europe",
    asia_ex_japan: "tools:values.regions.asia_ex_japan",
    asia_pacific: "tools:values.regions.asia_pacific",
    emerging_markets: "tools:values.regions.emerging_markets",
    global: "tools:values.regions.global",
    singapore: "tools:values.regions.singapore",
  } satisfies Labels<Region>,
  aumBuckets: {
    lt_100m: "tools:values.aumBuckets.lt_100m",
    "100m_500m": "tools:values.aumBuckets.100m_500m",
    "500m_1b": "tools:values.aumBuckets.500m_1b",
    gt_1b: "tools:values.aumBuckets.gt_1b",
  } satisfies Labels<AumBucket>,
  ratingTiers: {
    Gold: "tools:values.ratingTiers.Gold",
    Silver: "tools:values.ratingTiers.Silver",
    Bronze: "tools:values.ratingTiers.Bronze",
    Neutral: "tools:values.ratingTiers.Neutral",
    Bottom: "tools:values.ratingTiers.Bottom",
  } satisfies Labels<RatingTier>,
  dividendFrequencies: {
    none: "tools:values.dividendFrequencies.none",
    annually: "tools:values.dividendFrequencies.annually",
    quarterly: "tools:values.dividendFrequencies.quarterly",
    "semi-annually": "tools:values.dividendFrequencies.semi-annually",
    weekly: "tools:values.dividendFrequencies.weekly",
    monthly: "tools:values.dividendFrequencies.monthly",
    irregular: "tools:values.dividendFrequencies.irregular",
  } satisfies Labels<DividendFrequency>,
} as const satisfies Partial<Record<keyof SelectionCriteria, Record<string, MessageKey<"tools">>>>;

export type LabelledFilter = keyof typeof filterValueLabels;

/** The label of one value of a labelled array filter; an unknown value is shown as it is. */
export function filterValueLabel(name: LabelledFilter, value: unknown): MessageKey<"tools"> | undefined {
  const labels: Partial<Record<string, MessageKey<"tools">>> = filterValueLabels[name];
  return labels[String(value)];
}
