import { describe, expect, it } from "vitest";
import { daysOf } from "./dates";
import { relativeMetrics, riskMetrics } from "./metrics";
import {
  annualizedReturn,
  annualizedVolatility,
  calmarRatio,
  capm,
  cumulativeReturn,
  downsideDeviation,
  excessReturns,
  informationRatio,
  sharpeRatio,
  sortinoRatio,
  trackingError,
  valueAtRisk,
} from "./risk";

const f64 = (...x: number[]) => Float64Array.from(x);

// r = 1%, −2%, 3%, 1.5% monthly. Π(1 + r) = 1.01 · 0.98 · 1.03 · 1.015 = 1.03478641.
// mean 0.00875; deviations² sum 1.31875e-3 → var 4.3958e-4; downside √(0.02² / 4) = 0.01.
const r = f64(0.01, -0.02, 0.03, 0.015);
const S = 12;

describe("kernels on a hand-computed window", () => {
  it.each([
    ["cumulative Π(1 + r) − 1", cumulativeReturn(r), 0.03478641],
    ["annualized 1.03478641^(12/4) − 1", annualizedReturn(r, S), 1.03478641 ** 3 - 1],
    [
      "volatility √(1.31875e-3 / 3) · √12",
      annualizedVolatility(r, S),
      Math.sqrt(1.31875e-3 / 3) * Math.sqrt(12),
    ],
    [
      "Sharpe (geometric, Rf 0)",
      sharpeRatio({ returns: r, scale: S }),
      (1.03478641 ** 3 - 1) / Math.sqrt((1.31875e-3 / 3) * 12),
    ],
    [
      "Sharpe (arithmetic)",
      sharpeRatio({ returns: r, scale: S, geometric: false }),
      (0.00875 * 12) / Math.sqrt((1.31875e-3 / 3) * 12),
    ],
    ["downside deviation (MAR 0, full)", downsideDeviation(r), 0.01],
    ["Sortino 0.00875 / 0.01 · √12", sortinoRatio(r, S), 0.875 * Math.sqrt(12)],
    ["Calmar annualized / 0.02", calmarRatio(r, S), (1.03478641 ** 3 - 1) / 0.02],
    ["VaR 95%: 0.85 · (−0.02) + 0.15 · 0.01", valueAtRisk(r), -0.0155],
  ])("%s", (_, actual, expected) => {
    expect(actual).toBeCloseTo(expected, 13);
  });

  it("Sharpe subtracts a per-period risk-free series", () => {
    const rf = f64(0.001, 0.001, 0.002, 0.002);
    const x = f64(0.009, -0.021, 0.028, 0.013);
    expect(sharpeRatio({ returns: r, scale: S, riskFree: rf })).toBeCloseTo(
      annualizedReturn(x, S) / annualizedVolatility(x, S),
      13,
    );
    expect(sharpeRatio({ returns: r, scale: S, riskFree: rf })).toBeCloseTo(1.2442883251981414, 12);
  });

  it("VaR is NA (NaN) when the 5% quantile is a gain, as PerformanceAnalytics' inverse-risk rule", () => {
    expect(valueAtRisk(f64(0.001, 0.002, 0.003))).toBeNaN();
    expect(valueAtRisk(f64(0, 0, 0.01))).toBe(0);
  });

  it.each([
    ["no returns", f64()],
    ["one return", f64(0.01)],
  ])("undefined figures are NaN: %s", (_, x) => {
    expect(annualizedVolatility(x, S)).toBeNaN();
    expect(sharpeRatio({ returns: x, scale: S })).toBeNaN();
  });

  it("Calmar is NaN without a drawdown", () => {
    expect(calmarRatio(f64(0.01, 0.02), S)).toBeNaN();
  });

  it("excessReturns refuses unaligned series", () => {
    expect(() => excessReturns(f64(1, 2), f64(1))).toThrow(RangeError);
  });
});

describe("benchmark-relative", () => {
  const b = f64(0.02, -0.01, 0.015, -0.03, 0.04, 0.005);
  const y = Float64Array.from(b, (x) => 0.001 + 1.5 * x);

  it("recovers beta and the annualized intercept of r = 0.001 + 1.5 b", () => {
    const { beta, alpha } = capm({ returns: y, benchmark: b, scale: S });
    expect(beta).toBeCloseTo(1.5, 13);
    expect(alpha).toBeCloseTo(0.012, 13);
  });

  it("regresses excess returns when a risk-free series is given", () => {
    const rf = f64(0.001, 0.001, 0.001, 0.001, 0.001, 0.001);
    // r − rf = 0.001 + 1.5 b − rf = 1.5 (b − rf) + 0.001 + 0.5 rf → intercept 0.0015
    const { beta, alpha } = capm({ returns: y, benchmark: b, scale: S, riskFree: rf });
    expect(beta).toBeCloseTo(1.5, 13);
    expect(alpha).toBeCloseTo(0.0015 * 12, 13);
  });

  it("tracking error sd(r − b)·√s and information ratio (ann r − ann b) / TE", () => {
    const te = trackingError({ returns: y, benchmark: b, scale: S });
    expect(te).toBeCloseTo(annualizedVolatility(excessReturns(y, b), S), 15);
    expect(informationRatio({ returns: y, benchmark: b, scale: S })).toBeCloseTo(
      (annualizedReturn(y, S) - annualizedReturn(b, S)) / te,
      13,
    );
  });

  it("a product equal to its benchmark: beta 1, alpha 0, TE 0, IR undefined (null)", () => {
    expect(relativeMetrics({ returns: b, benchmark: b, scale: S })).toEqual({
      beta: 1,
      alpha: 0,
      trackingError: 0,
      informationRatio: null,
    });
  });
});

describe("riskMetrics (one window, nulls never NaN)", () => {
  const days = daysOf(["2023-12-31", "2024-01-31", "2024-02-29", "2024-03-31", "2024-04-30"]);

  it("assembles the API's risk entry", () => {
    const m = riskMetrics({ returns: r, days, scale: S });
    expect(m).toMatchObject({
      peakDate: "2024-01-31",
      troughDate: "2024-02-29",
      recoveryDate: "2024-03-31",
      repairDays: 31,
      repairPeriods: 1,
      observations: 4,
    });
    expect(m.maxDrawdown).toBeCloseTo(0.02, 15);
    expect(m.var95).toBeCloseTo(-0.0155, 15);
  });

  it.each([
    ["a flat series: zero volatility → Sharpe, Sortino, Calmar null", f64(0, 0, 0, 0), 4],
    ["one observation (no return)", f64(), 0],
  ])("%s", (_, returns, n) => {
    const m = riskMetrics({ returns, days: days.subarray(0, n + 1), scale: S });
    expect(m.sharpe).toBeNull();
    expect(m.sortino).toBeNull();
    expect(m.calmar).toBeNull();
    expect(m.observations).toBe(n);
    for (const v of Object.values(m)) if (typeof v === "number") expect(Number.isFinite(v)).toBe(true);
    if (n === 0) expect(m.annualizedReturn).toBeNull();
    else {
      expect(m.volatility).toBe(0);
      expect(m.maxDrawdown).toBe(0);
      expect(m.annualizedReturn).toBe(0);
    }
  });

  it("two returns, one loss: volatility defined, Sortino from one negative", () => {
    const m = riskMetrics({ returns: f64(0.02, -0.01), days: days.subarray(0, 3), scale: S });
    expect(m.volatility).toBeCloseTo(Math.sqrt(0.00045) * Math.sqrt(12), 14);
    expect(m.sortino).toBeCloseTo((0.005 / Math.sqrt(0.0001 / 2)) * Math.sqrt(12), 13);
    expect(m.recoveryDate).toBeNull();
  });
});
