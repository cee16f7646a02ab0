/**
 * Money-weighted return: the annual internal rate of return of dated cash flows
 * (a backtest with contributions reports it beside the time-weighted return).
 * Amounts are from the investor's side: contributions negative, the final value positive.
 * Time is in years of 365.25 calendar days from the first flow (as the SI annualization);
 * the product does not fix the day count, Excel's XIRR uses 365.
 */

/** Days per year used to turn day offsets into years. */
export const DAYS_PER_YEAR = 365.25;

/** Bracket limits on the log growth rate x = ln(1 + rate): rates from e^−40 − 1 to e^40 − 1 a year. */
const X_LIMIT = 40;
const X_TOLERANCE = 1e-15;
const MAX_ITERATIONS = 200;

/**
 * Solves Σ a_k·(1 + rate)^(−t_k) = 0. Works in x = ln(1 + rate), where the present value
 * Σ a_k·e^(−x·t_k) is smooth on the whole line, brackets a sign change by expanding
 * [−1, 1] outwards, then runs Newton steps safeguarded by bisection (each step is kept
 * inside the bracket, which shrinks every iteration — Numerical Recipes' `rtsafe`), so it
 * converges for any flows with one sign change in value. NaN when no root is bracketed
 * (e.g. all flows of one sign).
 */
export function internalRateOfReturn(flows: { days: ArrayLike<number>; amounts: ArrayLike<number> }): number {
  const { days, amounts } = flows;
  const n = amounts.length;
  if (n < 2 || days.length !== n) return Number.NaN;
  const d0 = days[0]!;
  const pv = (x: number): number => {
    let s = 0;
    for (let k = 0; k < n; k++) s += amounts[k]! * Math.exp((-x * (days[k]! - d0)) / DAYS_PER_YEAR);
    return s;
  };
  const dpv = (x: number): number => {
    let s = 0;
    for (let k = 0; k < n; k++) {
      const t = (days[k]! - d0) / DAYS_PER_YEAR;
      s -= t * amounts[k]! * Math.exp(-x * t);
    }
    return s;
  };
  let lo = -1;
  let hi = 1;
  let flo = pv(lo);
  let fhi = pv(hi);
  while (flo * fhi > 0 && (lo > -X_LIMIT || hi < X_LIMIT)) {
    if (lo > -X_LIMIT) {
      lo = Math.max(-X_LIMIT, lo * 2);
      flo = pv(lo);
    }
    if (hi < X_LIMIT) {
      hi = Math.min(X_LIMIT, hi * 2);
      fhi = pv(hi);
    }
  }
  if (flo === 0) return Math.expm1(lo);
  if (fhi === 0) return Math.expm1(hi);
  if (flo * fhi > 0 || Number.isNaN(flo * fhi)) return Number.NaN;
  // orient so that pv(lo) < 0 < pv(hi)
  if (flo > 0) [lo, hi] = [hi, lo];
  let x = 0.5 * (lo + hi);
  let step = Math.abs(hi - lo);
  let lastStep = step;
  let f = pv(x);
  let df = dpv(x);
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    const newtonLeaves = ((x - hi) * df - f) * ((x - lo) * df - f) > 0;
    if (newtonLeaves || Math.abs(2 * f) > Math.abs(lastStep * df)) {
      lastStep = step;
      step = 0.5 * (hi - lo);
      x = lo + step;
    } else {
      lastStep = step;
      step = f / df;
      x -= step;
    }
    if (Math.abs(step) < X_TOLERANCE * Math.max(1, Math.abs(x))) break;
    f = pv(x);
    df = dpv(x);
    if (f === 0) break;
    if (f < 0) lo = x;
    else hi = x;
  }
  return Math.expm1(x);
}
