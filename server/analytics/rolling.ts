/**
 * Rolling figures (README.md "Risk block"): 3-year rolling Sharpe, volatility and max
 * drawdown, "the same formula on each trailing window of 3 years ending at each month end".
 * Each window is cut like a trailing period (base = last observation on or before the month
 * end − N years; no figure while the history is shorter) and computed directly on a view of
 * one returns array: O(month ends × window), exact (no running sums that drift).
 */
import { addMonths, addYears, isoDate, packedCivil } from "./dates";
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

type RollingInput = { tri: Series; window?: RollingWindow; scale?: Scale; riskFree?: RateSeries };

/**
 * Visits each month end's window with its Sharpe, volatility and max drawdown (null when not
 * finite): `end` is the month end's index in `tri`.
 */
function eachWindow(
  input: RollingInput,
  visit: (end: number, sharpe: number | null, volatility: number | null, maxDrawdown: number | null) => void,
): void {
  const { tri } = input;
  const span = input.window ?? { years: 3 };
  const scale = input.scale ?? inferScale(tri.days);
  const returns = simpleReturns(tri.values);
  const rf = input.riskFree ? riskFreeReturns({ days: tri.days, rates: input.riskFree }) : undefined;
  const ends = monthEndIndices(tri.days);
  const figures = new Float64Array(3);
  for (let e = 0; e < ends.length; e++) {
    const end = ends[e]!;
    const base =
      "years" in span
        ? lastIndexOnOrBefore(tri.days, addYears(tri.days[end]!, -span.years))
        : end - span.observations;
    if (base < 0 || base >= end) continue;
    windowFigures(returns, base, end, rf, scale, figures);
    visit(end, finiteOrNull(figures[0]!), finiteOrNull(figures[1]!), finiteOrNull(figures[2]!));
  }
}

/**
 * Sharpe, volatility and max drawdown of returns[base, end) into `out`: SharpeRatio.annualized
 * (geometric, on r − rf; on r without `rf`) and StdDev.annualized as `windowMoments`
 * (metrics.ts) computes them, and `maxDrawdown` (drawdown.ts). Their loops are fused — one pass
 * for the products and sums, one for the centred moments — but every accumulator sees the
 * same operations in the same order, so each figure is the same double to the last bit; the
 * independent chains then run side by side instead of one pass after another. Without `rf`
 * the excess figures are the raw ones (x − 0 is x).
 */
function windowFigures(
  r: Float64Array,
  base: number,
  end: number,
  rf: Float64Array | undefined,
  scale: number,
  out: Float64Array,
): void {
  const n = end - base;
  let w = 1;
  let peak = 1;
  let min = 0;
  let sum = 0;
  let growthX = 1;
  let sumX = 0;
  for (let i = base; i < end; i++) {
    const x = r[i]!;
    w *= 1 + x;
    if (w > peak) peak = w;
    const dd = w / peak - 1;
    if (dd < min) min = dd;
    sum += x;
    const d = rf ? x - rf[i]! : x;
    growthX *= 1 + d;
    sumX += d;
  }
  const m0 = sum / n;
  const m0X = sumX / n;
  let c = 0;
  let ss = 0;
  let cX = 0;
  let ssX = 0;
  for (let i = base; i < end; i++) {
    const x = r[i]!;
    const d = x - m0;
    c += d;
    ss += d * d;
    const dX = (rf ? x - rf[i]! : x) - m0X;
    cX += dX;
    ssX += dX * dX;
  }
  const varianceX = (ssX - (cX * cX) / n) / (n - 1);
  const variance = (ss - (c * c) / n) / (n - 1);
  const rootScale = Math.sqrt(scale);
  out[0] = (growthX ** (scale / n) - 1) / (Math.sqrt(varianceX) * rootScale);
  out[1] = Math.sqrt(variance) * rootScale;
  out[2] = 0 - min;
}

/** Rolling Sharpe, volatility and max drawdown of a total-return index at month ends. */
export function rollingMetrics(input: RollingInput): RollingPoint[] {
  const out: RollingPoint[] = [];
  eachWindow(input, (end, sharpe, volatility, maxDrawdown) => {
    out.push({ date: isoDate(input.tri.days[end]!), sharpe, volatility, maxDrawdown });
  });
  return out;
}

/**
 * `rollingMean` of each rolling figure, without building the points (the derive job's "3Y
 * rolling …" factor values): the same values summed in the same order.
 */
export function rollingMeans(input: RollingInput): {
  sharpe: number | null;
  volatility: number | null;
  maxDrawdown: number | null;
} {
  const sums = new Float64Array(3);
  const counts = new Int32Array(3);
  const add = (k: number, v: number | null) => {
    if (v === null) return;
    sums[k]! += v;
    counts[k]!++;
  };
  eachWindow(input, (_end, sharpe, volatility, maxDrawdown) => {
    add(0, sharpe);
    add(1, volatility);
    add(2, maxDrawdown);
  });
  const mean = (k: number) => (counts[k] === 0 ? null : sums[k]! / counts[k]!);
  return { sharpe: mean(0), volatility: mean(1), maxDrawdown: mean(2) };
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
