/**
 * The portfolio simulation behind backtests (README.md "Backtests"), on an aligned daily
 * calendar, in money: each holding's value grows with its total-return index; the period
 * return is the value after growth over the value before it (contributions excluded), as
 * PerformanceAnalytics `Return.portfolio` (eop_value = (1 + R)·bop_value; ret = Σeop/Σbop − 1).
 */
import { packedCivil } from "./dates";
import { selectInPlace } from "./stats";

export const rebalanceFrequencies = ["none", "monthly", "quarterly", "semiannually", "annually"] as const;
export type Rebalance = (typeof rebalanceFrequencies)[number];

/** Months per rebalancing period (none: never). */
const periodMonths: Record<Rebalance, number> = {
  none: 0,
  monthly: 1,
  quarterly: 3,
  semiannually: 6,
  annually: 12,
};

export interface SimulationInput {
  /** The aligned calendar. */
  days: Int32Array;
  /** Per holding, its total-return index on `days`. */
  prices: readonly Float64Array[];
  /** Target weights, summing to 1. */
  weights: Float64Array;
  rebalance: Rebalance;
  /** Inclusive indices into `days`: invest at the close of `start`, end at the close of `end`. */
  start: number;
  end: number;
  initialAmount: number;
  /** Invested at target weights at the close of the first observation of each month after the start month. */
  monthlyContribution?: number;
}

export interface SimulationResult {
  /** Period returns; returns[i] ends on days[start + 1 + i]. */
  returns: Float64Array;
  /** Portfolio value (money, contributions included) on days[start..end]. */
  values: Float64Array;
  /** Time-weighted unit value, 1 at the start. */
  unitValues: Float64Array;
  /** End-of-period weights after the last return (no rebalance applied at the end). */
  finalWeights: Float64Array;
  /** Investor cash flows for the IRR: −initial, −contributions, +final value. */
  cashFlows: { days: Int32Array; amounts: Float64Array };
}

/**
 * Rebalancing happens at the close of the last observation of each calendar month, quarter
 * (Mar/Jun/Sep/Dec), half-year (Jun/Dec) or year on the aligned calendar — `rebalance_on`
 * with xts `endpoints` — so that observation's own return is earned with drifted weights.
 * The last observation of the window is never rebalanced, so `finalWeights` are drifted.
 * O(observations × holdings), one allocation per output array.
 */
export function simulatePortfolio(input: SimulationInput): SimulationResult {
  const { days, prices, weights, rebalance, start, end, initialAmount } = input;
  const contribution = input.monthlyContribution ?? 0;
  const k = prices.length;
  const m = end - start;
  const returns = new Float64Array(m);
  const values = new Float64Array(m + 1);
  const unitValues = new Float64Array(m + 1);
  const holding = new Float64Array(k);
  const step = periodMonths[rebalance];
  const flowDays: number[] = [days[start]!];
  const flowAmounts: number[] = [-initialAmount];

  for (let j = 0; j < k; j++) holding[j] = initialAmount * weights[j]!;
  values[0] = initialAmount;
  unitValues[0] = 1;
  let total = initialAmount;
  let monthIndex = monthIndexOf(days[start]!);
  let nextMonthIndex = end > start ? monthIndexOf(days[start + 1]!) : monthIndex;
  for (let t = start + 1; t <= end; t++) {
    const before = total;
    total = 0;
    for (let j = 0; j < k; j++) {
      const p = prices[j]!;
      const h = holding[j]! * (p[t]! / p[t - 1]!);
      holding[j] = h;
      total += h;
    }
    const i = t - start;
    returns[i - 1] = total / before - 1;
    unitValues[i] = unitValues[i - 1]! * (total / before);
    const thisMonth = nextMonthIndex;
    nextMonthIndex = t < end ? monthIndexOf(days[t + 1]!) : thisMonth;
    if (contribution > 0 && thisMonth !== monthIndex) {
      for (let j = 0; j < k; j++) holding[j]! += contribution * weights[j]!;
      total += contribution;
      flowDays.push(days[t]!);
      flowAmounts.push(-contribution);
    }
    monthIndex = thisMonth;
    if (step > 0 && t < end && Math.floor(thisMonth / step) !== Math.floor(nextMonthIndex / step)) {
      for (let j = 0; j < k; j++) holding[j] = total * weights[j]!;
    }
    values[i] = total;
  }
  const finalWeights = new Float64Array(k);
  for (let j = 0; j < k; j++) finalWeights[j] = total > 0 ? holding[j]! / total : Number.NaN;
  flowDays.push(days[end]!);
  flowAmounts.push(total);
  return {
    returns,
    values,
    unitValues,
    finalWeights,
    cashFlows: { days: Int32Array.from(flowDays), amounts: Float64Array.from(flowAmounts) },
  };
}

/** Months since year 0 (year × 12 + month − 1): calendar periods are integer divisions of it. */
function monthIndexOf(dayNumber: number): number {
  const c = packedCivil(dayNumber);
  return Math.floor(c / 10000) * 12 + (Math.floor(c / 100) % 100) - 1;
}

// ---- wealth planning: a Monte Carlo of monthly returns bootstrapped from history ----

/**
 * Month-to-month returns of a daily value series: the value at the last observation of each
 * calendar month over the one of the month before (the first, partial month is the base, so
 * `n` months of data give `n − 1` returns). Empty when the series spans fewer than two months.
 */
export function monthEndReturns(days: Int32Array, values: Float64Array): Float64Array {
  const ends: number[] = [];
  for (let i = 0; i < days.length; i++) {
    const last = i === days.length - 1 || monthIndexOf(days[i + 1]!) !== monthIndexOf(days[i]!);
    if (last) ends.push(values[i]!);
  }
  const out = new Float64Array(Math.max(0, ends.length - 1));
  for (let m = 1; m < ends.length; m++) out[m - 1] = ends[m]! / ends[m - 1]! - 1;
  return out;
}

/** A 32-bit seed from text (FNV-1a): the same plan inputs always draw the same paths. */
export function seedFromText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A small seeded generator of uniform numbers in [0, 1): mulberry32 (Tommy Ettinger), a 32-bit
 * state with a full period of 2³², plenty for 10,000 × 600 draws, and fast in JavaScript.
 */
export function seededUniform(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface WealthProjectionInput {
  /** The portfolio's historical monthly returns to draw from (at least one). */
  monthlyReturns: Float64Array;
  /** Months to project. */
  months: number;
  /** Money invested at month 0. */
  startValue: number;
  /** Added at the end of each month, after that month's return. */
  monthlyContribution: number;
  target: number;
  /** Default 10,000. */
  paths?: number;
  seed: number;
}

export interface WealthProjection {
  /** Share of paths whose final value is at or above the target. */
  successProbability: number;
  /** The 10th, 50th and 90th percentile (type 7) of the paths' values at months 0..months. */
  p10: Float64Array;
  p50: Float64Array;
  p90: Float64Array;
}

/**
 * Projects a plan: each path starts at `startValue` and, every month, earns a return drawn with
 * replacement from `monthlyReturns` (the i.i.d. bootstrap), then receives the contribution.
 * Paths are advanced month by month side by side, so memory stays at two arrays of `paths`
 * values; each month's percentiles come from a selection, not a sort (O(paths) per month).
 * Deterministic for a seed: the draws are taken path by path within each month.
 */
export function projectWealth(input: WealthProjectionInput): WealthProjection {
  const { monthlyReturns, months, startValue, monthlyContribution, target, seed } = input;
  const paths = input.paths ?? 10_000;
  const h = monthlyReturns.length;
  if (h === 0) throw new Error("projectWealth: no monthly returns to draw from");
  if (!(months >= 1) || !(paths >= 1)) throw new Error("projectWealth: months and paths must be positive");
  const random = seededUniform(seed);
  const growth = new Float64Array(h);
  for (let i = 0; i < h; i++) growth[i] = 1 + monthlyReturns[i]!;
  const values = new Float64Array(paths).fill(startValue);
  const scratch = new Float64Array(paths);
  const p10 = new Float64Array(months + 1);
  const p50 = new Float64Array(months + 1);
  const p90 = new Float64Array(months + 1);
  p10[0] = p50[0] = p90[0] = startValue;
  for (let m = 1; m <= months; m++) {
    for (let p = 0; p < paths; p++) {
      values[p] = values[p]! * growth[(random() * h) | 0]! + monthlyContribution;
    }
    scratch.set(values);
    p10[m] = quantileOfScratch(scratch, 0.1);
    p50[m] = quantileOfScratch(scratch, 0.5);
    p90[m] = quantileOfScratch(scratch, 0.9);
  }
  let reached = 0;
  for (let p = 0; p < paths; p++) if (values[p]! >= target) reached++;
  return { successProbability: reached / paths, p10, p50, p90 };
}

/**
 * Type-7 quantile (R's default, as `quantileType7`) of `a`, which it reorders: selections
 * narrow the array, so asking for increasing `p` on the same scratch stays linear.
 */
function quantileOfScratch(a: Float64Array, p: number): number {
  const n = a.length;
  const index = (n - 1) * p;
  const lo = Math.floor(index);
  const xlo = selectInPlace(a, lo);
  if (!(index > lo)) return xlo;
  let xhi = Infinity;
  for (let i = lo + 1; i < n; i++) if (a[i]! < xhi) xhi = a[i]!;
  const f = index - lo;
  return (1 - f) * xlo + f * xhi;
}
