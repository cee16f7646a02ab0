/**
 * The portfolio simulation behind backtests (README.md "Backtests"), on an aligned daily
 * calendar, in money: each holding's value grows with its total-return index; the period
 * return is the value after growth over the value before it (contributions excluded), as
 * PerformanceAnalytics `Return.portfolio` (eop_value = (1 + R)·bop_value; ret = Σeop/Σbop − 1).
 */
import { packedCivil } from "./dates";

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
