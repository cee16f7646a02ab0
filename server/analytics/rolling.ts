/**
 * Rolling figures (README.md "Risk block"): 3-year rolling Sharpe, volatility and max
 * drawdown, "the same formula on each trailing window of 3 years ending at each month end".
 * Each window is cut like a trailing period (base = last observation on or before the month
 * end − N years; no figure while the history is shorter) and computed directly on a view of
 * one returns array: O(month ends × window), exact (no running sums that drift).
 */
import { addMonths, addYears, isoDate, packedCivil } from "./dates";
import { maxDrawdown } from "./drawdown";
import { windowMoments } from "./metrics";
import type { RateSeries } from "./performance";
import { riskFreeReturns } from "./performance";
import {
  finiteOrNull,
  inferScale,
  lastIndexOnOrBefore,
  type Scale,
  type Series,
  simpleReturns,
} from "./series";

export interface RollingPoint {
  date: string;
  sharpe: number | null;
  volatility: number | null;
  maxDrawdown: number | null;
}

/**
 * Indices of month-end observations: the last observation of each calendar month. The
 * latest month counts only when its last observation is the calendar month's last day —
 * otherwise the month is still running and its end is not yet known.
 */
export function monthEndIndices(days: Int32Array): Int32Array {
  const n = days.length;
  const out = new Int32Array(n);
  let count = 0;
  // the first day of the month after days[i]'s: worked out once per month, not per observation
  let nextMonthStart = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const day = days[i]!;
    if (day >= nextMonthStart) nextMonthStart = addMonths(firstOfMonth(day), 1);
    // a month end: the next observation (or, for the last one, the next calendar day) is in a later month
    if ((i + 1 < n ? days[i + 1]! : day + 1) >= nextMonthStart) out[count++] = i;
  }
  return out.slice(0, count);
}

const firstOfMonth = (day: number) => day - ((packedCivil(day) % 100) - 1);

/**
 * How far back each window reaches: N calendar years (the product's rule; default 3 years), or
 * the W most recent returns — PerformanceAnalytics' `rollapply(width = W)` as used by
 * `charts.RollingPerformance`, for comparisons with fixed-width references.
 */
export type RollingWindow = { years: number } | { observations: number };

/** Rolling Sharpe, volatility and max drawdown of a total-return index at month ends. */
export function rollingMetrics(input: {
  tri: Series;
  window?: RollingWindow;
  scale?: Scale;
  riskFree?: RateSeries;
}): RollingPoint[] {
  const { tri } = input;
  const span = input.window ?? { years: 3 };
  const scale = input.scale ?? inferScale(tri.days);
  const returns = simpleReturns(tri.values);
  const rf = input.riskFree ? riskFreeReturns({ days: tri.days, rates: input.riskFree }) : undefined;
  const ends = monthEndIndices(tri.days);
  const out: RollingPoint[] = [];
  for (let e = 0; e < ends.length; e++) {
    const end = ends[e]!;
    const base =
      "years" in span
        ? lastIndexOnOrBefore(tri.days, addYears(tri.days[end]!, -span.years))
        : end - span.observations;
    if (base < 0 || base >= end) continue;
    const window = returns.subarray(base, end);
    const n = window.length;
    // SharpeRatio.annualized (geometric, on r − rf) and StdDev.annualized, as metrics.ts
    const raw = windowMoments(window, undefined);
    const excess = rf ? windowMoments(window, rf.subarray(base, end)) : raw;
    const rootScale = Math.sqrt(scale);
    out.push({
      date: isoDate(tri.days[end]!),
      sharpe: finiteOrNull((excess.growth ** (scale / n) - 1) / (Math.sqrt(excess.variance) * rootScale)),
      volatility: finiteOrNull(Math.sqrt(raw.variance) * rootScale),
      maxDrawdown: finiteOrNull(maxDrawdown(window)),
    });
  }
  return out;
}

/** Mean of a rolling figure over its month ends (nulls skipped): the factor value of "3Y rolling …" factors. */
export function rollingMean(
  points: readonly RollingPoint[],
  key: "sharpe" | "volatility" | "maxDrawdown",
): number | null {
  let s = 0;
  let n = 0;
  for (const p of points) {
    const v = p[key];
    if (v !== null) {
      s += v;
      n++;
    }
  }
  return n === 0 ? null : s / n;
}
