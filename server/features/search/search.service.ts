import { type SuccessEnvelope, success } from "../../../shared/api/envelope-types";
import type { JsonBytes } from "../../../shared/api/json-text";
import type { SearchHit } from "../../../shared/api/search";
import { SEARCH_DEFAULT_LIMIT } from "../../../shared/api/search";
import type { ProductType } from "../../../shared/domain/product";
import type { ApiLang } from "../../../shared/locales";
import { Lru } from "../../data/lru";
import type { MetricTable } from "../../data/metric-table";
import { nameIn } from "../../data/product-summary";
import { buildSearchIndex, type SearchEntry, type SearchIndex } from "./search-index";

/** The metric table's products as index entries (row i of the table is entry i). */
export function entriesOf(table: MetricTable): SearchEntry[] {
  const t = table.text;
  return Array.from({ length: table.size }, (_, row) => ({
    code: t.code[row]!,
    isin: t.isin[row] ?? null,
    symbol: t.symbol[row] ?? null,
    name: t.name[row] ?? t.code[row]!,
    nameZhHant: t.nameZhHant[row] ?? null,
    nameZhHans: t.nameZhHans[row] ?? null,
    productType: t.productType[row] ?? "fund",
    category: t.category[row] ?? null,
    benchmark: t.benchmark[row] ?? null,
    aumUsd: table.numeric.aumUsd[row]!,
  }));
}

/**
 * One index per metric-table version: the source replaces the table object when the derived
 * version changes, so the old index is dropped with the old table.
 */
const indexes = new WeakMap<MetricTable, SearchIndex>();

export function searchIndexFor(table: MetricTable): SearchIndex {
  let index = indexes.get(table);
  if (!index) {
    index = buildSearchIndex(entriesOf(table));
    indexes.set(table, index);
  }
  return index;
}

export interface SearchProductsInput {
  key: string;
  productType?: ProductType;
  lang: ApiLang;
  limit?: number;
  similar?: boolean;
}

/** The /selection/search answer: hits with their names in `lang`, best first. */
export function searchProducts(table: MetricTable, input: SearchProductsInput): SearchHit[] {
  const hits = searchIndexFor(table).search(input.key, {
    productType: input.productType,
    limit: input.limit ?? SEARCH_DEFAULT_LIMIT,
    similar: input.similar ?? false,
  });
  return hits.map((h) => ({
    fundName: nameIn(table, h.row, input.lang),
    fundCode: h.code,
    productType: h.productType === "etf" ? "etf" : "fund",
    matchedOn: h.matchedOn,
    score: h.score,
  }));
}

/** Search answers kept per metric-table version (a few KB each). */
const SEARCH_ANSWERS_KEPT = 2_000;
const answers = new WeakMap<MetricTable, Lru<Buffer>>();

/**
 * The search route's answer, `success(searchProducts(table, input))` as UTF-8 JSON, kept per
 * metric-table version: a search box asks the same keys (and their first letters) again and
 * again, and a Chinese key costs a scan of every name holding its characters. A new data
 * version is a new table, so its answers start afresh; the language is part of the key.
 */
export function searchAnswerBytes(
  table: MetricTable,
  input: SearchProductsInput,
): JsonBytes<SuccessEnvelope<SearchHit[]>> {
  let kept = answers.get(table);
  if (!kept) {
    kept = new Lru(SEARCH_ANSWERS_KEPT);
    answers.set(table, kept);
  }
  const { key, productType, lang, limit, similar } = input;
  return kept.get(JSON.stringify([key, productType ?? null, lang, limit ?? null, similar ?? false]), () =>
    Buffer.from(JSON.stringify(success(searchProducts(table, input)))),
  );
}
