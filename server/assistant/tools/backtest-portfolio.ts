import { tool } from "ai";
import { BACKTEST_WEIGHT_TOLERANCE, TOTAL_WEIGHT_MESSAGE_KEY } from "../../../shared/api/backtest";
import {
  type BacktestPortfolioInput,
  type BacktestPortfolioOutput,
  backtestPortfolioDef,
} from "../../../shared/tools/backtest-portfolio";
import type { ToolSeries } from "../../../shared/tools/common";
import { DEFAULT_INITIAL_AMOUNT } from "../../analytics";
import type { MetricTable } from "../../data/metric-table";
import { nameIn } from "../../data/product-summary";
import { type ResolvedHolding, runBacktest } from "../../features/backtest";
import { translate } from "../../i18n";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { chartSeries, refusalOf } from "./support";

/** Drawdown from the running peak (≤ 0) of a value series. */
function drawdownOf(series: ToolSeries): ToolSeries {
  let peak = Number.NEGATIVE_INFINITY;
  return series.map(([d, v]) => {
    peak = Math.max(peak, v);
    return [d, peak > 0 ? v / peak - 1 : 0];
  });
}

/** The tool's default when the question names no rebalancing: buy and hold. */
const DEFAULT_REBALANCE = "none";

/**
 * The backtest of POST /v1/app/{fund,etf}/backtesting on the same analytics, except that a
 * chat portfolio may mix funds and ETFs. With contributions, the drawdown chart is that of the
 * same portfolio without them (time-weighted), as the metrics are.
 */
export const backtestPortfolioTool = (ctx: ToolContext) =>
  tool({
    ...backtestPortfolioDef,
    execute: async (input): Promise<BacktestPortfolioOutput> => {
      const guard = await checkCapability(ctx, null, { quota: true });
      if (!guard.ok) return guard.refusal;
      const total = input.holdings.reduce((s, h) => s + h.weight, 0);
      if (Math.abs(total - 100) > BACKTEST_WEIGHT_TOLERANCE + 1e-9)
        return {
          status: "invalid",
          field: "holdings",
          message: translate(ctx.lang, `errors:${TOTAL_WEIGHT_MESSAGE_KEY}`),
        };
      if (input.startDate && input.endDate && input.endDate <= input.startDate)
        return { status: "invalid", field: "endDate", message: "endDate must be after startDate" };
      const table = await ctx.services.metrics.get();
      const holdings: ResolvedHolding[] = [];
      for (const [i, h] of input.holdings.entries()) {
        const row = table.rowOf.get(h.code);
        if (row === undefined) return { status: "notFound", query: h.code };
        if (holdings.some((x) => x.code === h.code))
          return { status: "invalid", field: `holdings.${i}.code`, message: "duplicate product code" };
        holdings.push({ code: h.code, row, weight: h.weight, field: `holdings.${i}.code` });
      }
      try {
        return await run(ctx, table, input, holdings);
      } catch (err) {
        return refusalOf(err, input.holdings.map((h) => h.code).join(","));
      }
    },
  });

async function run(
  ctx: ToolContext,
  table: MetricTable,
  input: BacktestPortfolioInput,
  holdings: ResolvedHolding[],
): Promise<BacktestPortfolioOutput> {
  const rebalance = input.rebalance ?? DEFAULT_REBALANCE;
  const initialAmount = input.initialAmount ?? DEFAULT_INITIAL_AMOUNT;
  const contribution =
    input.monthlyContribution && input.monthlyContribution > 0 ? input.monthlyContribution : null;
  const spec = {
    holdings,
    weighting: "custom" as const,
    rebalance,
    startDate: input.startDate,
    endDate: input.endDate,
    initialAmount,
    benchmarks: input.benchmarks ?? [],
  };
  const deps = ctx.services.backtest;
  const result = await runBacktest(
    deps,
    table,
    { ...spec, monthlyContribution: contribution ?? undefined },
    ctx.lang,
  );
  const unitValue = contribution
    ? (await runBacktest(deps, table, { ...spec, benchmarks: [] }, ctx.lang)).series
    : result.series;
  return {
    status: "ok",
    holdings: holdings.map((h) => ({ code: h.code, name: nameIn(table, h.row, ctx.lang), weight: h.weight })),
    rebalance,
    initialAmount,
    monthlyContribution: contribution,
    startDate: result.startDate,
    endDate: result.endDate,
    series: chartSeries(result.series),
    drawdownSeries: chartSeries(drawdownOf(unitValue)),
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
}
