/**
 * The engine's normal form: NFKC (full-width → half-width), lower
 * case, Traditional → Simplified (opencc-js, HK variants, so one Chinese lexicon serves both
 * scripts), hyphens and underscores → spaces, runs of spaces collapsed. Unlike the search
 * index's normalizeText, punctuation is kept ("60% / 40%", "50/50", "hk$", "'income'") and every
 * character keeps the offset of the original character it came from.
 */
import * as OpenCC from "opencc-js";

const toSimplified = OpenCC.Converter({ from: "hk", to: "cn" });
const toTraditional = OpenCC.Converter({ from: "cn", to: "hk" });
const HAN = /\p{Script=Han}/u;
const NOT_PLAIN = /[^ -~]/;
const SPACE_LIKE = /[\s\-_\u00a0\u3000]/;

export interface NormText {
  /** The normalized text. */
  text: string;
  /** `origin[i]`: offset in the original message of normalized character i. */
  origin: number[];
  /** The original message. */
  source: string;
}

/** Folded form of each character seen so far: opencc is slow per call, the alphabet is small. */
const foldCache = new Map<string, string>();

function fold(ch: string): string {
  let out = foldCache.get(ch);
  if (out === undefined) {
    out = ch.normalize("NFKC").toLowerCase();
    if (NOT_PLAIN.test(out)) out = toSimplified(out);
    foldCache.set(ch, out);
  }
  return out;
}

/**
 * NFKC + lower case + Traditional → Simplified, per code point, so each output character
 * knows its source. Character by character (not opencc's phrase mode) folds a lexicon form,
 * a product name and a message the same way, which is all matching needs.
 */
function foldPieces(source: string): { piece: string; at: number }[] {
  const pieces: { piece: string; at: number }[] = [];
  let offset = 0;
  for (const ch of source) {
    pieces.push({ piece: fold(ch), at: offset });
    offset += ch.length;
  }
  return pieces;
}

export function normalize(source: string): NormText {
  const pieces = foldPieces(source);
  let text = "";
  const origin: number[] = [];
  let lastSpace = true;
  for (const { piece, at } of pieces) {
    for (const c of piece) {
      if (SPACE_LIKE.test(c)) {
        if (lastSpace) continue;
        text += " ";
        origin.push(at);
        lastSpace = true;
        continue;
      }
      text += c;
      for (let k = 0; k < c.length; k++) origin.push(at);
      lastSpace = false;
    }
  }
  while (text.endsWith(" ")) {
    text = text.slice(0, -1);
    origin.pop();
  }
  return unglueYears({ text, origin, source });
}

/** "since2015", "from2018": a date word written against its year gets its space back. */
const GLUED_YEAR = /\b(since|from|until|till|before|after|in|to)((?:19|20)\d\d)(?!\d)/g;

function unglueYears(n: NormText): NormText {
  let { text, origin } = n;
  const at = [...text.matchAll(GLUED_YEAR)].map((m) => m.index + m[1]!.length).reverse();
  for (const i of at) {
    text = `${text.slice(0, i)} ${text.slice(i)}`;
    origin = [...origin.slice(0, i), origin[i]!, ...origin.slice(i)];
  }
  return { ...n, text, origin };
}

const SPACE_RUNS = /[\s\-_\u00a0\u3000]+/g;

/** Normal form of a lexicon or catalog form: the same text as `normalize`, without offsets. */
export function normalizeForm(form: string): string {
  let out = "";
  for (const ch of form) out += fold(ch);
  return out.replace(SPACE_RUNS, " ").trim();
}

/** The original text of normalized span [start, end). */
export function originalSpan(n: NormText, start: number, end: number): string {
  if (start >= end) return "";
  const from = n.origin[start] ?? 0;
  const last = n.origin[end - 1] ?? from;
  // the last character may be a surrogate pair in the source
  const cp = n.source.codePointAt(last) ?? 0;
  return n.source.slice(from, last + (cp > 0xffff ? 2 : 1));
}

export type Script = "latin" | "hant" | "hans";

/**
 * The script of a message: Chinese when it has Han characters; Traditional when folding to
 * Simplified changes it, Simplified when the reverse does, else the hint decides.
 */
export function detectScript(message: string, hint: "en" | "zh_TW" | "zh_CN"): Script {
  if (!HAN.test(message)) return "latin";
  const han = [...message].filter((c) => HAN.test(c)).join("");
  if (toSimplified(han) !== han) return "hant";
  if (toTraditional(han) !== han) return "hans";
  return hint === "zh_CN" ? "hans" : "hant";
}

export function hasHan(s: string): boolean {
  return HAN.test(s);
}
