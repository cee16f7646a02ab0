/**
 * Percentile ranks shared by ratings, factors and curated lists. The product speaks of
 * "percentile" and "top x%" without fixing a formula; two notions are used, each stated once:
 *
 * - position fraction k/n, k = 1 + number of strictly better products (ties share the better
 *   position): "top 10%" means k/n ≤ 0.10 — used for tiers, stars, quartiles and top lists;
 * - percentile 0–100 with mid-ranks, 100·(below + (equal − 1)/2)/(n − 1), higher is better:
 *   a product tied with everyone sits at 50 — used for factor percentiles and composite scores.
 */

/** Which way a figure is better. `closerToZero` ranks |x| ascending (e.g. an ETF's premium rate). */
export type Direction = "higher" | "lower" | "closerToZero";

/** The figure turned so that higher is always better. */
export function goodness(value: number, direction: Direction): number {
  // + 0 folds −0 into 0 so that typed-array sorting and comparisons agree
  return (direction === "higher" ? value : direction === "lower" ? -value : -Math.abs(value)) + 0;
}

/** Finite values (as goodness) sorted ascending, for repeated `percentileIn` look-ups. */
export function sortedGoodness(
  values: ArrayLike<number | null | undefined>,
  direction: Direction,
): Float64Array {
  let n = 0;
  const buf = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v === "number" && Number.isFinite(v)) buf[n++] = goodness(v, direction);
  }
  return buf.subarray(0, n).sort();
}

/** First index with sorted[i] >= x (or > x when `strict`). */
function bound(sorted: Float64Array, x: number, strict: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x || (strict && sorted[mid] === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Mid-rank percentile (0–100) of goodness `g` among `sorted` (which includes the product
 * itself when it is part of the peer group). Null with fewer than two peers: there is no one
 * to compare with. O(log n).
 */
export function percentileIn(sorted: Float64Array, g: number): number | null {
  if (!Number.isFinite(g)) return null;
  const below = bound(sorted, g, false);
  const equal = bound(sorted, g, true) - below;
  if (equal === 0) {
    // not a member of the group: rank it as if inserted
    return sorted.length === 0 ? null : (100 * below) / sorted.length;
  }
  const n = sorted.length;
  if (n < 2) return null;
  return (100 * (below + (equal - 1) / 2)) / (n - 1);
}

/** Percentiles (0–100, mid-rank) of every value among the finite ones; null for missing values. */
export function percentiles(
  values: ArrayLike<number | null | undefined>,
  direction: Direction,
): Array<number | null> {
  const sorted = sortedGoodness(values, direction);
  const out = new Array<number | null>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    out[i] =
      typeof v === "number" && Number.isFinite(v) ? percentileIn(sorted, goodness(v, direction)) : null;
  }
  return out;
}

/** Positions k (1 = best, ties share the better one) of every value; null for missing values. */
export function positions(
  values: ArrayLike<number | null | undefined>,
  direction: Direction,
): Array<number | null> {
  const sorted = sortedGoodness(values, direction);
  const out = new Array<number | null>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    out[i] =
      typeof v === "number" && Number.isFinite(v)
        ? 1 + sorted.length - bound(sorted, goodness(v, direction), true)
        : null;
  }
  return out;
}

/** True when position k of n is within the top `fraction` (k/n ≤ fraction). */
export const inTop = (k: number, n: number, fraction: number): boolean => k / n <= fraction;
