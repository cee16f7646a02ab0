/**
 * The engine's vocabulary, loaded from prompts/intents/<lang>.json (data, not code branches,
 * so a new word is a line in a JSON file). Every form of every language goes into one trie, folded to the
 * engine's normal form, so a Chinese question in the English UI and mixed-language questions
 * are read the same way.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { fromRoot } from "../../../paths";
import { type NormText, normalizeForm, originalSpan } from "../text/normalize";
import type { NumberWords } from "../text/numbers";
import { type Tag, Trie, type TrieMatch } from "./trie";

export const LEXICON_LANGS = ["en", "zh"] as const;
export const PATTERN_KINDS = ["advice", "forecast", "trade", "offTopic"] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];

const lexiconFileSchema = z.object({
  tags: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
  weak: z.record(z.string(), z.array(z.string())).default({}),
  genericNameWords: z.array(z.string()).default([]),
  numberWords: z.record(z.string(), z.number()).default({}),
  patterns: z.partialRecord(z.enum(PATTERN_KINDS), z.array(z.array(z.string()).min(1))).default({}),
});

export interface Lexicon {
  /** Longest lexicon match at each word start of the text. */
  match(n: NormText): TrieMatch[];
  /** Every lexicon match at each word start (the longest and the shorter forms it contains). */
  matchEvery(n: NormText): TrieMatch[];
  /** Refusal patterns: each an ordered list of normalized forms. */
  patterns: Record<PatternKind, string[][]>;
  numberWords: NumberWords;
  /** Words that never identify a product on their own (lexicon words, stop words, "fund", "class"). */
  genericWords: Set<string>;
  /** Normalized single-token forms of the lexicon, to tell a word from a ticker or a name. */
  knownWords: Set<string>;
  size: number;
}

export const defaultLexiconDir = () => fromRoot("prompts", "intents");

const CASE_SENSITIVE = /[A-Z]/;

export function loadLexicon(dir: string = defaultLexiconDir()): Lexicon {
  const trie = new Trie();
  const patterns: Record<PatternKind, string[][]> = { advice: [], forecast: [], trade: [], offTopic: [] };
  const words: Record<string, number> = {};
  const genericWords = new Set<string>();
  const knownWords = new Set<string>();
  const remember = (form: string) => {
    if (/^[a-z0-9']+$/.test(form)) knownWords.add(form);
  };
  for (const lang of LEXICON_LANGS) {
    const file = path.join(dir, `${lang}.json`);
    const data = lexiconFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
    for (const [type, values] of Object.entries(data.tags)) {
      for (const [value, forms] of Object.entries(values)) {
        for (const raw of forms) {
          const form = normalizeForm(raw);
          // in the English file a capitalised form is case-sensitive ("US", not "us")
          const exact = lang === "en" && CASE_SENSITIVE.test(raw) ? raw.normalize("NFKC") : undefined;
          const tag: Tag = exact ? { type, value, exact } : { type, value };
          trie.add(form, tag);
          remember(form);
          if (type === "stop" || type === "productType" || type === "assetClass" || type === "region") {
            if (!form.includes(" ")) genericWords.add(form);
          }
        }
      }
    }
    for (const [key, forms] of Object.entries(data.weak)) {
      const [type, value] = key.split(":") as [string, string];
      for (const raw of forms) trie.add(normalizeForm(raw), { type, value, weak: true });
    }
    for (const w of data.genericNameWords) genericWords.add(normalizeForm(w));
    for (const [w, v] of Object.entries(data.numberWords)) words[normalizeForm(w)] = v;
    for (const kind of PATTERN_KINDS) {
      for (const p of data.patterns[kind] ?? []) patterns[kind].push(p.map(normalizeForm));
    }
  }
  return {
    match: (n) => trie.matchAll(n.text, (s, e) => originalSpan(n, s, e)),
    matchEvery: (n) => trie.matchEvery(n.text, (s, e) => originalSpan(n, s, e)),
    patterns,
    numberWords: { words },
    genericWords,
    knownWords,
    size: trie.size,
  };
}
