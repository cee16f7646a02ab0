/**
 * mergeImport's rules for companies.csv and the optional currency of benchmarks.csv, on rows
 * as readImportDir leaves them (parsed by the row schemas), against an empty or a stored universe.
 */
import { describe, expect, it } from "vitest";
import {
  benchmarkCsvRowSchema,
  companyCsvRowSchema,
  type Product,
  productCsvRowSchema,
  toDayNumber,
} from "../batch";
import { formatIssue, IssueList } from "./issues";
import { mergeImport } from "./merge";
import { type ImportUniverse, NAV_CALENDAR } from "./model";
import { NavRows } from "./nav-rows";
import type { ImportRows } from "./read-dir";

type Cells = Record<string, string>;

/** Rows of products.csv (with a NAV each), companies.csv and benchmarks.csv, from CSV cells. */
function rowsOf(input: { products?: Cells[]; companies?: Cells[]; benchmarks?: Cells[] }): ImportRows {
  const navs = new NavRows();
  const products = (input.products ?? []).map((cells, i) => {
    const row = productCsvRowSchema.parse(cells);
    navs.push({ code: row.code, day: toDayNumber("2024-01-02"), nav: 1, dividend: 0, line: i + 2 });
    return { ...row, line: i + 2 };
  });
  return {
    products,
    companies: (input.companies ?? []).map((c, i) => ({ ...companyCsvRowSchema.parse(c), line: i + 2 })),
    navs,
    aum: [],
    holdings: [],
    distributions: [],
    managers: [],
    documents: [],
    benchmarks: (input.benchmarks ?? []).map((c, i) => ({ ...benchmarkCsvRowSchema.parse(c), line: i + 2 })),
    riskfree: [],
    present: new Set(),
  };
}

const fund = (code: string, company = "") => ({
  code,
  productType: "fund",
  name: code,
  currency: "USD",
  company,
});
const hsi = (date: string, currency = "") => ({
  symbolCode: "HSI",
  name: "Hang Seng Index",
  currency,
  date,
  level: "100",
});

function merge(stored: ImportUniverse | null, rows: ImportRows) {
  const issues = new IssueList();
  const result = mergeImport({ stored, rows, issues });
  return { ...result, errors: issues.items.map(formatIssue) };
}

describe("mergeImport: companies.csv", () => {
  const first = merge(
    null,
    rowsOf({
      products: [fund("A", "Harbour Investments"), fund("B", "Lion City")],
      companies: [
        { name: "Harbour Investments", name_zh_hant: "港灣投資", name_zh_hans: "港湾投资" },
        { name: "Lion City", name_zh_hant: "獅城", name_zh_hans: "" },
      ],
    }),
  );

  it("keeps the Chinese names of the companies products name, blank ones absent", () => {
    expect(first.errors).toEqual([]);
    expect(first.added.companies).toBe(2);
    expect([...first.universe.companies]).toEqual([
      ["Harbour Investments", { name_zh_hant: "港灣投資", name_zh_hans: "港湾投资" }],
      ["Lion City", { name_zh_hant: "獅城" }],
    ]);
  });

  it("knows the companies of stored products; the same names again add nothing", () => {
    const again = merge(
      first.universe,
      rowsOf({ companies: [{ name: "Lion City", name_zh_hant: "獅城", name_zh_hans: "" }] }),
    );
    expect(again.errors).toEqual([]);
    expect(again.added.companies).toBe(0);
  });

  it("rejects a company no product has, a repeated one and a changed stored name", () => {
    const { errors } = merge(
      first.universe,
      rowsOf({
        companies: [
          { name: "Harbour Investments", name_zh_hant: "海港投資", name_zh_hans: "港湾投资" },
          { name: "Nobody Capital", name_zh_hant: "", name_zh_hans: "" },
          { name: "Harbour Investments", name_zh_hant: "", name_zh_hans: "" },
        ],
      }),
    );
    expect(errors).toEqual([
      'companies.csv row 2, column name_zh_hant: conflicts with the stored value "港灣投資" of "Harbour Investments" ("海港投資" in the file)',
      'companies.csv row 3, column name: unknown company "Nobody Capital": no product in products.csv nor imported before has it as its company',
      'companies.csv row 4, column name: duplicate of row 2 (company "Harbour Investments")',
    ]);
  });

  it("old files without companies.csv stay valid: products name companies by name only", () => {
    const plain = merge(null, rowsOf({ products: [fund("A", "Harbour Investments")] }));
    expect(plain.errors).toEqual([]);
    expect(plain.universe.companies.size).toBe(0);
    expect(plain.universe.products.get("A")).toMatchObject({
      company: "Harbour Investments",
      calendar: NAV_CALENDAR,
    } satisfies Partial<Product>);
  });
});

describe("mergeImport: the currency of benchmarks.csv", () => {
  it("is USD when no row states one", () => {
    const { universe, errors } = merge(null, rowsOf({ benchmarks: [hsi("2024-01-02")] }));
    expect(errors).toEqual([]);
    expect(universe.benchmarks.get("HSI")?.currency).toBe("USD");
  });

  it("is the one the rows state (blank rows state none); a stored benchmark keeps its own", () => {
    const first = merge(null, rowsOf({ benchmarks: [hsi("2024-01-02", "HKD"), hsi("2024-01-03")] }));
    expect(first.errors).toEqual([]);
    expect(first.universe.benchmarks.get("HSI")?.currency).toBe("HKD");
    // appended by a file without the column
    const appended = merge(first.universe, rowsOf({ benchmarks: [hsi("2024-01-04")] }));
    expect(appended.errors).toEqual([]);
    expect(appended.added.benchmarkPoints).toBe(1);
    expect(appended.universe.benchmarks.get("HSI")?.currency).toBe("HKD");
  });

  it("rejects two currencies for one benchmark, and one that is not the stored one", () => {
    const two = merge(null, rowsOf({ benchmarks: [hsi("2024-01-02", "HKD"), hsi("2024-01-03", "USD")] }));
    expect(two.errors).toEqual([
      "benchmarks.csv row 3, column currency: HSI is in HKD on row 2; one benchmark has one currency",
    ]);
    const stored = merge(null, rowsOf({ benchmarks: [hsi("2024-01-02")] })).universe;
    expect(merge(stored, rowsOf({ benchmarks: [hsi("2024-01-03", "HKD")] })).errors).toEqual([
      "benchmarks.csv row 2, column currency: conflicts with the stored currency USD of HSI",
    ]);
  });

  it("rejects a currency outside the list", () => {
    expect(benchmarkCsvRowSchema.safeParse(hsi("2024-01-02", "XYZ")).success).toBe(false);
  });
});
