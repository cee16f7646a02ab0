/**
 * An imported universe as dated points per series, before it is laid out on calendars: the
 * form in which a stored import and new rows are merged (merge.ts), read back (stored.ts) and
 * turned into a `UniverseBatch` (to-batch.ts).
 */
import type { Currency, DistributionSet, DocumentRow, HoldingSet, Manager, Product } from "../batch";

/** Ascending day numbers with the value on each day (no gaps, no NaN). */
export interface PointHistory {
  days: Int32Array;
  values: Float64Array;
}

/** A product's published NAVs in date order; dividends sparse (positions into `days`). */
export interface NavHistory {
  days: Int32Array;
  nav: Float64Array;
  dividendIndex: Int32Array;
  dividendAmount: Float64Array;
}

export interface BenchmarkHistory extends PointHistory {
  name: string;
  currency: Currency;
}

export interface ImportUniverse {
  products: Map<string, Product>;
  navs: Map<string, NavHistory>;
  aum: Map<string, PointHistory>;
  holdings: HoldingSet[];
  distributions: DistributionSet[];
  managers: Manager[];
  documents: DocumentRow[];
  benchmarks: Map<string, BenchmarkHistory>;
  riskFree: Map<Currency, PointHistory>;
}

export function emptyUniverse(): ImportUniverse {
  return {
    products: new Map(),
    navs: new Map(),
    aum: new Map(),
    holdings: [],
    distributions: [],
    managers: [],
    documents: [],
    benchmarks: new Map(),
    riskFree: new Map(),
  };
}

/**
 * Calendar ids of an imported universe. All NAVs share one calendar (the union of their
 * dates, NaN where a product has none) and so do all AUM series; each market series has its
 * own calendar, its exact dates, so benchmark and rate series carry no NaN.
 */
export const NAV_CALENDAR = "import:nav";
export const AUM_CALENDAR = "import:aum";
export const benchmarkCalendar = (symbolCode: string) => `benchmark:${symbolCode}`;
export const riskFreeCalendar = (currency: Currency) => `riskFree:${currency}`;

/**
 * The import format has no currency column for benchmarks (API.md), so imported benchmark
 * levels are taken to be in USD; a stored benchmark keeps the currency it has.
 */
export const DEFAULT_BENCHMARK_CURRENCY: Currency = "USD";
