import { describe, expect, it } from "vitest";
import { fromDayNumber, type Product, toDayNumber } from "../batch";
import { formatIssue, IssueList } from "./issues";
import { emptyUniverse, NAV_CALENDAR } from "./model";
import { NavRows } from "./nav-rows";
import { groupPoints, mergeNav, mergePoints } from "./points";
import { toBatch, UnionCalendar } from "./to-batch";

const d = (iso: string) => toDayNumber(iso);
const days = (...isos: string[]) => Int32Array.from(isos, d);
const f64 = (...v: number[]) => Float64Array.from(v);
const i32 = (...v: number[]) => Int32Array.from(v);
const errors = (issues: IssueList) => issues.items.map(formatIssue);

describe("NavRows.groupByProduct", () => {
  it("groups per product in date order, keeps lines and drops a repeated date", () => {
    const rows = new NavRows();
    const push = (code: string, date: string, nav: number, line: number, dividend = 0) =>
      rows.push({ code, day: d(date), nav, dividend, line });
    push("B", "2024-01-03", 2.1, 2);
    push("A", "2024-01-03", 1.1, 3);
    push("B", "2024-01-02", 2.0, 4, 0.05);
    push("A", "2024-01-02", 1.0, 5);
    push("A", "2024-01-03", 1.2, 6);
    for (let i = 0; i < 3000; i++) push("C", fromDayNumber(d("2000-01-01") + i), 1 + i, 7 + i); // grows the arrays
    const issues = new IssueList();
    const groups = rows.groupByProduct("navs.csv", issues);
    expect([...groups.keys()]).toEqual(["B", "A", "C"]);
    expect(groups.get("A")).toEqual({
      days: days("2024-01-02", "2024-01-03"),
      nav: f64(1.0, 1.1),
      dividend: f64(0, 0),
      lines: i32(5, 3),
    });
    expect(groups.get("B")!.dividend).toEqual(f64(0.05, 0));
    expect(groups.get("C")!.nav.length).toBe(3000);
    expect(errors(issues)).toEqual(["navs.csv row 6, column date: duplicate of row 3 (A on the same date)"]);
  });
});

describe("groupPoints", () => {
  it("sorts by date and reports a second row for the same key and date", () => {
    const issues = new IssueList();
    const groups = groupPoints({
      rows: [
        { currency: "USD", date: "2024-01-03", rate: 0.05, line: 2 },
        { currency: "USD", date: "2024-01-02", rate: 0.04, line: 3 },
        { currency: "USD", date: "2024-01-03", rate: 0.06, line: 4 },
      ],
      key: (r) => r.currency,
      date: (r) => r.date,
      value: (r) => r.rate,
      file: "riskfree.csv",
      dateColumn: "date",
      issues,
    });
    expect(groups.get("USD")).toEqual({
      days: days("2024-01-02", "2024-01-03"),
      values: f64(0.04, 0.05),
      lines: i32(3, 2),
    });
    expect(errors(issues)).toEqual([
      "riskfree.csv row 4, column date: duplicate of row 2 (USD on the same date)",
    ]);
  });
});

describe("mergePoints", () => {
  const stored = { days: days("2024-01-02", "2024-01-04"), values: f64(10, 11) };
  const merge = (rows: { days: Int32Array; values: Float64Array; lines: Int32Array }) => {
    const issues = new IssueList();
    const result = mergePoints({ stored, rows, label: "X", file: "aum.csv", column: "aumUsd", issues });
    return { ...result, errors: errors(issues) };
  };

  it("returns the stored history itself when every row is already stored", () => {
    const result = merge({ days: days("2024-01-04"), values: f64(11), lines: i32(2) });
    expect(result.added).toBe(0);
    expect(result.history).toBe(stored);
    expect(result.errors).toEqual([]);
  });

  it("appends and inserts new dates", () => {
    const result = merge({
      days: days("2024-01-03", "2024-01-04", "2024-01-05"),
      values: f64(10.5, 11, 12),
      lines: i32(2, 3, 4),
    });
    expect(result.added).toBe(2);
    expect(result.history).toEqual({
      days: days("2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05"),
      values: f64(10, 10.5, 11, 12),
    });
  });

  it("names the row whose value differs from the stored one", () => {
    const result = merge({ days: days("2024-01-02"), values: f64(10.01), lines: i32(7) });
    expect(result.errors).toEqual([
      "aum.csv row 7, column aumUsd: conflicts with the stored value 10 of X on 2024-01-02 (10.01 in the file)",
    ]);
  });
});

describe("mergeNav", () => {
  const stored = {
    days: days("2024-01-02", "2024-01-03"),
    nav: f64(10, 9.9),
    dividendIndex: i32(1),
    dividendAmount: f64(0.1),
  };
  const rows = (nav: number[], dividend: number[], ...isos: string[]) => ({
    days: days(...isos),
    nav: f64(...nav),
    dividend: f64(...dividend),
    lines: Int32Array.from(isos, (_, i) => 10 + i),
  });

  it("without a stored history keeps the rows, dividends made sparse", () => {
    const issues = new IssueList();
    const { history, added } = mergeNav({
      stored: undefined,
      rows: rows([1, 2, 3], [0, 0.2, 0], "2024-01-02", "2024-01-03", "2024-01-04"),
      code: "A",
      file: "navs.csv",
      issues,
    });
    expect(added).toBe(3);
    expect(history.dividendIndex).toEqual(i32(1));
    expect(history.dividendAmount).toEqual(f64(0.2));
  });

  it("appends after the stored history and keeps the stored dividends in place", () => {
    const issues = new IssueList();
    const { history, added } = mergeNav({
      stored,
      rows: rows([9.9, 10.2], [0.1, 0.3], "2024-01-03", "2024-01-04"),
      code: "A",
      file: "navs.csv",
      issues,
    });
    expect(errors(issues)).toEqual([]);
    expect(added).toBe(1);
    expect(history).toEqual({
      days: days("2024-01-02", "2024-01-03", "2024-01-04"),
      nav: f64(10, 9.9, 10.2),
      dividendIndex: i32(1, 2),
      dividendAmount: f64(0.1, 0.3),
    });
  });

  it("is a no-op for the stored rows and rejects a changed NAV or dividend", () => {
    const issues = new IssueList();
    expect(
      mergeNav({
        stored,
        rows: rows([10, 9.9], [0, 0.1], "2024-01-02", "2024-01-03"),
        code: "A",
        file: "navs.csv",
        issues,
      }).history,
    ).toBe(stored);
    mergeNav({
      stored,
      rows: rows([10.5, 9.9], [0, 0], "2024-01-02", "2024-01-03"),
      code: "A",
      file: "navs.csv",
      issues,
    });
    expect(errors(issues)).toEqual([
      "navs.csv row 10, column nav: conflicts with the stored NAV 10 of A on 2024-01-02 (10.5 in the file)",
      "navs.csv row 11, column dividend: conflicts with the stored dividend 0.1 of A on 2024-01-03 (0 in the file)",
    ]);
  });
});

describe("UnionCalendar", () => {
  it("is the sorted union; layout puts NaN on the days a series lacks", () => {
    const cal = new UnionCalendar([
      days("2024-01-03", "2024-01-05"),
      days("2024-01-02", "2024-01-05", "2024-01-08"),
    ]);
    expect(cal.days).toEqual(days("2024-01-02", "2024-01-03", "2024-01-05", "2024-01-08"));
    const { startIndex, values } = cal.layout(days("2024-01-03", "2024-01-08"), f64(1, 2));
    expect(startIndex).toBe(1);
    expect(values).toEqual(f64(1, Number.NaN, 2));
    expect(() => cal.indexOf(d("2024-01-04"))).toThrow(RangeError);
  });
});

describe("toBatch", () => {
  it("lays NAVs on one calendar of all NAV dates and each market series on its own", () => {
    const u = emptyUniverse();
    const product = (code: string): Product => ({
      code,
      productType: "fund",
      name: code,
      currency: "USD",
      isDemo: false,
    });
    u.products.set("B", product("B"));
    u.products.set("A", product("A"));
    u.navs.set("B", {
      days: days("2024-01-02", "2024-01-31"),
      nav: f64(1, 2),
      dividendIndex: i32(1),
      dividendAmount: f64(0.5),
    });
    u.navs.set("A", {
      days: days("2024-01-02", "2024-01-03", "2024-01-04"),
      nav: f64(5, 6, 7),
      dividendIndex: i32(),
      dividendAmount: f64(),
    });
    u.riskFree.set("USD", { days: days("2023-12-29"), values: f64(0.05) });
    u.benchmarks.set("HSI", {
      name: "Hang Seng Index",
      currency: "HKD",
      days: days("2024-01-02"),
      values: f64(16788.55),
    });
    const batch = toBatch(u);
    expect(batch.asOf).toBe("2024-01-31");
    expect(batch.source).toBe("import");
    expect(batch.products.map((p) => p.code)).toEqual(["A", "B"]);
    expect(batch.calendars[NAV_CALENDAR]).toEqual(
      days("2024-01-02", "2024-01-03", "2024-01-04", "2024-01-31"),
    );
    const b = batch.navs.find((s) => s.code === "B")!;
    expect(b).toMatchObject({ calendar: NAV_CALENDAR, startIndex: 0, dividendIndex: i32(3) });
    expect(b.nav).toEqual(f64(1, Number.NaN, Number.NaN, 2));
    expect(batch.riskFree[0]).toMatchObject({
      currency: "USD",
      calendar: "riskFree:USD",
      startIndex: 0,
      annualRate: f64(0.05),
    });
    expect(batch.calendars["riskFree:USD"]).toEqual(days("2023-12-29"));
    expect(batch.benchmarks[0]).toMatchObject({
      symbolCode: "HSI",
      currency: "HKD",
      calendar: "benchmark:HSI",
      name_zh_hant: "Hang Seng Index",
    });
  });
});
