/**
 * What backtests read from the store, cached per derived data version (the metric table's
 * `version`): each product's total-return index and look-through distribution in a bounded
 * LRU (so a repeated backtest reads nothing from the database), and the calendars and the
 * market series (benchmarks, risk-free rates, FX rates), which are few, as one entry per
 * version: a backtest of products not kept yet costs one round trip (their NAV rows beside
 * their distributions).
 */
import { and, eq, inArray } from "drizzle-orm";
import { type HoldingDistribution, type Series, totalReturnIndex } from "../../analytics";
import type { DistributionSet } from "../../data/batch";
import { seriesOn } from "../../data/derive/inputs";
import {
  navSeriesOf,
  readCalendars,
  readNavHistories,
  type StoredNavHistory,
} from "../../data/load/read-universe";
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
  return totalReturnIndex(navSeriesOf(h));
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

/**
 * Histories of `codes`: their NAV rows and distribution documents side by side (one round trip
 * when the version's calendars are kept already).
 */
async function loadHistories(
  store: Store,
  codes: readonly string[],
  calendars: Promise<Map<string, Int32Array>>,
): Promise<Map<string, ProductHistory>> {
  const calendarDays = await calendars;
  const [navs, docs] = await Promise.all([
    readNavHistories(store.db, codes, calendarDays),
    store.db
      .select({ code: productDocs.code, data: productDocs.data })
      .from(productDocs)
      .where(and(eq(productDocs.kind, "distributions"), inArray(productDocs.code, [...codes]))),
  ]);
  const sets = new Map<string, DistributionSet[]>();
  for (const d of docs) sets.set(d.code, d.data as DistributionSet[]);
  return new Map(
    codes.map((code) => [
      code,
      { code, tri: triOf(navs.get(code)), distribution: distributionOf(sets.get(code)) },
    ]),
  );
}

async function loadMarket(store: Store, calendars: Promise<Map<string, Int32Array>>): Promise<MarketData> {
  const [calendarDays, rows] = await Promise.all([
    calendars,
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
  /** What is read once per version: the calendars (~150 kB on the full universe) and the market. */
  let current:
    | { version: string; calendars: Promise<Map<string, Int32Array>>; market?: Promise<MarketData> }
    | undefined;
  /** A failed read is retried by the next request instead of being served forever. */
  const retried = <T>(entry: NonNullable<typeof current>, p: Promise<T>): Promise<T> => {
    p.catch(() => {
      if (current === entry) current = undefined;
    });
    return p;
  };
  const versionEntry = (version: string) => {
    if (current?.version !== version) {
      const entry: NonNullable<typeof current> = { version, calendars: readCalendars(store.db) };
      current = entry;
      retried(entry, entry.calendars);
    }
    return current;
  };
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
        const batch = loadHistories(store, missing, versionEntry(version).calendars);
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
      const entry = versionEntry(version);
      entry.market ??= retried(entry, loadMarket(store, entry.calendars));
      return entry.market;
    },
  };
}
