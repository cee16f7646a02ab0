/**
 * Figures of the comparison screen (README.md "Comparison"): the correlation matrix of several
 * series over one window, and the overlap of two top-10 holding lists.
 */
import { carryForwardOnto, type Series, simpleReturns } from "./series";

/** Fewer common returns than this and a pair's correlation is `null` (too noisy to show). */
export const MIN_CORRELATION_RETURNS = 10;

export type CorrelationFrequency = "daily" | "weekly";

export interface CorrelationMatrix {
  /** `matrix[i][j]`: Pearson correlation of series i and j; NaN where undefined. Symmetric. */
  matrix: number[][];
  frequency: CorrelationFrequency;
}

/** Day 1 (1970-01-02) was a Friday. */
const isFriday = (day: number): boolean => (((day - 1) % 7) + 7) % 7 === 0;

function cut(s: Series, start: number, end: number): Series {
  let from = 0;
  while (from < s.days.length && s.days[from]! < start) from++;
  let to = from;
  while (to < s.days.length && s.days[to]! <= end) to++;
  return { days: s.days.subarray(from, to), values: s.values.subarray(from, to) };
}

function sameDays(series: readonly Series[]): boolean {
  const first = series[0]!.days;
  return series.every((s) => s.days.length === first.length && s.days.every((d, i) => d === first[i]));
}

/** `start`, then every Friday after it up to `end` (the week-end grid of weekly returns). */
function weekGrid(start: number, end: number): Int32Array {
  const out: number[] = [start];
  let d = start + 1;
  while (d <= end && !isFriday(d)) d++;
  for (; d <= end; d += 7) out.push(d);
  return Int32Array.from(out);
}

/** Pearson correlation over the positions where both returns are finite; NaN below `minReturns`. */
export function pairCorrelation(
  x: Float64Array,
  y: Float64Array,
  minReturns = MIN_CORRELATION_RETURNS,
): number {
  let n = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < x.length; i++) {
    if (!Number.isFinite(x[i]!) || !Number.isFinite(y[i]!)) continue;
    n++;
    sx += x[i]!;
    sy += y[i]!;
  }
  if (n < minReturns) return Number.NaN;
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < x.length; i++) {
    if (!Number.isFinite(x[i]!) || !Number.isFinite(y[i]!)) continue;
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  if (sxx === 0 || syy === 0) return Number.NaN;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/**
 * Correlation of the series' simple returns between `start` and `end` (day numbers, both
 * included). When every series has the same dates in the window, daily returns are used;
 * otherwise (a Hong Kong fund against a US index: different holidays) weekly returns from the
 * Friday closes, each series carried forward to the Friday, so a holiday on one calendar is
 * not read as a zero return against a move on the other. A pair with fewer than
 * `MIN_CORRELATION_RETURNS` common returns, or a flat series, has no correlation (NaN).
 */
export function correlationMatrix(
  series: readonly Series[],
  start: number,
  end: number,
  minReturns = MIN_CORRELATION_RETURNS,
): CorrelationMatrix {
  const k = series.length;
  if (k === 0) return { matrix: [], frequency: "daily" };
  const windows = series.map((s) => cut(s, start, end));
  const daily = sameDays(windows);
  let returns: Float64Array[];
  if (daily) {
    returns = windows.map((w) => simpleReturns(w.values));
  } else {
    const grid = weekGrid(start, end);
    returns = series.map((s) => {
      const sampled = carryForwardOnto(s, grid);
      // a series that has not started on the grid's first day has NaN there: no return yet
      return simpleReturns(sampled);
    });
  }
  const matrix = Array.from({ length: k }, () => new Array<number>(k).fill(Number.NaN));
  for (let i = 0; i < k; i++) {
    for (let j = i; j < k; j++) {
      const c = pairCorrelation(returns[i]!, returns[j]!, minReturns);
      matrix[i]![j] = c;
      matrix[j]![i] = c;
    }
  }
  return { matrix, frequency: daily ? "daily" : "weekly" };
}

export interface HoldingLike {
  name: string;
  ticker?: string | null;
  weight: number;
}

export interface HoldingsOverlap {
  /** Sum over the common holdings of the smaller of the two weights (decimal). */
  weight: number;
  /** Common holdings, largest shared weight first; the name is the first list's. */
  common: Array<{ name: string; weightA: number; weightB: number }>;
}

/**
 * The key two holding lists are matched by: the ticker when present, else the name in lower
 * case with punctuation and company suffixes (Inc, Ltd, Corp, Co, PLC, SA, AG, Class A …)
 * removed and spaces collapsed.
 */
export function holdingKey(h: HoldingLike): string {
  const ticker = h.ticker?.trim().toUpperCase();
  if (ticker) return `t:${ticker}`;
  const name = h.name
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[.,'’"()&/-]/g, " ")
    .replace(/\b(inc|ltd|limited|corp|corporation|co|plc|sa|ag|nv|holdings?|group|class [a-z])\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `n:${name}`;
}

/**
 * Overlap of two top-10 lists: the holdings both hold (matched by `holdingKey`, a ticker match
 * first, else the name) and the sum of the smaller weights, the share of each portfolio that is
 * the same. A holding listed twice in one list counts once with its weights added.
 */
export function holdingsOverlap(a: readonly HoldingLike[], b: readonly HoldingLike[]): HoldingsOverlap {
  const index = (list: readonly HoldingLike[]) => {
    const byTicker = new Map<string, { name: string; weight: number }>();
    const byName = new Map<string, { name: string; weight: number }>();
    for (const h of list) {
      const key = holdingKey(h);
      const target = key.startsWith("t:") ? byTicker : byName;
      const known = target.get(key);
      if (known) known.weight += h.weight;
      else target.set(key, { name: h.name, weight: h.weight });
      // a ticker-keyed holding may still meet an untickered one of the other list by name
      if (key.startsWith("t:")) {
        const nameKey = holdingKey({ name: h.name, weight: h.weight });
        if (!byName.has(nameKey)) byName.set(nameKey, target.get(key)!);
      }
    }
    return { byTicker, byName };
  };
  const ia = index(a);
  const ib = index(b);
  const seen = new Set<object>();
  const common: HoldingsOverlap["common"] = [];
  const add = (x: { name: string; weight: number }, y: { name: string; weight: number }) => {
    if (seen.has(x) || seen.has(y)) return;
    seen.add(x);
    seen.add(y);
    common.push({ name: x.name, weightA: x.weight, weightB: y.weight });
  };
  for (const [key, x] of ia.byTicker) {
    const y = ib.byTicker.get(key);
    if (y) add(x, y);
  }
  for (const [key, x] of ia.byName) {
    const y = ib.byName.get(key);
    if (y) add(x, y);
  }
  common.sort((p, q) => Math.min(q.weightA, q.weightB) - Math.min(p.weightA, p.weightB));
  const weight = common.reduce((s, c) => s + Math.min(c.weightA, c.weightB), 0);
  return { weight, common };
}
