import { describe, expect, it } from "vitest";
import type { ProductSummary } from "../../../shared/api/product-summary";
import { type SelectionColumn, selectionColumnIds } from "../../../shared/api/selection";
import { toCsv } from "./export";

const row = (over: Partial<ProductSummary>): ProductSummary => ({
  fundCode: "F1",
  productType: "fund",
  fundName: "Harbour Bond",
  isin: null,
  symbol: null,
  currency: "USD",
  assetClass: "Bond",
  category: null,
  region: null,
  companyId: null,
  riskLevel: 2,
  ratingTier: null,
  starRating: null,
  nav: 10.5,
  aumUsd: 1.5e8,
  return1y: 0.0523,
  return3y: null,
  sharpe1y: null,
  volatility1y: null,
  maxDrawdown1y: null,
  totalExpenseRatio: 0.0075,
  dividendFrequency: null,
  launchDate: "2019-03-01",
  isDemo: true,
  ...over,
});

const headers = Object.fromEntries(
  [...selectionColumnIds, "code", "product"].map((c) => [c, c.toUpperCase()]),
) as {
  code: string;
  product: string;
} & Record<SelectionColumn, string>;

describe("toCsv", () => {
  it("writes a header and one row per product, figures as given", () => {
    const csv = toCsv([row({})], ["aumUsd", "return1y", "launchDate"], headers);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "CODE,PRODUCT,AUMUSD,RETURN1Y,LAUNCHDATE",
      "F1,Harbour Bond,150000000,0.0523,2019-03-01",
      "",
    ]);
  });

  it("quotes commas, quotes and line breaks, leaves missing figures empty, defuses formulas", () => {
    const csv = toCsv(
      [row({ fundName: 'Alpha, "Beta"\nGamma', return3y: null, category: "=HYPERLINK()" })],
      ["return3y", "category"],
      headers,
    );
    expect(csv.slice(1).split("\r\n")[1]).toBe(`F1,"Alpha, ""Beta""\nGamma",,'=HYPERLINK()`);
  });

  it("adds the list figure on a curated list", () => {
    const csv = toCsv([{ ...row({}), listValue: 0.12 }], [], { ...headers, listValue: "LIST" });
    expect(csv.slice(1).split("\r\n")).toEqual(["CODE,PRODUCT,LIST", "F1,Harbour Bond,0.12", ""]);
  });

  it("keeps Chinese names as they are", () => {
    expect(toCsv([row({ fundName: "港灣債券基金" })], [], headers)).toContain("F1,港灣債券基金");
  });
});
