/**
 * The simulated market on the weekday grid: factors, rates, FX and every index, plus their
 * batch forms (benchmarks, risk-free, FX, 10Y yields, macro assets) on the right calendars.
 */
import type {
  BenchmarkSeries,
  Currency,
  FxSeries,
  GovYieldSeries,
  MacroAssetSeries,
  RiskFreeSeries,
} from "../batch";
import { currencies, macroAssets } from "../batch";
import { BLOCS, type Bloc } from "./anchors";
import type { Calendar, Calendars } from "./calendar";
import { buildFactors, type FactorState, type SpreadFactor } from "./factors";
import { INDICES, indexDef, MACRO_INDEX } from "./indices";
import { toHans } from "./names";
import { buildRates, type RatePaths } from "./rates";
import { recipeCum, recipeYield } from "./recipes";

export interface MarketModel {
  calendars: Calendars;
  /** Cumulative series by id (see recipes.ts for the naming). */
  series: Map<string, Float64Array>;
  rates: RatePaths;
  /** Where the factor recursions ended (server/data/update continues them day by day). */
  factorEnd: FactorState;
}

export function buildMarket(seed: number, calendars: Calendars): MarketModel {
  const days = calendars.grid.days;
  const factors = buildFactors(seed, days);
  const rates = buildRates(seed, days, factors.marketShock);
  const series = new Map<string, Float64Array>(factors.cum);
  for (const c of currencies) {
    series.set(`FX:${c}`, rates.fxLog[c]);
    series.set(`CARRY:${c}`, rates.carryCum[c]);
  }
  for (const b of BLOCS)
    series.set(
      `RATE:${b}`,
      Float64Array.from(rates.longYield[b], (y) => -y),
    );
  for (const [id, s] of Object.entries(factors.spreads) as [SpreadFactor, Float64Array][]) {
    series.set(
      `SPREAD:${id}`,
      Float64Array.from(s, (v) => -v),
    );
    series.set(`LOSS:${id}`, factors.losses[id]);
  }
  for (const d of INDICES) series.set(`IDX:${d.id}`, recipeCum(d.recipe, series, days, rates.shortRate));
  return { calendars, series, rates, factorEnd: factors.end };
}

function seriesOf(model: MarketModel, id: string): Float64Array {
  const s = model.series.get(id);
  if (!s) throw new Error(`unknown series ${id}`);
  return s;
}

/** Index level in its own currency on a calendar, 1000 at the calendar's first day. */
export function indexLevels(
  model: MarketModel,
  indexId: string,
  currency: Currency,
  cal: Calendar,
): Float64Array {
  const usd = seriesOf(model, `IDX:${indexId}`);
  const fx = seriesOf(model, `FX:${currency}`);
  const out = new Float64Array(cal.days.length);
  const w0 = cal.wd[0] as number;
  const base = (usd[w0] as number) + (fx[w0] as number);
  for (let i = 0; i < out.length; i++) {
    const w = cal.wd[i] as number;
    out[i] = 1000 * Math.exp((usd[w] as number) + (fx[w] as number) - base);
  }
  return out;
}

export function benchmarkSeries(model: MarketModel): BenchmarkSeries[] {
  return INDICES.map((d) => ({
    symbolCode: d.symbolCode,
    name: d.en,
    name_zh_hant: d.zh,
    name_zh_hans: toHans(d.zh),
    currency: d.currency,
    calendar: d.market,
    startIndex: 0,
    level: indexLevels(model, d.id, d.currency, model.calendars.market[d.market]),
  }));
}

export function rateSeries(model: MarketModel): {
  riskFree: RiskFreeSeries[];
  fx: FxSeries[];
  govYields: GovYieldSeries[];
} {
  const { rates } = model;
  const blocCurrency: Partial<Record<Bloc, Currency>> = {
    USD: "USD",
    EUR: "EUR",
    GBP: "GBP",
    JPY: "JPY",
    CNY: "CNY",
    AUD: "AUD",
    SGD: "SGD",
    HKD: "HKD",
  };
  return {
    riskFree: currencies.map((c) => ({
      currency: c,
      calendar: "WD",
      startIndex: 0,
      annualRate: rates.shortRate[c],
    })),
    fx: currencies.map((c) => ({
      currency: c,
      calendar: "WD",
      startIndex: 0,
      unitsPerUsd: Float64Array.from(rates.fxLog[c], Math.exp),
    })),
    govYields: Object.entries(blocCurrency).map(([b, c]) => ({
      currency: c as Currency,
      tenor: "10Y" as const,
      calendar: "WD",
      startIndex: 0,
      annualYield: rates.longYield[b as Bloc],
    })),
  };
}

/** Earnings yields drift with earnings growth and move against prices (a P/E that re-rates). */
const EARNINGS_GROWTH = 0.05;

export function macroAssetSeries(model: MarketModel): MacroAssetSeries[] {
  return macroAssets.map((asset) => {
    const d = indexDef(MACRO_INDEX[asset]);
    const cal = model.calendars.market[d.market];
    const level = indexLevels(model, d.id, d.currency, cal);
    const y = new Float64Array(level.length);
    const t0 = cal.days[0] as number;
    for (let i = 0; i < y.length; i++) {
      const w = cal.wd[i] as number;
      if (d.recipe.kind === "bond") y[i] = recipeYield(d.recipe, model.series, model.rates.shortRate, w);
      else {
        const ey0 = d.recipe.kind === "equity" ? (d.recipe.earningsYield ?? 0.06) : 0.06;
        const years = ((cal.days[i] as number) - t0) / 365.25;
        const ey = ey0 * Math.exp(EARNINGS_GROWTH * years - Math.log((level[i] as number) / 1000));
        y[i] = Math.min(0.2, Math.max(0.02, ey));
      }
    }
    return {
      asset,
      name: d.en,
      name_zh_hant: d.zh,
      name_zh_hans: toHans(d.zh),
      currency: d.currency,
      calendar: d.market,
      startIndex: 0,
      level,
      yield: y,
    };
  });
}
