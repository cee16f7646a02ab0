/**
 * Numeric kernels shared by the analytics modules. Each takes a Float64Array (often a
 * `subarray` view of a window, which copies nothing) and returns a number, NaN when the
 * statistic is undefined; callers turn NaN into null with `finiteOrNull` at the edge.
 */

/** Arithmetic mean with R's refinement pass (`mean.default`: mean, then + mean of residuals). */
export function mean(x: Float64Array): number {
  const n = x.length;
  if (n === 0) return Number.NaN;
  let s = 0;
  for (let i = 0; i < n; i++) s += x[i]!;
  const m = s / n;
  let c = 0;
  for (let i = 0; i < n; i++) c += x[i]! - m;
  return m + c / n;
}

/** Sample variance (n − 1) by the two-pass algorithm, as R's `var`; NaN below two points. */
export function variance(x: Float64Array): number {
  const n = x.length;
  if (n < 2) return Number.NaN;
  const m = mean(x);
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const d = x[i]! - m;
    ss += d * d;
  }
  return ss / (n - 1);
}

export const stdDev = (x: Float64Array): number => Math.sqrt(variance(x));

/** Sample covariance (n − 1) of two equal-length arrays, two-pass. */
export function covariance(x: Float64Array, y: Float64Array): number {
  const n = x.length;
  if (n < 2 || y.length !== n) return Number.NaN;
  const mx = mean(x);
  const my = mean(y);
  let s = 0;
  for (let i = 0; i < n; i++) s += (x[i]! - mx) * (y[i]! - my);
  return s / (n - 1);
}

/** Scratch buffer for selections, grown on demand and reused so quantiles allocate nothing. */
let scratch = new Float64Array(4096);

function scratchCopy(x: Float64Array): Float64Array {
  if (scratch.length < x.length) scratch = new Float64Array(Math.max(x.length, scratch.length * 2));
  const buf = scratch.subarray(0, x.length);
  buf.set(x);
  return buf;
}

/**
 * Rearranges `a[left..right]` so that `a[k]` is its k-th smallest element, smaller ones before
 * it and larger ones after: Floyd & Rivest's SELECT (CACM 1975, Algorithm 489), which first
 * recurses on a small sample around the expected position so that each partition pass
 * discards most of the array — about n + min(k, n − k) comparisons, suited to tail quantiles.
 */
export function selectInPlace(a: Float64Array, k: number, left = 0, right = a.length - 1): number {
  while (right > left) {
    if (right - left > 600) {
      const n = right - left + 1;
      const m = k - left + 1;
      const z = Math.log(n);
      const s = 0.5 * Math.exp((2 * z) / 3);
      const sd = 0.5 * Math.sqrt((z * s * (n - s)) / n) * (m - n / 2 < 0 ? -1 : 1);
      const newLeft = Math.max(left, Math.floor(k - (m * s) / n + sd));
      const newRight = Math.min(right, Math.floor(k + ((n - m) * s) / n + sd));
      selectInPlace(a, k, newLeft, newRight);
    }
    const t = a[k]!;
    let i = left;
    let j = right;
    swap(a, left, k);
    if (a[right]! > t) swap(a, left, right);
    while (i < j) {
      swap(a, i, j);
      i++;
      j--;
      while (a[i]! < t) i++;
      while (a[j]! > t) j--;
    }
    if (a[left] === t) swap(a, left, j);
    else {
      j++;
      swap(a, j, right);
    }
    if (j <= k) left = j + 1;
    if (k <= j) right = j - 1;
  }
  return a[k]!;
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i]!;
  a[i] = a[j]!;
  a[j] = t;
}

/**
 * R's `quantile(x, p, type = 7)` to the last bit: index h = 1 + (n − 1)·p, lo = ⌊h⌋,
 * `(1 − f)·x_(lo) + f·x_(lo+1)` with f = h − lo, and x_(lo) alone when f = 0 or the two are
 * equal (stats:::quantile.default). Selection instead of a full sort; `x` is not modified.
 */
export function quantileType7(x: Float64Array, p: number): number {
  const n = x.length;
  if (n === 0) return Number.NaN;
  const index = 1 + (n - 1) * p;
  const lo = Math.floor(index);
  const hi = Math.ceil(index);
  const buf = scratchCopy(x);
  const xlo = selectInPlace(buf, lo - 1);
  if (!(index > lo)) return xlo;
  // after selection every element right of lo − 1 is >= xlo: the next order statistic is their minimum
  let xhi = Infinity;
  for (let i = lo; i < n; i++) if (buf[i]! < xhi) xhi = buf[i]!;
  if (hi > n || xhi === xlo) return xlo;
  const f = index - lo;
  return (1 - f) * xlo + f * xhi;
}
