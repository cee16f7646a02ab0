/**
 * Series primitives (README.md "Series"): the total-return index, periodic returns, the
 * annualization scale inferred from spacing, and alignment of several calendars.
 * A series is two parallel typed arrays: ascending day numbers (dates.ts) and values.
 */

/** Observations in ascending date order; `values[i]` is observed on day `days[i]`. */
export interface Series {
  days: Int32Array;
  values: Float64Array;
}

/** A product's price history as imported: NAV per unit and the dividend paid on each ex-date (0 if none). */
export interface NavSeries {
  days: Int32Array;
  nav: Float64Array;
  dividends?: Float64Array;
}

/** Observations per year used to annualize: daily 252, weekly 52, monthly 12, quarterly 4. */
export type Scale = 252 | 52 | 12 | 4;

/**
 * Total-return index with every dividend reinvested on its ex-date:
 * `TRI_0 = NAV_0`, `TRI_t = TRI_{t−1} × (NAV_t + D_t) / NAV_{t−1}`.
 */
export function totalReturnIndex(series: NavSeries): Series {
  const { days, nav, dividends } = series;
  const n = nav.length;
  const tri = new Float64Array(n);
  if (n > 0) tri[0] = nav[0]!;
  if (dividends) {
    for (let t = 1; t < n; t++) tri[t] = (tri[t - 1]! * (nav[t]! + dividends[t]!)) / nav[t - 1]!;
  } else {
    for (let t = 1; t < n; t++) tri[t] = (tri[t - 1]! * nav[t]!) / nav[t - 1]!;
  }
  return { days, values: tri };
}

/** Simple returns between consecutive observations: `r[i] = v[i+1] / v[i] − 1` (length n − 1). */
export function simpleReturns(values: Float64Array): Float64Array {
  const n = values.length;
  const r = new Float64Array(n > 0 ? n - 1 : 0);
  for (let i = 1; i < n; i++) r[i - 1] = values[i]! / values[i - 1]! - 1;
  return r;
}

/** Spacing histogram reused across calls (gaps are capped at its last bucket). */
const gapCounts = new Int32Array(1024);

/** The k-th smallest (0-based) gap recorded in `gapCounts`. */
function kthGap(k: number): number {
  let seen = 0;
  for (let g = 0; g < gapCounts.length; g++) {
    seen += gapCounts[g]!;
    if (seen > k) return g;
  }
  return gapCounts.length - 1;
}

/**
 * Annualization scale from the median spacing of observations in calendar days.
 * The class boundaries are the geometric midpoints between the
 * nominal spacings 365/252, 7, 365/12 and 365/4 days, so calendars with holidays or
 * month-ends of 28–31 days land in their class. Fewer than two observations: 252.
 * Uses a counting histogram, not a sort: O(n), no allocation.
 */
export function inferScale(days: Int32Array): Scale {
  const n = days.length;
  if (n < 2) return 252;
  // several figures of one series ask for its scale: it is worked out once per days array
  const known = scales.get(days);
  if (known !== undefined) return known;
  const scale = scaleOfGaps(days);
  scales.set(days, scale);
  return scale;
}

/** Scales already worked out, by days array (series are never changed in place). */
const scales = new WeakMap<Int32Array, Scale>();

function scaleOfGaps(days: Int32Array): Scale {
  const n = days.length;
  gapCounts.fill(0);
  for (let i = 1; i < n; i++) {
    const gap = Math.min(days[i]! - days[i - 1]!, gapCounts.length - 1);
    gapCounts[gap]!++;
  }
  const m = n - 1;
  const median = m % 2 === 1 ? kthGap((m - 1) / 2) : (kthGap(m / 2 - 1) + kthGap(m / 2)) / 2;
  if (median < Math.sqrt((365 / 252) * 7)) return 252;
  if (median < Math.sqrt(7 * (365 / 12))) return 52;
  if (median < Math.sqrt((365 / 12) * (365 / 4))) return 12;
  return 4;
}

/** Index of the last observation on or before `day`, or −1 when there is none (binary search). */
export function lastIndexOnOrBefore(days: Int32Array, day: number): number {
  let lo = 0;
  let hi = days.length; // first index with days[i] > day lies in [lo, hi]
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (days[mid]! <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** Several series on one calendar: `values[k][i]` is series k on `days[i]`. */
export interface AlignedSeries {
  days: Int32Array;
  values: Float64Array[];
}

/**
 * Aligns series on the union of their dates from the day the last of them starts, carrying
 * each one's last value forward over dates it lacks (e.g. HK vs US
 * holidays). Dates before every series has started are dropped, never back-filled.
 * The union is built by pairwise two-pointer merges and each series is then filled in one
 * forward scan: O(k × union) in tight loops, no sorting. When every series has the same
 * dates the inputs' arrays are returned as they are (not copied).
 */
export function alignSeries(series: readonly Series[]): AlignedSeries {
  const k = series.length;
  if (k === 0 || series.some((s) => s.days.length === 0)) {
    return { days: new Int32Array(0), values: series.map(() => new Float64Array(0)) };
  }
  const first = series[0]!.days;
  if (series.every((s) => sameDays(s.days, first))) {
    // one calendar already (e.g. products of one exchange): nothing to merge or carry
    return { days: first, values: series.map((s) => s.values) };
  }
  let start = first[0]!;
  for (const s of series) if (s.days[0]! > start) start = s.days[0]!;
  let days = first.subarray(lastIndexOnOrBefore(first, start - 1) + 1);
  for (let j = 1; j < k; j++) {
    const d = series[j]!.days;
    days = mergeUnique(days, d.subarray(lastIndexOnOrBefore(d, start - 1) + 1));
  }
  if (days[0] !== start) throw new Error("alignSeries: the union must begin on the common start");
  const values = series.map((s) => {
    const col = new Float64Array(days.length);
    const src = s.days;
    let c = lastIndexOnOrBefore(src, start); // every series has an observation on or before `start`
    for (let i = 0; i < days.length; i++) {
      const day = days[i]!;
      while (c + 1 < src.length && src[c + 1]! <= day) c++;
      col[i] = s.values[c]!;
    }
    return col;
  });
  return { days, values };
}

/** Sorted union of two ascending day arrays, duplicates once. */
function mergeUnique(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x < y) {
      out[n++] = x;
      i++;
    } else if (y < x) {
      out[n++] = y;
      j++;
    } else {
      out[n++] = x;
      i++;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return out.subarray(0, n);
}

function sameDays(a: Int32Array, b: Int32Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A series re-sampled on `days` by carrying its last value forward; NaN before it starts. */
export function carryForwardOnto(series: Series, days: Int32Array): Float64Array {
  const out = new Float64Array(days.length);
  let c = -1;
  for (let i = 0; i < days.length; i++) {
    while (c + 1 < series.days.length && series.days[c + 1]! <= days[i]!) c++;
    out[i] = c >= 0 ? series.values[c]! : Number.NaN;
  }
  return out;
}

/**
 * Whether a series still describes `day`: its last observation is no further before `day` than
 * its own rhythm allows (two observation periods, and at least 14 days for holidays such as
 * the lunar new year). A benchmark that stopped earlier must not be carried forward flat into
 * relative figures.
 */
export function coversThrough(series: Series, day: number): boolean {
  const n = series.days.length;
  if (n === 0) return false;
  const period = 365.25 / (n > 1 ? inferScale(series.days) : 252);
  return day - series.days[n - 1]! <= Math.max(14, 2 * period);
}

/** Finite number or null: the one gate through which metrics leave the library. */
export function finiteOrNull(x: number): number | null {
  return Number.isFinite(x) ? x + 0 : null; // + 0 turns −0 into 0
}
