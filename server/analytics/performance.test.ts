import { describe, expect, it } from "vitest";
import { riskWindows } from "../../shared/domain/period";
import { daysOf, isoDate, parseIsoDate } from "./dates";
import { riskMetrics } from "./metrics";
import { productPerformance, riskBlock, riskFreeReturns, seriesRows } from "./performance";
import { sharpeRatio } from "./risk";
import { simpleReturns } from "./series";
import { f64, monthEnds, randomPrices, weekdays } from "./test-support";

describe("riskFreeReturns", () => {
  it("compounds the annual rate known at each period's start over its calendar days / 365.25", () => {
    const days = daysOf(["2024-01-01", "2024-01-08", "2024-01-09", "2024-02-01"]);
    const rates = { days: daysOf(["2023-12-01", "2024-01-09"]), values: f64(0.05, 0.04) };
    const rf = riskFreeReturns({ days, rates });
    expect(rf[0]).toBeCloseTo(1.05 ** (7 / 365.25) - 1, 16);
    expect(rf[1]).toBeCloseTo(1.05 ** (1 / 365.25) - 1, 16);
    expect(rf[2]).toBeCloseTo(1.04 ** (23 / 365.25) - 1, 16);
  });

  it("uses the first rate before rates begin; zero without rates", () => {
    const days = daysOf(["2020-01-01", "2020-01-02"]);
    expect(
      riskFreeReturns({ days, rates: { days: daysOf(["2021-01-01"]), values: f64(0.02) } })[0],
    ).toBeCloseTo(1.02 ** (1 / 365.25) - 1, 16);
    expect(Array.from(riskFreeReturns({ days, rates: { days: new Int32Array(0), values: f64() } }))).toEqual([
      0,
    ]);
  });
});

describe("riskBlock", () => {
  const days = weekdays("2018-01-01", 6 * 261); // ~6 years of weekdays
  const tri = { days, values: randomPrices({ count: days.length, seed: 7 }) };
  const block = riskBlock({ tri });
  const r = simpleReturns(tri.values);

  it.each(riskWindows)("%s equals riskMetrics on the window after its base observation", (window) => {
    const m = block[window]!;
    const asOf = days[days.length - 1]!;
    const years = { "1Y": 1, "3Y": 3, "5Y": 5, SI: 0 }[window];
    const base =
      window === "SI"
        ? 0
        : days.findLastIndex(
            (d) => d <= parseIsoDate(`${Number(isoDate(asOf).slice(0, 4)) - years}${isoDate(asOf).slice(4)}`),
          );
    expect(m.observations).toBe(days.length - 1 - base);
    expect(m).toEqual(riskMetrics({ returns: r.subarray(base), days: days.subarray(base), scale: 252 }));
  });

  it("leaves windows longer than the history null", () => {
    const short = { days: days.subarray(0, 600), values: tri.values.subarray(0, 600) };
    const b = riskBlock({ tri: short });
    expect(b["3Y"]).toBeNull();
    expect(b["5Y"]).toBeNull();
    expect(b["1Y"]?.observations).toBeGreaterThan(250);
    expect(b.SI?.observations).toBe(599);
  });

  it("SI of a single observation has no returns and all figures null", () => {
    const b = riskBlock({ tri: { days: days.subarray(0, 1), values: f64(100) } });
    expect(b["1Y"]).toBeNull();
    expect(b.SI).toBeNull();
  });

  it("Sharpe uses the per-period risk-free return of the rate series", () => {
    const rates = { days: days.subarray(0, 1), values: f64(0.03) };
    const b = riskBlock({ tri, riskFree: rates });
    const rf = riskFreeReturns({ days, rates });
    expect(b.SI!.sharpe).toBeCloseTo(sharpeRatio({ returns: r, scale: 252, riskFree: rf }), 14);
    expect(b.SI!.sharpe!).toBeLessThan(block.SI!.sharpe!);
  });

  it("adds beta, alpha, tracking error and IR against a benchmark on the aligned calendar", () => {
    const b = riskBlock({ tri, benchmark: tri });
    expect(b["1Y"]).toMatchObject({
      beta: expect.closeTo(1, 14),
      alpha: expect.closeTo(0, 14),
      trackingError: 0,
    });
    expect(b["1Y"]!.informationRatio).toBeNull();
    expect(block["1Y"]).not.toHaveProperty("beta");
  });

  it("aligns a benchmark on another calendar (US holidays vs HK) before regressing", () => {
    const us = {
      days: days.filter((_, i) => i % 50 !== 3),
      values: tri.values.filter((_, i) => i % 50 !== 3),
    };
    const b = riskBlock({ tri, benchmark: us });
    // the product moves on days the benchmark is carried: close to, but not exactly, beta 1
    expect(b["3Y"]!.beta!).toBeGreaterThan(0.9);
    expect(b["3Y"]!.beta!).toBeLessThan(1);
    expect(b["3Y"]!.trackingError!).toBeGreaterThan(0);
  });
});

describe("productPerformance", () => {
  it("computes from the total-return index: a dividend is not a loss", () => {
    const days = monthEnds("2022-12-31", 4);
    const perf = productPerformance({
      series: { days, nav: f64(10, 10, 9, 9.9), dividends: f64(0, 0, 1, 0) },
    });
    expect(perf.scale).toBe(12);
    expect(perf.asOf).toBe("2023-03-31");
    expect(perf.periods.SI.return).toBeCloseTo(0.1, 15);
    expect(perf.risk.SI!.maxDrawdown).toBe(0);
    expect(perf.calendarYears).toEqual([{ year: 2023, return: expect.closeTo(0.1, 15), partial: true }]);
  });

  it("monthly data annualizes with 12", () => {
    const days = monthEnds("2020-01-31", 40);
    const perf = productPerformance({
      series: { days, nav: randomPrices({ count: 40, seed: 3, vol: 0.03 }) },
    });
    expect(perf.scale).toBe(12);
    expect(perf.risk["3Y"]!.observations).toBe(36);
  });

  it("an empty series has no as-of date and null windows", () => {
    const perf = productPerformance({ series: { days: new Int32Array(0), nav: f64() } });
    expect(perf.asOf).toBeNull();
    expect(perf.risk.SI).toBeNull();
  });
});

describe("seriesRows", () => {
  it("pairs each date with its NAV and total-return index", () => {
    const days = monthEnds("2024-01-31", 2);
    expect(seriesRows({ days, nav: f64(10, 9), tri: f64(10, 10) })).toEqual([
      ["2024-01-31", 10, 10],
      ["2024-02-29", 9, 10],
    ]);
  });
});
