import { describe, expect, it } from "vitest";
import type { Product } from "./batch";
import type { DerivedProduct } from "./derive/types";
import { buildMetricTable, decodeMetricTable, encodeMetricTable } from "./metric-table";

const product = (code: string, extra: Partial<Product> = {}) =>
  ({
    code,
    productType: "fund",
    name: `Fund ${code}`,
    name_zh_hant: `基金 ${code}`,
    name_zh_hans: `基金 ${code}`,
    currency: "USD",
    assetClass: "equity",
    category: "us_equity",
    region: "us",
    isDemo: true,
    ...extra,
  }) as Product;
const derived = (code: string, extra: Partial<DerivedProduct> = {}) =>
  ({
    code,
    nav: 10.5,
    aumUsd: 1e8,
    riskLevel: 4,
    rank: { ratingTier: "A", starRating: 5 },
    periods: { "1Y": { return: 0.12, categoryAverage: null, quartile: null } },
    risk: { "1Y": { volatility: 0.18, sharpe: 0.7, maxDrawdown: -0.2 } },
    ...extra,
  }) as unknown as DerivedProduct;

const meta = { asOf: "2026-11-20", computedAt: "2026-11-21T01:02:03.000Z" };

describe("metric table", () => {
  const table = buildMetricTable(
    meta,
    [
      product("FP2", { totalExpenseRatio: 0.004, launchDate: "2010-01-04", sfcAuthorised: true }),
      product("FP1", { isin: "LU0000000001" }),
      product("FP3"), // no derived figures: not in the table
    ],
    [derived("FP1", { nav: null, rank: null }), derived("FP2")],
  );

  it("holds the products with derived figures in code order, absent figures as NaN/null/0", () => {
    expect(table.size).toBe(2);
    expect(table.text.code).toEqual(["FP1", "FP2"]);
    expect(table.rowOf.get("FP2")).toBe(1);
    expect(table.numeric.nav[0]).toBeNaN();
    expect(table.numeric.nav[1]).toBe(10.5);
    expect(table.numeric.totalExpenseRatio[1]).toBe(0.004);
    expect(table.numeric.launchDay[1]).toBe(Date.UTC(2010, 0, 4) / 86_400_000);
    expect(table.numeric.starRating[0]).toBeNaN();
    expect(table.numeric.return3y[1]).toBeNaN();
    expect(table.numeric.volatility1y[1]).toBe(0.18);
    expect(table.text.ratingTier).toEqual([null, "A"]);
    expect(table.text.isin).toEqual(["LU0000000001", null]);
    expect(Array.from(table.flags.sfcAuthorised)).toEqual([0, 1]);
    expect(table.version).toBe(meta.computedAt);
  });

  it("comes back the same from its stored form, also from an unaligned buffer", () => {
    const bytes = encodeMetricTable(table);
    const unaligned = new Uint8Array(bytes.length + 3);
    unaligned.set(bytes, 3);
    for (const stored of [bytes, unaligned.subarray(3)]) {
      const back = decodeMetricTable(stored);
      expect(back).not.toBeNull();
      expect(back!.asOf).toBe(table.asOf);
      expect(back!.version).toBe(table.version);
      expect(back!.text).toEqual(table.text);
      for (const k of Object.keys(table.numeric) as Array<keyof typeof table.numeric>)
        expect(Array.from(back!.numeric[k])).toEqual(Array.from(table.numeric[k]));
      expect(Array.from(back!.flags.sfcAuthorised)).toEqual([0, 1]);
      expect(back!.rowOf.get("FP1")).toBe(0);
    }
  });

  it("reads a table stored with other columns as missing (derive again)", () => {
    const bytes = encodeMetricTable(table);
    const headerLength = new DataView(bytes.buffer).getUint32(0, true);
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headerLength)));
    header.numeric = header.numeric.slice(1);
    const changed = new TextEncoder().encode(JSON.stringify(header));
    const out = new Uint8Array(4 + changed.length);
    new DataView(out.buffer).setUint32(0, changed.length, true);
    out.set(changed, 4);
    expect(decodeMetricTable(out)).toBeNull();
  });
});
