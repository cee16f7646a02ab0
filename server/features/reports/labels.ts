/**
 * The message keys a report's facts are named with: factor names, no-rating reasons, the
 * product types, the compared figures and the audiences (typed maps, so a missing message does
 * not compile).
 */
import type { ReportChange } from "../../../shared/api/reports";
import type { ReportAudience } from "../../../shared/domain/assistant";
import { factorLabels, noRatingReasonLabels } from "../../../shared/domain/product-labels";
import type { MessageKey } from "../../../shared/messages";
import type { FactorId } from "../../analytics/factors";
import type { NoRiskRatingReason } from "../../analytics/ranks";

/** Every factor the analytics compute has a name; a missing one does not compile. */
export const factorNameKeys: Record<FactorId, MessageKey<"product">> = factorLabels;

export const noRatingReasonKeys: Record<NoRiskRatingReason, MessageKey<"product">> = noRatingReasonLabels;

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
