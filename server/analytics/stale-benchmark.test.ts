/**
 * A benchmark that stopped before the product's (or the backtest window's) last day is not
 * carried forward flat into relative figures: beta, alpha, tracking error and the information
 * ratio are null, and a backtest reports the benchmark as unavailable.
 */
import { describe, expect, it } from "vitest";
import { backtest } from "./backtest";
import { parseIsoDate } from "./dates";
import { riskBlock } from "./performance";
import { coversThrough, type Series } from "./series";
import { monthEnds, randomPrices, weekdays } from "./test-support";

const days = weekdays("2015-01-05", 1300); // ~5 years of weekdays
const product: Series = { days, values: randomPrices({ count: days.length, seed: 1 }) };
const benchmarkOn = (d: Int32Array, seed = 2): Series => ({
  days: d,
  values: randomPrices({ count: d.length, seed }),
});

describe("coversThrough", () => {
  const daily = benchmarkOn(days);
  const last = days[days.length - 1]!;
  it.each([
    ["a daily series on its last day", daily, last, true],
    ["a daily series after a long holiday (14 days)", daily, last + 14, true],
    ["a daily series a month after it stopped", daily, last + 30, false],
    ["an empty series", { days: new Int32Array(0), values: new Float64Array(0) }, last, false],
  ] as const)("%s → %s", (_, series, day, expected) => {
    expect(coversThrough(series, day)).toBe(expected);
  });
  it("allows a monthly series its own rhythm (two months), not more", () => {
    const monthly = benchmarkOn(monthEnds("2015-01-31", 60));
    const lastMonth = monthly.days[monthly.days.length - 1]!;
    expect(coversThrough(monthly, lastMonth + 45)).toBe(true);
    expect(coversThrough(monthly, lastMonth + 90)).toBe(false);
  });
});

describe("relative figures against a benchmark that stopped", () => {
  it("are null in every window when the benchmark ends a year before the product", () => {
    const stopped = benchmarkOn(days.subarray(0, days.length - 260));
    const block = riskBlock({ tri: product, benchmark: stopped });
    for (const window of ["1Y", "3Y", "SI"] as const) {
      expect(block[window]).not.toBeNull();
      expect(block[window]).toMatchObject({
        beta: null,
        alpha: null,
        trackingError: null,
        informationRatio: null,
      });
      expect(block[window]!.volatility).not.toBeNull(); // the product's own figures stay
    }
  });

  it("are computed when the benchmark is current", () => {
    const block = riskBlock({ tri: product, benchmark: benchmarkOn(days) });
    expect(block["1Y"]!.beta).not.toBeNull();
  });

  it("a backtest reports a benchmark that stops inside its window as unavailable, and keeps one that covers it", () => {
    const stopped = benchmarkOn(days.subarray(0, days.length - 260));
    const r = backtest({
      holdings: [{ fundCode: "P", weight: 100, series: product }],
      rebalance: "none",
      benchmarks: [
        { symbolCode: "OLD", series: stopped },
        { symbolCode: "NOW", series: benchmarkOn(days, 3) },
      ],
    });
    expect(r.warnings).toContainEqual({ code: "benchmark_unavailable", symbolCode: "OLD" });
    expect(Object.keys(r.benchmarkSeries)).toEqual(["NOW"]);
    // ending the window before the benchmark stopped makes it usable again
    const earlier = backtest({
      holdings: [{ fundCode: "P", weight: 100, series: product }],
      rebalance: "none",
      endDate: "2017-06-30",
      benchmarks: [{ symbolCode: "OLD", series: stopped }],
    });
    expect(earlier.warnings.some((w) => w.code === "benchmark_unavailable")).toBe(false);
    expect(parseIsoDate(earlier.endDate!)).toBeLessThanOrEqual(parseIsoDate("2017-06-30"));
  });
});
