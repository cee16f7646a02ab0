/**
 * The risk block's figures for one window (README.md "Risk block"; the performance answer's
 * `risk`), fused into a few passes without allocation — the same formulas as the kernels of
 * risk.ts (each a PerformanceAnalytics function), which the tests hold these to. This is the
 * gate where undefined figures (NaN, ±Infinity) become null.
 */
import { type DrawdownSummary, drawdownSummary } from "./drawdown";
import { VAR_CONFIDENCE } from "./risk";
import { finiteOrNull, type Scale } from "./series";
import { quantileType7 } from "./stats";

/** One window of the risk block. */
export interface RiskMetrics extends Omit<DrawdownSummary, "maxDrawdown" | "length" | "peakToTrough"> {
  annualizedReturn: number | null;
  cumulativeReturn: number | null;
  volatility: number | null;
  sharpe: number | null;
  sortino: number | null;
  calmar: number | null;
  maxDrawdown: number | null;
  var95: number | null;
  /** Number of periodic returns in the window. */
  observations: number;
}

/** Benchmark-relative figures, present when a benchmark was supplied. */
export interface RelativeMetrics {
  beta: number | null;
  alpha: number | null;
  trackingError: number | null;
  informationRatio: number | null;
}

export interface Moments {
  /** Π(1 + x_i − b_i). */
  growth: number;
  /** Mean of x − b with R's refinement pass (`mean.default`). */
  mean: number;
  /** Sample variance (n − 1) of x − b, two-pass: Σ(d − m₀)² − (Σ(d − m₀))²/n about the first-pass mean m₀. */
  variance: number;
}

/** Growth, mean and variance of x − b (b absent: 0) in two passes. */
export function windowMoments(x: Float64Array, b: Float64Array | undefined): Moments {
  const n = x.length;
  let growth = 1;
  let sum = 0;
  if (b) {
    for (let i = 0; i < n; i++) {
      const d = x[i]! - b[i]!;
      growth *= 1 + d;
      sum += d;
    }
  } else {
    for (let i = 0; i < n; i++) {
      const d = x[i]!;
      growth *= 1 + d;
      sum += d;
    }
  }
  const m0 = sum / n;
  let c = 0;
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const d = (b ? x[i]! - b[i]! : x[i]!) - m0;
    c += d;
    ss += d * d;
  }
  return { growth, mean: m0 + c / n, variance: (ss - (c * c) / n) / (n - 1) };
}

/**
 * All single-series figures of one window. `days` has one entry more than `returns`: `days[0]`
 * is the window's base observation and return i ends on `days[i + 1]`. `riskFree` holds
 * per-period returns aligned with `returns` (absent: Rf = 0).
 */
export function riskMetrics(input: {
  returns: Float64Array;
  days: Int32Array;
  scale: Scale;
  riskFree?: Float64Array;
}): RiskMetrics {
  const { returns, days, scale, riskFree } = input;
  const n = returns.length;
  const dd = drawdownSummary({ returns, days });
  const raw = windowMoments(returns, undefined);
  let downside = 0;
  for (let i = 0; i < n; i++) {
    const v = returns[i]!;
    if (v < 0) downside += v * v;
  }
  const rootScale = Math.sqrt(scale);
  // Return.annualized: Π(1 + r)^(s/n) − 1; StdDev.annualized: sd · √s
  const annualized = n === 0 ? Number.NaN : raw.growth ** (scale / n) - 1;
  const volatility = Math.sqrt(raw.variance) * rootScale;
  // SharpeRatio.annualized(geometric = TRUE) on r − rf
  const excess = riskFree ? windowMoments(returns, riskFree) : raw;
  const sharpe = riskFree
    ? (excess.growth ** (scale / n) - 1) / (Math.sqrt(excess.variance) * rootScale)
    : annualized / volatility;
  const maxDd = n === 0 ? Number.NaN : dd.maxDrawdown;
  const q = quantileType7(returns, 1 - VAR_CONFIDENCE);
  return {
    annualizedReturn: finiteOrNull(annualized),
    cumulativeReturn: finiteOrNull(n === 0 ? Number.NaN : raw.growth - 1),
    volatility: finiteOrNull(volatility),
    sharpe: finiteOrNull(sharpe),
    // SortinoRatio(MAR = 0) × √s: mean / √(Σ min(r, 0)² / n) · √s
    sortino: finiteOrNull((raw.mean / Math.sqrt(downside / n)) * rootScale),
    // CalmarRatio: null when there is no drawdown
    calmar: finiteOrNull(maxDd > 0 ? annualized / maxDd : Number.NaN),
    maxDrawdown: finiteOrNull(maxDd),
    peakDate: dd.peakDate,
    troughDate: dd.troughDate,
    recoveryDate: dd.recoveryDate,
    repairDays: dd.repairDays,
    repairPeriods: dd.repairPeriods,
    // VaR(method = "historical"): NA when the quantile is a gain ("inverse risk")
    var95: finiteOrNull(q > 0 ? Number.NaN : q),
    observations: n,
  };
}

/**
 * Benchmark-relative figures of one window of aligned returns, in two passes: `CAPM.beta`
 * (cov/var of excess returns), alpha = intercept × s (annualized), `TrackingError` sd(r − b)·√s,
 * `InformationRatio` (annualized r − annualized b) / TE.
 */
export function relativeMetrics(input: {
  returns: Float64Array;
  benchmark: Float64Array;
  scale: number;
  riskFree?: Float64Array;
}): RelativeMetrics {
  const { returns: y, benchmark: x, scale, riskFree: rf } = input;
  const n = y.length;
  let gy = 1;
  let gx = 1;
  let sy = 0;
  let sx = 0;
  let sd = 0;
  for (let i = 0; i < n; i++) {
    const f = rf ? rf[i]! : 0;
    gy *= 1 + y[i]!;
    gx *= 1 + x[i]!;
    sy += y[i]! - f;
    sx += x[i]! - f;
    sd += y[i]! - x[i]!;
  }
  const my0 = sy / n;
  const mx0 = sx / n;
  const md0 = sd / n;
  let cy = 0;
  let cx = 0;
  let cd = 0;
  let sxy = 0;
  let sxx = 0;
  let sdd = 0;
  for (let i = 0; i < n; i++) {
    const f = rf ? rf[i]! : 0;
    const ey = y[i]! - f - my0;
    const ex = x[i]! - f - mx0;
    const ed = y[i]! - x[i]! - md0;
    cy += ey;
    cx += ex;
    cd += ed;
    sxy += ex * ey;
    sxx += ex * ex;
    sdd += ed * ed;
  }
  const covXY = sxy - (cx * cy) / n; // × 1/(n − 1) cancels in beta
  const varX = sxx - (cx * cx) / n;
  const beta = covXY / varX;
  const alpha = (my0 + cy / n - beta * (mx0 + cx / n)) * scale;
  const te = Math.sqrt((sdd - (cd * cd) / n) / (n - 1)) * Math.sqrt(scale);
  const premium = gy ** (scale / n) - gx ** (scale / n);
  return {
    beta: finiteOrNull(n < 2 ? Number.NaN : beta),
    alpha: finiteOrNull(n < 2 ? Number.NaN : alpha),
    trackingError: finiteOrNull(te),
    informationRatio: finiteOrNull(premium / te),
  };
}
