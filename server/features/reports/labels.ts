/**
 * The message keys a report's facts are named with: factor names, no-rating reasons, the
 * product types, the compared figures and the audiences (typed maps, so a missing message does
 * not compile).
 */
import type { ReportChange } from "../../../shared/api/reports";
import type { ReportAudience } from "../../../shared/domain/assistant";
import type { MessageKey } from "../../../shared/messages";
import type { FactorId } from "../../analytics/factors";
import type { NoRiskRatingReason } from "../../analytics/ranks";

export const factorNameKeys = {
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
} as const satisfies Record<FactorId, MessageKey<"product">>;

export const noRatingReasonKeys = {
  no_asset_allocation_data: "product:noRatingReasons.no_asset_allocation_data",
  no_region_data: "product:noRatingReasons.no_region_data",
  nav_discontinuous: "product:noRatingReasons.nav_discontinuous",
  nav_anomalous: "product:noRatingReasons.nav_anomalous",
  launched_within_one_year: "product:noRatingReasons.launched_within_one_year",
  no_recent_nav: "product:noRatingReasons.no_recent_nav",
} as const satisfies Record<NoRiskRatingReason, MessageKey<"product">>;

export const changeKeys = {
  return1y: "reports:changes.return1y",
  return3y: "reports:changes.return3y",
  volatility: "reports:changes.volatility",
  maxDrawdown: "reports:changes.maxDrawdown",
  sharpe: "reports:changes.sharpe",
  riskLevel: "reports:changes.riskLevel",
  totalExpenseRatio: "reports:changes.totalExpenseRatio",
  concentrationTop10: "reports:changes.concentrationTop10",
  alerts: "reports:changes.alerts",
} as const satisfies Record<ReportChange["key"], MessageKey<"reports">>;

export const audienceKeys = {
  personal: "reports:share.audience.personal",
  adviser: "reports:share.audience.adviser",
} as const satisfies Record<ReportAudience, MessageKey<"reports">>;

export const suitsKeys = {
  1: "reports:text.suits.1",
  2: "reports:text.suits.2",
  3: "reports:text.suits.3",
  4: "reports:text.suits.4",
  5: "reports:text.suits.5",
} as const satisfies Record<1 | 2 | 3 | 4 | 5, MessageKey<"reports">>;

export const headingKeys = {
  summary: "reports:headings.summary",
  performance: "reports:headings.performance",
  calendarYears: "reports:headings.calendarYears",
  risk: "reports:headings.risk",
  factors: "reports:headings.factors",
  holdings: "reports:headings.holdings",
  fees: "reports:headings.fees",
  alerts: "reports:headings.alerts",
  suitability: "reports:headings.suitability",
  peers: "reports:headings.peers",
  talkingPoints: "reports:headings.talkingPoints",
  compliance: "reports:headings.compliance",
  disclaimer: "reports:headings.disclaimer",
} as const satisfies Record<string, MessageKey<"reports">>;
