/**
 * Name matching. Letter/digit words of every name (English, and the Latin parts of Chinese
 * names) sit in a sorted vocabulary with posting lists: a query word matches a name word
 * wholly, as a prefix, or within a small edit distance. Chinese has no spaces, so each query
 * run of Han characters must be a substring of a name's (Simplified-folded) Han text, found
 * through character-bigram postings; a long run with a wrong character still matches through
 * its other bigrams, as a typo. Every query token must match for a product to match.
 */
import { allowedEdits, boundedEditDistance, FUZZY_MIN_QUERY_LENGTH, letterMask, maybeWithin } from "./fuzzy";
import type { Tokens } from "./normalize";

/** Token quality in 0..1 (averaged over the query's tokens). */
const WHOLE = 1;
const HAN_INSIDE = 0.85;
const prefixQuality = (query: string, word: string) => 0.5 + (0.4 * query.length) / word.length;
const FUZZY_QUALITY = [1, 0.45, 0.3] as const;
const HAN_FUZZY = 0.4;
/** Han-run separator in a product's Han text, so no substring spans two runs. */
const SEP = "\u0001";
const HAS_DIGIT = /\d/;

/** Calls back with each matching row, its mean token quality, and whether a typo was forgiven. */
export type NameVisitor = (row: number, quality: number, fuzzy: boolean) => void;

function postingsOf(map: Map<string, number[]>): Map<string, Int32Array> {
  return new Map([...map].map(([k, rows]) => [k, Int32Array.from(rows)]));
}

function addPosting(map: Map<string, number[]>, key: string, row: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [row]);
  else if (list[list.length - 1] !== row) list.push(row);
}

export class NameIndex {
  private readonly words: string[];
  private readonly wordRows: Int32Array[];
  private readonly wordMasks: Int32Array;
  private readonly byLength = new Map<number, number[]>();
  private readonly hanText: string[];
  private readonly unigrams: Map<string, Int32Array>;
  private readonly bigrams: Map<string, Int32Array>;
  // scratch, reused by every query (search is synchronous)
  private readonly best: Float32Array;
  private readonly tokenFuzzy: Uint8Array;
  private readonly sum: Float32Array;
  private readonly hits: Uint8Array;
  private readonly anyFuzzy: Uint8Array;
  private readonly counts: Uint16Array;
  private readonly touched: Int32Array;
  private readonly alive: Int32Array;

  /** `docs[row]`: the tokens of all of that product's names. */
  constructor(docs: readonly Tokens[]) {
    const wordMap = new Map<string, number[]>();
    const uni = new Map<string, number[]>();
    const bi = new Map<string, number[]>();
    this.hanText = docs.map((doc, row) => {
      for (const w of new Set(doc.words)) addPosting(wordMap, w, row);
      const runs = [...new Set(doc.han)];
      for (const run of runs) {
        const chars = Array.from(run);
        for (let i = 0; i < chars.length; i++) {
          addPosting(uni, chars[i]!, row);
          if (i + 1 < chars.length) addPosting(bi, chars[i]! + chars[i + 1]!, row);
        }
      }
      return runs.length ? SEP + runs.join(SEP) : "";
    });
    this.words = [...wordMap.keys()].sort();
    this.wordRows = this.words.map((w) => Int32Array.from(wordMap.get(w)!));
    this.wordMasks = Int32Array.from(this.words, letterMask);
    this.words.forEach((w, i) => {
      const list = this.byLength.get(w.length);
      if (list) list.push(i);
      else this.byLength.set(w.length, [i]);
    });
    this.unigrams = postingsOf(uni);
    this.bigrams = postingsOf(bi);
    const n = docs.length;
    this.best = new Float32Array(n);
    this.tokenFuzzy = new Uint8Array(n);
    this.sum = new Float32Array(n);
    this.hits = new Uint8Array(n);
    this.anyFuzzy = new Uint8Array(n);
    this.counts = new Uint16Array(n);
    this.touched = new Int32Array(n);
    this.alive = new Int32Array(n);
  }

  get vocabularySize(): number {
    return this.words.length;
  }

  match(tokens: Tokens, accept: (row: number) => boolean, visit: NameVisitor): void {
    const all = [
      ...tokens.words.map((t) => ({ t, han: false })),
      ...tokens.han.map((t) => ({ t, han: true })),
    ];
    // a query of more than 255 tokens cannot happen (keys are ≤ 100 characters); hits is a Uint8Array
    if (all.length === 0 || all.length > 255) return;
    let aliveCount = 0;
    for (let i = 0; i < all.length; i++) {
      let touchedCount = 0;
      const offer = (row: number, quality: number, fuzzy: boolean) => {
        if (this.hits[row] !== i || (i === 0 && !accept(row))) return;
        const current = this.best[row]!;
        if (current === 0) this.touched[touchedCount++] = row;
        if (quality > current) {
          this.best[row] = quality;
          this.tokenFuzzy[row] = fuzzy ? 1 : 0;
        }
      };
      const { t, han } = all[i]!;
      if (han) this.offerHan(t, offer);
      else this.offerWord(t, offer);
      for (let j = 0; j < touchedCount; j++) {
        const row = this.touched[j]!;
        this.sum[row]! += this.best[row]!;
        this.hits[row] = i + 1;
        this.anyFuzzy[row]! |= this.tokenFuzzy[row]!;
        this.best[row] = 0;
        this.tokenFuzzy[row] = 0;
        if (i === 0) this.alive[aliveCount++] = row;
      }
      if (touchedCount === 0) break;
    }
    for (let j = 0; j < aliveCount; j++) {
      const row = this.alive[j]!;
      if (this.hits[row] === all.length) visit(row, this.sum[row]! / all.length, this.anyFuzzy[row] === 1);
      this.hits[row] = 0;
      this.sum[row] = 0;
      this.anyFuzzy[row] = 0;
    }
  }

  private lowerBound(word: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private offerRows(rows: Int32Array, quality: number, fuzzy: boolean, offer: NameVisitor): void {
    for (let k = 0; k < rows.length; k++) offer(rows[k]!, quality, fuzzy);
  }

  private offerWord(q: string, offer: NameVisitor): void {
    for (let i = this.lowerBound(q); i < this.words.length; i++) {
      const word = this.words[i]!;
      if (!word.startsWith(q)) break;
      this.offerRows(
        this.wordRows[i]!,
        word.length === q.length ? WHOLE : prefixQuality(q, word),
        false,
        offer,
      );
    }
    // tokens with digits are codes and figures ("500", "2838", "f106832"): one character off is
    // another product, not a typo
    if (q.length < FUZZY_MIN_QUERY_LENGTH || HAS_DIGIT.test(q)) return;
    const mask = letterMask(q);
    const maxK = allowedEdits(q.length + 2);
    for (let len = q.length - maxK; len <= q.length + maxK; len++) {
      const k = allowedEdits(Math.max(len, q.length));
      if (k === 0 || Math.abs(len - q.length) > k) continue;
      for (const i of this.byLength.get(len) ?? []) {
        if (!maybeWithin(mask, this.wordMasks[i]!, k)) continue;
        const word = this.words[i]!;
        const d = boundedEditDistance(q, word, k);
        if (d > 0 && d <= k) this.offerRows(this.wordRows[i]!, FUZZY_QUALITY[d]!, true, offer);
      }
    }
  }

  private offerHan(run: string, offer: NameVisitor): void {
    const chars = Array.from(run);
    if (chars.length === 1) {
      const rows = this.unigrams.get(run);
      if (rows) for (const row of rows) offer(row, this.hanQuality(row, run), false);
      return;
    }
    const grams = [...new Set(chars.slice(1).map((c, i) => chars[i]! + c))];
    const lists = grams.map((g) => this.bigrams.get(g));
    const missing = lists.filter((l) => !l).length;
    // a run of 4+ characters keeps matching with one wrong character (which spoils ≤ 2 bigrams)
    const spoilable = grams.length >= 4 ? 2 : grams.length === 3 ? 1 : 0;
    if (missing === 0) {
      const shortest = lists.reduce((a, b) => (b!.length < a!.length ? b : a))!;
      // a two-character run is its one bigram: every row of its postings holds it
      const held = chars.length === 2;
      for (const row of shortest) {
        if (held || this.hanText[row]!.includes(run)) offer(row, this.hanQuality(row, run), false);
      }
    }
    if (spoilable === 0 || missing > spoilable) return;
    const touched: number[] = [];
    for (const list of lists) {
      if (!list) continue;
      for (const row of list) {
        if (this.counts[row] === 0) touched.push(row);
        this.counts[row]!++;
      }
    }
    for (const row of touched) {
      if (this.counts[row]! >= grams.length - spoilable) offer(row, HAN_FUZZY, true);
      this.counts[row] = 0;
    }
  }

  /** A run found at the start of one of the product's Han runs (or the whole run) ranks above one inside. */
  private hanQuality(row: number, run: string): number {
    return this.hanText[row]!.includes(SEP + run) ? WHOLE : HAN_INSIDE;
  }
}
