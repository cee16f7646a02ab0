/**
 * What backtests read from the store, cached per derived data version (the metric table's
 * `version`): each product's total-return index and look-through distribution in a bounded
 * LRU (so a repeated backtest reads nothing from the database), and the market series
 * (benchmarks, risk-free rates, FX rates), which are few, as one entry per version.
 */
import { inArray } from "drizzle-orm";
import { type HoldingDistribution, type Series, totalReturnIndex } from "../../analytics";
import type { DistributionSet } from "../../data/batch";
import { seriesOn } from "../../data/derive/inputs";
import { readCalendars, readNavHistories, type StoredNavHistory } from "../../data/load/read-universe";
import { float64From } from "../../store/copy-binary";
import type { Store } from "../../store/db";
import { marketSeries, productDocs } from "../../store/schema";
import { WeightedLru } from "./lru";

export interface ProductHistory {
  code: string;
  /** Total-return index (dividends reinvested); empty when the product has no NAV. */
  tri: Series;
  distribution: HoldingDistribution;
}

export interface BenchmarkData {
  symbolCode: string;
  name: string;
  nameZhHant: string;
  nameZhHans: string;
  currency: string;
  series: Series;
}

export interface MarketData {
  /** By symbolCode, in symbolCode order. */
  benchmarks: Map<string, BenchmarkData>;
  /** Annual risk-free rates by currency. */
  riskFree: Map<string, Series>;
  /** Units of each currency per US dollar, by currency (the dollar itself has none: 1). */
  fx: Map<string, Series>;
}

export interface BacktestData {
  histories(version: string, codes: readonly string[]): Promise<Map<string, ProductHistory>>;
  market(version: string): Promise<MarketData>;
}

/** Decoded histories kept in memory: ~12 bytes per daily point, a 10-year history ≈ 31 kB. */
const DEFAULT_CACHE_BYTES = 48 * 1024 * 1024;
const LOOK_THROUGH = ["assetClass", "region", "industry"] as const;

function triOf(h: StoredNavHistory | undefined): Series {
  if (!h) return { days: new Int32Array(0), values: new Float64Array(0) };
  const dividends = new Float64Array(h.nav.length);
  for (let k = 0; k < h.dividendIndex.length; k++) dividends[h.dividendIndex[k]!] = h.dividendAmount[k]!;
  return totalReturnIndex({ days: h.days, nav: h.nav, dividends });
}

/** The latest set of each look-through dimension. */
function distributionOf(sets: readonly DistributionSet[] | undefined): HoldingDistribution {
  const out: HoldingDistribution = {};
  for (const dim of LOOK_THROUGH) {
    let latest: DistributionSet | undefined;
    for (const s of sets ?? []) if (s.dimension === dim && (!latest || s.asOf > latest.asOf)) latest = s;
    if (latest) out[dim] = latest.items;
  }
  return out;
}

async function loadHistories(store: Store, codes: readonly string[]): Promise<Map<string, ProductHistory>> {
  const [calendarDays, docs] = await Promise.all([
    readCalendars(store.db),
    store.db
      .select({ code: productDocs.code, kind: productDocs.kind, data: productDocs.data })
      .from(productDocs)
      .where(inArray(productDocs.code, [...codes])),
  ]);
  const navs = await readNavHistories(store.db, codes, calendarDays);
  const sets = new Map<string, DistributionSet[]>();
  for (const d of docs) if (d.kind === "distributions") sets.set(d.code, d.data as DistributionSet[]);
  return new Map(
    codes.map((code) => [
      code,
      { code, tri: triOf(navs.get(code)), distribution: distributionOf(sets.get(code)) },
    ]),
  );
}

async function loadMarket(store: Store): Promise<MarketData> {
  const [calendarDays, rows] = await Promise.all([
    readCalendars(store.db),
    store.db
      .select()
      .from(marketSeries)
      .where(inArray(marketSeries.kind, ["benchmark", "riskFree", "fx"])),
  ]);
  const benchmarks: BenchmarkData[] = [];
  const riskFree = new Map<string, Series>();
  const fx = new Map<string, Series>();
  for (const r of rows) {
    const series = seriesOn(float64From(r.values), calendarDays.get(r.calendar), r.startIndex);
    if (r.kind === "riskFree") {
      riskFree.set(r.key, series);
      continue;
    }
    if (r.kind === "fx") {
      if (r.key !== "USD") fx.set(r.key, series);
      continue;
    }
    const meta = r.meta as Partial<Record<"name" | "name_zh_hant" | "name_zh_hans" | "currency", string>>;
    const name = meta.name ?? r.key;
    benchmarks.push({
      symbolCode: r.key,
      name,
      nameZhHant: meta.name_zh_hant ?? name,
      nameZhHans: meta.name_zh_hans ?? meta.name_zh_hant ?? name,
      currency: meta.currency ?? "USD",
      series,
    });
  }
  benchmarks.sort((a, b) => (a.symbolCode < b.symbolCode ? -1 : a.symbolCode > b.symbolCode ? 1 : 0));
  return { benchmarks: new Map(benchmarks.map((b) => [b.symbolCode, b])), riskFree, fx };
}

export function createBacktestData(store: Store, options: { cacheBytes?: number } = {}): BacktestData {
  const lru = new WeightedLru<ProductHistory>(
    options.cacheBytes ?? DEFAULT_CACHE_BYTES,
    (h) => h.tri.days.byteLength + h.tri.values.byteLength + 512,
  );
  let market: { version: string; data: Promise<MarketData> } | undefined;
  return {
    async histories(version, codes) {
      const pending = new Map<string, Promise<ProductHistory>>();
      const missing: string[] = [];
      for (const code of codes) {
        const hit = lru.peek(`${version}\u0000${code}`);
        if (hit) pending.set(code, hit);
        else missing.push(code);
      }
      if (missing.length > 0) {
        const batch = loadHistories(store, missing);
        for (const code of missing) {
          const one = batch.then((m) => m.get(code)!);
          pending.set(code, lru.set(`${version}\u0000${code}`, one));
        }
      }
      const out = new Map<string, ProductHistory>();
      for (const [code, p] of pending) out.set(code, await p);
      return out;
    },
    market(version) {
      if (market?.version !== version) {
        const data = loadMarket(store);
        const entry = { version, data };
        market = entry;
        // a failed read is retried by the next request instead of being served forever
        data.catch(() => {
          if (market === entry) market = undefined;
        });
      }
      return market.data;
    },
  };
}
