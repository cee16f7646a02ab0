/**
 * The catalog side of product mentions: per product its name words (English names and the
 * Latin parts of Chinese names, plus Arabic forms of Chinese numerals: 沪深三百 → 300), its
 * folded Han text, and its identifiers (code, exchange symbol with and without suffix, ISIN,
 * the 5-digit form of HK codes: 02828); postings from words, identifiers and Han bigrams to
 * products, and document frequencies for weighting. Built once per catalog.
 */
import {
  allowedEdits,
  boundedEditDistance,
  letterMask,
  maybeWithin,
  type SearchEntry,
} from "../../../features/search";
import type { Lexicon } from "../lexicon/lexicon";
import { chineseNumeralsToArabic } from "../text/chinese-numerals";
import { normalizeForm } from "../text/normalize";
import { hanRuns, latinWords } from "./tokens";

/** Han runs of one product are joined with this, so no substring spans two runs. */
export const HAN_SEP = "|";
const STRATEGY_CATEGORY = /leveraged|inverse/i;

/**
 * Short forms people type for phrases of product names ("northstream EM bond fund", "tidewater
 * HSI ETF", "US IG credit"): a name with the phrase also answers to the short form.
 */
const SHORT_FORMS: readonly [RegExp, string][] = [
  [/\bemerging markets?\b/, "em"],
  [/\bhong kong\b/, "hk"],
  [/\bunited states\b/, "us"],
  [/\bu s\b/, "us"],
  [/\basia pacific\b/, "apac"],
  [/\binvestment grade\b/, "ig"],
  [/\bhigh yield\b/, "hy"],
  [/\bmoney market\b/, "mm"],
  [/\bhang seng index\b/, "hsi"],
  [/\bhang seng tech(nology)?\b/, "hstech"],
  [/\breal estate investment trusts?\b/, "reit"],
  [/\bexchange traded fund\b/, "etf"],
  [/\bsingapore\b/, "sg"],
  [/\bstraits times(?: index)?\b/, "sti"],
  [/\bnasdaq 100\b/, "ndx"],
  [/\bs&?p 500\b/, "spx"],
  [/\bus dollars?\b/, "usd"],
  [/\bhong kong dollars?\b/, "hkd"],
  [/\bsingapore dollars?\b/, "sgd"],
  [/\baustralian dollars?\b/, "aud"],
  [/\bjapanese yen\b/, "jpy"],
  [/\beuros?\b/, "eur"],
  [/\brenminbi\b/, "rmb"],
];

/**
 * Other ways people write phrases of Chinese names (normalized, Simplified): "亚洲(日本除外)" is
 * also typed 亚洲(除日本) or 亚洲除日本外, 恒生指数 is 恒指, 纳斯达克100 is 纳指. A name answers to
 * each form: the forms are added as runs of its Han text.
 */
const HAN_VARIANTS: readonly [RegExp, string][] = [
  [/(\p{Script=Han}{2})除外/gu, "除$1外"],
  [/恒生指数/g, "恒指"],
  [/恒生科技指数|恒生科技/g, "恒科"],
  [/纳斯达克100|纳斯达克/g, "纳指"],
  [/标准普尔/g, "标普"],
];

/** The name followed by its variant forms (separated by a space, so runs never span them). */
function hanVariants(name: string): string {
  const forms = [name];
  for (const [pattern, form] of HAN_VARIANTS) {
    const v = name.replace(pattern, form);
    if (v !== name) forms.push(v);
  }
  return forms.join(" ");
}

export interface CatalogItem {
  code: string;
  name: string;
  productType: string;
  /** Leveraged or inverse: only chosen when the question says so. */
  strategy: boolean;
  /** Normalized names (English, Traditional, Simplified), for the "named in full" tie-break. */
  names: string[];
}

const push = <K>(map: Map<K, number[]>, key: K, row: number) => {
  const list = map.get(key);
  if (!list) map.set(key, [row]);
  else if (list[list.length - 1] !== row) list.push(row);
};

export class ProductIndex {
  readonly items: CatalogItem[];
  readonly words: Set<string>[];
  readonly han: string[];
  readonly size: number;
  private readonly wordRows = new Map<string, number[]>();
  private readonly idRows = new Map<string, number[]>();
  private readonly bigramRows = new Map<string, number[]>();
  private readonly charDf = new Map<string, number>();
  private readonly vocabByLength = new Map<number, { word: string; mask: number }[]>();
  /** Name words of 4+ letters, sorted, for prefix lookups. */
  private readonly sortedVocab: string[] = [];
  /** Alphabetic identifiers that are also words ("it", "all"): only matched when written in capitals. */
  readonly wordLikeIds = new Set<string>();

  constructor(entries: readonly SearchEntry[], lexicon: Lexicon) {
    this.size = entries.length;
    this.items = entries.map((e) => ({
      code: e.code,
      name: e.name,
      productType: e.productType,
      strategy: STRATEGY_CATEGORY.test(e.category ?? "") || /\((?:-?\d)x\)/i.test(e.name),
      names: [],
    }));
    this.words = [];
    this.han = [];
    entries.forEach((e, row) => {
      const names = [e.name, e.nameZhHant, e.nameZhHans].filter((n): n is string => !!n).map(normalizeForm);
      this.items[row]!.names = [...new Set(names)];
      const words = new Set<string>();
      const runs = new Set<string>();
      for (const n of names) {
        for (const w of latinWords(n)) words.add(w.text);
        for (const [phrase, short] of SHORT_FORMS) if (phrase.test(n)) words.add(short);
        for (const run of hanRuns(hanVariants(n))) {
          runs.add(run);
          for (const w of latinWords(chineseNumeralsToArabic(run))) words.add(w.text);
        }
      }
      for (const w of words) push(this.wordRows, w, row);
      const han = [...runs].join(HAN_SEP);
      this.words.push(words);
      this.han.push(han);
      const chars = new Set<string>();
      for (const run of runs) {
        const cs = [...run];
        cs.forEach((c, i) => {
          chars.add(c);
          if (i + 1 < cs.length) push(this.bigramRows, c + cs[i + 1], row);
        });
      }
      for (const c of chars) this.charDf.set(c, (this.charDf.get(c) ?? 0) + 1);
      for (const id of identifiersOf(e)) push(this.idRows, id, row);
    });
    for (const id of this.idRows.keys()) {
      if (/^[a-z]+$/.test(id) && (lexicon.knownWords.has(id) || lexicon.genericWords.has(id)))
        this.wordLikeIds.add(id);
    }
    for (const word of this.wordRows.keys()) {
      if (word.length < 4 || /\d/.test(word)) continue;
      this.sortedVocab.push(word);
      const list = this.vocabByLength.get(word.length) ?? [];
      list.push({ word, mask: letterMask(word) });
      this.vocabByLength.set(word.length, list);
    }
    this.sortedVocab.sort();
  }

  rowsOfWord(word: string): readonly number[] {
    return this.wordRows.get(word) ?? [];
  }

  rowsOfId(compact: string): readonly number[] {
    return this.idRows.get(compact) ?? [];
  }

  rowsOfBigram(bigram: string): readonly number[] {
    return this.bigramRows.get(bigram) ?? [];
  }

  /** ln(1 + N / df): rare words and characters identify a product, common ones barely. */
  wordWeight(word: string): number {
    const df = this.wordRows.get(word)?.length ?? 0;
    return df === 0 ? 0 : Math.log(1 + this.size / df);
  }

  charWeight(c: string): number {
    const df = this.charDf.get(c) ?? 0;
    return df === 0 ? 0 : Math.log(1 + this.size / df);
  }

  /** Name words within the allowed edit distance of a word the catalog does not know (typos). */
  fuzzyWords(word: string): string[] {
    if (word.length < 4 || /\d/.test(word)) return [];
    const out: string[] = [];
    const mask = letterMask(word);
    const k = allowedEdits(word.length + 2);
    for (let len = word.length - k; len <= word.length + k; len++) {
      const allowed = allowedEdits(Math.max(len, word.length));
      if (allowed === 0 || Math.abs(len - word.length) > allowed) continue;
      for (const v of this.vocabByLength.get(len) ?? []) {
        if (!maybeWithin(mask, v.mask, allowed)) continue;
        const d = boundedEditDistance(word, v.word, allowed);
        if (d > 0 && d <= allowed) out.push(v.word);
      }
    }
    return out;
  }

  /** Name words that start with a word of 3+ letters ("tech" → "technology"). */
  prefixWords(word: string): string[] {
    if (word.length < 3 || /\d/.test(word)) return [];
    const out: string[] = [];
    const v = this.sortedVocab;
    let lo = 0;
    let hi = v.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (v[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < v.length && v[i]!.startsWith(word); i++)
      if (v[i]!.length > word.length) out.push(v[i]!);
    return out;
  }
}

function identifiersOf(e: SearchEntry): string[] {
  const ids = new Set<string>();
  const compact = (s: string) => normalizeForm(s).replace(/[^a-z0-9]/g, "");
  const code = compact(e.code);
  ids.add(code);
  if (/^\d{1,4}$/.test(code)) ids.add(code.padStart(5, "0"));
  if (e.isin) ids.add(compact(e.isin));
  if (e.symbol) {
    ids.add(compact(e.symbol));
    const base = compact(e.symbol.split(".")[0] ?? "");
    if (base) ids.add(base);
  }
  ids.delete("");
  return [...ids];
}
