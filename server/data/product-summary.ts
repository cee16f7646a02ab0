import { fillJson, JSON_HOLE, type JsonBytes, type JsonText, jsonTemplate } from "../../shared/api/json-text";
import type { ProductSummary } from "../../shared/api/product-summary";
import type { AssetClass, Currency } from "../../shared/domain/product";
import type { ApiLang } from "../../shared/locales";
import { isoDate } from "../analytics/dates";
import { categoryNameIn } from "./category-names";
import type { MetricTable } from "./metric-table";

const num = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? null : x);

/** A product's name in the API language (Chinese names fall back to English when absent). */
export function nameIn(table: MetricTable, row: number, lang: ApiLang): string {
  const t = table.text;
  const name = lang === "zh_TW" ? t.nameZhHant[row] : lang === "zh_CN" ? t.nameZhHans[row] : null;
  return name ?? t.name[row] ?? t.code[row] ?? "";
}

/** The `ProductSummary` (shared/api/product-summary.ts) of metric-table row `row`. */
export function productSummary(table: MetricTable, row: number, lang: ApiLang): ProductSummary {
  const { numeric: n, text: t, flags: f } = table;
  const launch = num(n.launchDay[row]);
  return {
    fundCode: t.code[row]!,
    productType: t.productType[row] === "etf" ? "etf" : "fund",
    fundName: nameIn(table, row, lang),
    isin: t.isin[row] ?? null,
    symbol: t.symbol[row] ?? null,
    currency: t.currency[row] as Currency,
    assetClass: (t.assetClass[row] as AssetClass | null) ?? null,
    category: t.category[row] ?? null,
    categoryName: t.category[row] ? categoryNameIn(t.category[row]!, lang) : null,
    region: t.region[row] ?? null,
    companyId: t.companyId[row] ?? null,
    riskLevel: num(n.riskLevel[row]),
    ratingTier: (t.ratingTier[row] as ProductSummary["ratingTier"]) ?? null,
    starRating: num(n.starRating[row]),
    nav: num(n.nav[row]),
    aumUsd: num(n.aumUsd[row]),
    return1y: num(n.return1y[row]),
    return3y: num(n.return3y[row]),
    sharpe1y: num(n.sharpe1y[row]),
    volatility1y: num(n.volatility1y[row]),
    maxDrawdown1y: num(n.maxDrawdown1y[row]),
    totalExpenseRatio: num(n.totalExpenseRatio[row]),
    dividendFrequency: t.dividendFrequency[row] ?? null,
    launchDate: launch === null ? null : isoDate(launch),
    isDemo: f.isDemo[row] === 1,
  };
}

/**
 * Each row's summary serialized once per metric-table version (a new version is a new table
 * object, so its rows are serialized afresh), with its two localized values — the name and the
 * category's name — left as holes: one template serves every language, and a row costs its
 * figures' serialization (most of a list answer's work) only the first time it is listed.
 */
const summaryTemplates = new WeakMap<MetricTable, (string[] | undefined)[]>();

/** `JSON.stringify(productSummary(table, row, lang))`, from the row's kept template. */
export function productSummaryJson(table: MetricTable, row: number, lang: ApiLang): JsonText<ProductSummary> {
  let templates = summaryTemplates.get(table);
  if (!templates) {
    templates = new Array(table.size);
    summaryTemplates.set(table, templates);
  }
  const category = table.text.category[row];
  let template = templates[row];
  if (!template) {
    const holes = { fundName: JSON_HOLE, categoryName: category ? JSON_HOLE : null };
    template = jsonTemplate({ ...productSummary(table, row, "en"), ...holes });
    templates[row] = template;
  }
  const name = JSON.stringify(nameIn(table, row, lang));
  return fillJson(template, category ? [name, JSON.stringify(categoryNameIn(category, lang))] : [name]);
}

/** The rows' UTF-8 answers, per metric-table version and language, as lists send them. */
const summaryBytes = new WeakMap<MetricTable, Map<ApiLang, (Buffer | undefined)[]>>();

/**
 * `productSummaryJson` as UTF-8 bytes, kept per metric-table version and language: a page is
 * then a copy of kept bytes, not a string to measure and encode again on every request.
 */
export function productSummaryBytes(
  table: MetricTable,
  row: number,
  lang: ApiLang,
): JsonBytes<ProductSummary> {
  let byLang = summaryBytes.get(table);
  if (!byLang) {
    byLang = new Map();
    summaryBytes.set(table, byLang);
  }
  let rows = byLang.get(lang);
  if (!rows) {
    rows = new Array(table.size);
    byLang.set(lang, rows);
  }
  let bytes = rows[row];
  if (!bytes) {
    bytes = Buffer.from(productSummaryJson(table, row, lang));
    rows[row] = bytes;
  }
  return bytes;
}
