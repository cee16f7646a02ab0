import { describe, expect, it } from "vitest";
import { apiLangs } from "../../shared/locales";
import type { Product } from "./batch";
import type { DerivedProduct } from "./derive/types";
import { buildMetricTable } from "./metric-table";
import { productSummary, productSummaryBytes, productSummaryJson } from "./product-summary";

const product = (code: string, extra: Partial<Product> = {}) =>
  ({
    code,
    productType: "fund",
    name: `Fund ${code} "quoted"`,
    name_zh_hant: `環球基金 ${code}`,
    name_zh_hans: `环球基金 ${code}`,
    currency: "USD",
    assetClass: "Stock",
    category: "Global Equity",
    region: "global",
    isDemo: true,
    ...extra,
  }) as Product;
const derived = (code: string, nav: number | null) =>
  ({
    code,
    nav,
    aumUsd: 1e8,
    riskLevel: 4,
    rank: { ratingTier: "Gold", starRating: 5 },
    periods: { "1Y": { return: 0.1234567890123, categoryAverage: null, quartile: null } },
    risk: { "1Y": { volatility: 0.18, sharpe: 0.7, maxDrawdown: 0.2 } },
  }) as unknown as DerivedProduct;

const tableAt = (computedAt: string, nav: number) =>
  buildMetricTable(
    { asOf: computedAt.slice(0, 10), computedAt },
    [
      product("FP1"),
      product("FP2", { category: undefined, name_zh_hant: undefined, name_zh_hans: undefined }),
      product("FP3", { category: "Own Category" }),
    ],
    [derived("FP1", nav), derived("FP2", null), derived("FP3", 3)],
  );

describe("productSummaryJson", () => {
  const table = tableAt("2026-11-20T01:00:00.000Z", 10.5);

  it.each(apiLangs)("is JSON.stringify(productSummary) of every row in %s", (lang) => {
    for (let row = 0; row < table.size; row++) {
      expect(productSummaryJson(table, row, lang)).toBe(JSON.stringify(productSummary(table, row, lang)));
    }
  });

  it.each(apiLangs)("keeps the UTF-8 of every row in %s apart from the other languages'", (lang) => {
    for (let row = 0; row < table.size; row++) {
      const json = JSON.stringify(productSummary(table, row, lang));
      expect(Buffer.from(productSummaryBytes(table, row, lang)).toString("utf8")).toBe(json);
      expect(Buffer.from(productSummaryBytes(table, row, lang)).toString("utf8")).toBe(json);
    }
  });

  it("answers each language its own names from one kept row", () => {
    const en = JSON.parse(productSummaryJson(table, 0, "en"));
    const hant = JSON.parse(productSummaryJson(table, 0, "zh_TW"));
    const hans = JSON.parse(productSummaryJson(table, 0, "zh_CN"));
    expect([en.fundName, hant.fundName, hans.fundName]).toEqual([
      'Fund FP1 "quoted"',
      "環球基金 FP1",
      "环球基金 FP1",
    ]);
    expect(en.categoryName).toBe("Global Equity");
    expect(hant.categoryName).not.toBe(en.categoryName);
    // asked in English again after Chinese: still English
    expect(JSON.parse(productSummaryJson(table, 0, "en")).fundName).toBe('Fund FP1 "quoted"');
  });

  it("serializes a new data version's rows afresh", () => {
    expect(JSON.parse(productSummaryJson(table, 0, "en")).nav).toBe(10.5);
    expect(JSON.parse(Buffer.from(productSummaryBytes(table, 0, "en")).toString()).nav).toBe(10.5);
    const next = tableAt("2026-11-21T01:00:00.000Z", 11.25);
    expect(JSON.parse(productSummaryJson(next, 0, "en")).nav).toBe(11.25);
    expect(JSON.parse(Buffer.from(productSummaryBytes(next, 0, "en")).toString()).nav).toBe(11.25);
    expect(JSON.parse(productSummaryJson(table, 0, "en")).nav).toBe(10.5);
  });
});
