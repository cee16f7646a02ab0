/**
 * Typo tolerance for name tokens: optimal string alignment distance (Levenshtein plus adjacent
 * transpositions, "restricted Damerau"), bounded so a hopeless pair stops early, behind a
 * letter-set prefilter that rejects most of the vocabulary without running the DP.
 */

/** Edits allowed between two tokens, by the longer one's length: 1 from 4 characters, 2 from 8. */
export function allowedEdits(longerLength: number): number {
  return longerLength >= 8 ? 2 : longerLength >= 4 ? 1 : 0;
}

/** The query tokens short enough to be anything ("a", "hk") are never matched fuzzily. */
export const FUZZY_MIN_QUERY_LENGTH = 3;

/** A 32-bit set of the characters of `s` (by code point mod 32). */
export function letterMask(s: string): number {
  let mask = 0;
  for (let i = 0; i < s.length; i++) mask |= 1 << (s.charCodeAt(i) & 31);
  return mask;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Whether two tokens can be within `k` edits, from their letter sets alone: an insertion or a
 * deletion changes at most one member, a substitution two, a transposition none.
 */
export function maybeWithin(maskA: number, maskB: number, k: number): boolean {
  return popcount(maskA ^ maskB) <= 2 * k;
}

const rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/**
 * Optimal string alignment distance of `a` and `b` when it is at most `k`, else `k + 1`.
 * Tokens are short (names), so three reused rows suffice; longer strings are compared exactly.
 */
export function boundedEditDistance(a: string, b: string, k: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > k) return k + 1;
  if (n === 0 || m === 0) return Math.max(n, m) <= k ? Math.max(n, m) : k + 1;
  const width = m + 1;
  const [r0, r1, r2] =
    width <= 64 ? rows : ([new Int32Array(width), new Int32Array(width), new Int32Array(width)] as const);
  let prev2 = r0;
  let prev = r1;
  let cur = r2;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        d = Math.min(d, prev2[j - 2]! + 1);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > k) return k + 1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  const d = prev[m]!;
  return d <= k ? d : k + 1;
}
