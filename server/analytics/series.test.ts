import { describe, expect, it } from "vitest";
import { addDays, daysOf, isoDate, parseIsoDate } from "./dates";
import {
  alignSeries,
  carryForwardOnto,
  finiteOrNull,
  inferScale,
  lastIndexOnOrBefore,
  simpleReturns,
  totalReturnIndex,
} from "./series";
import { weekdays } from "./test-support";

const f64 = (...x: number[]) => Float64Array.from(x);

/** Consecutive day numbers from an ISO date, every `step` days. */
function calendar(from: string, count: number, step: number): Int32Array {
  const start = parseIsoDate(from);
  return Int32Array.from({ length: count }, (_, i) => start + i * step);
}

describe("totalReturnIndex", () => {
  it("reinvests a dividend on its ex-date: TRI_t = TRI_{t−1} × (NAV_t + D_t) / NAV_{t−1}", () => {
    const tri = totalReturnIndex({
      days: daysOf(["2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05"]),
      nav: f64(10, 10.5, 10, 10.2),
      dividends: f64(0, 0, 1, 0),
    });
    // 10 → 10.5 → 10.5 × 11 / 10.5 = 11 → 11 × 10.2 / 10 = 11.22
    expect(Array.from(tri.values)).toEqual([10, 10.5, 11, expect.closeTo(11.22, 14)]);
  });

  it.each([
    ["no dividends: the NAV", f64(1, 2, 3), undefined, [1, 2, 3]],
    ["one observation", f64(5), f64(1), [5]],
    ["no observation", f64(), undefined, []],
  ])("%s", (_, nav, dividends, expected) => {
    const days = Int32Array.from(nav, (_, i) => i);
    expect(Array.from(totalReturnIndex({ days, nav, dividends }).values)).toEqual(expected);
  });
});

describe("simpleReturns", () => {
  it.each([
    [f64(100, 110, 99), [0.1, -0.1]],
    [f64(100), []],
    [f64(), []],
    [f64(5, 5, 5), [0, 0]],
  ])("%o", (values, expected) => {
    const r = Array.from(simpleReturns(values));
    expect(r).toHaveLength(expected.length);
    expect(r).toEqual(expected.map((x) => expect.closeTo(x, 15)));
  });
});

describe("inferScale", () => {
  it.each([
    ["weekdays", weekdays("2024-01-01", 300), 252],
    ["every calendar day", calendar("2024-01-01", 100, 1), 252],
    ["weekly", calendar("2024-01-05", 60, 7), 52],
    ["fortnightly counts as weekly", calendar("2024-01-05", 60, 14), 52],
    ["month ends", daysOf(["2024-01-31", "2024-02-29", "2024-03-31", "2024-04-30", "2024-05-31"]), 12],
    ["quarter ends", daysOf(["2023-03-31", "2023-06-30", "2023-09-30", "2023-12-31", "2024-03-31"]), 4],
    ["one observation", daysOf(["2024-01-31"]), 252],
    ["none", new Int32Array(0), 252],
    [
      "daily with a long holiday gap",
      daysOf(["2024-02-07", "2024-02-08", "2024-02-15", "2024-02-16", "2024-02-19"]),
      252,
    ],
  ])("%s → %i", (_, days, scale) => {
    expect(inferScale(days)).toBe(scale);
  });

  it("takes the median of an even count as the mean of the middle two", () => {
    // gaps 1, 1, 30, 30 → median 15.5 → weekly class (3.2 ≤ m < 14.6 weekly; 14.6 ≤ m < 52.6 monthly)
    expect(inferScale(Int32Array.from([0, 1, 2, 32, 62]))).toBe(12);
    // gaps 1, 1, 7, 30 → median 4 → weekly
    expect(inferScale(Int32Array.from([0, 1, 2, 9, 39]))).toBe(52);
  });
});

describe("lastIndexOnOrBefore", () => {
  const days = Int32Array.from([10, 20, 20, 30]);
  it.each([
    [9, -1],
    [10, 0],
    [19, 0],
    [20, 2],
    [29, 2],
    [30, 3],
    [1000, 3],
  ])("day %i → index %i", (day, index) => {
    expect(lastIndexOnOrBefore(days, day)).toBe(index);
  });
  it("is −1 on an empty series", () => {
    expect(lastIndexOnOrBefore(new Int32Array(0), 5)).toBe(-1);
  });
});

describe("alignSeries", () => {
  it("aligns HK and US calendars on the union from the later start, carrying values forward", () => {
    // HK closed 2024-02-12 (Lunar New Year) and open 2024-02-19; US closed 2024-02-19 (Presidents' Day)
    const hk = {
      days: daysOf(["2024-02-08", "2024-02-09", "2024-02-13", "2024-02-19", "2024-02-20"]),
      values: f64(1, 2, 3, 4, 5),
    };
    const us = {
      days: daysOf(["2024-02-09", "2024-02-12", "2024-02-13", "2024-02-20", "2024-02-21"]),
      values: f64(10, 20, 30, 40, 50),
    };
    const a = alignSeries([hk, us]);
    expect(Array.from(a.days, isoDate)).toEqual([
      "2024-02-09",
      "2024-02-12",
      "2024-02-13",
      "2024-02-19",
      "2024-02-20",
      "2024-02-21",
    ]);
    expect(Array.from(a.values[0]!)).toEqual([2, 2, 3, 4, 5, 5]);
    expect(Array.from(a.values[1]!)).toEqual([10, 20, 30, 30, 40, 50]);
  });

  it("starts on the youngest series' first date, with the others' last earlier value (no back-fill)", () => {
    const old = { days: Int32Array.from([1, 3, 5]), values: f64(1, 3, 5) };
    const young = { days: Int32Array.from([4, 5, 6]), values: f64(40, 50, 60) };
    const a = alignSeries([old, young]);
    expect(Array.from(a.days)).toEqual([4, 5, 6]);
    expect(Array.from(a.values[0]!)).toEqual([3, 5, 5]);
    expect(Array.from(a.values[1]!)).toEqual([40, 50, 60]);
  });

  it.each([
    ["no series", []],
    ["an empty series", [{ days: new Int32Array(0), values: f64() }]],
  ])("%s → empty", (_, series) => {
    expect(alignSeries(series).days).toHaveLength(0);
  });

  it("is the identity on one series", () => {
    const s = { days: Int32Array.from([2, 4, 9]), values: f64(1, 2, 3) };
    const a = alignSeries([s]);
    expect(Array.from(a.days)).toEqual([2, 4, 9]);
    expect(Array.from(a.values[0]!)).toEqual([1, 2, 3]);
  });
});

describe("carryForwardOnto", () => {
  it("re-samples with the last value, NaN before the start", () => {
    const s = { days: Int32Array.from([5, 10]), values: f64(1, 2) };
    expect(Array.from(carryForwardOnto(s, Int32Array.from([4, 5, 7, 10, 11])))).toEqual([
      Number.NaN,
      1,
      1,
      2,
      2,
    ]);
  });
});

describe("finiteOrNull", () => {
  it.each([
    [1.5, 1.5],
    [-0, 0],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [Number.NEGATIVE_INFINITY, null],
  ])("%d → %o", (x, y) => {
    expect(Object.is(finiteOrNull(x), y)).toBe(true);
  });
});

it("addDays moves by calendar days", () => {
  expect(isoDate(addDays(parseIsoDate("2024-03-01"), -1))).toBe("2024-02-29");
});

describe("alignSeries on one shared calendar", () => {
  it("returns the inputs as they are when every series has the same dates", () => {
    const a = { days: Int32Array.from([1, 2, 5]), values: f64(1, 2, 3) };
    const b = { days: Int32Array.from([1, 2, 5]), values: f64(4, 5, 6) };
    const out = alignSeries([a, b]);
    expect(out.days).toBe(a.days);
    expect(out.values[1]).toBe(b.values);
  });
});
