/**
 * Every product's NAV on the new day, from the same model the generator draws its history
 * with (universe/nav-day.ts): one portfolio return per fund (β × index + tilts + alpha +
 * idiosyncratic noise), converted by each share class to its currency (hedged or through FX),
 * less its TER, with daily-reset leverage, and a dividend when the day is one of the class's
 * ex-dates. The fund's noise comes from (seed, fund, day) and the class's dividend draws from
 * (seed, class, day), so the result depends on nothing but the stored universe and the day.
 * Scenario edits that shaped the generated history (a jump over its last weeks, a fee raised,
 * an AUM drop, a gap, a misprint) stay history: the new day follows the class's current
 * model. Products whose NAV stopped before asOf (suspended dealing) get no new NAV.
 */
import type { NavSeries } from "../batch";
import type { MarketModel } from "../universe/market";
import { sevenDayYields } from "../universe/nav";
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
} from "../universe/nav-day";
import type { ClassPlan, FundPlan } from "../universe/plan";
import { rngFor } from "../universe/prng";
import type { NavRow, NavTail } from "./stored";

export interface ProductDayInput {
  seed: number;
  /** The new day (day number); the market's calendars end on it where it is a trading day. */
  day: number;
  market: MarketModel;
  /** The calendars as stored, before the new day. */
  storedCalendars: ReadonlyMap<string, Int32Array>;
  plans: readonly FundPlan[];
  /** The end of each product's latest stored NAV year row. */
  latest: ReadonlyMap<string, NavTail>;
  /** Products that must stay as they are (deliberately stale demo scenarios). */
  frozen: ReadonlySet<string>;
  /** Money-market classes' year rows since last year (7-day yield, the last payout). */
  moneyMarketRows: ReadonlyMap<string, NavRow[]>;
}

/**
 * A NAV to append to a product's year row (a new row in a new year): the value of calendar
 * index startIndex + at, with its dividend (0 = none).
 */
export interface NavAppend {
  code: string;
  year: number;
  calendar: string;
  startIndex: number;
  at: number;
  nav: number;
  dividend: number;
}

export interface ClassDay {
  plan: FundPlan;
  cls: ClassPlan;
  append: NavAppend;
  nav: number;
  dividend: number;
  /** Total-return ratio over the day: (NAV + dividend) / previous NAV. */
  growth: number;
  /** Money-market classes: the published 7-day annualized yield on the day. */
  sevenDayYield?: number;
}

export interface ProductDay {
  /** Products whose NAV was current (published on their market's last trading day). */
  current: Set<string>;
  /** Products with a NAV on the new day. */
  classes: Map<string, ClassDay>;
}

const yearOf = (day: number) => new Date(day * 86_400_000).getUTCFullYear();

function appended<T extends Float64Array | Int32Array>(a: T, value: number): T {
  const out = new (a.constructor as new (n: number) => T)(a.length + 1);
  out.set(a);
  out[a.length] = value;
  return out;
}

/** Where the NAV of calendar index `index` goes: the end of the latest row, or a new year's row. */
function appendTo(tail: NavTail, index: number, year: number, nav: number, dividend: number): NavAppend {
  const { code, calendar } = tail;
  if (tail.year > year) throw new Error(`NAV row ${code}/${tail.year} is after the new day`);
  if (tail.year < year) return { code, year, calendar, startIndex: index, at: 0, nav, dividend };
  if (tail.startIndex + tail.length !== index) throw new Error(`NAV row ${code}/${year} is not contiguous`);
  return { code, year, calendar, startIndex: tail.startIndex, at: tail.length, nav, dividend };
}

/** Consecutive year rows as one NAV series (the contiguous run ending with the last row). */
function joined(rows: readonly NavRow[]): NavSeries {
  let first = rows.length - 1;
  while (first > 0) {
    const a = rows[first - 1] as NavRow;
    if (a.startIndex + a.nav.length !== (rows[first] as NavRow).startIndex) break;
    first--;
  }
  const run = rows.slice(first);
  const nav = new Float64Array(run.reduce((n, r) => n + r.nav.length, 0));
  const dividendIndex: number[] = [];
  const dividendAmount: number[] = [];
  let at = 0;
  for (const r of run) {
    nav.set(r.nav, at);
    r.dividendIndex.forEach((k, j) => {
      dividendIndex.push(at + k);
      dividendAmount.push(r.dividendAmount[j] as number);
    });
    at += r.nav.length;
  }
  const head = run[0] as NavRow;
  return {
    code: head.code,
    calendar: head.calendar,
    startIndex: head.startIndex,
    nav,
    dividendIndex: Int32Array.from(dividendIndex),
    dividendAmount: Float64Array.from(dividendAmount),
  };
}

/** A money-market class's stored NAVs, which must end just before calendar index `next`. */
function moneyMarketHistory(rows: readonly NavRow[] | undefined, next: number, code: string): NavSeries {
  const s = rows && rows.length > 0 ? joined(rows) : undefined;
  if (!s || s.startIndex + s.nav.length !== next) throw new Error(`the recent NAVs of ${code} are missing`);
  return s;
}

/** A money-market class's NAV right after its last payout (what the next payout is measured from). */
function lastPaid(s: NavSeries): number {
  const k = s.dividendIndex[s.dividendIndex.length - 1];
  if (k !== undefined) return s.nav[k] as number;
  return s.nav.find((v) => !Number.isNaN(v)) ?? Number.NaN;
}

/** `s` with one more NAV (and its dividend). */
function withNav(s: NavSeries, nav: number, dividend: number): NavSeries {
  return {
    ...s,
    nav: appended(s.nav, nav),
    dividendIndex: dividend > 0 ? appended(s.dividendIndex, s.nav.length) : s.dividendIndex,
    dividendAmount: dividend > 0 ? appended(s.dividendAmount, dividend) : s.dividendAmount,
  };
}

export function productDay(input: ProductDayInput): ProductDay {
  const { seed, day, market, latest } = input;
  const current = new Set<string>();
  const classes = new Map<string, ClassDay>();
  for (const plan of input.plans) {
    const cal = market.calendars.market[plan.market];
    const stored = input.storedCalendars.get(plan.market);
    if (!stored) throw new Error(`calendar ${plan.market} is missing from the store`);
    const iPrev = stored.length - 1;
    const iDay = iPrev + 1;
    const open = cal.days[iDay] === day;
    const prevDay = cal.days[iPrev] as number;
    const w = cal.wd[iDay] as number;
    const wp = cal.wd[iPrev] as number;
    let base: number | undefined;
    for (const c of plan.classes) {
      const code = c.product.code;
      const tail = latest.get(code);
      if (!tail || input.frozen.has(code)) continue;
      if (tail.calendar !== plan.market)
        throw new Error(
          `${code} is stored on calendar ${tail.calendar}, the generator deals it on ${plan.market}`,
        );
      const prev = tail.last;
      if (tail.startIndex + tail.length - 1 !== iPrev || !(prev > 0)) continue;
      current.add(code);
      if (!open) continue;
      base ??= portfolioReturn(
        portfolioLegs(plan, market),
        w,
        wp,
        day - prevDay,
        rngFor(seed, "update-nav", plan.id, day).normal(),
      );
      let gross = grossNav(classLegs(plan, c, market), prev, base, w, wp, (day - prevDay) / 365, c.ter);
      const rng = rngFor(seed, "update-class", code, day);
      const offset = exDateOffset(rngFor(seed, "class-nav", code));
      const mm = plan.assetClass === "Cash";
      const history = mm ? moneyMarketHistory(input.moneyMarketRows.get(code), iDay, code) : undefined;
      let dividend = 0;
      if (
        isExDate(c.frequency, offset, day, prevDay, monthIndex(day), monthIndex(prevDay), irregularCoin(rng))
      ) {
        const scale = !mm && c.frequency === "irregular" ? rng.uniform(0.5, 1.5) : 1;
        const d = exDividend(mm, gross, history ? lastPaid(history) : 0, periodYield(c), scale);
        if (d > 0) {
          dividend = d;
          gross -= d;
        }
      }
      const nav = roundNav(gross);
      const entry: ClassDay = {
        plan,
        cls: c,
        append: appendTo(tail, iDay, yearOf(day), nav, dividend),
        nav,
        dividend,
        growth: (nav + dividend) / prev,
      };
      if (history)
        entry.sevenDayYield = sevenDayYields(withNav(history, nav, dividend), cal.days, 1).values[0];
      classes.set(code, entry);
    }
  }
  return { current, classes };
}
