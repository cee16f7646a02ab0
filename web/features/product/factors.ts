import { factorLabels as sharedFactorLabels } from "@shared/domain/product-labels";
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

/** Every factor shown here has a name (shared/domain/product-labels.ts); a missing one does not compile. */
export const factorLabels: Record<KnownFactor, MessageKey<"product">> = sharedFactorLabels;
