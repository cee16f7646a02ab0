/**
 * One message as a stream of typed tokens (entities and slots): lexicon words,
 * numbers and product mentions, non-overlapping, longest first (a product name beats the
 * region inside it, "7-day yield" beats the 7), plus leftover words. Slot rules and intent
 * scoring read this stream, never the raw text.
 */
import { boundedEditDistance } from "../../features/search";
import type { Lexicon } from "./lexicon/lexicon";
import type { Tag } from "./lexicon/trie";
import { findMentions, identifierMentions, type Mention } from "./products/mentions";
import type { ProductIndex } from "./products/product-index";
import { type NormText, normalize, originalSpan } from "./text/normalize";
import { findNumbers, type NumSpan } from "./text/numbers";

export interface Tok {
  start: number;
  end: number;
  kind: "lex" | "num" | "product" | "word";
  tags: Tag[];
  num?: NumSpan;
  mention?: Mention;
  /** Product-type words inside a product mention ("BlackRock funds"). */
  innerTypes?: string[];
  /** Normalized text of the span. */
  text: string;
  /** The span as the user wrote it. */
  orig: string;
}

export interface Analysis {
  norm: NormText;
  toks: Tok[];
}

/** Types whose neighbours make a weak form ("us" in "us bonds") count. */
const WEAK_SUPPORT = new Set(["assetClass", "productType", "macroAsset", "metric"]);
const LEFTOVER =
  /[a-z0-9]+|\p{Script=Han}|[$%/,;:?!'"()+<>=\u3001\u3002\u2018\u2019\u201c\u201d\u300c-\u300f]/gu;

interface Candidate {
  start: number;
  end: number;
  priority: number;
  make: () => Tok;
}

export function analyze(message: string, lexicon: Lexicon, products: ProductIndex): Analysis {
  const norm = normalize(message);
  const text = norm.text;
  const lex = lexicon.match(norm);
  const nums = findNumbers(text, lexicon.numberWords);
  const covered = new Uint8Array(text.length);
  for (const m of lex) covered.fill(1, m.start, m.end);
  const lexEnd = new Int32Array(text.length);
  for (const m of lex) lexEnd[m.start] = Math.max(lexEnd[m.start]!, m.end);
  const blocked = new Uint8Array(text.length);
  for (const n of nums)
    if (n.percent || n.money || (n.year && looksLikeDate(text, n))) blocked.fill(1, n.start, n.end);
  const wantsStrategy = lex.some((m) => m.tags.some((t) => t.type === "strategy"));
  const mentionContext = {
    covered,
    lexEnd,
    blocked,
    wantsStrategy,
    genericWords: lexicon.genericWords,
    knownWords: lexicon.knownWords,
    original: (s: number, e: number) => originalSpan(norm, s, e),
  };
  // "preferred securities funds", "global bond ETFs": a plural names a kind of product, not one
  const plural = (m: Mention) =>
    /\b(?:funds|etfs)$/.test(text.slice(m.start, m.end)) || /^\s*(?:funds|etfs)\b/.test(text.slice(m.end));
  const found = findMentions(text, products, {
    ...mentionContext,
    reject: (m) => contradicted(m, lex, text, products, lexicon),
  });
  // "what's a 7-day yield on a money fund": a short name after "a"/"an" describes a kind of product
  const indefinite = (m: Mention) =>
    /\b(?:a|an)\s+$/.test(text.slice(Math.max(0, m.start - 4), m.start)) &&
    /^\S+(?:\s+\S+)?\s+(?:fund|etf)$/.test(text.slice(m.start, m.end));
  const mentions = found.filter(
    (m) =>
      !(m.codes.length === 1 && (plural(m) || indefinite(m))) &&
      !contradicted(m, lex, text, products, lexicon),
  );
  // identifiers alone, for when the mention around one loses to a longer vocabulary phrase
  const ids = identifierMentions(text, products, mentionContext).filter(
    (m) => !mentions.some((x) => x.start === m.start && x.end === m.end),
  );
  const slice = (s: number, e: number) => text.slice(s, e);
  const candidates: Candidate[] = [
    ...[...mentions, ...ids].map((m) => ({
      start: m.start,
      end: m.end,
      priority: 3,
      make: (): Tok => ({
        start: m.start,
        end: m.end,
        kind: "product",
        tags: [],
        mention: m,
        innerTypes: innerValues(lex, m.start, m.end, "productType"),
        text: slice(m.start, m.end),
        orig: "",
      }),
    })),
    ...lexicon.matchEvery(norm).map((m) => ({
      start: m.start,
      end: m.end,
      priority: m.tags.every((t) => t.type === "stop") ? 1 : 2,
      make: (): Tok => ({
        start: m.start,
        end: m.end,
        kind: "lex",
        tags: m.tags,
        text: slice(m.start, m.end),
        orig: "",
      }),
    })),
    ...nums.map((n) => ({
      start: n.start,
      end: n.end,
      priority: 1.5,
      make: (): Tok => ({
        start: n.start,
        end: n.end,
        kind: "num",
        tags: [],
        num: n,
        text: slice(n.start, n.end),
        orig: "",
      }),
    })),
  ];
  candidates.sort(
    (a, b) => b.end - b.start - (a.end - a.start) || b.priority - a.priority || a.start - b.start,
  );
  const taken = new Uint8Array(text.length);
  const toks: Tok[] = [];
  for (const c of candidates) {
    if (taken.subarray(c.start, c.end).some((x) => x === 1)) continue;
    taken.fill(1, c.start, c.end);
    toks.push(c.make());
  }
  for (const m of text.matchAll(LEFTOVER)) {
    if (taken[m.index]) continue;
    toks.push({ start: m.index, end: m.index + m[0].length, kind: "word", tags: [], text: m[0], orig: "" });
  }
  toks.sort((a, b) => a.start - b.start);
  for (const t of toks) t.orig = originalSpan(norm, t.start, t.end);
  for (const t of toks) {
    if (t.kind !== "word") continue;
    const tags = typoTags(t.text, lexicon);
    if (tags) Object.assign(t, { kind: "lex", tags });
  }
  return { norm, toks: readInContext(dropUnsupportedWeak(toks)) };
}

/** Words that rule out what follows them ("no ETFs", "not funds", "唔要ETF", "不要基金"). */
const NEGATION =
  /(?:^|\s)(?:no|not|without|excluding|except|non)$|(?:唔要|不要|唔使|不用|排除|除咗|除了|唔|不)$/;

/** Words whose reading depends on the word before them. */
function readInContext(toks: Tok[]): Tok[] {
  const explains = toks.some((t) => has(t, "intent", "explain")) && !toks.some((t) => has(t, "term"));
  return toks.map((t, i) => {
    const prev = toks[i - 1];
    // "2020年3月投入20萬": a month after a year, not "月投" (monthly investing)
    if (
      /^月/.test(t.text) &&
      has(t, "amountCue") &&
      prev?.num &&
      prev.num.value <= 12 &&
      has(toks[i - 2], "unit", "year")
    )
      return { ...t, tags: [{ type: "unit", value: "month" }] };
    // "the best 1m return", "3m volatility": a period before a figure, not a million
    const short = /^(1|3|6)\s?m$|^(1|3|5|10)\s?y$/.exec(t.text);
    if (t.kind === "num" && short && has(toks[i + 1], "metric")) {
      const value = short[1] ? `${short[1]}M` : `${short[2]}Y`;
      return { ...t, kind: "lex" as const, num: undefined, tags: [{ type: "period", value }] };
    }
    // "金级、银级这种评级是什么意思", "what do the gold/silver ratings mean": the rating scale itself
    if (explains && (has(t, "ratingCue") || (has(t, "ratingTier") && /rating|評級|评级/.test(t.text))))
      return { ...t, tags: [...t.tags, { type: "term", value: "rating_tier" }] };
    // "funds that pay monthly": a relative pronoun, not "that fund"
    if (/^(?:that|which)$/.test(t.text) && has(prev, "productType") && has(t, "anaphora"))
      return { ...t, tags: t.tags.filter((g) => g.type !== "anaphora") };
    // "funds only, no ETFs", "改用基金，唔要ETF": a product type ruled out is not the type asked for
    const before = `${toks[i - 2]?.text ?? ""} ${prev?.text ?? ""}`.replace(/\s+/g, " ");
    const joined = `${toks[i - 2]?.text ?? ""}${prev?.text ?? ""}`;
    if (has(t, "productType") && (NEGATION.test(before) || NEGATION.test(joined)))
      return { ...t, tags: t.tags.filter((g) => g.type !== "productType") };
    // "兩隻嘅風險提示呢" refers to the two in focus; "最多兩隻", "揀兩隻" count
    if (/^(?:兩隻|两只)$/.test(t.text) && has(t, "anaphora") && prev && !/^[,，。;；!?！？]$/.test(prev.text))
      return { ...t, tags: t.tags.filter((g) => g.type !== "anaphora") };
    // "5-star": a rating, not "star it" (add to the watchlist)
    if (has(t, "metric", "star") && prev?.kind === "num")
      return { ...t, tags: t.tags.filter((g) => g.type !== "intent") };
    return t;
  });
}

/** Tag types that describe what a product holds: a name that says otherwise is another product. */
const CONTENT_TYPES = new Set(["region", "assetClass", "theme"]);
const contentCache = new WeakMap<object, Set<string>>();
const rowCache = new WeakMap<ProductIndex, Map<string, number>>();

function rowsByCode(products: ProductIndex): Map<string, number> {
  let out = rowCache.get(products);
  if (!out) {
    out = new Map(products.items.map((it, row) => [it.code, row]));
    rowCache.set(products, out);
  }
  return out;
}

/** The region, asset-class and theme values a product's own names carry. */
function contentOf(item: { names: string[] }, lexicon: Lexicon): Set<string> {
  let out = contentCache.get(item);
  if (out) return out;
  out = new Set<string>();
  for (const name of item.names)
    for (const m of lexicon.match(normalize(name)))
      for (const g of m.tags) if (CONTENT_TYPES.has(g.type)) out.add(`${g.type}:${g.value}`);
  contentCache.set(item, out);
  return out;
}

/**
 * "Value Partners Gold Fund", "Fidelity Japan fund": a product matched by its company while the
 * words written with it (inside the mention or right beside it) name a region, asset class or
 * theme its own names do not: an unlisted fund, not this one.
 */
function contradicted(
  m: Mention,
  lex: readonly { start: number; end: number; tags: Tag[] }[],
  text: string,
  products: ProductIndex,
  lexicon: Lexicon,
): boolean {
  // a code, ticker or ISIN ("2833.HK", "G3B") is exact
  const span = text.slice(m.start, m.end);
  if (/\d/.test(span) || m.codes.some((c) => c.toLowerCase() === span)) return false;
  const byCode = rowsByCode(products);
  const rows = m.codes.map((c) => byCode.get(c)).filter((r): r is number => r !== undefined);
  if (rows.length === 0) return false;
  const beside = (a: number, b: number) => /^[\s-]*$/.test(text.slice(Math.min(a, b), Math.max(a, b)));
  const near = lex.filter(
    (x) => (x.start >= m.start && x.end <= m.end) || beside(x.start, m.end) || beside(x.end, m.start),
  );
  const content = (x: (typeof near)[number]) => x.tags.filter((g) => CONTENT_TYPES.has(g.type) && !g.weak);
  if (!near.some((x) => content(x).length > 0)) return false;
  return rows.every((r) => {
    const item = products.items[r]!;
    const own = contentOf(item, lexicon);
    // "Tidwell Asia Pacfic Dividend": a word of the product's own name inside the mention ("asia",
    // left alone by a mistyped neighbour) names no other content
    const ownWord = (x: (typeof near)[number]) =>
      x.start >= m.start &&
      x.end <= m.end &&
      item.names.some((n) => ` ${n} `.includes(` ${text.slice(x.start, x.end)} `));
    const said = near.filter((x) => !ownWord(x)).flatMap(content);
    return said.some((g) => !own.has(`${g.type}:${g.value}`));
  });
}

/** Tag types a mistyped word may take ("bakctest", "breakdwon", "grwoth", "wathclist"). */
const TYPO_TYPES = new Set([
  "intent",
  "view",
  "term",
  "assetClass",
  "macroAsset",
  "metric",
  "weighting",
  "rebalanceCue",
  "frequency",
  "curatedList",
  "risk",
  "goal",
  "theme",
  "productType",
  "dividendFrequency",
]);
const wordsByLength = new WeakMap<Lexicon, Map<number, string[]>>();

/**
 * A word of 5+ letters that is no vocabulary word, one edit (or one swap of neighbours) away from
 * exactly one single-word form: that form's tags (of the types above).
 */
function typoTags(word: string, lexicon: Lexicon): Tag[] | null {
  if (!/^[a-z]{5,}$/.test(word) || lexicon.knownWords.has(word)) return null;
  let byLength = wordsByLength.get(lexicon);
  if (!byLength) {
    byLength = new Map();
    for (const w of lexicon.knownWords) {
      if (!/^[a-z]{5,}$/.test(w)) continue;
      const list = byLength.get(w.length) ?? [];
      list.push(w);
      byLength.set(w.length, list);
    }
    wordsByLength.set(lexicon, byLength);
  }
  const near: string[] = [];
  for (const len of [word.length - 1, word.length, word.length + 1])
    for (const w of byLength.get(len) ?? []) if (boundedEditDistance(word, w, 1) <= 1) near.push(w);
  if (near.length !== 1) return null;
  const form = near[0]!;
  const match = lexicon.match(normalize(form)).find((m) => m.start === 0 && m.end === form.length);
  const tags = match?.tags.filter((g) => TYPO_TYPES.has(g.type) && !g.exact) ?? [];
  return tags.length > 0 ? tags : null;
}

/** Values of a tag type among the lexicon matches inside [start, end). */
function innerValues(
  lex: readonly { start: number; end: number; tags: Tag[] }[],
  start: number,
  end: number,
  type: string,
) {
  const out: string[] = [];
  for (const m of lex) {
    if (m.start < start || m.end > end) continue;
    for (const g of m.tags) if (g.type === type && !out.includes(g.value)) out.push(g.value);
  }
  return out;
}

const DATE_BEFORE = /(?:since|from|until|till|to|in|of|by|between|and|由|从|自|到|至|于)\s*$/;
const DATE_AFTER = /^\s*(?:年|-|to\b|至|到|and\b)/;

/** A year-like figure next to a date word ("since 2018", "2019年") is a date, not a product code. */
function looksLikeDate(text: string, n: NumSpan): boolean {
  return (
    DATE_BEFORE.test(text.slice(Math.max(0, n.start - 12), n.start)) || DATE_AFTER.test(text.slice(n.end))
  );
}

function dropUnsupportedWeak(toks: Tok[]): Tok[] {
  return toks.map((t, i) => {
    if (!t.tags.some((g) => g.weak)) return t;
    const next = toks[i + 1];
    const supported = !!next && next.tags.some((g) => WEAK_SUPPORT.has(g.type));
    return { ...t, tags: t.tags.filter((g) => !g.weak || supported) };
  });
}

// ---- helpers for the rules ----

export const has = (t: Tok | undefined, type: string, value?: string): boolean =>
  !!t && t.tags.some((g) => g.type === type && (value === undefined || g.value === value));

export const tagValue = (t: Tok | undefined, type: string): string | undefined =>
  t?.tags.find((g) => g.type === type)?.value;

export const valuesOf = (toks: readonly Tok[], type: string): string[] => {
  const out: string[] = [];
  for (const t of toks)
    for (const g of t.tags) if (g.type === type && !out.includes(g.value)) out.push(g.value);
  return out;
};

export const anyTag = (toks: readonly Tok[], type: string, value?: string): boolean =>
  toks.some((t) => has(t, type, value));

/** A token that carries no meaning for the rules (stop words, punctuation). */
export const isFiller = (t: Tok): boolean =>
  (t.kind === "lex" && t.tags.every((g) => g.type === "stop")) ||
  (t.kind === "word" && /^[\p{P}\s]+$/u.test(t.text));
