/**
 * One dealing day of the NAV model (see nav.ts): a fund's portfolio return, a share class's
 * conversion of it into its NAV, and its ex-dates and dividends. The generator runs these over
 * a whole history; the daily update (server/data/update) runs them for one new day, so both
 * draw the same kind of NAV from the same plan.
 */
import type { DividendFrequency } from "../batch";
import type { MarketModel } from "./market";
import type { ClassPlan, FundPlan } from "./plan";
import type { Rng } from "./prng";

const SQRT_WD = Float64Array.from({ length: 32 }, (_, k) => Math.sqrt(k / 252));
const PERIODS: Record<DividendFrequency, number> = {
  none: 0,
  annually: 1,
  "semi-annually": 2,
  quarterly: 4,
  monthly: 12,
  weekly: 52,
  irregular: 2,
};

/** year × 12 + month of a day number. */
export function monthIndex(day: number): number {
  const t = new Date(day * 86_400_000);
  return t.getUTCFullYear() * 12 + t.getUTCMonth();
}

/**
 * Whether dealing day `day` (month index `m`), following dealing day `prevDay` (month `mPrev`),
 * is an ex-date: the first dealing day of a week (weekly) or of a chosen month (`offset` picks
 * the months of quarterly, semi-annual and annual payers); irregular payers toss `coin`.
 */
export function isExDate(
  frequency: DividendFrequency,
  offset: number,
  day: number,
  prevDay: number,
  m: number,
  mPrev: number,
  coin: () => boolean,
): boolean {
  if (frequency === "none") return false;
  // first dealing day of each week (weeks start on Monday; day 4 was a Monday)
  if (frequency === "weekly") return Math.floor((day - 4) / 7) !== Math.floor((prevDay - 4) / 7);
  if (m === mPrev) return false;
  const month = m % 12;
  return (
    frequency === "monthly" ||
    (frequency === "quarterly" && month % 3 === offset % 3) ||
    (frequency === "semi-annually" && month % 6 === offset % 6) ||
    (frequency === "annually" && month === offset) ||
    (frequency === "irregular" && coin())
  );
}

/** The ex-date month offset of a class: the first draw of its "class-nav" stream (see classNav). */
export function exDateOffset(rng: Rng): number {
  return rng.int(0, 11);
}

/** An irregular payer's monthly coin: about PERIODS.irregular payments a year. */
export function irregularCoin(rng: Rng): () => boolean {
  return () => rng.chance(PERIODS.irregular / 12);
}

function series(market: MarketModel, id: string): Float64Array {
  const s = market.series.get(id);
  if (!s) throw new Error(`unknown series ${id}`);
  return s;
}

export const roundNav = (x: number) => (x >= 1 ? Math.round(x * 1e4) / 1e4 : Math.round(x * 1e6) / 1e6);

/** A fund's portfolio model bound to the market's series (see portfolioReturn). */
export interface PortfolioLegs {
  beta: number;
  index: Float64Array;
  tilts: { a: Float64Array; k: number }[];
  /** Alpha per calendar day. */
  alpha: number;
  idio: number;
}

export function portfolioLegs(plan: FundPlan, market: MarketModel): PortfolioLegs {
  const { model } = plan;
  return {
    beta: model.beta,
    index: series(market, `IDX:${model.index}`),
    tilts: model.tilts.map((t) => ({ a: series(market, t.series), k: t.loading })),
    alpha: model.alpha / 365,
    idio: model.idio,
  };
}

/**
 * The portfolio's USD log return between grid days wp and w (`days` calendar days apart):
 * β × index + tilts + alpha + idiosyncratic noise (`z` a standard normal draw).
 */
export function portfolioReturn(legs: PortfolioLegs, w: number, wp: number, days: number, z: number): number {
  let r = legs.beta * ((legs.index[w] as number) - (legs.index[wp] as number));
  for (const t of legs.tilts) r += t.k * ((t.a[w] as number) - (t.a[wp] as number));
  r += legs.alpha * days;
  r += legs.idio * (SQRT_WD[Math.min(31, w - wp)] as number) * z;
  return r;
}

/** A share class's conversion of its fund's return (see grossNav). */
export interface ClassLegs {
  fx: Float64Array;
  carry: Float64Array;
  fxBase: Float64Array;
  carryBase: Float64Array;
  hedged: boolean;
  leverage: number | undefined;
  /** Money-market: fees waived down to a zero yield. */
  mm: boolean;
}

export function classLegs(plan: FundPlan, c: ClassPlan, market: MarketModel): ClassLegs {
  return {
    fx: series(market, `FX:${c.currency}`),
    carry: series(market, `CARRY:${c.currency}`),
    fxBase: series(market, `FX:${plan.model.baseCurrency}`),
    carryBase: series(market, `CARRY:${plan.model.baseCurrency}`),
    hedged: c.hedged,
    leverage: plan.model.leverage,
    mm: plan.assetClass === "Cash",
  };
}

/**
 * A class's NAV before any dividend, one dealing day (grid wp → w, `dt` years) after `prev`:
 * the fund's USD log return `base` converted to the class currency (hedged or through FX),
 * less the TER, with daily-reset leverage where the class has one.
 */
export function grossNav(
  legs: ClassLegs,
  prev: number,
  base: number,
  w: number,
  wp: number,
  dt: number,
  classTer: number,
): number {
  const dCarry = (legs.carry[w] as number) - (legs.carry[wp] as number);
  let r = base;
  if (legs.hedged)
    r +=
      (legs.fxBase[w] as number) -
      (legs.fxBase[wp] as number) +
      dCarry -
      ((legs.carryBase[w] as number) - (legs.carryBase[wp] as number));
  else r += (legs.fx[w] as number) - (legs.fx[wp] as number);
  let ter = classTer;
  // Money-market managers waive fees rather than publish a negative yield (down to zero).
  if (legs.mm) ter = Math.min(ter, Math.max(0, dCarry / dt));
  const leverage = legs.leverage;
  if (leverage !== undefined) {
    const simple = Math.exp(r) - 1;
    return prev * Math.max(0.05, 1 + leverage * simple + (1 - leverage) * dCarry - ter * dt);
  }
  return prev * Math.exp(r - ter * dt);
}

/** Dividend per period as a share of NAV (0 for accumulating classes). */
export function periodYield(c: ClassPlan): number {
  return c.frequency === "none" ? 0 : c.divYield / PERIODS[c.frequency];
}

/**
 * The dividend paid on an ex-date (rounded to 4 dp): a money-market class pays what it
 * earned since `lastPaid` (its NAV after the previous payment), others `perPeriod` of the
 * gross NAV times `scale` (irregular payers vary it).
 */
export function exDividend(
  mm: boolean,
  gross: number,
  lastPaid: number,
  perPeriod: number,
  scale: number,
): number {
  const amount = mm ? Math.max(0, gross - lastPaid) : gross * perPeriod * scale;
  return Math.round(amount * 1e4) / 1e4;
}
