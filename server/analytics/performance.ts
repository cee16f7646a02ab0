/**
 * One product's performance figures as `GET /v1/app/fund/performance` shows them:
 * trailing periods, the risk block per window (1Y, 3Y, 5Y, SI) and calendar years. Everything
 * is derived from the total-return index; windows are views into one returns array.
 */
import { type Period, type RiskWindow, riskWindows } from "../../shared/domain/period";
import { isoDate } from "./dates";
import { type RelativeMetrics, type RiskMetrics, relativeMetrics, riskMetrics } from "./metrics";
import {
  type CalendarYearReturn,
  calendarYearReturns,
  type PeriodReturn,
  periodBaseIndex,
  trailingReturns,
} from "./returns";
import {
  alignSeries,
  coversThrough,
  inferScale,
  lastIndexOnOrBefore,
  type NavSeries,
  type Scale,
  type Series,
  simpleReturns,
  totalReturnIndex,
} from "./series";

/** Annual risk-free rates (e.g. 0.045) observed on `days`, as riskfree.csv loads them. */
export type RateSeries = Series;

/**
 * Per-period risk-free returns for the periods of `days` (period i runs from days[i] to
 * days[i + 1]). The rates come from riskfree.csv (annual, per currency); this
 * compounds the annual rate known at the period's start over its calendar days,
 * `(1 + y)^(Δdays / 365.25) − 1` (365.25 as in the SI annualization), so gaps and weekends
 * earn their interest and a constant rate annualizes back to itself over calendar time.
 * Periods starting before the first known rate use the first rate.
 */
export function riskFreeReturns(input: { days: Int32Array; rates: RateSeries }): Float64Array {
  const { days, rates } = input;
  const out = new Float64Array(Math.max(0, days.length - 1));
  if (rates.days.length === 0) return out;
  // Periods repeat a handful of lengths (1, 3, 4 days…) under each day's rate: the powers are
  // kept per (rate observation, length) for the rate series, so the products of one currency
  // share them instead of calling pow for every period of every product.
  const powers = powerTableOf(rates);
  let c = 0;
  for (let i = 0; i < out.length; i++) {
    while (c + 1 < rates.days.length && rates.days[c + 1]! <= days[i]!) c++;
    const gap = days[i + 1]! - days[i]!;
    if (gap >= POWER_GAPS) {
      out[i] = (1 + rates.values[c]!) ** (gap / 365.25) - 1;
      continue;
    }
    const at = c * POWER_GAPS + gap;
    let v = powers[at]!;
    if (Number.isNaN(v)) {
      v = (1 + rates.values[c]!) ** (gap / 365.25) - 1;
      powers[at] = v;
    }
    out[i] = v;
  }
  return out;
}

/** Period lengths (calendar days) whose compounded rate is kept; longer ones are computed. */
const POWER_GAPS = 32;
const powerTables = new WeakMap<RateSeries, Float64Array>();
/** NaN = not computed yet; filled as periods ask (pure: the same value the formula gives). */
function powerTableOf(rates: RateSeries): Float64Array {
  let table = powerTables.get(rates);
  if (!table) {
    table = new Float64Array(rates.days.length * POWER_GAPS).fill(Number.NaN);
    powerTables.set(rates, table);
  }
  return table;
}

export type WindowRisk = RiskMetrics & Partial<RelativeMetrics>;

/** The risk block: one entry per window, null when the history does not cover the window. */
export type RiskBlock = Record<RiskWindow, WindowRisk | null>;

/**
 * Risk metrics per window as of the last observation. A trailing window's base is the last
 * observation on or before D − N years (the trailing-period rule); SI starts at the
 * first observation. With a benchmark, beta/alpha/tracking error/information ratio are
 * computed on both series aligned on the union of their dates (series.ts `alignSeries`),
 * with the window cut on that aligned calendar.
 */
export function riskBlock(input: {
  tri: Series;
  scale?: Scale;
  riskFree?: RateSeries;
  benchmark?: Series;
}): RiskBlock {
  const { tri, benchmark, riskFree } = input;
  const scale = input.scale ?? inferScale(tri.days);
  const returns = simpleReturns(tri.values);
  const rf = riskFree ? riskFreeReturns({ days: tri.days, rates: riskFree }) : undefined;
  const aligned = benchmark ? alignedReturns(tri, benchmark, riskFree) : null;
  const out = {} as RiskBlock;
  for (const window of riskWindows) {
    const base = periodBaseIndex(tri.days, window);
    if (base < 0) {
      out[window] = null;
      continue;
    }
    const end = returns.length;
    const metrics: WindowRisk = riskMetrics({
      returns: returns.subarray(base, end),
      days: tri.days.subarray(base),
      scale,
      riskFree: rf?.subarray(base, end),
    });
    if (aligned) Object.assign(metrics, windowRelative(aligned, window, scale));
    out[window] = metrics;
  }
  return out;
}

interface AlignedReturns {
  /** False when the benchmark stopped before the block's as-of date: no relative figures then. */
  current: boolean;
  days: Int32Array;
  product: Float64Array;
  benchmark: Float64Array;
  riskFree: Float64Array | undefined;
}

/** Both series on their union calendar, cut at the product's last observation (the block's as-of date). */
function alignedReturns(tri: Series, benchmark: Series, riskFree: RateSeries | undefined): AlignedReturns {
  const a = alignSeries([tri, benchmark]);
  const asOf = tri.days[tri.days.length - 1] ?? Number.NEGATIVE_INFINITY;
  const count = lastIndexOnOrBefore(a.days, asOf) + 1;
  const days = a.days.subarray(0, count);
  return {
    current: coversThrough(benchmark, asOf),
    days,
    product: simpleReturns(a.values[0]!.subarray(0, count)),
    benchmark: simpleReturns(a.values[1]!.subarray(0, count)),
    riskFree: riskFree ? riskFreeReturns({ days, rates: riskFree }) : undefined,
  };
}

function windowRelative(a: AlignedReturns, window: RiskWindow, scale: Scale): RelativeMetrics {
  const base = periodBaseIndex(a.days, window);
  if (base < 0 || !a.current) {
    return { beta: null, alpha: null, trackingError: null, informationRatio: null };
  }
  const end = a.product.length;
  return relativeMetrics({
    returns: a.product.subarray(base, end),
    benchmark: a.benchmark.subarray(base, end),
    scale,
    riskFree: a.riskFree?.subarray(base, end),
  });
}

export interface ProductPerformance {
  asOf: string | null;
  scale: Scale;
  periods: Record<Period, PeriodReturn>;
  risk: RiskBlock;
  calendarYears: CalendarYearReturn[];
}

/**
 * Everything the performance endpoint computes for one product, from its NAVs and dividends
 * (the category average and quartile come from `categoryPeriodStats` over the category).
 */
export function productPerformance(input: {
  series: NavSeries;
  riskFree?: RateSeries;
  benchmark?: Series;
  scale?: Scale;
}): ProductPerformance {
  const tri = totalReturnIndex(input.series);
  const n = tri.days.length;
  const scale = input.scale ?? inferScale(tri.days);
  return {
    asOf: n === 0 ? null : isoDate(tri.days[n - 1]!),
    scale,
    periods: trailingReturns(tri),
    risk: riskBlock({ tri, scale, riskFree: input.riskFree, benchmark: input.benchmark }),
    calendarYears: calendarYearReturns(tri),
  };
}

/** The performance response's `series` rows: [date, NAV, total-return index]. */
export function seriesRows(input: {
  days: Int32Array;
  nav: Float64Array;
  tri: Float64Array;
}): Array<[string, number, number]> {
  const { days, nav, tri } = input;
  const rows = new Array<[string, number, number]>(days.length);
  for (let i = 0; i < days.length; i++) rows[i] = [isoDate(days[i]!), nav[i]!, tri[i]!];
  return rows;
}
