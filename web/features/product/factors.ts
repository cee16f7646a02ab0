import type { MessageKey } from "@shared/messages";
import type { ValueProps } from "@/components/value";

/**
 * How each factor of GET /v1/app/fund/factor is shown: its name (product:analysis.factors.*) and
 * the kind of its raw value (returns and rates are ratios, sizes USD amounts, the rest numbers).
 * A factor the server adds later shows its id and a plain number until it is listed here.
 */
type Display = Pick<ValueProps, "kind" | "digits" | "compact" | "currency" | "signed">;

const ratio: Display = { kind: "percent" };
const signedRatio: Display = { kind: "percent", signed: true };
const usd: Display = { kind: "currency", currency: "USD", compact: true, digits: 1 };
const figure: Display = { kind: "number", digits: 2 };
const count: Display = { kind: "number", digits: 0 };

export const factorDisplay = {
  return1y: signedRatio,
  excessReturn1y: signedRatio,
  excessReturn3y: signedRatio,
  sharpe1y: figure,
  calmar1y: figure,
  rollingSharpe3y: figure,
  sevenDayYield: ratio,
  volatility1y: ratio,
  maxDrawdown1y: ratio,
  repairDays: count,
  rollingMaxDrawdown3y: ratio,
  rollingVolatility3y: ratio,
  aumUsd: usd,
  aumChangeRate1y: signedRatio,
  aumModerate: usd,
  netInflow1yUsd: usd,
  companyExperienceYears: count,
  companyAumUsd: usd,
  companyFundCount: count,
  managerAumUsd: usd,
  managerTenureYears: { kind: "number", digits: 1 },
  totalExpenseRatio: ratio,
  bondAverageRating: figure,
  yieldToMaturity: ratio,
  effectiveDuration: figure,
  premiumRate: signedRatio,
} as const satisfies Record<string, Display>;

export type KnownFactor = keyof typeof factorDisplay;

export const isKnownFactor = (id: string): id is KnownFactor => Object.hasOwn(factorDisplay, id);

export function displayOf(id: string): Display {
  return isKnownFactor(id) ? factorDisplay[id] : figure;
}

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
} as const satisfies Record<KnownFactor, MessageKey<"product">>;
