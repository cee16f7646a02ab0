import { describe, expect, it } from "vitest";
import { periods } from "../../shared/domain/period";
import { daysOf, isoDate, parseIsoDate } from "./dates";
import { calendarYearReturns, categoryPeriodStats, periodTargetDay, trailingReturns } from "./returns";
import type { Series } from "./series";

function series(rows: ReadonlyArray<[string, number]>): Series {
  return { days: daysOf(rows.map((r) => r[0])), values: Float64Array.from(rows, (r) => r[1]) };
}

// As of Sunday 2024-03-31; each base is the last observation on or before its target.
const tri = series([
  ["2014-03-28", 50], // 10Y target 2014-03-31
  ["2019-03-29", 60], // 5Y target 2019-03-31
  ["2021-03-31", 70], // 3Y target, exactly
  ["2023-03-31", 80], // 1Y target, exactly
  ["2023-09-29", 85], // 6M target 2023-09-30
  ["2023-12-29", 90], // YTD: last of 2023; 3M target 2023-12-31
  ["2024-01-02", 91],
  ["2024-02-29", 95], // 1M target: 31 Mar − 1M clamped to 29 Feb
  ["2024-03-22", 97], // 7D target 2024-03-24
  ["2024-03-25", 98],
  ["2024-03-31", 100],
]);

describe("trailingReturns", () => {
  const out = trailingReturns(tri);

  it.each([
    ["7D", "2024-03-22", 100 / 97 - 1],
    ["1M", "2024-02-29", 100 / 95 - 1],
    ["3M", "2023-12-29", 100 / 90 - 1],
    ["6M", "2023-09-29", 100 / 85 - 1],
    ["YTD", "2023-12-29", 100 / 90 - 1],
    ["1Y", "2023-03-31", 100 / 80 - 1],
    ["3Y", "2021-03-31", 100 / 70 - 1],
    ["5Y", "2019-03-29", 100 / 60 - 1],
    ["10Y", "2014-03-28", 1],
    ["SI", "2014-03-28", 1],
  ] as const)("%s: base %s", (period, base, r) => {
    expect(out[period].baseDate).toBe(base);
    expect(out[period].return).toBeCloseTo(r, 15);
  });

  it.each([
    ["3Y", (100 / 70) ** (1 / 3) - 1],
    ["5Y", (100 / 60) ** (1 / 5) - 1],
    ["10Y", 2 ** (1 / 10) - 1],
    // SI: (1 + R)^(365.25 / calendar days), 3656 days from 2014-03-28
    ["SI", 2 ** (365.25 / 3656) - 1],
  ] as const)("%s annualized", (period, a) => {
    expect(out[period].annualized).toBeCloseTo(a, 15);
  });

  it("carries `annualized` only on 3Y, 5Y, 10Y and SI", () => {
    expect(periods.filter((p) => "annualized" in out[p])).toEqual(["3Y", "5Y", "10Y", "SI"]);
  });

  it("is null, never a shorter period, when the history does not reach the target", () => {
    const young = series([
      ["2014-04-01", 50], // one day after the 10Y target
      ["2024-03-31", 100],
    ]);
    const r = trailingReturns(young);
    expect(r["10Y"]).toEqual({ return: null, annualized: null, baseDate: null });
    expect(r["5Y"].return).toBeCloseTo(1, 15);
    expect(r.SI.return).toBeCloseTo(1, 15);
  });

  it("a product launched this year has no YTD; one launched 30 days ago no annualized SI", () => {
    const r = trailingReturns(
      series([
        ["2024-03-01", 10],
        ["2024-03-22", 10.5],
        ["2024-03-31", 11],
      ]),
    );
    expect(r.YTD.return).toBeNull();
    expect(r["1M"].return).toBeNull();
    expect(r["7D"].return).toBeCloseTo(11 / 10.5 - 1, 15);
    expect(r.SI.return).toBeCloseTo(0.1, 15);
    expect(r.SI.annualized).toBeNull();
  });

  it.each([
    [364, null],
    [365, 1.1 ** (365.25 / 365) - 1],
  ])("SI annualized only from 365 days: %i days → %o", (elapsed, expected) => {
    const start = parseIsoDate("2023-01-01");
    const r = trailingReturns({
      days: Int32Array.from([start, start + elapsed]),
      values: Float64Array.from([1, 1.1]),
    });
    if (expected === null) expect(r.SI.annualized).toBeNull();
    else expect(r.SI.annualized).toBeCloseTo(expected, 15);
  });

  it.each([
    ["zero observations", series([])],
    ["one observation", series([["2024-03-31", 1]])],
  ])("%s: every period null", (_, s) => {
    const r = trailingReturns(s);
    for (const p of periods) expect(r[p].return).toBeNull();
  });

  it.each([
    ["2024-03-31", "1M", "2024-02-29"],
    ["2023-03-31", "1M", "2023-02-28"],
    ["2024-02-29", "1Y", "2023-02-28"],
    ["2024-02-29", "YTD", "2023-12-31"],
    ["2024-03-31", "7D", "2024-03-24"],
    ["2024-08-31", "6M", "2024-02-29"],
  ] as const)("as of %s, %s targets %s", (asOf, period, target) => {
    expect(isoDate(periodTargetDay(parseIsoDate(asOf), period)!)).toBe(target);
  });

  it("a target inside a gap takes the observation before the gap", () => {
    const r = trailingReturns(
      series([
        ["2024-01-05", 1],
        ["2024-01-29", 1.2],
        ["2024-02-05", 1.5],
      ]),
    );
    // 1M target 2024-01-05 → exactly the first; 7D target 2024-01-29
    expect(r["1M"].baseDate).toBe("2024-01-05");
    expect(r["7D"].baseDate).toBe("2024-01-29");
  });
});

describe("calendarYearReturns", () => {
  it("divides each year's last observation by the previous year's; skips the first year and years with gaps", () => {
    const years = calendarYearReturns(
      series([
        ["2021-06-30", 100],
        ["2021-12-31", 110],
        ["2022-06-30", 99],
        ["2022-12-30", 121],
        ["2024-03-28", 130], // no 2023 observation: neither 2023 nor 2024 has a base
        ["2024-12-31", 143],
        ["2025-02-14", 157.3],
      ]),
    );
    expect(years.map((y) => [y.year, y.partial])).toEqual([
      [2022, false],
      [2025, true],
    ]);
    expect(years[0]!.return).toBeCloseTo(0.1, 15);
    expect(years[1]!.return).toBeCloseTo(0.1, 15);
  });

  it("a year ending on 31 December is complete", () => {
    const years = calendarYearReturns(
      series([
        ["2023-12-29", 1],
        ["2024-12-31", 1.2],
      ]),
    );
    expect(years).toEqual([{ year: 2024, return: expect.closeTo(0.2, 15), partial: false }]);
  });

  it("is empty for no data", () => {
    expect(calendarYearReturns(series([]))).toEqual([]);
  });
});

describe("categoryPeriodStats", () => {
  it("averages present returns; ranks and quartiles ⌈4k/n⌉ with shared ranks on ties", () => {
    const s = categoryPeriodStats([0.1, null, 0.3, 0.2, 0.2, -0.1, 0.05, 0]);
    expect(s.size).toBe(7);
    expect(s.average).toBeCloseTo(0.75 / 7, 15);
    expect(s.ranks).toEqual([4, null, 1, 2, 2, 7, 5, 6]);
    expect(s.quartiles).toEqual([3, null, 1, 2, 2, 4, 3, 4]);
  });

  it("has no average without data", () => {
    expect(categoryPeriodStats([null, null])).toEqual({
      average: null,
      quartiles: [null, null],
      ranks: [null, null],
      size: 0,
    });
  });

  it.each([
    [[0.5], [null]],
    [
      [0.5, 0.1],
      [2, 4],
    ],
    [
      [0.4, 0.3, 0.2, 0.1],
      [1, 2, 3, 4],
    ],
  ])("%o → quartiles %o", (values, q) => {
    expect(categoryPeriodStats(values).quartiles).toEqual(q);
  });
});
