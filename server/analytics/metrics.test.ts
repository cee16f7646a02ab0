import { describe, expect, it } from "vitest";
import { maxDrawdown } from "./drawdown";
import { relativeMetrics, riskMetrics, windowMoments } from "./metrics";
import {
  annualizedReturn,
  annualizedVolatility,
  calmarRatio,
  capm,
  cumulativeReturn,
  informationRatio,
  sharpeRatio,
  sortinoRatio,
  trackingError,
  valueAtRisk,
} from "./risk";
import { simpleReturns } from "./series";
import { mean, variance } from "./stats";
import { randomPrices, weekdays } from "./test-support";

/** The fused pass must give the kernels' numbers (each a PerformanceAnalytics function) to rounding. */
const REL = 1e-12;
const near = (a: number | null | undefined, b: number) =>
  expect(Math.abs(a! - b) / Math.max(Math.abs(b), 1e-300), `${a} vs ${b}`).toBeLessThan(REL);

describe("riskMetrics (fused) equals the kernels", () => {
  const days = weekdays("2016-01-04", 1500);
  it.each([
    [1, 0.0002, 0.01],
    [2, -0.0004, 0.02],
    [3, 0.001, 0.002],
    [4, 0, 0.03],
  ])("seed %i, drift %d, volatility %d", (seed, drift, vol) => {
    const r = simpleReturns(randomPrices({ count: days.length, seed, drift, vol }));
    const rf = Float64Array.from(r, (_, i) => 0.0001 + (i % 7) * 1e-5);
    for (const scale of [252, 12] as const) {
      const m = riskMetrics({ returns: r, days, scale });
      near(m.cumulativeReturn, cumulativeReturn(r));
      near(m.annualizedReturn, annualizedReturn(r, scale));
      near(m.volatility, annualizedVolatility(r, scale));
      near(m.sharpe, sharpeRatio({ returns: r, scale }));
      near(m.sortino, sortinoRatio(r, scale));
      near(m.calmar, calmarRatio(r, scale));
      near(m.maxDrawdown, maxDrawdown(r));
      near(m.var95, valueAtRisk(r));
      near(
        riskMetrics({ returns: r, days, scale, riskFree: rf }).sharpe,
        sharpeRatio({ returns: r, scale, riskFree: rf }),
      );
    }
  });

  it("windowMoments: growth, R's refined mean and the sample variance", () => {
    const r = simpleReturns(randomPrices({ count: 800, seed: 8 }));
    const w = windowMoments(r, undefined);
    near(w.growth - 1, cumulativeReturn(r));
    near(w.mean, mean(r));
    near(w.variance, variance(r));
  });
});

describe("relativeMetrics (fused) equals the kernels", () => {
  it.each([11, 12, 13])("seed %i, with and without a risk-free series", (seed) => {
    const b = simpleReturns(randomPrices({ count: 1000, seed }));
    const noise = simpleReturns(randomPrices({ count: 1000, seed: seed + 100, drift: 0, vol: 0.004 }));
    const y = Float64Array.from(b, (x, i) => 1.2 * x + noise[i]!);
    const rf = Float64Array.from(b, (_, i) => 0.0001 * (1 + (i % 3)));
    for (const riskFree of [undefined, rf]) {
      const input = { returns: y, benchmark: b, scale: 252, riskFree };
      const m = relativeMetrics(input);
      const k = capm(input);
      near(m.beta, k.beta);
      near(m.alpha, k.alpha);
      near(m.trackingError, trackingError(input));
      near(m.informationRatio, informationRatio(input));
    }
  });

  it.each([
    ["no returns", 0],
    ["one return", 1],
  ])("%s: all null", (_, n) => {
    const x = new Float64Array(n).fill(0.01);
    expect(relativeMetrics({ returns: x, benchmark: x, scale: 12 })).toEqual({
      beta: null,
      alpha: null,
      trackingError: null,
      informationRatio: null,
    });
  });
});
