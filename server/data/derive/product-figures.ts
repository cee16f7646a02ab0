/**
 * Per-product derived figures: everything that depends on one product's own histories
 * (NAV with dividends, AUM, 7-day yield) and the risk-free series of its currency. Pure.
 */
import { periods } from "../../../shared/domain/period";
import {
  calendarYearReturns,
  inferScale,
  isoDate,
  type RateSeries,
  recentMove,
  riskBlock,
  riskRating,
  rollingMeans,
  type Series,
  sevenDayYieldStdDev,
  totalReturnIndex,
  trailingNetInflow,
  trailingReturns,
} from "../../analytics";
import { navSeriesOf, type StoredNavHistory } from "../load/read-universe";
import type { DerivedPeriod, DerivedProduct } from "./types";

export interface ProductFiguresInput {
  code: string;
  asOf: string;
  history: StoredNavHistory | undefined;
  launchDate?: string | null;
  riskFree?: RateSeries;
  aum?: Series;
  sevenDayYield?: Series;
  assetAllocationAsOf?: string | null;
  regionAsOf?: string | null;
}

/** The cross-sectional parts (category figures, ranks, factors, lists) are filled in later. */
export type ProductFigures = Omit<DerivedProduct, "rank" | "factors" | "lists" | "alerts">;

const EMPTY_DAYS = new Int32Array(0);
const EMPTY_VALUES = new Float64Array(0);

export function productFigures(input: ProductFiguresInput): ProductFigures {
  const h = input.history;
  const series = h ? navSeriesOf(h) : { days: EMPTY_DAYS, nav: EMPTY_VALUES, dividends: EMPTY_VALUES };
  const { days, nav } = series;
  const tri = totalReturnIndex(series);
  const n = days.length;
  const scale = n > 1 ? inferScale(days) : 252;
  const trailing = trailingReturns(tri);
  const periodBlock = {} as Record<(typeof periods)[number], DerivedPeriod>;
  for (const p of periods) {
    const t = trailing[p];
    periodBlock[p] = { return: t.return, categoryAverage: null, quartile: null };
    if (t.annualized !== undefined) periodBlock[p].annualized = t.annualized;
  }
  const rating = riskRating({
    asOf: input.asOf,
    series,
    launchDate: input.launchDate ?? null,
    assetAllocationAsOf: input.assetAllocationAsOf ?? null,
    regionAsOf: input.regionAsOf ?? null,
  });
  const flow = input.aum && n > 1 ? trailingNetInflow({ aum: input.aum, tri }) : null;
  const aumN = input.aum?.days.length ?? 0;
  return {
    code: input.code,
    nav: n > 0 ? nav[n - 1]! : null,
    navDate: n > 0 ? isoDate(days[n - 1]!) : null,
    scale,
    periods: periodBlock,
    risk:
      n > 1
        ? riskBlock({ tri, scale, riskFree: input.riskFree })
        : { "1Y": null, "3Y": null, "5Y": null, SI: null },
    calendarYears: calendarYearReturns(tri),
    riskLevel: rating.riskLevel,
    volatility1y: rating.volatility1y,
    noRiskRatingReasons: rating.noRiskRatingReasons,
    aumUsd: aumN > 0 ? input.aum!.values[aumN - 1]! : null,
    aumDate: aumN > 0 ? isoDate(input.aum!.days[aumN - 1]!) : null,
    flow1y: flow
      ? { netInflowUsd: flow.netInflow, netInflowRate: flow.netInflowRate, aumChangeRate: flow.aumChangeRate }
      : null,
    sevenDayYieldStdDev1y: input.sevenDayYield ? sevenDayYieldStdDev(input.sevenDayYield) : null,
    recentMove: recentMove(tri),
    high52w: recentHigh52w(days, nav),
    rolling3y:
      n > 1
        ? rollingMeans({ tri, scale, riskFree: input.riskFree })
        : { sharpe: null, volatility: null, maxDrawdown: null },
  };
}

const HIGH_WINDOW_DAYS = 365;
const HIGH_RECENT_DAYS = 30;
const HIGH_QUIET_DAYS = 60;

/**
 * The latest breakout of the last 30 days to a 52-week high: a close above every close of the
 * 365 days before it (a full year of history behind it) whose previous high is at least 60 days
 * old, so a fund rising day after day is news once, when it broke out. Scanning back from a
 * close stops at the first one at least as high, so most products cost a few steps.
 */
export function recentHigh52w(
  days: Int32Array,
  nav: Float64Array,
): { date: string; nav: number; previousHigh: number; previousHighDate: string } | null {
  const n = days.length;
  if (n < 2) return null;
  const from = days[n - 1]! - HIGH_RECENT_DAYS;
  for (let i = n - 1; i > 0 && days[i]! >= from; i--) {
    const v = nav[i]!;
    if (!(v > 0)) continue;
    const windowStart = days[i]! - HIGH_WINDOW_DAYS;
    if (days[0]! > windowStart) return null;
    let beaten = true;
    let high = Number.NEGATIVE_INFINITY;
    let highAt = -1;
    for (let j = i - 1; j >= 0 && days[j]! >= windowStart; j--) {
      const x = nav[j]!;
      if (x >= v) {
        beaten = false;
        break;
      }
      if (x > high) {
        high = x;
        highAt = j;
      }
    }
    if (beaten && highAt >= 0 && days[highAt]! <= days[i]! - HIGH_QUIET_DAYS) {
      return {
        date: isoDate(days[i]!),
        nav: v,
        previousHigh: high,
        previousHighDate: isoDate(days[highAt]!),
      };
    }
  }
  return null;
}
