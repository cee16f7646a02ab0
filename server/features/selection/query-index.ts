/**
 * Per-table indexes of the selection engine, built once per metric table (i.e. per derived
 * version) and cached on the table object: row bitsets of each product type's eligible rows
 * (strategy ETFs never appear: they are excluded from screening), of each value of the
 * set-filtered columns, of each flag, risk level, star rating and AUM bucket; the lower-cased
 * keyword haystacks; and the sort orders with each row's position in them, made on first use.
 */
import {
  type AumBucket,
  aumBucketBoundsUsd,
  aumBuckets,
  type FundSortType,
} from "../../../shared/api/selection";
import type { ProductType } from "../../../shared/domain/product";
import type { ApiLang } from "../../../shared/locales";
import type { FlagColumn, MetricTable, NumericColumn, TextColumn } from "../../data/metric-table";
import { nameIn } from "../../data/product-summary";
import { type Bits, bitsOf } from "./bits";

/** Text columns a filter matches against a set of values. */
export const DICT_COLUMNS = [
  "assetClass",
  "category",
  "region",
  "currency",
  "companyId",
  "ratingTier",
  "dividendFrequency",
  "domicile",
  "averageCreditRating",
] as const satisfies readonly TextColumn[];
export type DictColumn = (typeof DICT_COLUMNS)[number];

export const FLAG_FILTERS = [
  "sfcAuthorised",
  "masRecognised",
  "cpfisEligible",
  "srsEligible",
  "hedged",
  "distributing",
] as const satisfies readonly FlagColumn[];
export type FlagFilter = (typeof FLAG_FILTERS)[number];

export interface Dictionary {
  /** Id of each value. */
  ids: Map<string, number>;
  /** Rows holding each value, by id. */
  bits: Bits[];
}

export interface SortOrder {
  /** The eligible rows of a type in sort order (nulls last, ties by code). */
  rows: Int32Array;
  /** Position of each table row in `rows` (−1: not eligible). */
  position: Int32Array;
}

export interface QueryIndex {
  table: MetricTable;
  /** Eligible (non-strategy) rows of each type. */
  base: Record<ProductType, Bits>;
  dict: Record<DictColumn, Dictionary>;
  /** Rows with risk level / star rating k, at index k (1..5). */
  riskLevel: Bits[];
  starRating: Bits[];
  flag: Record<FlagFilter, Bits>;
  aumBucket: Record<AumBucket, Bits>;
  /** Code, symbol, ISIN and the three names of a row, lower-cased, NUL-separated. */
  haystack: string[];
  /** Cached per type, sort and (for name_asc) language. */
  order(type: ProductType, sort: FundSortType, lang: ApiLang): SortOrder;
}

/** The column and direction of each numeric sort (name_asc is by the localized name). */
const SORT_COLUMNS: Record<Exclude<FundSortType, "name_asc">, [NumericColumn, 1 | -1]> = {
  aum_desc: ["aumUsd", -1],
  aum_asc: ["aumUsd", 1],
  return_7d_desc: ["return7d", -1],
  return_7d_asc: ["return7d", 1],
  return_ytd_desc: ["returnYtd", -1],
  return_ytd_asc: ["returnYtd", 1],
  return_1m_desc: ["return1m", -1],
  return_1m_asc: ["return1m", 1],
  return_3m_desc: ["return3m", -1],
  return_3m_asc: ["return3m", 1],
  return_6m_desc: ["return6m", -1],
  return_6m_asc: ["return6m", 1],
  return_1y_desc: ["return1y", -1],
  return_1y_asc: ["return1y", 1],
  return_3y_desc: ["return3y", -1],
  return_3y_asc: ["return3y", 1],
  return_5y_desc: ["return5y", -1],
  return_5y_asc: ["return5y", 1],
  sharpe_1y_desc: ["sharpe1y", -1],
  volatility_1y_asc: ["volatility1y", 1],
  max_drawdown_1y_asc: ["maxDrawdown1y", 1],
  fee_asc: ["totalExpenseRatio", 1],
  launch_date_asc: ["launchDay", 1],
};

const COLLATOR_LOCALE: Record<ApiLang, string> = { en: "en", zh_CN: "zh-Hans", zh_TW: "zh-Hant" };

function dictionary(values: ReadonlyArray<string | null>): Dictionary {
  const rowsById: number[][] = [];
  const ids = new Map<string, number>();
  values.forEach((v, row) => {
    if (v === null) return;
    let id = ids.get(v);
    if (id === undefined) {
      id = ids.size;
      ids.set(v, id);
      rowsById.push([]);
    }
    rowsById[id]!.push(row);
  });
  return { ids, bits: rowsById.map((rows) => bitsOf(values.length, rows)) };
}

/** Bitsets of the rows holding each integer 1..5 of `col`. */
function levels(col: Float64Array): Bits[] {
  return [0, 1, 2, 3, 4, 5].map((k) =>
    bitsOf(
      col.length,
      rowsWhere(col.length, (r) => col[r] === k),
    ),
  );
}

function rowsWhere(size: number, keep: (row: number) => boolean): number[] {
  const out: number[] = [];
  for (let r = 0; r < size; r++) if (keep(r)) out.push(r);
  return out;
}

function buildIndex(table: MetricTable): QueryIndex {
  const { text: t, flags: f, numeric: n, size } = table;
  // plain code-point order, the same on every database collation
  const codeRank = new Int32Array(size);
  Array.from({ length: size }, (_, i) => i)
    .sort((a, b) => (t.code[a]! < t.code[b]! ? -1 : t.code[a]! > t.code[b]! ? 1 : 0))
    .forEach((row, rank) => {
      codeRank[row] = rank;
    });
  const eligible = (type: ProductType) =>
    Int32Array.from(rowsWhere(size, (i) => t.productType[i] === type && f.isStrategy[i] === 0)).sort(
      (a, b) => codeRank[a]! - codeRank[b]!,
    );
  const rows = { fund: eligible("fund"), etf: eligible("etf") };
  const aum = n.aumUsd;
  const haystack = Array.from({ length: size }, (_, i) =>
    [t.code[i], t.symbol[i], t.isin[i], t.name[i], t.nameZhHant[i], t.nameZhHans[i]]
      .filter((s) => s !== null)
      .join("\u0000")
      .toLowerCase(),
  );

  const orders = new Map<string, SortOrder>();
  const sortRows = (type: ProductType, sort: FundSortType, lang: ApiLang): Int32Array => {
    const out = rows[type].slice();
    if (sort === "name_asc") {
      const collator = new Intl.Collator(COLLATOR_LOCALE[lang]);
      const names = new Map<number, string>();
      for (const r of out) names.set(r, nameIn(table, r, lang));
      return out.sort(
        (a, b) => collator.compare(names.get(a)!, names.get(b)!) || codeRank[a]! - codeRank[b]!,
      );
    }
    const [column, direction] = SORT_COLUMNS[sort];
    const v = n[column];
    return out.sort((a, b) => {
      const x = v[a]!;
      const y = v[b]!;
      const xNull = Number.isNaN(x);
      const yNull = Number.isNaN(y);
      if (xNull || yNull) return xNull === yNull ? codeRank[a]! - codeRank[b]! : xNull ? 1 : -1;
      return (x - y) * direction || codeRank[a]! - codeRank[b]!;
    });
  };

  return {
    table,
    base: { fund: bitsOf(size, rows.fund), etf: bitsOf(size, rows.etf) },
    dict: Object.fromEntries(DICT_COLUMNS.map((c) => [c, dictionary(t[c])])) as QueryIndex["dict"],
    riskLevel: levels(n.riskLevel),
    starRating: levels(n.starRating),
    flag: Object.fromEntries(
      FLAG_FILTERS.map((k) => [
        k,
        bitsOf(
          size,
          rowsWhere(size, (r) => f[k][r] === 1),
        ),
      ]),
    ) as QueryIndex["flag"],
    aumBucket: Object.fromEntries(
      aumBuckets.map((b) => {
        const [lo, hi] = aumBucketBoundsUsd[b];
        return [
          b,
          bitsOf(
            size,
            rowsWhere(size, (r) => aum[r]! >= lo && aum[r]! < hi),
          ),
        ];
      }),
    ) as QueryIndex["aumBucket"],
    haystack,
    order(type, sort, lang) {
      const key = `${type}:${sort}:${sort === "name_asc" ? lang : ""}`;
      let order = orders.get(key);
      if (!order) {
        const sorted = sortRows(type, sort, lang);
        const position = new Int32Array(size).fill(-1);
        sorted.forEach((r, i) => {
          position[r] = i;
        });
        order = { rows: sorted, position };
        orders.set(key, order);
      }
      return order;
    },
  };
}

const cache = new WeakMap<MetricTable, QueryIndex>();

/** The index of `table`, built on first use and kept as long as the table is. */
export function queryIndex(table: MetricTable): QueryIndex {
  let index = cache.get(table);
  if (!index) {
    index = buildIndex(table);
    cache.set(table, index);
  }
  return index;
}
