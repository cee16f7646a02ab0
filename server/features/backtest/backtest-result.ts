/**
 * The analytics library's backtest result (server/analytics/backtest.ts) in the API's shape
 * (shared/api/backtest.ts `BacktestResult`): the listed metrics only, warnings worded in the
 * request's language, and long series thinned to at most MAX_SERIES_POINTS.
 */

import type { z } from "zod";
import type {
  BacktestResultBody,
  BenchmarkBacktestResult,
  backtestMetricsSchema,
  backtestRiskSchema,
  backtestWarningSchema,
} from "../../../shared/api/backtest";
import type { ApiLang } from "../../../shared/locales";
import type { MessageKey } from "../../../shared/messages";
import type { BacktestMetrics, BacktestResult, BacktestWarning, RiskMetrics } from "../../analytics";
import { translate } from "../../i18n";

/** The daily series may be thinned for the answer; ~10 years of trading days fit unthinned. */
export const MAX_SERIES_POINTS = 2_600;

type Risk = z.infer<typeof backtestRiskSchema>;
type Metrics = z.infer<typeof backtestMetricsSchema>;
type Warning = z.infer<typeof backtestWarningSchema>;
type Points = Array<[string, number]>;

/** Every `stride`-th point and always the last, so the chart ends on the final value. */
export function thinSeries(points: Points, maxPoints = MAX_SERIES_POINTS): Points {
  if (points.length <= maxPoints) return points;
  const stride = Math.ceil((points.length - 1) / (maxPoints - 1));
  const out: Points = [];
  for (let i = 0; i < points.length - 1; i += stride) out.push(points[i]!);
  out.push(points[points.length - 1]!);
  return out;
}

export function riskBody(m: RiskMetrics): Risk {
  return {
    cumulativeReturn: m.cumulativeReturn,
    annualizedReturn: m.annualizedReturn,
    volatility: m.volatility,
    sharpe: m.sharpe,
    sortino: m.sortino,
    calmar: m.calmar,
    maxDrawdown: m.maxDrawdown,
    peakDate: m.peakDate,
    troughDate: m.troughDate,
    recoveryDate: m.recoveryDate,
    repairDays: m.repairDays,
  };
}

function metricsBody(m: BacktestMetrics | null): Metrics | null {
  return m && { ...riskBody(m), bestYear: m.bestYear, worstYear: m.worstYear };
}

/** The user message of each warning, worded in the request's language. */
const warningKeys = {
  common_window_start: "errors:backtest.warnings.common_window_start",
  stale_holding: "errors:backtest.warnings.stale_holding",
  market_cap_unavailable: "errors:backtest.warnings.market_cap_unavailable",
  benchmark_unavailable: "errors:backtest.warnings.benchmark_unavailable",
  insufficient_history: "errors:backtest.warnings.insufficient_history",
} as const satisfies Record<BacktestWarning["code"], MessageKey<"errors">>;

export function warningBody(w: BacktestWarning, lang: ApiLang): Warning {
  const key = warningKeys[w.code];
  switch (w.code) {
    case "common_window_start":
      return { ...w, message: translate(lang, key, { date: w.date, fundCode: w.fundCode }) };
    case "stale_holding":
      return {
        code: w.code,
        fundCode: w.fundCode,
        date: w.lastDate,
        message: translate(lang, key, { date: w.lastDate, fundCode: w.fundCode }),
      };
    case "market_cap_unavailable":
      return { ...w, message: translate(lang, key, { fundCodes: w.fundCodes.join(", ") }) };
    case "benchmark_unavailable":
      return { ...w, message: translate(lang, key, { symbolCode: w.symbolCode }) };
    case "insufficient_history":
      return { ...w, message: translate(lang, key) };
  }
}

export function backtestBody(r: BacktestResult, lang: ApiLang): BacktestResultBody {
  const benchmarkSeries: BacktestResultBody["benchmarkSeries"] = {};
  for (const [symbol, points] of Object.entries(r.benchmarkSeries))
    benchmarkSeries[symbol] = thinSeries(points);
  const benchmarkMetrics: BacktestResultBody["benchmarkMetrics"] = {};
  for (const [symbol, m] of Object.entries(r.benchmarkMetrics)) benchmarkMetrics[symbol] = riskBody(m);
  return {
    startDate: r.startDate,
    endDate: r.endDate,
    series: thinSeries(r.series),
    drawdownSeries: thinSeries(r.drawdownSeries),
    benchmarkSeries,
    benchmarkMetrics,
    metrics: metricsBody(r.metrics),
    annualized: r.annualized,
    calendarYears: r.calendarYears,
    targetWeights: r.targetWeights,
    finalWeights: r.finalWeights,
    distribution: r.distribution,
    timeWeightedReturn: r.timeWeightedReturn,
    moneyWeightedReturn: r.moneyWeightedReturn,
    totalInvested: r.totalInvested,
    finalValue: r.finalValue,
    warnings: r.warnings.map((w) => warningBody(w, lang)),
  };
}

/** A benchmark's own backtest: its level as a one-holding portfolio. */
export function benchmarkBody(
  item: Pick<BenchmarkBacktestResult, "symbolCode" | "name" | "currency">,
  r: BacktestResult,
  lang: ApiLang,
): BenchmarkBacktestResult {
  return {
    ...item,
    startDate: r.startDate,
    endDate: r.endDate,
    series: thinSeries(r.series),
    metrics: metricsBody(r.metrics),
    annualized: r.annualized,
    calendarYears: r.calendarYears,
    // the holding is the benchmark itself: name it as such in the warnings
    warnings: r.warnings
      .map((w) => (w.code === "stale_holding" ? { ...w, fundCode: item.symbolCode } : w))
      .map((w) => warningBody(w, lang)),
  };
}
