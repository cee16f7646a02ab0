import { tool } from "ai";
import { type BacktestPortfolioOutput, backtestPortfolioDef } from "../../../shared/tools/backtest-portfolio";
import { DEFAULT_INITIAL_AMOUNT } from "../../analytics";
import { nameIn } from "../../data/product-summary";
import { parseBacktestRequest, portfolioBacktest } from "../../features/backtest";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { chartSeries, refusalOf } from "./support";

/** The tool's default when the question names no rebalancing: buy and hold. */
const DEFAULT_REBALANCE = "none";

/**
 * The backtest of POST /v1/app/{fund,etf}/backtesting — same validation, same service — except
 * that a chat portfolio may mix funds and ETFs. The drawdown chart is the service's
 * time-weighted drawdown, so contributions do not hide a fall.
 */
export const backtestPortfolioTool = (ctx: ToolContext) =>
  tool({
    ...backtestPortfolioDef,
    execute: async (input): Promise<BacktestPortfolioOutput> => {
      const guard = await checkCapability(ctx, null, { quota: true });
      if (!guard.ok) return guard.refusal;
      const rebalance = input.rebalance ?? DEFAULT_REBALANCE;
      const initialAmount = input.initialAmount ?? DEFAULT_INITIAL_AMOUNT;
      const contribution =
        input.monthlyContribution && input.monthlyContribution > 0 ? input.monthlyContribution : null;
      try {
        const body = parseBacktestRequest({
          holdings: input.holdings.map((h) => ({ fundCode: h.code, weight: h.weight })),
          weighting: "custom",
          rebalance,
          startDate: input.startDate,
          endDate: input.endDate,
          initialAmount,
          monthlyContribution: contribution ?? undefined,
          benchmarks: input.benchmarks,
        });
        const result = await portfolioBacktest(ctx.services.backtest, {
          body,
          productType: "any",
          lang: ctx.lang,
        });
        const table = await ctx.services.metrics.get();
        return {
          status: "ok",
          holdings: input.holdings.map((h) => ({
            code: h.code,
            name: nameIn(table, table.rowOf.get(h.code)!, ctx.lang),
            weight: h.weight,
          })),
          rebalance,
          initialAmount,
          monthlyContribution: contribution,
          startDate: result.startDate,
          endDate: result.endDate,
          series: chartSeries(result.series),
          drawdownSeries: chartSeries(result.drawdownSeries),
          benchmarkSeries: Object.entries(result.benchmarkSeries).map(([symbolCode, points]) => ({
            symbolCode,
            points: chartSeries(points),
          })),
          metrics: result.metrics,
          annualized: result.annualized,
          calendarYears: result.calendarYears,
          totalInvested: result.totalInvested,
          finalValue: result.finalValue,
          moneyWeightedReturn: result.moneyWeightedReturn,
          warnings: result.warnings,
        };
      } catch (err) {
        return refusalOf(err, input.holdings.map((h) => h.code).join(","), ctx.lang);
      }
    },
  });
