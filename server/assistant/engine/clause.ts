/**
 * What a clause says, read once for both intent scoring and argument building: its products
 * (resolved, ambiguous, vague), its references to earlier turns ("it", "them", "the second
 * one"), and its time, screening and money slots.
 */
import type { ProductType } from "../../../shared/domain/product";
import { anyTag, has, type Tok, tagValue } from "./analyze";
import type { Mention } from "./products/mentions";
import { type Amount, readAmounts } from "./slots/money";
import { readScreen, type ScreenSlots } from "./slots/screen";
import { readTime, type TimeSlots } from "./slots/time";

/** More candidates than this: a family or a theme ("iShares", "technology"), not one product. */
export const MAX_CHOICES = 3;

export interface Clause {
  toks: Tok[];
  /** Resolved product codes in the order written (duplicates removed). */
  codes: string[];
  /** Token index → resolved code. */
  productAt: Map<number, string>;
  /** Mentions that stay ambiguous (2..MAX_CHOICES candidates). */
  ambiguous: Mention[];
  /** Mentions of many products: words for a search, not a product. */
  vague: Mention[];
  anaphora: "single" | "plural" | null;
  ordinal: number | null;
  /** "the first two", "前兩隻": the first N of the last list. */
  firstN: number | null;
  /** Whether the clause points back at earlier products (it, them, the second one, the first two). */
  refers: boolean;
  /** A fund/ETF word inside an unresolved product mention ("BlackRock funds", "恒生科技ETF"). */
  innerType?: ProductType;
  time: TimeSlots;
  screen: ScreenSlots;
  amounts: Amount[];
  /**
   * A product named by a name no product in the universe has ("盈富基金" when the universe holds no
   * such fund, "the Zebra Quantum Alpha Fund"), as the user wrote it: asked about, it is a product
   * not found, not a glossary term or nothing.
   */
  unknownName?: string;
  /** Words the user put in quotation marks ("ETFs with 'water' in the name", 名有「水」字): a keyword to search. */
  quoted?: string;
  has: (type: string, value?: string) => boolean;
}

export function readClause(toks: Tok[], today: string): Clause {
  const codes: string[] = [];
  const productAt = new Map<number, string>();
  const ambiguous: Mention[] = [];
  const vague: Mention[] = [];
  toks.forEach((t, i) => {
    const m = t.mention;
    if (!m) return;
    if (m.codes.length === 1) {
      productAt.set(i, m.codes[0]!);
      if (!codes.includes(m.codes[0]!)) codes.push(m.codes[0]!);
    } else if (m.codes.length <= MAX_CHOICES) ambiguous.push(m);
    else vague.push(m);
  });
  // "the two S&P 500 ETFs, SPY and VOO": a description of products also named exactly
  const open = ambiguous.filter((m) => !m.codes.some((c) => codes.includes(c)));
  const time = readTime(toks, today);
  const screen = readScreen(toks, time);
  const taken = new Set<number>([...time.used, ...productAt.keys()]);
  const ordinalTok = toks.find((t) => has(t, "ordinal"));
  const firstTok = toks.find((t) => has(t, "firstN"));
  const anaphora = anyTag(toks, "anaphora", "plural")
    ? "plural"
    : anyTag(toks, "anaphora", "single")
      ? "single"
      : null;
  const ordinal = ordinalTok ? Number(tagValue(ordinalTok, "ordinal")) : null;
  const firstN = firstTok ? Number(tagValue(firstTok, "firstN")) : null;
  const inner = toks.flatMap((t) => (t.mention && t.mention.codes.length > 1 ? (t.innerTypes ?? []) : []));
  return {
    toks,
    codes,
    productAt,
    ambiguous: open,
    vague,
    anaphora,
    ordinal,
    firstN,
    refers: anaphora !== null || ordinal !== null || firstN !== null,
    ...(inner.length > 0 ? { innerType: inner.includes("etf") ? ("etf" as const) : ("fund" as const) } : {}),
    time,
    screen,
    amounts: readAmounts(toks, taken),
    ...quotedText(toks),
    ...(codes.length === 0 && ambiguous.length === 0 && vague.length === 0 ? unknownName(toks) : {}),
    has: (type, value) => anyTag(toks, type, value),
  };
}

const OPEN_QUOTE = /^['"\u2018\u201c\u300c\u300e]$/;
const CLOSE_QUOTE = /^['"\u2019\u201d\u300d\u300f]$/;

/** The first run of one to four tokens between quotation marks, as written. */
function quotedText(toks: readonly Tok[]): { quoted?: string } {
  for (let i = 0; i < toks.length; i++) {
    if (!OPEN_QUOTE.test(toks[i]!.text)) continue;
    for (let j = i + 2; j < toks.length && j <= i + 5; j++) {
      if (!CLOSE_QUOTE.test(toks[j]!.text)) continue;
      const inner = toks.slice(i + 1, j);
      if (inner.some((t) => OPEN_QUOTE.test(t.text))) break;
      const sep = inner.every((t) => /\p{Script=Han}/u.test(t.text)) ? "" : " ";
      return { quoted: inner.map((t) => t.orig.trim() || t.text).join(sep) };
    }
  }
  return {};
}

/** "Fund", "ETF", "基金", "ETF" as one product's kind (not "funds", "ETFs"). */
const ONE_PRODUCT_WORD = /^(fund|etf|基金)$/i;
const CAPITALIZED = /^[A-Z][A-Za-z0-9&.-]*$/;
const HAN = /^\p{Script=Han}$/u;

/**
 * The first product-shaped name that resolved to nothing: capitalized English words ending in a
 * capitalized "Fund" or "ETF" with at least one word the vocabulary does not know ("Zebra Quantum
 * Alpha Fund"), or two or more unknown Chinese characters before 基金/ETF ("盈富基金").
 */
function unknownName(toks: readonly Tok[]): { unknownName?: string } {
  for (let end = 0; end < toks.length; end++) {
    const kind = toks[end]!;
    if (!has(kind, "productType") || !ONE_PRODUCT_WORD.test(kind.orig.trim())) continue;
    const english = CAPITALIZED.test(kind.orig.trim());
    let start = end;
    while (start > 0) {
      const t = toks[start - 1]!;
      const text = t.orig.trim();
      const fits = english
        ? CAPITALIZED.test(text) && (t.kind === "word" || t.kind === "lex") && !has(t, "intent")
        : t.kind === "word" && HAN.test(text);
      if (!fits) break;
      start--;
    }
    const name = toks.slice(start, end);
    const unknown = name.filter((t) => t.kind === "word").length;
    if (unknown === 0 || (!english && unknown < 2)) continue;
    const words = [...name, kind].map((t) => t.orig.trim());
    return { unknownName: english ? words.join(" ") : words.join("") };
  }
  return {};
}
