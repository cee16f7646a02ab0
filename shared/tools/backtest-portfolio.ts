import { z } from "zod";
import {
  BACKTEST_MAX_BENCHMARKS,
  BACKTEST_MAX_HOLDINGS,
  backtestMetricsSchema,
  backtestRebalances,
  backtestResultSchema,
  backtestWarningSchema,
} from "../api/backtest";
import { toolCodeSchema, toolDateSchema, toolOutputSchema, toolSeriesSchema } from "./common";

export const backtestPortfolioInputSchema = z.object({
  holdings: z
    .array(z.object({ code: toolCodeSchema, weight: z.number().gt(0).max(100).describe("Percent") }))
    .min(1)
    .max(BACKTEST_MAX_HOLDINGS)
    .describe("Weights in percent summing to 100"),
  rebalance: z.enum(backtestRebalances).optional(),
  startDate: toolDateSchema.optional(),
  endDate: toolDateSchema.optional(),
  initialAmount: z.number().gt(0).max(1e12).optional(),
  monthlyContribution: z.number().min(0).max(1e12).optional(),
  benchmarks: z.array(z.string().trim().min(1).max(64)).max(BACKTEST_MAX_BENCHMARKS).optional(),
});
export type BacktestPortfolioInput = z.infer<typeof backtestPortfolioInputSchema>;

/**
 * The backtest card: the portfolio as run (defaults filled in), its value and drawdown series
 * (thinned), benchmark series, metrics and warnings. Ratios are decimals; weights in percent.
 */
export const backtestPortfolioOutputSchema = toolOutputSchema({
  holdings: z.array(z.object({ code: z.string(), name: z.string(), weight: z.number().describe("Percent") })),
  rebalance: z.enum(backtestRebalances),
  initialAmount: z.number(),
  monthlyContribution: z.number().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  series: toolSeriesSchema.describe("Portfolio value in money, contributions included"),
  drawdownSeries: toolSeriesSchema.describe("Drawdown of the time-weighted value from its peak (≤ 0)"),
  benchmarkSeries: z.array(z.object({ symbolCode: z.string(), points: toolSeriesSchema })),
  metrics: backtestMetricsSchema.nullable(),
  annualized: backtestResultSchema.shape.annualized,
  calendarYears: backtestResultSchema.shape.calendarYears,
  totalInvested: z.number(),
  finalValue: z.number().nullable(),
  moneyWeightedReturn: z.number().nullable(),
  warnings: z.array(backtestWarningSchema),
});
export type BacktestPortfolioOutput = z.infer<typeof backtestPortfolioOutputSchema>;

export const backtestPortfolioDef = {
  description: "Backtest a portfolio of funds/ETFs with weights, rebalancing, dates and contributions.",
  inputSchema: backtestPortfolioInputSchema,
  outputSchema: backtestPortfolioOutputSchema,
};
