import { describe, expect, it } from "vitest";
import { addYears, isoDate } from "./dates";
import { maxDrawdown } from "./drawdown";
import { windowMoments } from "./metrics";
import { riskFreeReturns } from "./performance";
import { annualizedVolatility, sharpeRatio } from "./risk";
import { monthEndIndices, rollingMean, rollingMeans, rollingMetrics } from "./rolling";
import { finiteOrNull, lastIndexOnOrBefore, simpleReturns } from "./series";
import { monthEnds, randomPrices, weekdays } from "./test-support";

describe("monthEndIndices", () => {
  it("takes each month's last observation; a running month counts only if it ends on its last day", () => {
    const days = weekdays("2024-01-29", 30); // 29 Jan … 8 Mar 2024
    expect(Array.from(monthEndIndices(days), (i) => isoDate(days[i]!))).toEqual(["2024-01-31", "2024-02-29"]);
    const monthly = monthEnds("2024-01-31", 3);
    expect(Array.from(monthEndIndices(monthly))).toEqual([0, 1, 2]);
    expect(monthEndIndices(new Int32Array(0))).toHaveLength(0);
  });
});

describe("rollingMetrics", () => {
  it("on monthly data: windows from the last observation on or before the month end − 3 years", () => {
    const days = monthEnds("2015-12-31", 61);
    const values = randomPrices({ count: 61, seed: 9, vol: 0.04 });
    const r = simpleReturns(values);
    const points = rollingMetrics({ tri: { days, values } });
    expect(points).toHaveLength(61 - 36);
    expect(points[0]!.date).toBe("2018-12-31");
    points.forEach((p, k) => {
      const end = 36 + k;
      // 2019-02-28 − 3Y = 2016-02-28 falls before the 2016-02-29 month end: that window spans 37 months
      const width = p.date === "2019-02-28" ? 37 : 36;
      const w = r.subarray(end - width, end);
      expect(p.sharpe).toBeCloseTo(sharpeRatio({ returns: w, scale: 12 }), 14);
      expect(p.volatility).toBeCloseTo(annualizedVolatility(w, 12), 14);
      expect(p.maxDrawdown).toBeCloseTo(maxDrawdown(w), 14);
    });
  });

  it("with a fixed width uses the W most recent returns (rollapply)", () => {
    const days = monthEnds("2015-12-31", 61);
    const values = randomPrices({ count: 61, seed: 9, vol: 0.04 });
    const r = simpleReturns(values);
    const points = rollingMetrics({ tri: { days, values }, window: { observations: 36 } });
    expect(points).toHaveLength(61 - 36);
    expect(points.find((p) => p.date === "2019-02-28")!.sharpe).toBeCloseTo(
      sharpeRatio({ returns: r.subarray(38 - 36, 38), scale: 12 }),
      14,
    );
  });

  it("on daily data: windows cut by calendar (3 years back from each month end)", () => {
    const days = weekdays("2019-01-01", 5 * 261);
    const values = randomPrices({ count: days.length, seed: 4 });
    const points = rollingMetrics({ tri: { days, values } });
    expect(points[0]!.date).toBe("2022-01-31"); // 2019-01-31 − first month end with a base on or before 3Y earlier
    expect(points.every((p) => p.sharpe !== null && p.volatility! > 0)).toBe(true);
  });

  it("is empty when the history is shorter than the window; flat data gives null Sharpe", () => {
    expect(
      rollingMetrics({ tri: { days: monthEnds("2020-01-31", 30), values: new Float64Array(30).fill(1) } }),
    ).toEqual([]);
    const flat = rollingMetrics({
      tri: { days: monthEnds("2020-01-31", 40), values: new Float64Array(40).fill(1) },
    });
    expect(flat[0]).toEqual({ date: "2023-01-31", sharpe: null, volatility: 0, maxDrawdown: 0 });
  });

  it.each([
    ["without a risk-free rate", false],
    ["on r − rf", true],
  ])("gives to the last bit what windowMoments and maxDrawdown give on each window (%s)", (_, withRf) => {
    const days = weekdays("2016-01-04", 8 * 261);
    const values = randomPrices({ count: days.length, seed: 11, vol: 0.015 });
    // a rate that moves every day, so that any change in the order of operations shows
    const rateDays = weekdays("2015-12-01", 8 * 261 + 30);
    const riskFree = withRf
      ? {
          days: rateDays,
          values: randomPrices({ count: rateDays.length, seed: 12, vol: 0.01 }).map((v) => 0.03 * v),
        }
      : undefined;
    const r = simpleReturns(values);
    const rf = riskFree ? riskFreeReturns({ days, rates: riskFree }) : undefined;
    const expected = Array.from(monthEndIndices(days)).flatMap((end) => {
      const base = lastIndexOnOrBefore(days, addYears(days[end]!, -3));
      if (base < 0 || base >= end) return [];
      const w = r.subarray(base, end);
      const raw = windowMoments(w, undefined);
      const excess = rf ? windowMoments(w, rf.subarray(base, end)) : raw;
      const n = w.length;
      return [
        {
          date: isoDate(days[end]!),
          sharpe: finiteOrNull(
            (excess.growth ** (252 / n) - 1) / (Math.sqrt(excess.variance) * Math.sqrt(252)),
          ),
          volatility: finiteOrNull(Math.sqrt(raw.variance) * Math.sqrt(252)),
          maxDrawdown: finiteOrNull(maxDrawdown(w)),
        },
      ];
    });
    expect(expected.length).toBeGreaterThan(50);
    const points = rollingMetrics({ tri: { days, values }, scale: 252, riskFree });
    expect(points).toEqual(expected);
    // the derive job's means: the same values summed in the same order
    expect(rollingMeans({ tri: { days, values }, scale: 252, riskFree })).toEqual({
      sharpe: rollingMean(points, "sharpe"),
      volatility: rollingMean(points, "volatility"),
      maxDrawdown: rollingMean(points, "maxDrawdown"),
    });
  });

  it("rollingMean averages present values", () => {
    expect(
      rollingMean(
        [
          { date: "a", sharpe: 1, volatility: null, maxDrawdown: 0.1 },
          { date: "b", sharpe: null, volatility: null, maxDrawdown: 0.3 },
        ],
        "maxDrawdown",
      ),
    ).toBeCloseTo(0.2, 15);
    expect(rollingMean([], "sharpe")).toBeNull();
  });
});
