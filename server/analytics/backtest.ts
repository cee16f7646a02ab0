/**
 * Backtests (rules in README.md "Backtests"; shared/api/backtest.ts `BacktestResult`): weighting,
 * the common window, the simulation (simulate.ts), the risk block's metrics on the
 * portfolio's returns, calendar years, trailing annualized returns, the money-weighted
 * return, final weights, look-through distribution and benchmark series.
 */
import { isoDate, parseIsoDate } from "./dates";
import { drawdownSeries } from "./drawdown";
import { internalRateOfReturn } from "./irr";
import {
  type HoldingDistribution,
  type LookThroughDimension,
  lookThrough,
  type WeightedLabel,
} from "./lookthrough";
import { type RiskMetrics, riskMetrics } from "./metrics";
import { type RateSeries, riskFreeReturns } from "./performance";
import { type CalendarYearReturn, calendarYearReturns, trailingReturns } from "./returns";
import {
  alignSeries,
  carryForwardOnto,
  coversThrough,
  finiteOrNull,
  inferScale,
  lastIndexOnOrBefore,
  type Series,
} from "./series";
import { type Rebalance, simulatePortfolio } from "./simulate";

export const weightingMethods = ["custom", "equal", "marketCap"] as const;
export type Weighting = (typeof weightingMethods)[number];

export interface BacktestHolding {
  fundCode: string;
  /** As given (percent or fraction); normalized by the sum of all weights. */
  weight: number;
  /** Total-return index (dividends reinvested). */
  series: Series;
  /** Latest AUM, for `marketCap` weighting. */
  aumUsd?: number | null;
  distribution?: HoldingDistribution;
}

export interface BacktestInput {
  holdings: readonly BacktestHolding[];
  weighting?: Weighting;
  rebalance: Rebalance;
  startDate?: string;
  endDate?: string;
  /** Default 10,000. */
  initialAmount?: number;
  monthlyContribution?: number;
  riskFree?: RateSeries;
  benchmarks?: ReadonlyArray<{ symbolCode: string; series: Series }>;
}

/** Machine-readable warnings; the server words them in the user's language. */
export type BacktestWarning =
  | { code: "common_window_start"; date: string; fundCode: string }
  | { code: "stale_holding"; fundCode: string; lastDate: string }
  | { code: "market_cap_unavailable"; fundCodes: string[] }
  | { code: "benchmark_unavailable"; symbolCode: string }
  | { code: "insufficient_history" };

export interface YearReturn {
  year: number;
  return: number;
}

export interface BacktestMetrics extends RiskMetrics {
  bestYear: YearReturn | null;
  worstYear: YearReturn | null;
}

export interface BacktestResult {
  startDate: string | null;
  endDate: string | null;
  /** Portfolio value in money, contributions included. */
  series: Array<[string, number]>;
  /**
   * Drawdown of the time-weighted (unit) value from its running peak, ≤ 0, on the same days as
   * `series`: contributions do not hide a fall, as the metrics do not count them either.
   */
  drawdownSeries: Array<[string, number]>;
  benchmarkSeries: Record<string, Array<[string, number]>>;
  benchmarkMetrics: Record<string, RiskMetrics>;
  metrics: BacktestMetrics | null;
  annualized: { y1: number | null; y3: number | null; y5: number | null };
  calendarYears: CalendarYearReturn[];
  finalWeights: Array<{ fundCode: string; weight: number }>;
  targetWeights: Array<{ fundCode: string; weight: number }>;
  distribution: Record<LookThroughDimension, WeightedLabel[]>;
  /** Time-weighted: the metrics above on the unit value. */
  timeWeightedReturn: { cumulative: number | null; annualized: number | null };
  /** Annual IRR of the investor's cash flows (irr.ts). */
  moneyWeightedReturn: number | null;
  totalInvested: number;
  finalValue: number | null;
  warnings: BacktestWarning[];
}

export const DEFAULT_INITIAL_AMOUNT = 10_000;

/** Target weights (sum 1) and the warnings their method raised. */
export function targetWeights(
  holdings: readonly BacktestHolding[],
  weighting: Weighting,
): { weights: Float64Array; warnings: BacktestWarning[] } {
  const k = holdings.length;
  const weights = new Float64Array(k);
  const warnings: BacktestWarning[] = [];
  let method = weighting;
  if (method === "marketCap") {
    const missing = holdings
      .filter((h) => !(typeof h.aumUsd === "number" && h.aumUsd > 0))
      .map((h) => h.fundCode);
    if (missing.length > 0) {
      // marketCap weights by the latest AUM; without it for every holding, equal weights say the least
      warnings.push({ code: "market_cap_unavailable", fundCodes: missing });
      method = "equal";
    }
  }
  for (let j = 0; j < k; j++) {
    const h = holdings[j]!;
    weights[j] = method === "equal" ? 1 : method === "marketCap" ? h.aumUsd! : h.weight;
    if (!(weights[j]! >= 0) || !Number.isFinite(weights[j]!))
      throw new RangeError(`invalid weight for ${h.fundCode}`);
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) throw new RangeError("weights must add up to more than 0");
  for (let j = 0; j < k; j++) weights[j] = weights[j]! / sum;
  return { weights, warnings };
}

/** Runs a backtest. Throws RangeError on malformed input (no holdings, negative weights, bad dates). */
export function backtest(input: BacktestInput): BacktestResult {
  const { holdings, rebalance } = input;
  if (holdings.length === 0) throw new RangeError("a backtest needs at least one holding");
  const initialAmount = input.initialAmount ?? DEFAULT_INITIAL_AMOUNT;
  const { weights, warnings } = targetWeights(holdings, input.weighting ?? "custom");
  const aligned = alignSeries(holdings.map((h) => h.series));
  const { days } = aligned;
  const requestedStart = input.startDate === undefined ? null : parseIsoDate(input.startDate);
  const endIdx =
    input.endDate === undefined ? days.length - 1 : lastIndexOnOrBefore(days, parseIsoDate(input.endDate));
  let startIdx = requestedStart === null ? 0 : Math.max(0, lastIndexOnOrBefore(days, requestedStart));

  const earliestStart = Math.min(...holdings.map((h) => h.series.days[0] ?? Number.POSITIVE_INFINITY));
  if (days.length > 0 && (requestedStart ?? earliestStart) < days[0]!) {
    const youngest = holdings.reduce((a, b) => ((b.series.days[0] ?? 0) > (a.series.days[0] ?? 0) ? b : a));
    warnings.push({ code: "common_window_start", date: isoDate(days[0]!), fundCode: youngest.fundCode });
  }
  if (endIdx < 0 || endIdx <= startIdx) {
    warnings.push({ code: "insufficient_history" });
    startIdx = Math.max(0, Math.min(startIdx, endIdx));
    return emptyResult({ holdings, weights, warnings, days, startIdx, endIdx, initialAmount });
  }
  for (const h of holdings) {
    const last = h.series.days[h.series.days.length - 1]!;
    if (last < days[endIdx]!)
      warnings.push({ code: "stale_holding", fundCode: h.fundCode, lastDate: isoDate(last) });
  }

  const sim = simulatePortfolio({
    days,
    prices: aligned.values,
    weights,
    rebalance,
    start: startIdx,
    end: endIdx,
    initialAmount,
    monthlyContribution: input.monthlyContribution,
  });
  const windowDays = days.subarray(startIdx, endIdx + 1);
  const scale = inferScale(windowDays);
  const rf = input.riskFree ? riskFreeReturns({ days: windowDays, rates: input.riskFree }) : undefined;
  const risk = riskMetrics({ returns: sim.returns, days: windowDays, scale, riskFree: rf });
  const unit: Series = { days: windowDays, values: sim.unitValues };
  const years = calendarYearReturns(unit);
  const trailing = trailingReturns(unit);
  const complete = years.filter((y) => !y.partial);
  const best = complete.reduce<CalendarYearReturn | null>(
    (a, y) => (a === null || y.return > a.return ? y : a),
    null,
  );
  const worst = complete.reduce<CalendarYearReturn | null>(
    (a, y) => (a === null || y.return < a.return ? y : a),
    null,
  );

  const benchmarkSeries: BacktestResult["benchmarkSeries"] = {};
  const benchmarkMetrics: BacktestResult["benchmarkMetrics"] = {};
  for (const b of input.benchmarks ?? []) {
    const level = carryForwardOnto(b.series, windowDays);
    // a benchmark must cover the whole window: missing at its start, or stopped before its end
    if (!(level[0]! > 0) || !coversThrough(b.series, windowDays[windowDays.length - 1]!)) {
      warnings.push({ code: "benchmark_unavailable", symbolCode: b.symbolCode });
      continue;
    }
    const rebased = new Float64Array(level.length);
    const bReturns = new Float64Array(level.length - 1);
    for (let i = 0; i < level.length; i++) {
      rebased[i] = (initialAmount * level[i]!) / level[0]!;
      if (i > 0) bReturns[i - 1] = level[i]! / level[i - 1]! - 1;
    }
    benchmarkSeries[b.symbolCode] = pairs(windowDays, rebased);
    benchmarkMetrics[b.symbolCode] = riskMetrics({
      returns: bReturns,
      days: windowDays,
      scale,
      riskFree: rf,
    });
  }

  let totalInvested = 0; // every flow but the last (the final value) is money put in
  for (let i = 0; i < sim.cashFlows.amounts.length - 1; i++) totalInvested -= sim.cashFlows.amounts[i]!;
  return {
    startDate: isoDate(days[startIdx]!),
    endDate: isoDate(days[endIdx]!),
    series: pairs(windowDays, sim.values),
    drawdownSeries: pairs(windowDays, drawdownFromStart(sim.returns)),
    benchmarkSeries,
    benchmarkMetrics,
    metrics: {
      ...risk,
      bestYear: best && { year: best.year, return: best.return },
      worstYear: worst && { year: worst.year, return: worst.return },
    },
    annualized: {
      y1: trailing["1Y"].return,
      y3: trailing["3Y"].annualized ?? null,
      y5: trailing["5Y"].annualized ?? null,
    },
    calendarYears: years,
    finalWeights: holdings.map((h, j) => ({
      fundCode: h.fundCode,
      weight: finiteOrNull(sim.finalWeights[j]!) ?? 0,
    })),
    targetWeights: holdings.map((h, j) => ({ fundCode: h.fundCode, weight: weights[j]! })),
    distribution: lookThrough({
      weights: sim.finalWeights,
      distributions: holdings.map((h) => h.distribution),
    }),
    timeWeightedReturn: { cumulative: risk.cumulativeReturn, annualized: risk.annualizedReturn },
    moneyWeightedReturn: finiteOrNull(internalRateOfReturn(sim.cashFlows)),
    totalInvested,
    finalValue: finiteOrNull(sim.values[sim.values.length - 1]!),
    warnings,
  };
}

/** The drawdown on every day of the window: 0 on the first day (the base), then after each return. */
function drawdownFromStart(returns: Float64Array): Float64Array {
  const out = new Float64Array(returns.length + 1);
  out.set(drawdownSeries(returns), 1);
  return out;
}

function pairs(days: Int32Array, values: Float64Array): Array<[string, number]> {
  const out = new Array<[string, number]>(days.length);
  for (let i = 0; i < days.length; i++) out[i] = [isoDate(days[i]!), values[i]!];
  return out;
}

function emptyResult(input: {
  holdings: readonly BacktestHolding[];
  weights: Float64Array;
  warnings: BacktestWarning[];
  days: Int32Array;
  startIdx: number;
  endIdx: number;
  initialAmount: number;
}): BacktestResult {
  const { holdings, weights, warnings, days, startIdx, endIdx, initialAmount } = input;
  const has = endIdx >= 0 && days.length > 0;
  const weightRows = holdings.map((h, j) => ({ fundCode: h.fundCode, weight: weights[j]! }));
  return {
    startDate: has ? isoDate(days[startIdx]!) : null,
    endDate: has ? isoDate(days[endIdx]!) : null,
    series: has ? [[isoDate(days[startIdx]!), initialAmount]] : [],
    drawdownSeries: has ? [[isoDate(days[startIdx]!), 0]] : [],
    benchmarkSeries: {},
    benchmarkMetrics: {},
    metrics: null,
    annualized: { y1: null, y3: null, y5: null },
    calendarYears: [],
    finalWeights: weightRows,
    targetWeights: weightRows,
    distribution: lookThrough({ weights, distributions: holdings.map((h) => h.distribution) }),
    timeWeightedReturn: { cumulative: null, annualized: null },
    moneyWeightedReturn: null,
    totalInvested: initialAmount,
    finalValue: has ? initialAmount : null,
    warnings,
  };
}
