/**
 * One message as a stream of typed tokens (entities and slots): lexicon words,
 * numbers and product mentions, non-overlapping, longest first (a product name beats the
 * region inside it, "7-day yield" beats the 7), plus leftover words. Slot rules and intent
 * scoring read this stream, never the raw text.
 */
import type { Lexicon } from "./lexicon/lexicon";
import type { Tag } from "./lexicon/trie";
import { findMentions, type Mention } from "./products/mentions";
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
const LEFTOVER = /[a-z0-9]+|\p{Script=Han}|[$%/,;:?!'"()+<>=\u3001\u3002]/gu;

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
  const blocked = new Uint8Array(text.length);
  for (const n of nums)
    if (n.percent || n.money || (n.year && looksLikeDate(text, n))) blocked.fill(1, n.start, n.end);
  const wantsStrategy = lex.some((m) => m.tags.some((t) => t.type === "strategy"));
  const mentions = findMentions(text, products, {
    covered,
    blocked,
    wantsStrategy,
    genericWords: lexicon.genericWords,
    knownWords: lexicon.knownWords,
    original: (s, e) => originalSpan(norm, s, e),
  });
  const slice = (s: number, e: number) => text.slice(s, e);
  const candidates: Candidate[] = [
    ...mentions.map((m) => ({
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
    ...lex.map((m) => ({
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
  return { norm, toks: dropUnsupportedWeak(toks) };
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
