/**
 * Risk kernels (README.md "Risk block"), one per PerformanceAnalytics function, named on
 * each. They take Float64Array views and return NaN when undefined. metrics.ts computes the
 * same figures fused into a few passes for the API; tests hold the two to each other.
 */
import { covariance, mean, quantileType7, stdDev } from "./stats";

/** VaR confidence; R's `.setalphaprob(0.95)` gives the tail probability as `1 − 0.95` (not 0.05). */
export const VAR_CONFIDENCE = 0.95;

/** `Return.cumulative(R, geometric = TRUE)`: Π(1 + r_i) − 1. */
export function cumulativeReturn(returns: Float64Array): number {
  let g = 1;
  for (let i = 0; i < returns.length; i++) g *= 1 + returns[i]!;
  return g - 1;
}

/** `Return.annualized(R, scale, geometric = TRUE)`: Π(1 + r_i)^(s/n) − 1; NaN without returns. */
export function annualizedReturn(returns: Float64Array, scale: number): number {
  const n = returns.length;
  if (n === 0) return Number.NaN;
  return (cumulativeReturn(returns) + 1) ** (scale / n) - 1;
}

/** `StdDev.annualized(R, scale)`: sample standard deviation (n − 1) × √s. */
export function annualizedVolatility(returns: Float64Array, scale: number): number {
  return stdDev(returns) * Math.sqrt(scale);
}

/**
 * `SharpeRatio.annualized(R, Rf, scale, geometric)`: annualized mean of the excess returns
 * r_i − rf_i (geometric by default, `mean × s` when not) over their annualized volatility.
 * `riskFree` holds per-period returns aligned with `returns`; absent means Rf = 0.
 */
export function sharpeRatio(input: {
  returns: Float64Array;
  scale: number;
  riskFree?: Float64Array;
  geometric?: boolean;
}): number {
  const { returns, scale, riskFree, geometric = true } = input;
  const x = riskFree ? excessReturns(returns, riskFree) : returns;
  const numerator = geometric ? annualizedReturn(x, scale) : mean(x) * scale;
  return numerator / annualizedVolatility(x, scale);
}

/** r_i − b_i (`Return.excess`); a new array, so only used off the hot path. */
export function excessReturns(returns: Float64Array, other: Float64Array): Float64Array {
  if (other.length !== returns.length) throw new RangeError("series lengths differ");
  const x = new Float64Array(returns.length);
  for (let i = 0; i < x.length; i++) x[i] = returns[i]! - other[i]!;
  return x;
}

/** `DownsideDeviation(R, MAR = 0, method = "full")`: √(Σ min(r_i − MAR, 0)² / n). */
export function downsideDeviation(returns: Float64Array, mar = 0): number {
  const n = returns.length;
  if (n === 0) return Number.NaN;
  let s = 0;
  for (let i = 0; i < n; i++) {
    const d = returns[i]! - mar;
    if (d < 0) s += d * d;
  }
  return Math.sqrt(s / n);
}

/**
 * Sortino as FundPilot reports it: `SortinoRatio(R, MAR = 0)` (per period:
 * mean(r − MAR) / DownsideDeviation) × √s, annualized like the other ratios.
 */
export function sortinoRatio(returns: Float64Array, scale: number): number {
  return (mean(returns) / downsideDeviation(returns, 0)) * Math.sqrt(scale);
}

/** `CalmarRatio(R, scale)`: annualized return / max drawdown; NaN when max drawdown is 0. */
export function calmarRatio(returns: Float64Array, scale: number): number {
  let w = 1;
  let peak = 1;
  let min = 0;
  for (let i = 0; i < returns.length; i++) {
    w *= 1 + returns[i]!;
    if (w > peak) peak = w;
    const dd = w / peak - 1;
    if (dd < min) min = dd;
  }
  return min === 0 ? Number.NaN : annualizedReturn(returns, scale) / -min;
}

/**
 * Historical VaR, `VaR(R, p, method = "historical")`: the signed (1 − p) quantile of the
 * returns, R quantile type 7. PerformanceAnalytics answers NA ("inverse risk") when that
 * quantile is positive; so does this (NaN). Use `quantileType7` for the raw quantile.
 */
export function valueAtRisk(returns: Float64Array, confidence = VAR_CONFIDENCE): number {
  const q = quantileType7(returns, 1 - confidence);
  return q > 0 ? Number.NaN : q;
}

/** Inputs shared by the benchmark-relative metrics; arrays aligned period by period. */
export interface RelativeInput {
  returns: Float64Array;
  benchmark: Float64Array;
  scale: number;
  /** Per-period risk-free returns; absent means Rf = 0. */
  riskFree?: Float64Array;
}

/**
 * `CAPM.beta` / `CAPM.alpha` (least squares of r − rf on b − rf): beta = cov / var, alpha =
 * the intercept. FundPilot reports alpha annualized as intercept × s (CAPM.alpha itself
 * is per period).
 */
export function capm(input: RelativeInput): { beta: number; alpha: number } {
  const { returns, benchmark, scale, riskFree } = input;
  const y = riskFree ? excessReturns(returns, riskFree) : returns;
  const x = riskFree ? excessReturns(benchmark, riskFree) : benchmark;
  const beta = covariance(x, y) / covariance(x, x);
  return { beta, alpha: (mean(y) - beta * mean(x)) * scale };
}

/** `TrackingError(Ra, Rb, scale)`: sd(r − b) × √s. */
export function trackingError(input: RelativeInput): number {
  return annualizedVolatility(excessReturns(input.returns, input.benchmark), input.scale);
}

/** `InformationRatio(Ra, Rb, scale)`: (annualized r − annualized b) / tracking error (`ActivePremium / TrackingError`). */
export function informationRatio(input: RelativeInput): number {
  const premium =
    annualizedReturn(input.returns, input.scale) - annualizedReturn(input.benchmark, input.scale);
  return premium / trackingError(input);
}
