/**
 * The selection query engine: pure functions over the metric table's columns and the indexes
 * of query-index.ts. The set, flag, level and AUM-bucket filters are word-wise AND/OR of
 * precomputed row bitsets; the range filters and the keyword then scan only the rows that are
 * left, compacting them in place. The page comes from the cached sort order: walked until the
 * page is full when many rows pass, or the survivors sorted by their position in it when few do.
 * A product without the figure a filter needs fails that filter (NaN compares false).
 */
import type { FundSortType, SelectionCriteria } from "../../../shared/api/selection";
import type { ProductType } from "../../../shared/domain/product";
import type { ApiLang } from "../../../shared/locales";
import { toDayNumber } from "../../data/batch";
import type { NumericColumn } from "../../data/metric-table";
import { and, andNot, type Bits, bitsOf, has, or, rowsOf } from "./bits";
import { type DictColumn, FLAG_FILTERS, type QueryIndex } from "./query-index";

export interface SelectionQuery {
  productType: ProductType;
  /** Every criteria set must pass (the request's filters, an axis preset). */
  criteria: readonly SelectionCriteria[];
  /** Absent: the order of `within`, which must then be given. */
  sort?: FundSortType;
  lang: ApiLang;
  page: number;
  pageSize: number;
  /** Only these rows (a curated list's members, best first). */
  within?: Int32Array;
}

export interface SelectionResult {
  total: number;
  /** Table rows of the page, in order. */
  rows: number[];
}

/** Set filters on text columns. */
const SET_FILTERS = {
  assetClasses: "assetClass",
  categories: "category",
  regions: "region",
  currencies: "currency",
  companyIds: "companyId",
  ratingTiers: "ratingTier",
  dividendFrequencies: "dividendFrequency",
  domiciles: "domicile",
  creditRatings: "averageCreditRating",
} as const satisfies Partial<Record<keyof SelectionCriteria, DictColumn>>;

/** Free-text vocabularies checked against the values the universe holds (unknown: 400). */
export const VOCABULARY_FILTERS = ["categories", "companyIds", "domiciles"] as const;

/** `[criterion, column, lower bound?]`: min filters keep `col ≥ x`, max filters `col ≤ x`. */
const RANGE_FILTERS = [
  ["minReturn1y", "return1y", true],
  ["minSharpe1y", "sharpe1y", true],
  ["minSevenDayYield", "sevenDayYield", true],
  ["maxVolatility1y", "volatility1y", false],
  ["maxDrawdown1y", "maxDrawdown1y", false],
  ["maxTotalExpenseRatio", "totalExpenseRatio", false],
  ["maxEffectiveDuration", "effectiveDuration", false],
] as const satisfies ReadonlyArray<readonly [keyof SelectionCriteria, NumericColumn, boolean]>;

/** The first value of a vocabulary filter the universe does not hold, as a field path. */
export function unknownValue(
  index: QueryIndex,
  criteria: SelectionCriteria,
): { field: string; value: string } | null {
  for (const key of VOCABULARY_FILTERS) {
    const ids = index.dict[SET_FILTERS[key]].ids;
    const values = criteria[key] ?? [];
    const i = values.findIndex((v) => !ids.has(v));
    if (i >= 0) return { field: `${key}.${i}`, value: values[i]! };
  }
  return null;
}

/** `into &= (union of the bitsets of values)`; an empty list is no filter. */
function andAnyOf(into: Bits, sets: ReadonlyArray<Bits | undefined>): void {
  if (sets.length === 0) return;
  const union = new Uint32Array(into.length);
  for (const s of sets) if (s) or(union, s);
  and(into, union);
}

/** The bitset filters of `criteria`, applied to `acc`. */
function applyBitFilters(index: QueryIndex, acc: Bits, c: SelectionCriteria): void {
  for (const key of FLAG_FILTERS) {
    const want = c[key];
    if (want === true) and(acc, index.flag[key]);
    else if (want === false) andNot(acc, index.flag[key]);
  }
  for (const [key, column] of Object.entries(SET_FILTERS) as [keyof typeof SET_FILTERS, DictColumn][]) {
    const dict = index.dict[column];
    andAnyOf(
      acc,
      (c[key] ?? []).map((v) => {
        const id = dict.ids.get(v);
        // a value no product holds matches nothing (known-value checks happen in the service)
        return id === undefined ? new Uint32Array(acc.length) : dict.bits[id];
      }),
    );
  }
  andAnyOf(
    acc,
    (c.riskLevels ?? []).map((k) => index.riskLevel[k]),
  );
  andAnyOf(
    acc,
    (c.starRatings ?? []).map((k) => index.starRating[k]),
  );
  andAnyOf(
    acc,
    (c.aumBuckets ?? []).map((b) => index.aumBucket[b]),
  );
}

/** Keeps `rows[0..count)` passing the range filters and the keyword; returns the new count. */
function applyScanFilters(index: QueryIndex, rows: Int32Array, count: number, c: SelectionCriteria): number {
  const { numeric } = index.table;
  for (const [key, column, isMin] of RANGE_FILTERS) {
    const bound = c[key];
    if (bound === undefined) continue;
    const col = numeric[column];
    const lo = isMin ? bound : Number.NEGATIVE_INFINITY;
    const hi = isMin ? Number.POSITIVE_INFINITY : bound;
    count = keepBetween(rows, count, col, lo, hi);
  }
  if (c.launchedBefore !== undefined) {
    // strictly before: the last day allowed is the day before
    const day = toDayNumber(c.launchedBefore) - 1;
    count = keepBetween(rows, count, numeric.launchDay, Number.NEGATIVE_INFINITY, day);
  }
  const keyword = c.keyword?.trim().toLowerCase();
  if (keyword) {
    const hay = index.haystack;
    let k = 0;
    for (let i = 0; i < count; i++) {
      const r = rows[i]!;
      if (hay[r]!.includes(keyword)) rows[k++] = r;
    }
    count = k;
  }
  return count;
}

/** Keeps the rows with `lo ≤ col ≤ hi` (a missing figure, NaN, never passes). */
function keepBetween(rows: Int32Array, count: number, col: Float64Array, lo: number, hi: number): number {
  let k = 0;
  for (let i = 0; i < count; i++) {
    const r = rows[i]!;
    const v = col[r]!;
    if (v >= lo && v <= hi) rows[k++] = r;
  }
  return k;
}

/** Runs a query on `index` (pure: same table and query, same answer). */
export function runSelection(index: QueryIndex, q: SelectionQuery): SelectionResult {
  const size = index.table.size;
  // only rows of this type, never a strategy product, even among a list's members
  const acc = index.base[q.productType].slice();
  if (q.within) and(acc, bitsOf(size, q.within));
  for (const c of q.criteria) applyBitFilters(index, acc, c);
  const live = rowsOf(acc);
  let total = live.length;
  for (const c of q.criteria) total = applyScanFilters(index, live, total, c);

  const from = (q.page - 1) * q.pageSize;
  if (from >= total) return { total, rows: [] };
  const want = Math.min(q.pageSize, total - from);
  const passed = total === live.length ? acc : bitsOf(size, live.subarray(0, total));
  if (!q.sort) {
    const page: number[] = [];
    const order = q.within ?? live;
    let seen = 0;
    for (let i = 0; i < order.length && page.length < want; i++) {
      const r = order[i]!;
      if (!has(passed, r)) continue;
      if (seen++ >= from) page.push(r);
    }
    return { total, rows: page };
  }
  const order = index.order(q.productType, q.sort, q.lang);
  // few survivors: sort them by position; many: walk the order until the page is full
  if (total * 8 < order.rows.length) {
    const position = order.position;
    const sorted = live.subarray(0, total).sort((a, b) => position[a]! - position[b]!);
    return { total, rows: Array.from(sorted.subarray(from, from + want)) };
  }
  const page: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.rows.length && page.length < want; i++) {
    const r = order.rows[i]!;
    if (!has(passed, r)) continue;
    if (seen++ >= from) page.push(r);
  }
  return { total, rows: page };
}
