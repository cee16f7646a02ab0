/**
 * Product mentions in a message (dictionary match; two equally good matches are ambiguous): codes,
 * symbols and ISINs exactly; names by their words and Chinese fragments, typos forgiven. Each
 * candidate product scores the best cluster of message units found in its names (adjacent
 * units; rare words and characters weigh more); a cluster needs an anchor, a unit that is not
 * ordinary vocabulary ("global bond funds" names no product, "Templeton Global Bond" does).
 * The best cluster wins its span; products scoring equally on it are one ambiguous mention,
 * narrowed by what else the message says ("HKD", "iShares") and by leaving leveraged and
 * inverse products out unless asked for.
 */
import type { CatalogItem, ProductIndex } from "./product-index";
import { identifierRuns, isHan, latinWords, type WordUnit } from "./tokens";

export interface Mention {
  start: number;
  end: number;
  /** One code when resolved; several when the message does not tell them apart. */
  codes: string[];
  score: number;
}

export interface MentionContext {
  /** Positions covered by lexicon words (not anchors). */
  covered: Uint8Array;
  /** Per position, the end of the longest lexicon word starting there (0: none). */
  lexEnd?: Int32Array;
  /** A mention the context rules out ("… Global Bond" read as a US equity ETF): not chosen. */
  reject?: (m: Mention) => boolean;
  /** Positions that cannot be part of a product (numbers with units, dates, percentages). */
  blocked: Uint8Array;
  /** The message asks for leveraged or inverse products. */
  wantsStrategy: boolean;
  genericWords: Set<string>;
  knownWords: Set<string>;
  /** The original text of a normalized span (for case-sensitive identifiers). */
  original: (start: number, end: number) => string;
}

interface Unit {
  start: number;
  end: number;
  weight: number;
  anchor: boolean;
  /** An index number ("500" of S&P 500): anchors only beside another name word. */
  digits?: boolean;
}

const ID_WEIGHT = 20;
const PREFIX_FACTOR = 0.6;
const FUZZY_FACTOR = 0.7;
/** Candidates scored in full, best pre-scores first (a family of share classes fits easily). */
const MAX_CANDIDATES = 80;
const MIN_SCORE = 1.5;
const COMMON_MIN = 200;
const COMMON_SHARE = 0.02;
const EPS = 1e-6;
/** Words that make a name a leveraged or inverse product's. */
const STRATEGY_WORD =
  /(?:^|[^a-z0-9])(?:-?\d+(?:\.\d+)?x|leveraged|leverage|inverse|bull|bear|ultra|short)(?:$|[^a-z0-9])|槓桿|杠杆|反向|倍|做多|做空/;

/** Leveraged or inverse words that may follow a name as part of it. */
const STRATEGY_AFTER =
  /^\s*(?:每日)?(?:\(?-?\d+(?:\.\d+)?x\)?|[两二三]倍|杠杆|反向|做空|做多|inverse|leveraged|bear|bull|ultra|short)/;
const INVERSE_WORD = /(?:^|[^a-z0-9])(?:inverse|bear|short)(?:$|[^a-z0-9])|-\s?\d+(?:\.\d+)?x|反向|做空/;
const inverseSaid = (text: string) => INVERSE_WORD.test(text);
/** A strategy product's kind by its name: inverse (bear, short, -2x) or leveraged. */
const strategyKindOf = (name: string) => (inverseSaid(name.toLowerCase()) ? "inverse" : "leveraged");

/** Gaps that may sit inside one product mention. */
const GAP = /^[\s\-&'().,+/]*(?:(?:of|the|s|and)[\s\-&'().,+/]*)?$/;

/** A product type word closing a name ("… ETF", "… Fund"). */
const TYPE_WORD = /^(?:etfs?|funds?|trust)$/;

/** Gaps that join two names in a list rather than two words of one name. */
const LIST_GAP = /\band\b|[&,/]/;

export function findMentions(text: string, index: ProductIndex, ctx: MentionContext): Mention[] {
  const words = latinWords(text).filter((w) => !ctx.blocked[w.start]);
  const ids = identifierUnits(text, index, ctx);
  const fuzzy = new Map<string, string[]>();
  const candidates = new Map<number, number>();
  // postings of very common words and bigrams ("基金", "每月") find nothing specific and cost
  // most of the time on a large catalog: they still count when candidates are scored
  const common = Math.max(COMMON_MIN, index.size * COMMON_SHARE);
  const offer = (rows: readonly number[], w: number) => {
    if (rows.length > common) return;
    for (const r of rows) candidates.set(r, (candidates.get(r) ?? 0) + w);
  };
  for (const { rows } of ids) offer(rows, ID_WEIGHT);
  for (const w of words) {
    if (/^\d{3,}$/.test(w.text)) offer(index.rowsOfWord(w.text), 0.5);
    if (!isAnchorWord(w, ctx)) continue;
    const exact = index.rowsOfWord(w.text);
    if (exact.length > 0) offer(exact, index.wordWeight(w.text));
    else {
      const near = [...index.fuzzyWords(w.text), ...index.prefixWords(w.text)];
      fuzzy.set(w.text, near);
      for (const n of near) offer(index.rowsOfWord(n), index.wordWeight(n) * FUZZY_FACTOR);
    }
  }
  for (let i = 0; i + 1 < text.length; i++) {
    if (!isHan(text[i]!) || !isHan(text[i + 1]!) || ctx.blocked[i]) continue;
    if (ctx.covered[i] && ctx.covered[i + 1]) continue;
    offer(
      index.rowsOfBigram(text[i]! + text[i + 1]!),
      index.charWeight(text[i]!) + index.charWeight(text[i + 1]!),
    );
  }
  const top = [...candidates].sort((a, b) => b[1] - a[1]).slice(0, MAX_CANDIDATES);
  const scored = top
    .flatMap(([row]) => clusters(row, text, words, ids, fuzzy, index, ctx))
    .filter((c) => c.score >= MIN_SCORE);
  return choose(scored, text, index, ctx);
}

/**
 * Each code, ticker or ISIN of the text on its own ("GTLX" of "GTLX year to date"): when a longer
 * mention around it loses to a vocabulary phrase, the identifier still names its product.
 */
export function identifierMentions(text: string, index: ProductIndex, ctx: MentionContext): Mention[] {
  return identifierUnits(text, index, ctx)
    .filter((u) => u.rows.length === 1)
    .map((u) => ({ start: u.start, end: u.end, codes: [index.items[u.rows[0]!]!.code], score: ID_WEIGHT }));
}

interface IdUnit extends WordUnit {
  rows: readonly number[];
}

function identifierUnits(text: string, index: ProductIndex, ctx: MentionContext): IdUnit[] {
  const out: IdUnit[] = [];
  for (const run of identifierRuns(text)) {
    // "3188.hk" matched whole: its "3188" part adds nothing
    if (ctx.blocked[run.start] || out.some((u) => u.start === run.start)) continue;
    let rows = index.rowsOfId(run.text);
    if (rows.length === 0 && /^0+\d+$/.test(run.text)) rows = index.rowsOfId(run.text.replace(/^0+/, ""));
    if (rows.length === 0) continue;
    // "it", "all": a code that is also a word counts only when written in capitals
    if (index.wordLikeIds.has(run.text)) {
      const orig = ctx.original(run.start, run.end);
      if (orig !== orig.toUpperCase()) continue;
    }
    out.push({ ...run, rows });
  }
  return out;
}

/** A word that may identify a product: not a number, not vocabulary, not inside a lexicon phrase. */
function isAnchorWord(w: WordUnit, ctx: MentionContext): boolean {
  const t = w.text;
  return (
    t.length >= 2 &&
    !/^\d+$/.test(t) &&
    !ctx.genericWords.has(t) &&
    !ctx.knownWords.has(t) &&
    !ctx.covered[w.start]
  );
}

interface Scored {
  row: number;
  start: number;
  end: number;
  score: number;
}

/** Every anchored cluster of the product's units in the message (a product may be named twice). */
function clusters(
  row: number,
  text: string,
  words: readonly WordUnit[],
  ids: readonly IdUnit[],
  fuzzy: Map<string, string[]>,
  index: ProductIndex,
  ctx: MentionContext,
): Scored[] {
  const units: Unit[] = [];
  const own = index.words[row]!;
  for (const id of ids)
    if (id.rows.includes(row)) units.push({ start: id.start, end: id.end, weight: ID_WEIGHT, anchor: true });
  for (const w of words) {
    if (units.some((u) => w.start >= u.start && w.end <= u.end)) continue;
    const anchor = isAnchorWord(w, ctx);
    if (own.has(w.text)) {
      const digits = /^\d{3,}$/.test(w.text);
      units.push({ start: w.start, end: w.end, weight: index.wordWeight(w.text), anchor, digits });
      continue;
    }
    const near = fuzzy.get(w.text)?.find((n) => own.has(n));
    if (near)
      units.push({ start: w.start, end: w.end, weight: index.wordWeight(near) * PREFIX_FACTOR, anchor });
  }
  hanUnits(row, text, index, ctx, units);
  units.sort((a, b) => a.start - b.start);
  const out: Scored[] = [];
  const isWordy = (u: Unit) => !u.digits && u.end - u.start >= 2;
  const emit = (run: readonly Unit[]) => {
    // "… Tech 100 ETF and Peakharbour Robotics and AI ETF": a type word before "and" or a comma
    // ends the name before it, it does not start this one
    let group = run;
    const word = (u: Unit) => text.slice(u.start, u.end);
    while (group.length > 1) {
      const joined =
        /\band\b|,/.test(text.slice(group[0]!.end, group[1]!.start)) || word(group[1]!) === "and";
      if (word(group[0]!) === "and" || (TYPE_WORD.test(word(group[0]!)) && joined)) group = group.slice(1);
      else break;
    }
    if (group.length === 0) return;
    const anchored = group.some((u) => u.anchor);
    const digits = group.some((u) => u.digits);
    const wordy = group.filter(isWordy).length;
    // "S&P 500 ETF", "标普500": an index number names a product only with other name words
    if (!anchored && !(digits && wordy > 0)) return;
    const score = group.reduce((k, u) => k + u.weight, 0);
    out.push({ row, start: group[0]!.start, end: group[group.length - 1]!.end, score });
  };
  // runs of units joined by name gaps; a run is cut again where, after "and" / "," / "/",
  // a word of the run is said again ("Lighthouse USD Money Fund and Lighthouse HKD Money Fund")
  let group: Unit[] = [];
  let listAt = -1;
  for (const u of units) {
    const last = group[group.length - 1];
    const gap = last ? text.slice(last.end, u.start) : "";
    if (!last || u.start < last.end || !GAP.test(gap)) {
      emit(group);
      group = [u];
      listAt = -1;
      continue;
    }
    if (LIST_GAP.test(gap)) listAt = group.length;
    const key = text.slice(u.start, u.end);
    if (listAt > 0 && group.slice(0, listAt).some((g) => text.slice(g.start, g.end) === key)) {
      emit(group.slice(0, listAt));
      group = group.slice(listAt);
      listAt = -1;
    }
    group.push(u);
  }
  emit(group);
  return out;
}

/** Longest fragments (2+ characters) of each Han run of the message found in the product's Han text. */
function hanUnits(row: number, text: string, index: ProductIndex, ctx: MentionContext, units: Unit[]): void {
  const han = index.han[row]!;
  if (!han) return;
  let i = 0;
  while (i < text.length) {
    if (!isHan(text[i]!) || ctx.blocked[i]) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < text.length && isHan(text[j]!) && !ctx.blocked[j] && han.includes(text.slice(i, j + 1))) j++;
    // "…收益基金 資產分布": a word of the vocabulary that runs past the name's text is not the name
    if ((ctx.lexEnd?.[i] ?? 0) > j) {
      i = j;
      continue;
    }
    if (j - i >= 2) {
      let weight = 0;
      let anchor = false;
      for (let k = i; k < j; k++) {
        weight += index.charWeight(text[k]!);
        if (!ctx.covered[k]) anchor = true;
      }
      units.push({ start: i, end: j, weight, anchor });
      i = j;
    } else i++;
  }
}

function choose(scored: Scored[], text: string, index: ProductIndex, ctx: MentionContext): Mention[] {
  const out: Mention[] = [];
  let pool = scored.sort((a, b) => b.score - a.score || a.row - b.row);
  while (pool.length > 0) {
    const top = pool[0]!;
    const tied = pool.filter(
      (s) => Math.abs(s.score - top.score) < EPS && s.start < top.end && top.start < s.end,
    );
    const rows = narrow([...new Set(tied.map((t) => t.row))], text, top, index, ctx);
    const mention = {
      start: top.start,
      end: top.end,
      codes: rows.map((r) => index.items[r]!.code),
      score: top.score,
    };
    // a reading the words around it rule out leaves its words to the next best reading
    if (ctx.reject?.(mention)) {
      pool = pool.filter((s) => !tied.includes(s));
      continue;
    }
    out.push(mention);
    pool = pool.filter((s) => s.end <= top.start || s.start >= top.end);
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Tie-breaks: no leveraged/inverse product unless asked; then context words found in one name only. */
function narrow(
  rows: number[],
  text: string,
  span: Scored,
  index: ProductIndex,
  ctx: MentionContext,
): number[] {
  let out = rows;
  // "翠屿美国领袖500 ETF与翠屿美国领袖500每日三倍做多ETF": a leveraged word elsewhere in the message
  // is for the other name; this one wants its plain product unless the word is part of it
  // leveraged or inverse words right after the name count too ("泰隆恒指两倍杠杆产品", "X 2x product")
  const after = STRATEGY_AFTER.exec(text.slice(span.end, span.end + 12))?.[0] ?? "";
  const own = text.slice(Math.max(0, span.start - 4), span.end) + after;
  if (!ctx.wantsStrategy || !STRATEGY_WORD.test(own)) {
    const plain = out.filter((r) => !index.items[r]!.strategy);
    if (plain.length > 0) out = plain;
  }
  if (out.length < 2) return out;
  // "the HSI 2x product" between a (2x) leveraged and a (-2x) inverse one: the sign said decides
  const said = inverseSaid(ctx.original(Math.max(0, span.start - 4), span.end).toLowerCase() + after)
    ? "inverse"
    : STRATEGY_WORD.test(own)
      ? "leveraged"
      : null;
  if (said) {
    const kind = out.filter((r) => index.items[r]!.strategy && strategyKindOf(index.items[r]!.name) === said);
    if (kind.length > 0 && kind.length < out.length) out = kind;
    if (out.length < 2) return out;
  }
  const outside = `${text.slice(0, span.start)} ${text.slice(span.end)}`;
  const words = latinWords(outside).map((w) => w.text);
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < outside.length; i++) {
    if (isHan(outside[i]!) && isHan(outside[i + 1]!)) bigrams.push(outside.slice(i, i + 2));
  }
  const few = out.length <= 8;
  const hits = out.map((r) => {
    // a word of the name, or its start ("tech" → technology, "semi" → semiconductor)
    const named = (o: number, w: string) =>
      index.words[o]!.has(w) || (few && w.length >= 4 && [...index.words[o]!].some((x) => x.startsWith(w)));
    const distinct = words.filter((w) => named(r, w) && !out.every((o) => named(o, w)));
    const han = bigrams.filter(
      (b) => index.han[r]!.includes(b) && !out.every((o) => index.han[o]!.includes(b)),
    );
    return distinct.length + han.length;
  });
  const max = Math.max(...hits);
  if (max > 0 && hits.filter((h) => h === max).length === 1) return [out[hits.indexOf(max)]!];
  // "安碩MSCI新興市場ETF" names one product in full and another only in part ("安碩核心MSCI…")
  const full = out.filter((r) => namedInFull(index.items[r]!, text, ctx.genericWords));
  if (full.length === 1) return full;
  return out;
}

/** The distinctive parts of each name: Han characters outside generic words, non-generic Latin words. */
interface NameParts {
  han: string[];
  latin: string[];
}
const partsCache = new WeakMap<CatalogItem, NameParts[]>();
const hanGenericCache = new WeakMap<ReadonlySet<string>, string[]>();

function nameParts(item: CatalogItem, generic: ReadonlySet<string>): NameParts[] {
  let parts = partsCache.get(item);
  if (parts) return parts;
  let hanGeneric = hanGenericCache.get(generic);
  if (!hanGeneric) {
    hanGeneric = [...generic].filter((g) => isHan(g[0] ?? "")).sort((a, b) => b.length - a.length);
    hanGenericCache.set(generic, hanGeneric);
  }
  parts = item.names.map((name) => {
    let han = (name.match(/\p{Script=Han}+/gu) ?? []).join("|");
    for (const g of hanGeneric!) if (han.includes(g)) han = han.replaceAll(g, "|");
    return {
      han: [...new Set([...han].filter((c) => c !== "|"))],
      latin: latinWords(name)
        .map((w) => w.text)
        .filter((w) => w.length >= 2 && !generic.has(w)),
    };
  });
  partsCache.set(item, parts);
  return parts;
}

/**
 * Whether the message says every distinctive part of one of the product's names: each Latin
 * word that is not generic ("fund", "usd", "a"), and each Han character outside generic words.
 */
function namedInFull(item: CatalogItem, text: string, generic: ReadonlySet<string>): boolean {
  const said = new Set(latinWords(text).map((w) => w.text));
  return nameParts(item, generic).some(
    (p) => p.han.every((c) => text.includes(c)) && p.latin.every((w) => said.has(w)),
  );
}
