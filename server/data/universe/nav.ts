/**
 * Daily NAV of every share class. A fund's portfolio return (USD, on its dealing calendar) is
 * drawn once: β × its index + factor tilts + alpha + idiosyncratic noise. Each class then
 * converts it to its currency (unhedged: through FX; hedged: base-currency return plus the
 * interest differential), pays its TER daily, applies daily-reset leverage where it has
 * one (money-market funds waive what would turn their yield negative), and pays dividends on its ex-dates (NAV_t = gross_t − D_t, so the total-return index
 * of server/analytics/series.ts recovers the gross path exactly). Arrays are preallocated and no per-day
 * objects are made.
 */
import type { NavSeries, ValueSeries } from "../batch";
import type { Calendar } from "./calendar";
import type { MarketModel } from "./market";
import {
  classLegs,
  exDateOffset,
  exDividend,
  grossNav,
  irregularCoin,
  isExDate,
  monthIndex,
  periodYield,
  portfolioLegs,
  portfolioReturn,
  roundNav,
} from "./nav-day";
import type { ClassPlan, FundPlan } from "./plan";
import { type Rng, rngFor } from "./prng";

const monthCache = new WeakMap<Int32Array, Int32Array>();
/** monthIndex of each day of a calendar (cached per calendar). */
function monthsOf(days: Int32Array): Int32Array {
  let m = monthCache.get(days);
  if (!m) {
    m = Int32Array.from(days, monthIndex);
    monthCache.set(days, m);
  }
  return m;
}

/** Ex-date flags for a class: first dealing day of the chosen months (or weeks). */
function exDates(cal: Calendar, c: ClassPlan, rng: Rng): Uint8Array {
  const n = c.endIdx - c.startIdx + 1;
  const flags = new Uint8Array(n);
  if (c.frequency === "none") return flags;
  const months = monthsOf(cal.days);
  const offset = exDateOffset(rng);
  const coin = irregularCoin(rng);
  for (let k = 1; k < n; k++) {
    const i = c.startIdx + k;
    const day = cal.days[i] as number;
    const prevDay = cal.days[i - 1] as number;
    if (isExDate(c.frequency, offset, day, prevDay, months[i] as number, months[i - 1] as number, coin))
      flags[k] = 1;
  }
  if (c.gap) for (let i = c.gap[0]; i <= c.gap[1]; i++) flags[i - c.startIdx] = 0;
  return flags;
}

/**
 * Portfolio log returns in USD into `out[i]` for calendar indices (from, to]. `out` is a
 * scratch buffer shared by all funds (values outside the range are left as they were).
 */
export function portfolioReturns(plan: FundPlan, market: MarketModel, seed: number, out: Float64Array): void {
  const cal = market.calendars.market[plan.market];
  const from = Math.min(...plan.classes.map((c) => c.startIdx));
  const to = Math.max(...plan.classes.map((c) => c.endIdx));
  const legs = portfolioLegs(plan, market);
  const rng = rngFor(seed, "nav", plan.id);
  const jumpFrom = plan.jump ? to - plan.jump.days + 1 : Number.POSITIVE_INFINITY;
  const jumpDaily = plan.jump ? plan.jump.move / plan.jump.days : 0;
  for (let i = from + 1; i <= to; i++) {
    const w = cal.wd[i] as number;
    const wp = cal.wd[i - 1] as number;
    let r = portfolioReturn(legs, w, wp, (cal.days[i] as number) - (cal.days[i - 1] as number), rng.normal());
    if (i >= jumpFrom) r += jumpDaily;
    out[i] = r;
  }
}

/** One share class's NAV series from the fund's portfolio returns (see the file comment). */
export function classNav(
  plan: FundPlan,
  c: ClassPlan,
  market: MarketModel,
  seed: number,
  base: Float64Array,
): NavSeries {
  const cal = market.calendars.market[plan.market];
  const rng = rngFor(seed, "class-nav", c.product.code);
  const legs = classLegs(plan, c, market);
  const n = c.endIdx - c.startIdx + 1;
  const nav = new Float64Array(n);
  const flags = exDates(cal, c, rng);
  const divIdx: number[] = [];
  const divAmt: number[] = [];
  const perPeriod = periodYield(c);
  let prev = c.startNav;
  let lastPaid = c.startNav;
  nav[0] = roundNav(prev);
  for (let k = 1; k < n; k++) {
    const i = c.startIdx + k;
    const w = cal.wd[i] as number;
    const wp = cal.wd[i - 1] as number;
    const dt = ((cal.days[i] as number) - (cal.days[i - 1] as number)) / 365;
    const ter = c.terBefore && i < c.terBefore.untilIdx ? c.terBefore.ter : c.ter;
    let gross = grossNav(legs, prev, base[i] as number, w, wp, dt, ter);
    if (flags[k]) {
      const scale = !legs.mm && c.frequency === "irregular" ? rng.uniform(0.5, 1.5) : 1;
      const d = exDividend(legs.mm, gross, lastPaid, perPeriod, scale);
      if (d > 0) {
        divIdx.push(k);
        divAmt.push(d);
        gross -= d;
        lastPaid = gross;
      }
    }
    prev = gross;
    nav[k] = roundNav(gross);
  }
  if (c.spike)
    nav[c.spike.idx - c.startIdx] = roundNav((nav[c.spike.idx - c.startIdx] as number) * c.spike.factor);
  if (c.gap) for (let i = c.gap[0]; i <= c.gap[1]; i++) nav[i - c.startIdx] = Number.NaN;
  return {
    code: c.product.code,
    calendar: cal.id,
    startIndex: c.startIdx,
    nav,
    dividendIndex: Int32Array.from(divIdx),
    dividendAmount: Float64Array.from(divAmt),
  };
}

/** Dealing days of 7-day yield history kept per money-market class. */
export const SEVEN_DAY_YIELD_DAYS = 520;

/**
 * Published 7-day annualized yield of a money-market class over its last `keep` dealing
 * days: the total return of the trailing 7 calendar days, annualized simply (×365/days).
 */
export function sevenDayYields(s: NavSeries, days: Int32Array, keep = SEVEN_DAY_YIELD_DAYS): ValueSeries {
  const n = s.nav.length;
  const tri = new Float64Array(n);
  tri[0] = 1;
  let d = 0;
  for (let k = 1; k < n; k++) {
    const div = s.dividendIndex[d] === k ? (s.dividendAmount[d++] as number) : 0;
    tri[k] = (tri[k - 1] as number) * (((s.nav[k] as number) + div) / (s.nav[k - 1] as number));
  }
  const from = Math.max(1, n - keep);
  const values = new Float64Array(n - from);
  let j = from;
  for (let k = from; k < n; k++) {
    const day = days[s.startIndex + k] as number;
    while (j > 0 && (days[s.startIndex + j] as number) > day - 7) j--;
    while (j + 1 < k && (days[s.startIndex + j + 1] as number) <= day - 7) j++;
    const span = day - (days[s.startIndex + j] as number);
    values[k - from] = span > 0 ? ((tri[k] as number) / (tri[j] as number) - 1) * (365 / span) : 0;
  }
  return { code: s.code, calendar: s.calendar, startIndex: s.startIndex + from, values };
}
