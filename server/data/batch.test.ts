import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../paths";
import {
  describeBatch,
  distributionCsvRowSchema,
  fromDayNumber,
  holdingCsvRowSchema,
  navCsvRowSchema,
  productCsvRowSchema,
  riskFreeCsvRowSchema,
  seriesDay,
  toDayNumber,
  type UniverseBatch,
} from "./batch";

describe("day numbers", () => {
  it.each([
    ["1970-01-01", 0],
    ["2000-02-29", 11_016],
    ["2026-06-30", 20_634],
  ])("%s is day %d", (iso, day) => {
    expect(toDayNumber(iso)).toBe(day);
    expect(fromDayNumber(day)).toBe(iso);
  });
});

describe("CSV row schemas", () => {
  it("read CSV strings: blanks are absent, booleans and numbers are parsed", () => {
    const row = productCsvRowSchema.parse({
      code: "2800",
      productType: "etf",
      name: "Some Tracker",
      name_zh_hant: "",
      currency: "HKD",
      totalExpenseRatio: "0.0008",
      isStrategy: "false",
      sfcAuthorised: "1",
      launchDate: "1999-11-12",
      isin: "US0378331005",
    });
    expect(row).toMatchObject({
      code: "2800",
      totalExpenseRatio: 0.0008,
      isStrategy: false,
      sfcAuthorised: true,
    });
    expect(row.name_zh_hant).toBeUndefined();
    expect(navCsvRowSchema.parse({ code: "X", date: "2026-01-02", nav: "10.5", dividend: "" })).toEqual({
      code: "X",
      date: "2026-01-02",
      nav: 10.5,
      dividend: undefined,
    });
  });

  it.each([
    ["an unknown currency", { code: "X", productType: "fund", name: "n", currency: "XYZ" }, "currency"],
    [
      "a ratio above 1",
      { code: "X", productType: "fund", name: "n", currency: "USD", management: "1.5" },
      "management",
    ],
    [
      "a bad ISIN check shape",
      { code: "X", productType: "fund", name: "n", currency: "USD", isin: "HK12" },
      "isin",
    ],
    [
      "an impossible date",
      { code: "X", productType: "fund", name: "n", currency: "USD", launchDate: "2026-02-30" },
      "launchDate",
    ],
    [
      "a word for a boolean",
      { code: "X", productType: "fund", name: "n", currency: "USD", hedged: "maybe" },
      "hedged",
    ],
  ])("reject %s and name the column", (_what, input, column) => {
    const r = productCsvRowSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual([column]);
  });

  it("accept the public evaluation catalog (a products.csv written by hand)", () => {
    const file = path.resolve(projectRoot, "../shared/eval/catalog.csv");
    if (!existsSync(file)) return; // the shared folder is optional
    const [header, ...rows] = readFileSync(file, "utf8").trim().split("\n");
    const columns = (header ?? "").split(",");
    for (const row of rows) {
      const cells = row.split(",");
      const parsed = productCsvRowSchema.parse(Object.fromEntries(columns.map((c, k) => [c, cells[k]])));
      expect(parsed.code).toBe(cells[0]);
    }
    expect(rows.length).toBeGreaterThan(40);
  });

  it("reject non-positive NAVs, unknown dimensions, weights above 1 and text rates", () => {
    expect(navCsvRowSchema.safeParse({ code: "X", date: "2026-01-02", nav: "0" }).success).toBe(false);
    expect(
      distributionCsvRowSchema.safeParse({
        code: "X",
        asOf: "2026-01-02",
        dimension: "size",
        label: "a",
        weight: "0.1",
      }).success,
    ).toBe(false);
    expect(
      holdingCsvRowSchema.safeParse({ code: "X", asOf: "2026-01-02", name: "a", weight: "1.2" }).success,
    ).toBe(false);
    expect(
      riskFreeCsvRowSchema.safeParse({ currency: "USD", date: "2026-01-02", annualRate: "abc" }).success,
    ).toBe(false);
  });
});

describe("batch helpers", () => {
  const batch: UniverseBatch = {
    source: "import",
    asOf: "2026-01-06",
    calendars: { X: Int32Array.from([20_454, 20_455, 20_459]) },
    products: [
      { code: "A", productType: "fund", name: "A", currency: "USD", isDemo: false, sfcAuthorised: true },
    ],
    companies: [],
    managers: [],
    holdings: [],
    distributions: [],
    documents: [],
    feeChanges: [],
    navs: [
      {
        code: "A",
        calendar: "X",
        startIndex: 1,
        nav: Float64Array.from([10, 10.1]),
        dividendIndex: Int32Array.from([1]),
        dividendAmount: Float64Array.from([0.1]),
      },
    ],
    aum: [],
    sevenDayYields: [],
    benchmarks: [],
    riskFree: [],
    fx: [],
    govYields: [],
    macroAssets: [],
    demoScenarios: [],
  };

  it("maps a series index to its day", () => {
    expect(fromDayNumber(seriesDay(batch, batch.navs[0] as UniverseBatch["navs"][number], 1))).toBe(
      "2026-01-06",
    );
    expect(() => seriesDay(batch, batch.navs[0] as UniverseBatch["navs"][number], 5)).toThrow(RangeError);
  });

  it("counts what a batch holds", () => {
    expect(describeBatch(batch)).toMatchObject({
      products: 1,
      funds: 1,
      sfcAuthorisedFunds: 1,
      etfs: 0,
      navPoints: 2,
      dividends: 1,
    });
  });

  it("counts real NAV and AUM points, not the NaN of days a series has no value on", () => {
    // an import lays every NAV on one calendar of all NAV dates, NaN where a product has none
    const withGaps: UniverseBatch = {
      ...batch,
      navs: [{ ...batch.navs[0]!, startIndex: 0, nav: Float64Array.from([10, Number.NaN, 10.1]) }],
      aum: [{ code: "A", calendar: "X", startIndex: 0, aumUsd: Float64Array.from([Number.NaN, 5e6]) }],
    };
    expect(describeBatch(withGaps)).toMatchObject({ navSeries: 1, navPoints: 2, aumPoints: 1 });
  });
});
