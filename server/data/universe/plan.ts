/**
 * The plan of the universe before any series is drawn: funds (portfolios) and their share
 * classes (products). Scenarios edit plans, then nav.ts and details.ts realise them.
 */
import type { ProductType } from "../../../shared/domain/product";
import type { AssetClass, Currency, DividendFrequency, Market, Product, Region } from "../batch";
import { fromDayNumber } from "../batch";
import { type Calendars, indexAtOrAfter, indexAtOrBefore } from "./calendar";
import type { CategoryDef } from "./categories";
import type { CodeBook } from "./codes";
import type { CompanyModel } from "./companies";
import type { Person } from "./people";
import type { Rng } from "./prng";

export interface NavModel {
  /** Tracked or benchmark index id (indices.ts). */
  index: string;
  beta: number;
  /** Annual log alpha before fees, and annual idiosyncratic volatility. */
  alpha: number;
  idio: number;
  /** Extra loadings on series of the market model (factor ids, RATE:x, SPREAD:x, IDX:x). */
  tilts: { series: string; loading: number }[];
  baseCurrency: Currency;
  /** Daily-reset leverage of a leveraged/inverse product. */
  leverage?: number;
}

export interface ClassPlan {
  product: Product;
  startIdx: number;
  endIdx: number;
  startNav: number;
  currency: Currency;
  hedged: boolean;
  frequency: DividendFrequency;
  divYield: number;
  ter: number;
  /** Before `untilIdx` the class charged `ter` of this entry (a fee change). */
  terBefore?: { untilIdx: number; ter: number };
  /** Calendar indices without a published NAV (inclusive). */
  gap?: readonly [number, number];
  /** A one-day bad print: NAV × factor at this index. */
  spike?: { idx: number; factor: number };
  aumShare: number;
}

export interface FundPlan {
  id: string;
  kind: ProductType;
  ordinal: number;
  cat?: CategoryDef;
  categoryName: string;
  assetClass: AssetClass;
  region: Region;
  company: CompanyModel;
  market: Market;
  launchDay: number;
  model: NavModel;
  classes: ClassPlan[];
  managers: { person: Person; startDay: number; endDay?: number }[];
  aumUsd: number;
  /** Effective duration (years) of bond-like portfolios. */
  duration?: number;
  /** A drift added over the last days of the history (abnormal-return scenarios). */
  jump?: { days: number; move: number };
  /** Look-through overrides set by scenarios (concentration, stale exposure data). */
  lookThrough?: {
    industry?: Record<string, number>;
    countries?: Record<string, number>;
    staleDimensions?: { dimension: "assetClass" | "region"; asOfDay: number }[];
  };
  /** AUM path override over the last months (aum-change scenario): total log move. */
  aumShock?: { months: number; move: number };
}

export interface PlanContext {
  seed: number;
  asOfDay: number;
  asOfYear: number;
  /** First day of the product history window (≥ 10 years before asOf). */
  windowStartDay: number;
  calendars: Calendars;
  companies: CompanyModel[];
  codes: CodeBook;
  /** People per company id, reused across that company's funds. */
  people: Map<string, Person[]>;
  personCount: number;
  /** ETF names given so far (an issuer's second ETF on an index gets a line name). */
  etfNames: Map<string, number>;
}

export function launchDayFor(rng: Rng, ctx: PlanContext, oldShare: number): number {
  if (rng.chance(oldShare)) {
    const earliest = ctx.windowStartDay - Math.round(22 * 365.25);
    return rng.int(earliest, ctx.windowStartDay - 1);
  }
  return rng.int(ctx.windowStartDay, ctx.asOfDay - 45);
}

/** First and last calendar index of a history starting at `day` (never before the window). */
export function historyRange(
  ctx: PlanContext,
  market: Market,
  day: number,
): { startIdx: number; endIdx: number } {
  const days = ctx.calendars.market[market].days;
  const startIdx = indexAtOrAfter(days, Math.max(day, ctx.windowStartDay));
  return { startIdx, endIdx: indexAtOrBefore(days, ctx.asOfDay) };
}

export function isoOf(day: number): string {
  return fromDayNumber(day);
}

/** The NAV a class starts its stored history at: 10 or 100 at launch, drifted if older. */
export function startNavFor(rng: Rng, launchedInWindow: boolean): number {
  const base = rng.chance(0.6) ? 10 : 100;
  if (launchedInWindow) return base;
  return Math.round(base * Math.exp(0.35 + 0.45 * rng.normal()) * 10_000) / 10_000;
}

export function round(x: number, dp: number): number {
  const f = 10 ** dp;
  return Math.round(x * f) / f;
}
