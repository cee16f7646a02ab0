/**
 * The demo market continued past the grid it was generated on, one weekday at a time: the
 * generator's recursions (factors.ts, rates.ts: volatility regime, regional anchors and
 * deviations, sectors, commodities, credit spreads and default losses, short rates and carry,
 * 10Y yields, FX) with their parameters, fed by fresh shocks drawn from (seed, day), and every
 * index through its recipe (recipes.ts). Replaying all days since generation makes the market
 * on any day a function of (seed, generated asOf, day) alone, so one shock is shared by every
 * product on that day and a rerun gives the same bits. If a recursion in factors.ts or
 * rates.ts changes, change its continuation here too. Episodes (anchors.ts EPISODES) are
 * history: none is replayed after generation.
 */
import { type Currency, currencies } from "../batch";
import {
  ANCHOR_FIRST_YEAR,
  anchorAt,
  BLOCS,
  EQUITY_RETURN,
  FX_VOL,
  LONG_YIELD,
  NEUTRAL_EQUITY_RETURN,
  SHORT_RATE,
  YIELD_VOL,
} from "../universe/anchors";
import { type Calendars, weekday } from "../universe/calendar";
import {
  CHN_SIGMA,
  COMMODITIES,
  type FactorState,
  MKT,
  REGION_PHI,
  REGIONS,
  type RegionFactor,
  SECTORS,
  SPREAD_FLOOR,
  SPREAD_PHI,
  SPREADS,
  type SpreadFactor,
  TRANSIENT,
  VOL_REGIME,
} from "../universe/factors";
import { INDICES } from "../universe/indices";
import { benchmarkSeries, type MarketModel, macroAssetSeries, rateSeries } from "../universe/market";
import { rngFor } from "../universe/prng";
import {
  BLOC_LINK,
  FX_LINK,
  FX_LOG_ANCHOR,
  RATE_DYNAMICS,
  type RatePaths,
  yearFraction,
} from "../universe/rates";
import { recipeCum } from "../universe/recipes";
import { UpdateRefusedError } from "./refused";
import type { MarketTail } from "./stored";

const SQRT252 = Math.sqrt(252);
const VAR_H = VOL_REGIME.sigma ** 2 / (1 - VOL_REGIME.phi ** 2);

const weekdayCount = new Map<number, number>();
/** Weekdays in a calendar year: the regional anchor return is spread evenly over them. */
function weekdaysIn(year: number): number {
  let n = weekdayCount.get(year);
  if (n === undefined) {
    n = 0;
    const from = Date.UTC(year, 0, 1) / 86_400_000;
    const to = Date.UTC(year + 1, 0, 1) / 86_400_000;
    for (let d = from; d < to; d++) if (weekday(d) !== 0 && weekday(d) !== 6) n++;
    weekdayCount.set(year, n);
  }
  return n;
}

function grown(a: Float64Array, n: number): Float64Array {
  const out = new Float64Array(n);
  out.set(a);
  return out;
}

function growRecord<K extends string>(rec: Record<K, Float64Array>, n: number): Record<K, Float64Array> {
  const out = {} as Record<K, Float64Array>;
  for (const k of Object.keys(rec) as K[]) out[k] = grown(rec[k], n);
  return out;
}

/**
 * `base` (as built by buildMarket on the generation grid) extended to the grid of
 * `calendars`, whose weekdays must start with the base grid's.
 */
export function extendMarket(base: MarketModel, seed: number, calendars: Calendars): MarketModel {
  const days = calendars.grid.days;
  const baseDays = base.calendars.grid.days;
  const n0 = baseDays.length;
  const n = days.length;
  if (n < n0 || baseDays.some((d, w) => days[w] !== d))
    throw new Error("the extended weekday grid does not continue the generation grid");

  const rates: RatePaths = {
    shortRate: growRecord(base.rates.shortRate, n),
    carryCum: growRecord(base.rates.carryCum, n),
    fxLog: growRecord(base.rates.fxLog, n),
    longYield: growRecord(base.rates.longYield, n),
  };
  const series = new Map<string, Float64Array>();
  for (const [id, a] of base.series) series.set(id, grown(a, n));
  for (const c of currencies) {
    series.set(`FX:${c}`, rates.fxLog[c]);
    series.set(`CARRY:${c}`, rates.carryCum[c]);
  }
  const get = (id: string) => {
    const a = series.get(id);
    if (!a) throw new Error(`unknown series ${id}`);
    return a;
  };

  const st: FactorState = structuredClone(base.factorEnd);
  // Rate and FX deviations from their anchors are read back from the paths (no floor there).
  const yfEnd = yearFraction(baseDays[n0 - 1] as number);
  const shortDev = currencies.map(
    (c) => (rates.shortRate[c][n0 - 1] as number) - anchorAt(SHORT_RATE[c], yfEnd) / 100,
  );
  const longDev = BLOCS.map(
    (b) => (rates.longYield[b][n0 - 1] as number) - anchorAt(LONG_YIELD[b], yfEnd) / 100,
  );
  const fxDev = currencies.map((c) =>
    c === "USD" ? 0 : (rates.fxLog[c][n0 - 1] as number) - anchorAt(FX_LOG_ANCHOR[c], yfEnd),
  );

  for (let w = n0; w < n; w++) {
    const day = days[w] as number;
    const dt = (day - (days[w - 1] as number)) / 365;
    const yf = yearFraction(day);
    const year = new Date(day * 86_400_000).getUTCFullYear();
    const rng = rngFor(seed, "update-market", day);
    const step = (id: string, delta: number) => {
      const a = get(id);
      a[w] = (a[w - 1] as number) + delta;
    };

    // Factors (factors.ts buildFactors), no episode stress after generation.
    st.h = VOL_REGIME.phi * st.h + VOL_REGIME.sigma * rng.normal();
    const vol = Math.exp(st.h - VAR_H);
    const m = (MKT.sigma / SQRT252) * vol * rng.normal();
    const china = (CHN_SIGMA / SQRT252) * vol * rng.normal();
    const marketShock = m / (MKT.sigma / SQRT252);
    step("MKT", (st.drift.MKT as number) + m);
    st.transient = TRANSIENT.phi * st.transient + TRANSIENT.sigma * vol * rng.normal();
    for (const [id, p] of Object.entries(REGIONS) as [RegionFactor, (typeof REGIONS)[RegionFactor]][]) {
      const pct = EQUITY_RETURN[id]?.[year - ANCHOR_FIRST_YEAR] ?? NEUTRAL_EQUITY_RETURN;
      st.regionAnchor[id] += Math.log(1 + pct / 100) / weekdaysIn(year);
      st.regionDev[id] =
        REGION_PHI * st.regionDev[id] + p.beta * m + p.china * china + (p.own / SQRT252) * vol * rng.normal();
      get(id)[w] = st.regionAnchor[id] + st.regionDev[id] + p.beta * st.transient;
    }
    for (const [id, p] of [...Object.entries(SECTORS), ...Object.entries(COMMODITIES)])
      step(id, (st.drift[id] as number) + p.beta * m + (p.own / SQRT252) * vol * rng.normal());
    for (const [id, p] of Object.entries(SPREADS) as [SpreadFactor, (typeof SPREADS)[SpreadFactor]][]) {
      const own = Math.sqrt(1 - p.link * p.link);
      st.spreadDev[id] =
        SPREAD_PHI * st.spreadDev[id] + (p.vol / SQRT252) * (p.link * marketShock + own * rng.normal());
      get(`SPREAD:${id}`)[w] = -Math.max(SPREAD_FLOOR, p.mean + st.spreadDev[id]);
      step(`LOSS:${id}`, p.loss * dt);
    }

    // Rates, yields and FX (rates.ts buildRates).
    currencies.forEach((c, k) => {
      shortDev[k] =
        RATE_DYNAMICS.shortPhi * (shortDev[k] as number) + RATE_DYNAMICS.shortNoise * rng.normal();
      rates.shortRate[c][w] = anchorAt(SHORT_RATE[c], yf) / 100 + (shortDev[k] as number);
      rates.carryCum[c][w] =
        (rates.carryCum[c][w - 1] as number) + (rates.shortRate[c][w - 1] as number) * dt;
    });
    const link = RATE_DYNAMICS.equityLink;
    const us = link * marketShock + Math.sqrt(1 - link ** 2) * rng.normal();
    BLOCS.forEach((b, k) => {
      const l = BLOC_LINK[b];
      const shock = b === "USD" ? us : l * us + Math.sqrt(1 - l * l) * rng.normal();
      longDev[k] = RATE_DYNAMICS.longPhi * (longDev[k] as number) + (YIELD_VOL[b] / SQRT252) * shock;
      rates.longYield[b][w] = anchorAt(LONG_YIELD[b], yf) / 100 + (longDev[k] as number);
      get(`RATE:${b}`)[w] = -(rates.longYield[b][w] as number);
    });
    const dollar = rng.normal();
    currencies.forEach((c, k) => {
      if (c === "USD") return;
      const { dollar: a, risk: b } = FX_LINK[c];
      const shock = a * dollar + b * marketShock + Math.sqrt(Math.max(0, 1 - a * a - b * b)) * rng.normal();
      const phi = c === "HKD" ? RATE_DYNAMICS.pegPhi : RATE_DYNAMICS.fxPhi;
      fxDev[k] = phi * (fxDev[k] as number) + (FX_VOL[c] / SQRT252) * shock;
      rates.fxLog[c][w] = anchorAt(FX_LOG_ANCHOR[c], yf) + (fxDev[k] as number);
    });

    // Indices: each recipe's return over (w-1, w] on two-day views of the series.
    const pair = new Map<string, Float64Array>();
    for (const [id, a] of series) pair.set(id, a.subarray(w - 1, w + 1));
    const shortPair = {} as Record<Currency, Float64Array>;
    for (const c of currencies) shortPair[c] = rates.shortRate[c].subarray(w - 1, w + 1);
    const dayPair = days.subarray(w - 1, w + 1);
    for (const d of INDICES) {
      const out = recipeCum(d.recipe, pair, dayPair, shortPair);
      step(`IDX:${d.id}`, (out[1] as number) - (out[0] as number));
    }
  }
  return { calendars, series, rates, factorEnd: st };
}

/** New values to append to a stored market series (and to its second series, if any). */
export interface MarketAppend {
  kind: string;
  key: string;
  tail: Float64Array;
  extraTail: Float64Array | null;
}

/**
 * What each stored market series gains from the extended model: its values past the stored
 * length. The model must agree with the stored last value (same generator, seed and history).
 */
export function marketAppends(model: MarketModel, stored: readonly MarketTail[]): MarketAppend[] {
  const fresh = new Map<string, { values: Float64Array; extra: Float64Array | null }>();
  for (const b of benchmarkSeries(model))
    fresh.set(`benchmark|${b.symbolCode}`, { values: b.level, extra: null });
  const rates = rateSeries(model);
  for (const r of rates.riskFree) fresh.set(`riskFree|${r.currency}`, { values: r.annualRate, extra: null });
  for (const r of rates.fx) fresh.set(`fx|${r.currency}`, { values: r.unitsPerUsd, extra: null });
  for (const r of rates.govYields)
    fresh.set(`govYield|${r.currency}:${r.tenor}`, { values: r.annualYield, extra: null });
  for (const a of macroAssetSeries(model))
    fresh.set(`macroAsset|${a.asset}`, { values: a.level, extra: a.yield });

  const out: MarketAppend[] = [];
  for (const row of stored) {
    const id = `${row.kind}|${row.key}`;
    const f = fresh.get(id);
    if (!f) throw new Error(`market series ${id} is not one the demo generator makes`);
    const tail = beyond(id, f.values, row.length, row.last);
    const extraTail =
      f.extra && row.extraLast !== null ? beyond(`${id} (extra)`, f.extra, row.length, row.extraLast) : null;
    if (tail.length > 0) out.push({ kind: row.kind, key: row.key, tail, extraTail });
  }
  return out;
}

/** The values of `fresh` past `length`, once its value at length − 1 matches the stored `last`. */
function beyond(id: string, fresh: Float64Array, length: number, last: number): Float64Array {
  const expected = fresh[length - 1];
  if (expected === undefined || !(Math.abs(expected - last) <= 1e-9 * Math.max(1, Math.abs(last))))
    throw new UpdateRefusedError(
      `market series ${id} ends at ${last} where the demo market has ${expected}: ` +
        "the universe was not generated by this version of the demo generator; regenerate it with `npm run data -- demo`",
    );
  return fresh.slice(length);
}
