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

/** The Chinese names of an imported fund company (companies.csv), blank ones absent. */
export interface CompanyNames {
  name_zh_hant?: string;
  name_zh_hans?: string;
}

export interface ImportUniverse {
  products: Map<string, Product>;
  /** By the company's name, as products.csv gives it in `company`. */
  companies: Map<string, CompanyNames>;
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
    companies: new Map(),
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
 * The currency of benchmark levels when benchmarks.csv does not give one (the column is
 * optional): a stored benchmark keeps the currency it has, a new one is taken to be in USD.
 */
export const DEFAULT_BENCHMARK_CURRENCY: Currency = "USD";
