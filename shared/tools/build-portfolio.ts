import { z } from "zod";
import { backtestMetricsSchema, backtestResultSchema, backtestWarningSchema } from "../api/backtest";
import { autoPickReasons, portfolioDraftSchema, riskLevelSources } from "../api/portfolio";
import { goalTypes } from "../domain/assistant";
import { productTypes } from "../domain/product";
import { toolOutputSchema, toolProductTypeSchema, toolSeriesSchema } from "./common";

export const buildPortfolioInputSchema = z.object({
  riskLevel: z.number().int().min(1).max(5).optional(),
  goal: z.enum(goalTypes).optional(),
  productType: toolProductTypeSchema.optional(),
  maxHoldings: z.number().int().min(1).max(20).optional(),
  amount: z.number().gt(0).max(1e12).optional(),
  years: z.number().gt(0).max(60).optional(),
});
export type BuildPortfolioInput = z.infer<typeof buildPortfolioInputSchema>;

/**
 * The build-portfolio card: the auto builder's proposal (POST /v1/app/portfolios/auto) — the
 * risk level used and where it came from, each holding with its sleeve and rationale — and the
 * proposal's backtest (series thinned as in the backtest card). `draft` is what "save as
 * portfolio" sends: POST /v1/app/portfolios with `{name, ...draft}` (or the create flow opened
 * pre-filled with its holdings). Ratios are decimals; weights in percent.
 */
export const buildPortfolioOutputSchema = toolOutputSchema({
  riskLevel: z.number().int().min(1).max(5),
  riskLevelSource: z.enum(riskLevelSources).describe("request, the user's digital twin, or the default (3)"),
  riskLevelName: z.string().describe("Conservative … Aggressive, in the conversation's language"),
  goal: z.enum(goalTypes).nullable(),
  productType: z.enum(productTypes),
  volatilityBand: z.object({ min: z.number(), max: z.number().nullable() }),
  holdings: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      weight: z.number().describe("Percent"),
      sleeve: z.string(),
      assetClass: z.string().nullable(),
      reason: z.enum(autoPickReasons),
      rationale: z.string().describe("One sentence in the conversation's language"),
    }),
  ),
  initialAmount: z.number(),
  monthlyContribution: z.number().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  series: toolSeriesSchema.describe("Portfolio value in money, contributions included"),
  drawdownSeries: toolSeriesSchema.describe("Drawdown of the time-weighted value from its peak (≤ 0)"),
  metrics: backtestMetricsSchema.nullable(),
  annualized: backtestResultSchema.shape.annualized,
  calendarYears: backtestResultSchema.shape.calendarYears,
  totalInvested: z.number(),
  finalValue: z.number().nullable(),
  warnings: z.array(backtestWarningSchema),
  draft: portfolioDraftSchema.describe("POST /v1/app/portfolios with {name, ...draft} saves it"),
});
export type BuildPortfolioOutput = z.infer<typeof buildPortfolioOutputSchema>;

export const buildPortfolioDef = {
  description: "Propose a diversified portfolio for a risk level or goal, with its backtest.",
  inputSchema: buildPortfolioInputSchema,
  outputSchema: buildPortfolioOutputSchema,
};
