import { z } from "zod";
import { BACKTEST_MAX_BENCHMARKS, BACKTEST_MAX_HOLDINGS, backtestRebalances } from "../api/backtest";
import { toolCodeSchema, toolDateSchema } from "./common";

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

export const backtestPortfolioDef = {
  description: "Backtest a portfolio of funds/ETFs with weights, rebalancing, dates and contributions.",
  inputSchema: backtestPortfolioInputSchema,
};
