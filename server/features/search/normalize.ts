/**
 * One normal form for the search index and the queries (Traditional and Simplified are one script):
 * Unicode NFKC (full-width → half-width), lower case, Traditional → Simplified Chinese
 * (opencc-js, HK variants), punctuation and symbols → spaces, runs of spaces collapsed, trimmed.
 */
import * as OpenCC from "opencc-js";

/** HK Traditional (and plain Traditional) → mainland Simplified; Simplified input passes unchanged. */
const toSimplified = OpenCC.Converter({ from: "hk", to: "cn" });

/** Anything outside printable ASCII may need NFKC's and opencc's attention. */
const NOT_PLAIN = /[^ -~]/;
const SEPARATORS = /[\p{P}\p{S}\p{Z}\p{Cc}\s]+/gu;
const HAN = /\p{Script=Han}/u;
/** Splits a token into runs of Han characters and runs of everything else. */
const HAN_OR_OTHER = /\p{Script=Han}+|[^\p{Script=Han}]+/gu;

export function normalizeText(input: string): string {
  let s = input.normalize("NFKC").toLowerCase();
  if (NOT_PLAIN.test(s)) s = toSimplified(s);
  return s.replace(SEPARATORS, " ").trim();
}

/** A normalized text without its spaces: how codes, ISINs and symbols are compared ("2838.HK" → "2838hk"). */
export function compactKey(normalized: string): string {
  return normalized.replaceAll(" ", "");
}

export function hasHan(text: string): boolean {
  return HAN.test(text);
}

export interface Tokens {
  /** Letter/digit tokens ("harbour", "500", "2x"). */
  words: string[];
  /** Runs of Han characters ("海港追踪基金"); Chinese has no spaces, so these match as substrings. */
  han: string[];
}

/** Tokens of a normalized text: split at spaces, then at every Han / non-Han boundary ("fpx美国500" → fpx, 美国, 500). */
export function tokenize(normalized: string): Tokens {
  const words: string[] = [];
  const han: string[] = [];
  for (const part of normalized.split(" ")) {
    if (!part) continue;
    if (!hasHan(part)) {
      words.push(part);
      continue;
    }
    for (const run of part.match(HAN_OR_OTHER) ?? []) (hasHan(run) ? han : words).push(run);
  }
  return { words, han };
}
