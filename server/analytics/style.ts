/**
 * Returns-based style analysis (README.md "Style analysis"): the product's monthly excess
 * returns regressed, by ordinary least squares with an intercept, on the monthly excess returns
 * of a set of asset-class indices (the ten macro assets).
 *
 * Month ends are the product's (`monthEndIndices`: the running month counts only once it has
 * ended); the window is the last up to `months` + 1 of them, giving up to `months` monthly
 * returns. An asset's level at a month end is its last observation on or before that day. Excess
 * returns subtract the same risk-free return from both sides: the annual rate of the product's
 * currency known at the month's start, compounded over the month's calendar days (the risk
 * block's rule, `riskFreeReturns`). Fit: y = a + Σ b_k x_k + e, R² = 1 − Σe² / Σ(y − ȳ)², and
 * the reported alpha is the intercept annualized by simple scaling, a × 12.
 *
 * Ill-conditioning: ten regressors on 24–36 observations can be nearly collinear. The fit
 * solves by Householder QR of the design (never the normal equations, which square the
 * condition number), taking columns in order; a column whose part outside the span of the
 * columns already taken is below 1e-9 of its own norm is left out of the fit (its beta is
 * `null`) instead of being given an arbitrary value. An asset without a level at the window's
 * first month end, or whose series stopped more than `STALE_DAYS` before the last one, is left
 * out too. There is no ridge: the betas kept are the exact least-squares betas.
 */
import { addMonths } from "./dates";
import { type RateSeries, riskFreeReturns } from "./performance";
import { monthEndIndices } from "./rolling";
import { lastIndexOnOrBefore, type Series } from "./series";

/** Relative size below which a column is taken to lie in the span of the columns before it. */
const COLLINEAR = 1e-9;
/** An asset whose last level is older than this many days before a month end is stale there. */
const STALE_DAYS = 10;

export interface RegressionFit {
  /** Per regressor, in input order; `null` for a column left out as collinear. */
  betas: Array<number | null>;
  intercept: number;
  rSquared: number;
  observations: number;
}

/**
 * OLS of `y` on the columns `x` with an intercept, by Householder QR. `null` when there are
 * no more observations than fitted parameters (intercept + kept columns), or `y` or a column has
 * a non-finite value. R² is NaN when `y` is constant.
 */
export function olsWithIntercept(y: Float64Array, x: readonly Float64Array[]): RegressionFit | null {
  const n = y.length;
  if (n === 0 || x.some((c) => c.length !== n)) return null;
  if (!y.every(Number.isFinite) || x.some((c) => !c.every(Number.isFinite))) return null;
  // the design, column-major: the intercept column, then the regressors
  const columns = [new Float64Array(n).fill(1), ...x.map((c) => Float64Array.from(c))];
  const qty = Float64Array.from(y); // becomes Qᵀy as reflections are applied
  const reflectors: Float64Array[] = []; // Householder vectors v (rows k..n−1 of a length-n array)
  const r: Float64Array[] = []; // R's columns (length = number kept so far + 1)
  const kept: number[] = []; // design column index of each R column
  for (let j = 0; j < columns.length; j++) {
    const col = columns[j]!;
    const norm0 = Math.hypot(...col);
    // apply the reflections found so far to this column
    for (let k = 0; k < reflectors.length; k++) applyReflector(reflectors[k]!, k, col);
    const k = reflectors.length;
    if (k >= n) continue; // no rows left: the column is in the span
    let tail = 0;
    for (let i = k; i < n; i++) tail += col[i]! * col[i]!;
    tail = Math.sqrt(tail);
    if (norm0 === 0 || tail <= COLLINEAR * norm0) continue; // collinear with the columns taken
    // reflector sending col[k..] to (−sign·tail, 0, …)
    const alpha = col[k]! >= 0 ? -tail : tail;
    const v = new Float64Array(n);
    for (let i = k; i < n; i++) v[i] = col[i]!;
    v[k] = v[k]! - alpha;
    let vv = 0;
    for (let i = k; i < n; i++) vv += v[i]! * v[i]!;
    const scale = Math.sqrt(vv);
    for (let i = k; i < n; i++) v[i] = v[i]! / scale;
    reflectors.push(v);
    applyReflector(v, k, qty);
    const rc = new Float64Array(k + 1);
    for (let i = 0; i < k; i++) rc[i] = col[i]!;
    rc[k] = alpha;
    r.push(rc);
    kept.push(j);
  }
  const p = kept.length;
  if (p === 0 || kept[0] !== 0 || n <= p) return null;
  // back-substitution R b = (Qᵀy)[0..p)
  const b = new Float64Array(p);
  for (let i = p - 1; i >= 0; i--) {
    let s = qty[i]!;
    for (let m = i + 1; m < p; m++) s -= r[m]![i]! * b[m]!;
    b[i] = s / r[i]![i]!;
  }
  // residuals from the fitted coefficients on the original design
  let sse = 0;
  let ybar = 0;
  for (let i = 0; i < n; i++) ybar += y[i]!;
  ybar /= n;
  let sst = 0;
  for (let i = 0; i < n; i++) {
    let fitted = b[0]!;
    for (let m = 1; m < p; m++) fitted += b[m]! * x[kept[m]! - 1]![i]!;
    const e = y[i]! - fitted;
    sse += e * e;
    sst += (y[i]! - ybar) ** 2;
  }
  const betas: Array<number | null> = x.map(() => null);
  for (let m = 1; m < p; m++) betas[kept[m]! - 1] = b[m]! + 0;
  return {
    betas,
    intercept: b[0]! + 0,
    rSquared: sst === 0 ? Number.NaN : Math.min(1, Math.max(0, 1 - sse / sst)),
    observations: n,
  };
}

/** x ← (I − 2vvᵀ) x on rows k..n−1 (v has unit norm there). */
function applyReflector(v: Float64Array, k: number, x: Float64Array): void {
  let dot = 0;
  for (let i = k; i < v.length; i++) dot += v[i]! * x[i]!;
  dot *= 2;
  for (let i = k; i < v.length; i++) x[i] = x[i]! - dot * v[i]!;
}

export interface StyleAnalysis {
  /** Day numbers of the first and last month ends of the window. */
  startDay: number;
  endDay: number;
  observations: number;
  rSquared: number;
  /** Intercept × 12. */
  alpha: number;
  /** Per asset, in input order; `null` when the asset was left out (no data, stale, collinear). */
  betas: Array<number | null>;
}

/**
 * The style regression of a total-return index on asset indices over the last up to `months`
 * monthly returns; `null` under `minMonths` returns, without any usable asset, or when the fit
 * is undefined (too few observations for the assets, or constant excess returns).
 */
export function returnsBasedStyle(input: {
  tri: Series;
  assets: readonly Series[];
  riskFree?: RateSeries;
  months?: number;
  minMonths?: number;
}): StyleAnalysis | null {
  const { tri, assets } = input;
  const months = input.months ?? 36;
  const minMonths = input.minMonths ?? 24;
  const ends = monthEndIndices(tri.days);
  const first = Math.max(0, ends.length - (months + 1));
  const endIdx = ends.subarray(first);
  const n = endIdx.length - 1;
  if (n < minMonths) return null;
  const endDays = Int32Array.from(endIdx, (i) => tri.days[i]!);
  // consecutive month ends one calendar month apart: a gap in the history would make a longer return
  for (let t = 1; t <= n; t++) if (addMonths(endDays[t - 1]!, 1) + 31 < endDays[t]!) return null;
  const rf = input.riskFree ? riskFreeReturns({ days: endDays, rates: input.riskFree }) : new Float64Array(n);
  const y = new Float64Array(n);
  for (let t = 0; t < n; t++) y[t] = tri.values[endIdx[t + 1]!]! / tri.values[endIdx[t]!]! - 1 - rf[t]!;
  const used: number[] = [];
  const x: Float64Array[] = [];
  assets.forEach((a, k) => {
    const levels = new Float64Array(n + 1);
    for (let t = 0; t <= n; t++) {
      const at = lastIndexOnOrBefore(a.days, endDays[t]!);
      if (at < 0 || a.days[at]! < endDays[t]! - STALE_DAYS) return; // no level, or a stale one
      levels[t] = a.values[at]!;
    }
    const col = new Float64Array(n);
    for (let t = 0; t < n; t++) col[t] = levels[t + 1]! / levels[t]! - 1 - rf[t]!;
    if (!col.every(Number.isFinite)) return;
    used.push(k);
    x.push(col);
  });
  if (x.length === 0) return null;
  const fit = olsWithIntercept(y, x);
  if (!fit || !Number.isFinite(fit.rSquared)) return null;
  const betas: Array<number | null> = assets.map(() => null);
  used.forEach((k, m) => {
    betas[k] = fit.betas[m]!;
  });
  return {
    startDay: endDays[0]!,
    endDay: endDays[n]!,
    observations: n,
    rSquared: fit.rSquared,
    alpha: fit.intercept * 12,
    betas,
  };
}
