/**
 * Trailing and calendar-year returns of a total-return index (README.md "Trailing returns").
 * As of the latest observation D, each period has a target date; its base is the last
 * observation on or before the target, and without one the period is null — a shorter
 * history is never passed off as the period.
 */
import { type Period, periods } from "../../shared/domain/period";
import { addDays, addMonths, addYears, isoDate, yearEnd, yearOf } from "./dates";
import { finiteOrNull, lastIndexOnOrBefore, type Series } from "./series";

/** Target date of a period as of `asOf`, or null for SI (whose base is the first observation). */
export function periodTargetDay(asOf: number, period: Period): number | null {
  switch (period) {
    case "7D":
      return addDays(asOf, -7);
    case "1M":
      return addMonths(asOf, -1);
    case "3M":
      return addMonths(asOf, -3);
    case "6M":
      return addMonths(asOf, -6);
    case "YTD":
      return yearEnd(yearOf(asOf) - 1);
    case "1Y":
      return addYears(asOf, -1);
    case "3Y":
      return addYears(asOf, -3);
    case "5Y":
      return addYears(asOf, -5);
    case "10Y":
      return addYears(asOf, -10);
    case "SI":
      return null;
  }
}

/** Years of the periods annualized as `(1 + R)^(1/N) − 1`. */
const periodYears: Partial<Record<Period, number>> = { "3Y": 3, "5Y": 5, "10Y": 10 };

/**
 * Index of a period's base observation in `days` (as of the last observation), or −1 when the
 * history does not reach back to the target. SI needs two observations: a return over no
 * time is not a return.
 */
export function periodBaseIndex(days: Int32Array, period: Period): number {
  const n = days.length;
  if (n < 2) return -1;
  const target = periodTargetDay(days[n - 1]!, period);
  return target === null ? 0 : lastIndexOnOrBefore(days, target);
}

export interface PeriodReturn {
  /** TRI_D / TRI_base − 1; null when the history is too short. */
  return: number | null;
  /** 3Y/5Y/10Y: (1 + R)^(1/N) − 1; SI: (1 + R)^(365.25/days) − 1 when days ≥ 365, else null. Absent for other periods. */
  annualized?: number | null;
  baseDate: string | null;
}

/** The "periods" block of the performance response (without the category figures). */
export function trailingReturns(tri: Series): Record<Period, PeriodReturn> {
  const { days, values } = tri;
  const last = days.length - 1;
  const out = {} as Record<Period, PeriodReturn>;
  for (const period of periods) {
    const base = periodBaseIndex(days, period);
    const r = base < 0 ? null : finiteOrNull(values[last]! / values[base]! - 1);
    const entry: PeriodReturn = { return: r, baseDate: base < 0 ? null : isoDate(days[base]!) };
    const years = periodYears[period];
    if (years !== undefined) {
      entry.annualized = r === null ? null : finiteOrNull((1 + r) ** (1 / years) - 1);
    } else if (period === "SI") {
      const elapsed = base < 0 ? 0 : days[last]! - days[base]!;
      entry.annualized = r === null || elapsed < 365 ? null : finiteOrNull((1 + r) ** (365.25 / elapsed) - 1);
    }
    out[period] = entry;
  }
  return out;
}

export interface CalendarYearReturn {
  year: number;
  return: number;
  /** True for the year of the last observation unless that observation is 31 December (a year to date). */
  partial: boolean;
}

/**
 * Calendar-year returns: last observation of year Y over the last observation of year Y − 1.
 * The first year has no prior year-end and is left out; a year without any
 * observation is left out. One linear pass.
 */
export function calendarYearReturns(tri: Series): CalendarYearReturn[] {
  const { days, values } = tri;
  const n = days.length;
  const out: CalendarYearReturn[] = [];
  if (n === 0) return out;
  let prevYearLast = -1; // index of the last observation of the year before `year`
  let year = yearOf(days[0]!);
  let boundary = yearEnd(year);
  for (let i = 0; i < n; i++) {
    if (i + 1 < n && days[i + 1]! <= boundary) continue;
    // i is the last observation of `year`
    if (prevYearLast >= 0 && days[prevYearLast]! > yearEnd(year - 2)) {
      const r = finiteOrNull(values[i]! / values[prevYearLast]! - 1);
      if (r !== null) out.push({ year, return: r, partial: i === n - 1 && days[i]! !== boundary });
    }
    prevYearLast = i;
    if (i + 1 < n) {
      year = yearOf(days[i + 1]!);
      boundary = yearEnd(year);
    }
  }
  return out;
}

/** Category statistics of one period's returns: mean and quartile per product. */
export interface CategoryPeriodStats {
  /** Arithmetic mean of the non-null returns; null when there are none. */
  average: number | null;
  /** Per input: 1 (top quarter) … 4; null for a null return, and for all when fewer than two have one. */
  quartiles: Array<1 | 2 | 3 | 4 | null>;
  /** Per input: 1 = best; ties share the better rank; null for a null return. */
  ranks: Array<number | null>;
  /** Products with a return. */
  size: number;
}

/**
 * Category average and quartile of one period (the performance answer's `categoryAverage`,
 * `quartile`). The product does not define quartiles; this uses the rank fraction as the
 * tiers do (ranks.ts): rank k of n (1 = highest return, ties share the better rank),
 * quartile ⌈4k/n⌉ (quartile 1 = the top 25%, as the curated lists' "top x%"). A lone product
 * has no quartile: it would be first and last at once.
 */
export function categoryPeriodStats(returns: ReadonlyArray<number | null>): CategoryPeriodStats {
  const present: number[] = [];
  let sum = 0;
  for (const r of returns) {
    if (r !== null && Number.isFinite(r)) {
      present.push(r);
      sum += r;
    }
  }
  const size = present.length;
  present.sort((a, b) => b - a);
  const ranks = returns.map((r) => (r === null || !Number.isFinite(r) ? null : 1 + countGreater(present, r)));
  return {
    average: size === 0 ? null : sum / size,
    quartiles: ranks.map((k) =>
      k === null || size < 2 ? null : (Math.min(4, Math.ceil((4 * k) / size)) as 1 | 2 | 3 | 4),
    ),
    ranks,
    size,
  };
}

/** Count of elements strictly greater than x in a descending array (binary search). */
function countGreater(desc: readonly number[], x: number): number {
  let lo = 0;
  let hi = desc.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (desc[mid]! > x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
