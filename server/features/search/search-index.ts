/**
 * The product search index: one index over codes, ISINs, exchange symbols,
 * English names and Traditional and Simplified Chinese names, built once per metric-table
 * version (search.service.ts) and shared by /selection/search and the assistant.
 *
 * Ranking, best first: exact code/ISIN/symbol (score 1) > prefix of one (0.8–0.9) > name
 * tokens, whole or prefix, Chinese by substring (0.5–0.7) > name with a typo (0.3–0.45) >
 * similar products (0.1–0.2, on request). Equal scores: bigger AUM first, then code.
 */
import type { SearchMatchKind } from "../../../shared/api/search";
import { IdentifierIndex, type IdentifierKind, identifierKinds } from "./identifiers";
import { NameIndex } from "./name-index";
import { compactKey, hasHan, normalizeText, type Tokens, tokenize } from "./normalize";
import { SimilarIndex } from "./similar";

export interface SearchEntry {
  code: string;
  isin: string | null;
  symbol: string | null;
  name: string;
  nameZhHant: string | null;
  nameZhHans: string | null;
  productType: string;
  category: string | null;
  benchmark: string | null;
  /** NaN when unknown. */
  aumUsd: number;
}

export interface IndexHit {
  /** Position of the entry the index was built from (a metric-table row). */
  row: number;
  code: string;
  productType: string;
  matchedOn: SearchMatchKind;
  score: number;
}

export interface SearchOptions {
  /** Only products of this type (the fund and ETF endpoints); all when absent. */
  productType?: string;
  /** Default 20. */
  limit?: number;
  /** Append neighbours of the top hits (same category and/or benchmark, nearest AUM). */
  similar?: boolean;
}

export interface SearchIndex {
  readonly size: number;
  search(key: string, options?: SearchOptions): IndexHit[];
}

const EXACT_ID = 1;
const idPrefixScore = (coverage: number) => 0.8 + 0.1 * coverage;
const nameScore = (quality: number, wholeName: boolean) => 0.5 + 0.15 * quality + (wholeName ? 0.05 : 0);
const typoScore = (quality: number) => 0.3 + 0.15 * quality;
/** Neighbours are found around this many top hits. */
const SIMILAR_SEEDS = 3;
const round = (x: number) => Math.round(x * 10_000) / 10_000;

/** Rank of each entry in the (AUM desc, unknown last, code asc) order. */
function tieRanks(entries: readonly SearchEntry[]): Int32Array {
  const aum = (e: SearchEntry) => (Number.isNaN(e.aumUsd) ? Number.NEGATIVE_INFINITY : e.aumUsd);
  const order = entries
    .map((_, row) => row)
    .sort((a, b) => {
      const ea = entries[a]!;
      const eb = entries[b]!;
      return aum(eb) - aum(ea) || (ea.code < eb.code ? -1 : ea.code > eb.code ? 1 : 0);
    });
  const ranks = new Int32Array(entries.length);
  order.forEach((row, i) => {
    ranks[row] = i;
  });
  return ranks;
}

function namesOf(e: SearchEntry): string[] {
  return [e.name, e.nameZhHant, e.nameZhHans].filter((n): n is string => !!n).map(normalizeText);
}

function tokensOf(normalizedNames: readonly string[], code: string): Tokens {
  const words: string[] = tokenize(normalizeText(code)).words;
  const han: string[] = [];
  for (const n of normalizedNames) {
    const t = tokenize(n);
    words.push(...t.words);
    han.push(...t.han);
  }
  return { words, han };
}

export function buildSearchIndex(entries: readonly SearchEntry[]): SearchIndex {
  const n = entries.length;
  const tieRank = tieRanks(entries);
  const normalizedNames = entries.map(namesOf);
  const wholeNames = normalizedNames.map((names) => new Set(names.map(compactKey)));
  const ids = new IdentifierIndex(entries);
  const names = new NameIndex(entries.map((e, row) => tokensOf(normalizedNames[row]!, e.code)));
  const similar = new SimilarIndex(entries, tieRank);
  const typeIds = new Map<string, number>();
  const typeOf = Uint8Array.from(entries, (e) => {
    if (!typeIds.has(e.productType)) typeIds.set(e.productType, typeIds.size + 1);
    return typeIds.get(e.productType)!;
  });
  // scratch: best score and match kind per row of the running query (search is synchronous)
  const scores = new Float64Array(n);
  const kinds = new Uint8Array(n);
  const touched = new Int32Array(n);
  const kindOrder: readonly SearchMatchKind[] = [...identifierKinds, "name"];

  function search(key: string, options: SearchOptions = {}): IndexHit[] {
    const limit = options.limit ?? 20;
    const normalized = normalizeText(key);
    if (!normalized || limit <= 0) return [];
    const wanted = options.productType === undefined ? 0 : (typeIds.get(options.productType) ?? -1);
    if (wanted === -1) return [];
    const accept = wanted === 0 ? () => true : (row: number) => typeOf[row] === wanted;
    let count = 0;
    const offer = (row: number, unrounded: number, kind: number) => {
      const score = round(unrounded);
      const current = scores[row]!;
      if (current === 0) touched[count++] = row;
      if (score > current || (score === current && kind < kinds[row]!)) {
        scores[row] = score;
        kinds[row] = kind;
      }
    };
    const compact = compactKey(normalized);
    let hits: IndexHit[];
    try {
      if (!hasHan(compact)) {
        ids.match(compact, accept, (row, kind: IdentifierKind, exact, coverage) =>
          offer(row, exact ? EXACT_ID : idPrefixScore(coverage), identifierKinds.indexOf(kind)),
        );
      }
      names.match(tokenize(normalized), accept, (row, quality, fuzzy) => {
        const score = fuzzy ? typoScore(quality) : nameScore(quality, wholeNames[row]!.has(compact));
        offer(row, score, identifierKinds.length);
      });
      const top = topRows(touched.subarray(0, count), scores, tieRank, limit);
      hits = top.map((row) => hit(row, scores[row]!, kindOrder[kinds[row]!]!));
    } finally {
      // the scratch must be clean for the next query, whatever happened
      for (let i = 0; i < count; i++) scores[touched[i]!] = 0;
    }
    if (!options.similar || hits.length === 0) return hits;

    const neighbours = similar.neighbours({
      seeds: hits.slice(0, SIMILAR_SEEDS).map((h) => h.row),
      accept,
      exclude: new Set(hits.map((h) => h.row)),
      max: Math.max(1, Math.ceil(limit / 4)),
    });
    // neighbours take at most a quarter of the list, and never the best direct hit's place
    const kept = hits.slice(0, Math.max(1, limit - neighbours.length));
    return [...kept, ...neighbours.map((nb) => hit(nb.row, round(nb.score), "similar"))].slice(0, limit);
  }

  function hit(row: number, score: number, matchedOn: SearchMatchKind): IndexHit {
    const e = entries[row]!;
    return { row, code: e.code, productType: e.productType, matchedOn, score };
  }

  return { size: n, search };
}

/** The `k` best rows by score (desc), then tie rank (asc), without sorting every candidate. */
function topRows(rows: Int32Array, scores: Float64Array, tieRank: Int32Array, k: number): number[] {
  const better = (a: number, b: number) =>
    scores[a]! > scores[b]! || (scores[a] === scores[b] && tieRank[a]! < tieRank[b]!);
  const top: number[] = [];
  for (const row of rows) {
    if (top.length === k && !better(row, top[k - 1]!)) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (better(top[mid]!, row)) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, row);
    if (top.length > k) top.pop();
  }
  return top;
}
