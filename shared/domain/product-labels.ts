import type { MessageKey } from "../messages";
import type { noRiskRatingReasons } from "./product";

/**
 * Words the product screen and the server's AI report facts share, in every locale's product
 * catalogue: the names of the factor analysis's factors and of the reasons a product has no
 * risk rating. One map each, so the screen and a report never name a figure differently.
 */
export const factorLabels = {
  return1y: "product:analysis.factors.return1y",
  excessReturn1y: "product:analysis.factors.excessReturn1y",
  excessReturn3y: "product:analysis.factors.excessReturn3y",
  sharpe1y: "product:analysis.factors.sharpe1y",
  calmar1y: "product:analysis.factors.calmar1y",
  rollingSharpe3y: "product:analysis.factors.rollingSharpe3y",
  sevenDayYield: "product:analysis.factors.sevenDayYield",
  volatility1y: "product:analysis.factors.volatility1y",
  maxDrawdown1y: "product:analysis.factors.maxDrawdown1y",
  repairDays: "product:analysis.factors.repairDays",
  rollingMaxDrawdown3y: "product:analysis.factors.rollingMaxDrawdown3y",
  rollingVolatility3y: "product:analysis.factors.rollingVolatility3y",
  aumUsd: "product:analysis.factors.aumUsd",
  aumChangeRate1y: "product:analysis.factors.aumChangeRate1y",
  aumModerate: "product:analysis.factors.aumModerate",
  netInflow1yUsd: "product:analysis.factors.netInflow1yUsd",
  companyExperienceYears: "product:analysis.factors.companyExperienceYears",
  companyAumUsd: "product:analysis.factors.companyAumUsd",
  companyFundCount: "product:analysis.factors.companyFundCount",
  managerAumUsd: "product:analysis.factors.managerAumUsd",
  managerTenureYears: "product:analysis.factors.managerTenureYears",
  totalExpenseRatio: "product:analysis.factors.totalExpenseRatio",
  bondAverageRating: "product:analysis.factors.bondAverageRating",
  yieldToMaturity: "product:analysis.factors.yieldToMaturity",
  effectiveDuration: "product:analysis.factors.effectiveDuration",
  premiumRate: "product:analysis.factors.premiumRate",
} as const satisfies Record<string, MessageKey<"product">>;

export type LabelledFactor = keyof typeof factorLabels;

export const noRatingReasonLabels = {
  no_asset_allocation_data: "product:noRatingReasons.no_asset_allocation_data",
  no_region_data: "product:noRatingReasons.no_region_data",
  nav_discontinuous: "product:noRatingReasons.nav_discontinuous",
  nav_anomalous: "product:noRatingReasons.nav_anomalous",
  launched_within_one_year: "product:noRatingReasons.launched_within_one_year",
  no_recent_nav: "product:noRatingReasons.no_recent_nav",
} as const satisfies Record<(typeof noRiskRatingReasons)[number], MessageKey<"product">>;
