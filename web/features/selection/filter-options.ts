import {
  type AumBucket,
  advancedFilterKeys,
  aumBuckets,
  type FundSortType,
  type SelectionAxis,
} from "@shared/api/selection";
import { criteriaFieldLabels } from "@shared/api/selection-labels";
import {
  type AssetClass,
  assetClasses,
  type CreditRating,
  type CuratedListId,
  currencies,
  type DividendFrequency,
  dividendFrequencies,
  type RatingTier,
  type Region,
  ratingTiers,
  regions,
} from "@shared/domain/product";
import type { MessageKey } from "@shared/messages";
import type { FilterKey } from "./filter-query";

type Labels<V extends string | number> = Record<V, MessageKey<"selection">>;

/** The yes/no filters (eligibility and share-class facts), in the order the panel shows them. */
export const booleanFilters = [
  "sfcAuthorised",
  "masRecognised",
  "cpfisEligible",
  "srsEligible",
  "distributing",
  "hedged",
] as const satisfies readonly FilterKey[];

/** Which plan capability a filter needs: basic filters with any account, advanced with Premium. */
export const basicFilters = [
  "assetClasses",
  "regions",
  "categories",
  "currencies",
  "riskLevels",
  "aumBuckets",
  "ratingTiers",
  "starRatings",
  "dividendFrequencies",
  "companyIds",
  ...booleanFilters,
] as const satisfies readonly FilterKey[];

export const advancedFilters = advancedFilterKeys;

/** Fails to compile while a filter (the keyword aside) is in neither group. */
export const everyFilterGrouped: [
  Exclude<FilterKey, "keyword" | (typeof basicFilters)[number] | (typeof advancedFilters)[number]>,
] extends [never]
  ? true
  : never = true;

/** Each filter's name (shared with the assistant's summaries). */
export const fieldLabels = criteriaFieldLabels;

export const assetClassLabels = {
  Stock: "selection:values.assetClasses.Stock",
  Cash: "selection:values.assetClasses.Cash",
  Convertible: "selection:values.assetClasses.Convertible",
  Other: "selection:values.assetClasses.Other",
  Preferred: "selection:values.assetClasses.Preferred",
  Bond: "selection:values.assetClasses.Bond",
} as const satisfies Labels<AssetClass>;

export const regionLabels = {
  us: "selection:values.regions.us",
  hong_kong: "selection:values.regions.hong_kong",
  china: "selection:values.regions.china",
  greater_china: "selection:values.regions.greater_china",
  japan: "selection:values.regions.japan",
  europe: "selection:values.regions.europe",
  asia_ex_japan: "selection:values.regions.asia_ex_japan",
  asia_pacific: "selection:values.regions.asia_pacific",
  emerging_markets: "selection:values.regions.emerging_markets",
  global: "selection:values.regions.global",
  singapore: "selection:values.regions.singapore",
} as const satisfies Labels<Region>;

export const aumBucketLabels = {
  lt_100m: "selection:values.aumBuckets.lt_100m",
  "100m_500m": "selection:values.aumBuckets.100m_500m",
  "500m_1b": "selection:values.aumBuckets.500m_1b",
  gt_1b: "selection:values.aumBuckets.gt_1b",
} as const satisfies Labels<AumBucket>;

export const ratingTierLabels = {
  Gold: "selection:values.ratingTiers.Gold",
  Silver: "selection:values.ratingTiers.Silver",
  Bronze: "selection:values.ratingTiers.Bronze",
  Neutral: "selection:values.ratingTiers.Neutral",
  Bottom: "selection:values.ratingTiers.Bottom",
} as const satisfies Labels<RatingTier>;

export const dividendLabels = {
  none: "selection:values.dividendFrequencies.none",
  annually: "selection:values.dividendFrequencies.annually",
  quarterly: "selection:values.dividendFrequencies.quarterly",
  "semi-annually": "selection:values.dividendFrequencies.semi-annually",
  weekly: "selection:values.dividendFrequencies.weekly",
  monthly: "selection:values.dividendFrequencies.monthly",
  irregular: "selection:values.dividendFrequencies.irregular",
} as const satisfies Labels<DividendFrequency>;

export const creditRatingLabels = {
  Aaa: "selection:creditRatings.Aaa",
  Aa: "selection:creditRatings.Aa",
  A: "selection:creditRatings.A",
  Bbb: "selection:creditRatings.Bbb",
  Bb: "selection:creditRatings.Bb",
  B: "selection:creditRatings.B",
  "Below B": "selection:creditRatings.Below B",
  "Not Rated": "selection:creditRatings.Not Rated",
} as const satisfies Labels<CreditRating>;

/** Domiciles of the products on offer (ISO 3166 alpha-2). */
export const domicileLabels = {
  HK: "selection:domiciles.HK",
  SG: "selection:domiciles.SG",
  LU: "selection:domiciles.LU",
  IE: "selection:domiciles.IE",
  KY: "selection:domiciles.KY",
  GB: "selection:domiciles.GB",
  US: "selection:domiciles.US",
} as const satisfies Record<string, MessageKey<"selection">>;
export const domiciles = Object.keys(domicileLabels) as (keyof typeof domicileLabels)[];

export const riskLevelNames = {
  1: "selection:riskLevels.1",
  2: "selection:riskLevels.2",
  3: "selection:riskLevels.3",
  4: "selection:riskLevels.4",
  5: "selection:riskLevels.5",
} as const satisfies Labels<1 | 2 | 3 | 4 | 5>;
export const riskLevels = [1, 2, 3, 4, 5] as const;
export const starRatings = [5, 4, 3, 2, 1] as const;

export const sortLabels = {
  aum_desc: "selection:sortTypes.aum_desc",
  aum_asc: "selection:sortTypes.aum_asc",
  return_7d_desc: "selection:sortTypes.return_7d_desc",
  return_7d_asc: "selection:sortTypes.return_7d_asc",
  return_ytd_desc: "selection:sortTypes.return_ytd_desc",
  return_ytd_asc: "selection:sortTypes.return_ytd_asc",
  return_1m_desc: "selection:sortTypes.return_1m_desc",
  return_1m_asc: "selection:sortTypes.return_1m_asc",
  return_3m_desc: "selection:sortTypes.return_3m_desc",
  return_3m_asc: "selection:sortTypes.return_3m_asc",
  return_6m_desc: "selection:sortTypes.return_6m_desc",
  return_6m_asc: "selection:sortTypes.return_6m_asc",
  return_1y_desc: "selection:sortTypes.return_1y_desc",
  return_1y_asc: "selection:sortTypes.return_1y_asc",
  return_3y_desc: "selection:sortTypes.return_3y_desc",
  return_3y_asc: "selection:sortTypes.return_3y_asc",
  return_5y_desc: "selection:sortTypes.return_5y_desc",
  return_5y_asc: "selection:sortTypes.return_5y_asc",
  sharpe_1y_desc: "selection:sortTypes.sharpe_1y_desc",
  volatility_1y_asc: "selection:sortTypes.volatility_1y_asc",
  max_drawdown_1y_asc: "selection:sortTypes.max_drawdown_1y_asc",
  fee_asc: "selection:sortTypes.fee_asc",
  launch_date_asc: "selection:sortTypes.launch_date_asc",
  name_asc: "selection:sortTypes.name_asc",
} as const satisfies Labels<FundSortType>;

export const listLabels = {
  top_excess_return_1y: {
    name: "selection:lists.top_excess_return_1y.name",
    rule: "selection:lists.top_excess_return_1y.rule",
  },
  top_inflow_1y: {
    name: "selection:lists.top_inflow_1y.name",
    rule: "selection:lists.top_inflow_1y.rule",
  },
  stable_7d_yield: {
    name: "selection:lists.stable_7d_yield.name",
    rule: "selection:lists.stable_7d_yield.rule",
  },
  top_annualized_1y: {
    name: "selection:lists.top_annualized_1y.name",
    rule: "selection:lists.top_annualized_1y.rule",
  },
  fast_rebound: {
    name: "selection:lists.fast_rebound.name",
    rule: "selection:lists.fast_rebound.rule",
  },
  short_term_bond: {
    name: "selection:lists.short_term_bond.name",
    rule: "selection:lists.short_term_bond.rule",
  },
  high_sharpe: {
    name: "selection:lists.high_sharpe.name",
    rule: "selection:lists.high_sharpe.rule",
  },
} as const satisfies Record<CuratedListId, { name: MessageKey<"selection">; rule: MessageKey<"selection"> }>;

/** Vocabularies of the option filters, in the order the panel shows them. */
export const optionValues = {
  assetClasses,
  regions,
  currencies,
  aumBuckets,
  ratingTiers,
  dividendFrequencies,
  /** Best quality first (the vocabulary itself is alphabetical). */
  creditRatings: [
    "Aaa",
    "Aa",
    "A",
    "Bbb",
    "Bb",
    "B",
    "Below B",
    "Not Rated",
  ] as const satisfies readonly CreditRating[],
} as const;

/** Fails to compile while a credit rating is missing from the panel's order. */
export const everyCreditRatingListed: [
  Exclude<CreditRating, (typeof optionValues.creditRatings)[number]>,
] extends [never]
  ? true
  : never = true;

/** Ratio filters are edited and shown as percentages; the others as plain numbers. */
export const ratioFilters = new Set<FilterKey>([
  "minReturn1y",
  "maxVolatility1y",
  "maxDrawdown1y",
  "maxTotalExpenseRatio",
  "minSevenDayYield",
]);

/** How each curated list's ranking figure is shown. */
export const listValueKinds = {
  top_excess_return_1y: "percent",
  top_inflow_1y: "percent",
  stable_7d_yield: "percent",
  top_annualized_1y: "percent",
  fast_rebound: "days",
  short_term_bond: "years",
  high_sharpe: "number",
} as const satisfies Record<CuratedListId, "percent" | "days" | "years" | "number">;

/** Each thematic axis's name and the rule it stands for (the home shelf). */
export const axisLabels = {
  income: { name: "selection:axes.names.income.name", rule: "selection:axes.names.income.rule" },
  low_volatility: {
    name: "selection:axes.names.low_volatility.name",
    rule: "selection:axes.names.low_volatility.rule",
  },
  asia_growth: {
    name: "selection:axes.names.asia_growth.name",
    rule: "selection:axes.names.asia_growth.rule",
  },
  global_core: {
    name: "selection:axes.names.global_core.name",
    rule: "selection:axes.names.global_core.rule",
  },
  bond_ladder: {
    name: "selection:axes.names.bond_ladder.name",
    rule: "selection:axes.names.bond_ladder.rule",
  },
  cash_management: {
    name: "selection:axes.names.cash_management.name",
    rule: "selection:axes.names.cash_management.rule",
  },
} as const satisfies Record<SelectionAxis, { name: string; rule: string }>;
