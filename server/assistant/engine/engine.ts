/**
 * The built-in intent engine (../README.md "The intent engine"): refusal first, then the message as typed
 * tokens, split into clauses, each clause scored against the tools and turned into calls with
 * the dialogue state of the earlier turns. Every call is checked against its tool's zod
 * contract before it leaves; one that does not parse is dropped, never sent half-right.
 */
import { type CatalogToolName, toolDefs } from "../../../shared/tools";
import type { SearchEntry } from "../../features/search";
import { analyze, has, isFiller, type Tok, tagValue } from "./analyze";
import { type Args, buildCall } from "./build-call";
import { type Clause, readClause } from "./clause";
import { editLastCall } from "./edit";
import { bestIntent } from "./intents";
import { defaultLexiconDir, type Lexicon, loadLexicon } from "./lexicon/lexicon";
import { loadReplies, type ReplyLang, type ReplyTemplates } from "./lexicon/replies";
import type { Mention } from "./products/mentions";
import { ProductIndex } from "./products/product-index";
import { refusalKind } from "./refusal";
import { largestWithTheme } from "./slots/theme";
import { splitPoints } from "./split";
import {
  advance,
  type DialogueState,
  emptyState,
  resolveReferences,
  shown,
  withRecentInFocus,
} from "./state";
import { detectScript, normalize } from "./text/normalize";
import type { EngineReply, EngineRequest, EngineResult, EngineToolCall, IntentEngine } from "./types";

interface ClauseRange {
  from: number;
  to: number;
  /** The tool of the clause before, when this one only continues it. */
  tool?: CatalogToolName;
}

interface ClauseInput {
  source: string;
  message: string;
  today: string;
  state: DialogueState;
  tool?: CatalogToolName;
  /** Not the first clause of the message: what it leaves unnamed is what the one before named. */
  continued: boolean;
}

/** Tools over several products: a conjunction inside them joins products, not requests. */
const MULTI_PRODUCT = new Set<CatalogToolName>(["compareProducts", "backtestPortfolio", "manageWatchlist"]);
/** Tools whose edits in one message are separate actions, not one call changed twice. */
const PER_ACTION = new Set<CatalogToolName>(["manageWatchlist", "getProduct", "getNews", "explainTerm"]);
/** Tools of one object per call: "news on NVDA and on SMH" is two calls. */
const PER_OBJECT = new Set<CatalogToolName>([
  "getCuratedList",
  "getNews",
  "getProduct",
  "getRiskAlerts",
  "generateReport",
  "explainTerm",
]);
/** Joining words that are not tagged as conjunctions because they also join products ("IVV和BND"). */
const SOFT_JOINERS = new Set(["和", "同", "与", "及", "并", "跟", ",", "，", "、", "+"]);

const isJoiner = (t: Tok) => has(t, "conj") || SOFT_JOINERS.has(t.text);

/** "精選榜單同我的觀察名單": 同我/和我 before a possessive is "and my", not "for me". */
const joinerAt = (toks: readonly Tok[], p: number) =>
  isJoiner(toks[p]!) ||
  (/^(?:同|和|与|跟)我$/.test(toks[p]!.text) && /^(?:的|嘅)$/.test(toks[p + 1]?.text ?? ""));

/** The right side names its own object and asks for nothing else: the same tool again. */
function continuesWith(tool: CatalogToolName, left: Clause, right: Clause, rightTool?: CatalogToolName) {
  if (!PER_OBJECT.has(tool)) return false;
  if (left.has("intent", "compare") || right.has("intent", "compare")) return false;
  if (rightTool && rightTool !== tool && rightTool !== "getProduct") return false;
  const newCode = right.codes.some((c) => !left.codes.includes(c));
  if (tool === "explainTerm") return right.has("term");
  if (tool === "getCuratedList") return right.has("curatedList");
  // "the fees of IVV and VTI": one aspect of both, read as one clause
  if (tool === "getProduct" && !right.has("view")) return false;
  if (tool === "getNews")
    return newCode || right.toks.some((t) => t.kind === "word" && /^[A-Z]{1,5}$/.test(t.orig));
  return newCode && left.codes.length > 0;
}

/** "把SPLG加入自选并显示我的自选": add, then list. */
const watchAction = (c: Clause) =>
  c.has("intent", "remove") ? "remove" : c.has("intent", "add") ? "add" : "list";

/**
 * "news and risk alerts for GTLX": a request with no product of its own, right before one about a
 * single product, is about that product too (news by free text, watchlist-wide alerts become its).
 */
function sharedProduct(made: readonly { calls: EngineToolCall[]; clause: Clause }[]) {
  for (let k = 0; k + 1 < made.length; k++) {
    const [left, right] = [made[k]!, made[k + 1]!];
    const code = right.clause.codes.length === 1 ? right.clause.codes[0] : undefined;
    if (!code || left.clause.codes.length > 0 || left.clause.refers || left.calls.length !== 1) continue;
    const call = left.calls[0]!;
    if (call.name === "getNews" && "query" in call.args) call.args = { code };
    else if (
      call.name === "getRiskAlerts" &&
      Object.keys(call.args).length === 0 &&
      !left.clause.has("intent", "watchlist")
    )
      call.args = { code };
  }
}

interface ClassFeatures {
  letter?: string;
  currency?: string;
  hedged?: boolean;
  income?: "acc" | "dis";
}

/** A fund's name up to its last "Fund"/"ETF"/"Trust" word (its share classes follow), or null. */
function familyBase(name: string): string | null {
  const m = /^(.*\b(?:fund|etf|trust))\b/i.exec(name);
  return m && m[1]!.length < name.length ? m[1]!.toLowerCase() : null;
}

/** What a word says of a share class: its letter (written in capitals), currency, hedging, income. */
function classFeatureOf(t: Tok): ClassFeatures | null {
  const currency = tagValue(t, "currency");
  if (currency) return { currency };
  if (t.kind === "word" || t.kind === "lex") {
    if (/^[A-Z]\d?$/.test(t.orig.trim()) && /^[a-z]\d?$/.test(t.text))
      return { letter: t.text.toUpperCase() };
    if (/^(?:hedged|对冲|對沖)$/.test(t.text)) return { hedged: true };
    if (/^(?:acc|accumulating|accumulation|累积|累積)$/.test(t.text) || has(t, "localFact", "accumulating"))
      return { income: "acc" };
    if (/^(?:dis|dist|distributing|mdis|qdis|sdis|inc|月派|季派|派息|半年派|年派)$/.test(t.text))
      return { income: "dis" };
  }
  return null;
}

/** Runs of class words from `from` in direction `dir` (joined by "vs", "and", 和 …), in text order. */
function classGroups(toks: readonly Tok[], from: number, dir: 1 | -1) {
  type Group = { from: number; to: number; features: ClassFeatures };
  const groups: Group[] = [];
  let current: Group | null = null;
  let i = from;
  // "… class of X": the words right before the fund
  if (dir === -1) while (toks[i] && /^(?:of|the|of the|嘅|的)$/.test(toks[i]!.text)) i--;
  for (; i >= 0 && i < toks.length; i += dir) {
    const t = toks[i]!;
    const f = classFeatureOf(t);
    if (f) {
      if (!current) current = { from: i, to: i, features: {} };
      Object.assign(current.features, f);
      current.from = Math.min(current.from, i);
      current.to = Math.max(current.to, i);
    } else if (current && CLASS_WORD.test(t.text)) {
      current.from = Math.min(current.from, i);
      current.to = Math.max(current.to, i);
    } else if (CLASS_JOINER.test(t.text) || has(t, "conj") || CLASS_WORD.test(t.text)) {
      if (current) groups.push(current);
      current = null;
    } else break;
  }
  if (current) groups.push(current);
  return dir === 1 ? groups : groups.reverse();
}

const CLASS_JOINER =
  /^(?:vs|versus|and|or|with|to|against|compared to|compared with|同|和|与|與|及|跟|、|,|，|\/|对比|對比|比较|比較|相比)$/;
const CLASS_WORD = /^(?:class|classes|share|類別|类别|類|类|the)$/;

/** Whether a class name ("… Fund A SGD Hedged MDis") has every feature described. */
function classMatches(name: string, f: ClassFeatures): boolean {
  const tail = name.slice((familyBase(name) ?? "").length);
  if (f.letter && !new RegExp(`\\b${f.letter}\\b`).test(tail)) return false;
  if (f.currency && !new RegExp(`\\b${f.currency}\\b`).test(tail)) return false;
  if (f.hedged !== undefined && /\bhedged\b/i.test(tail) !== f.hedged) return false;
  if (f.income === "acc" && !/\bacc\b/i.test(tail)) return false;
  if (f.income === "dis" && !/\b(?:[mqs]?dis|dist|inc)\b/i.test(tail)) return false;
  return true;
}

/** "their", "佢哋", "他们的": the house of the product named before. */
const HOUSE_POSSESSIVE = /^(?:their|its own|佢哋|他们的|他們的|佢哋嘅|他们|他們)$/;

/** A name before its first "Fund"/"ETF" word, lower case ("" when it has none). */
const typeStem = (name: string) => {
  const m = /^(.*?)\s*\b(?:fund|etf)\b/i.exec(name);
  return m ? m[1]!.toLowerCase() : "";
};

/** Tags of words that describe a product by what it holds or where ("money market", 黃金, "Japan"). */
const DESCRIPTOR_TAGS = new Set(["assetClass", "region", "theme", "currency"]);
const describes = (t: Tok) =>
  (t.kind === "lex" && t.tags.some((g) => DESCRIPTOR_TAGS.has(g.type))) ||
  (t.kind === "word" && /^[a-z]{3,}$/.test(t.text) && t.text !== "one");

/** A reference word after a description: "one", 嗰隻, 那只, 那个, 的那只 (one or two tokens); its last index. */
function describedRefAt(toks: readonly Tok[], r: number): { last: number } | null {
  const t = toks[r]!;
  if (t.text === "one" && t.orig.toLowerCase() === "one") return { last: r };
  if (/^(?:𠮶只|嗰只|那只|那个|𠮶个|嗰个|的那只|的那个)$/.test(t.text)) return { last: r };
  if (/^(?:𠮶|嗰|那|的那)$/.test(t.text) && /^(?:只|个|支)$/.test(toks[r + 1]?.text ?? ""))
    return { last: r + 1 };
  return null;
}

/** An ambiguous name with at most this many candidates may be split by type words ("the fund vs the ETF"). */
const MAX_TYPED_CHOICES = 3;

/** Words right before leveraged/inverse words that make them a reference ("the 2x", "它的两倍杠杆", "X、反向"). */
const STRATEGY_DETERMINER =
  /^(?:the|its|their|it's|vs|versus|、|同|和|及|与|與|跟|它的|它|的|佢|佢嘅|佢隻|嘅|他的|它们的|佢哋嘅)$/;

/** Words after "the leveraged …" that make it a reference to one product. */
const STRATEGY_REF =
  /^(?:one|version|versions|product|etf|fund|版本|產品|产品|products|嗰隻|𠮶只|那只|那隻|嗰個|𠮶个|那个|那個|個|个|隻|只)$/;

/** "the volatility and max drawdown of TQQQ": two nouns of one object, not two requests. */
const sharedObject = (left: Clause, right: Clause) =>
  left.codes.length === 0 &&
  !left.refers &&
  !left.toks.some((t) => t.kind === "word" && /^[A-Z]{1,5}$/.test(t.orig)) &&
  right.codes.length > 0 &&
  !right.toks.some((t) => t.tags.some((g) => g.type === "intent")) &&
  // "美国长期国债下个月展望，以及X的风险": a left side with a request of its own is no noun list
  !left.toks.some((t) => has(t, "intent", "macro"));

/** "compare VT, VWO and 3010 and backtest them": a product right after the joiner is still the list. */
const startsWithProduct = (right: Clause) => right.toks.find((t) => !isFiller(t))?.kind === "product";

/** The metric a glossary term names, so "bond funds with it under 4 years" after "effective duration" reads it. */
const TERM_METRIC: Record<string, string> = {
  effective_duration: "duration",
  volatility: "volatility",
  max_drawdown: "drawdown",
  sharpe: "sharpe",
  ter: "fee",
  management_fee: "fee",
  seven_day_yield: "sevenDayYield",
  aum: "aum",
};

/** "it" right before a comparator, after a glossary card: the term's metric. */
function termAnaphora(toks: Tok[], state: DialogueState): Tok[] {
  const last = state.lastCall;
  const metric = last?.name === "explainTerm" ? TERM_METRIC[String(last.args.term)] : undefined;
  if (!metric) return toks;
  return toks.map((t, i) =>
    has(t, "anaphora", "single") && has(toks[i + 1], "comparator")
      ? { ...t, kind: "lex" as const, tags: [{ type: "metric", value: metric }] }
      : t,
  );
}

/**
 * "60% in the first and 40% in the second", "第一隻三成、第二隻七成": two or more ordinals in one
 * clause each stand for a product of the last list, so weights pair with them as with names.
 */
function ordinalsAsProducts(toks: Tok[], state: DialogueState): Tok[] {
  const base = state.listed.length > 0 ? state.listed : state.focus;
  const refs = toks.filter((t) => has(t, "ordinal") || has(t, "firstN")).length;
  if (refs < 2 || base.length < 2) return toks;
  return toks.flatMap((t): Tok[] => {
    const asProduct = (code: string): Tok => ({
      ...t,
      kind: "product",
      tags: [],
      mention: { start: t.start, end: t.end, codes: [code], score: 1 },
    });
    // "the first two": each of them, in order
    const n = Number(t.tags.find((g) => g.type === "firstN")?.value ?? Number.NaN);
    if (!Number.isNaN(n)) return (n < 0 ? base.slice(n) : base.slice(0, n)).map(asProduct);
    const k = Number(t.tags.find((g) => g.type === "ordinal")?.value ?? Number.NaN);
    if (Number.isNaN(k)) return [t];
    const code = base[k < 0 ? base.length + k : k - 1];
    return code ? [asProduct(code)] : [t];
  });
}

interface ClauseOutcome {
  calls: EngineToolCall[];
  /** The call edits the last one. */
  edited?: boolean;
  ambiguous?: Mention;
  clause: Clause;
}

export class BuiltinIntentEngine implements IntentEngine {
  private readonly lexicon: Lexicon;
  private readonly replies: ReplyTemplates;
  private readonly products: ProductIndex;
  private readonly names: Map<string, string>;
  private readonly catalog: readonly SearchEntry[];
  /** Share classes of one fund: the name without its currency → code by currency. */
  private readonly classes: Map<string, Map<string, string>>;
  private readonly rowOf: Map<string, number>;
  /** A name before its "Fund"/"ETF" word → codes ("Heron Robotics" → the fund and the ETF). */
  private readonly typeStems: Map<string, string[]>;
  /** Share classes of one fund: the name up to its last "Fund"/"ETF" → codes. */
  private readonly families: Map<string, string[]>;

  constructor(catalog: readonly SearchEntry[], options: { lexiconDir?: string } = {}) {
    const dir = options.lexiconDir ?? defaultLexiconDir();
    this.lexicon = loadLexicon(dir);
    this.replies = loadReplies(dir);
    this.products = new ProductIndex(catalog, this.lexicon);
    this.names = new Map(catalog.map((e) => [e.code, e.name]));
    this.catalog = catalog;
    this.classes = shareClasses(catalog);
    this.rowOf = new Map(catalog.map((e, row) => [e.code, row]));
    this.families = new Map();
    this.typeStems = new Map();
    for (const e of catalog) {
      const st = typeStem(e.name);
      if (st) this.typeStems.set(st, [...(this.typeStems.get(st) ?? []), e.code]);
    }
    for (const e of catalog) {
      const b = familyBase(e.name);
      if (b) this.families.set(b, [...(this.families.get(b) ?? []), e.code]);
    }
  }

  /** The answer to the engine's "which one?": a currency class or an ordinal among the candidates. */
  private choice(clause: Clause, state: DialogueState): string | undefined {
    const pending = state.pending;
    if (!pending || clause.codes.length > 0) return undefined;
    if (clause.ordinal !== null)
      return pending[clause.ordinal < 0 ? pending.length + clause.ordinal : clause.ordinal - 1];
    const currency = clause.screen.filters.currencies?.[0];
    if (!currency || clause.screen.signals !== 1) return undefined;
    return pending.find((code) => {
      const name = this.names.get(code);
      return name ? classOf(name)?.currency === currency : false;
    });
  }

  private readonly classIn = (code: string, currency: string): string | undefined => {
    const name = this.names.get(code);
    const cls = name ? classOf(name) : null;
    return cls ? this.classes.get(cls.base)?.get(currency) : undefined;
  };

  /**
   * "compare the JPY and USD hedged classes of X", "X jpy class vs the usd class", "X日元和美元两个类别":
   * one fund named with two or more of its share-class currencies means each of those classes.
   * Each currency word becomes the class in that currency, in the order written.
   */
  private shareClassesNamed(toks: Tok[]): Tok[] {
    const products = toks.filter((t) => t.kind === "product");
    const code = products[0]?.mention?.codes.length === 1 ? products[0].mention.codes[0]! : undefined;
    if (!code || products.length !== 1) return toks;
    const own = classOf(this.names.get(code) ?? "")?.currency;
    const said = (t: Tok) => tagValue(t, "currency");
    const inName = this.lexicon
      .match(normalize(products[0]!.text))
      .flatMap((m) => m.tags.filter((g) => g.type === "currency").map((g) => g.value));
    const currencies = new Set([...inName, ...toks.map(said).filter((c): c is string => !!c)]);
    if (!own || currencies.size < 2) return toks;
    const siblings = toks.map((t) => {
      const c = said(t);
      return c ? this.classIn(code, c) : undefined;
    });
    if (!siblings.some((s) => s && s !== code)) return toks;
    return toks.map((t, i) => {
      const sibling = siblings[i];
      if (!sibling) return t;
      const mention = { start: t.start, end: t.end, codes: [sibling], score: products[0]!.mention!.score };
      return { ...t, kind: "product", tags: [], mention };
    });
  }

  /**
   * "Orchid Hill Asian Income A USD acc vs I USD acc", "兰丘亚洲收益基金A美元累积和A港元月派": after a
   * fund named with one share class, other classes described by their letter, currency, hedging
   * and accumulation. Each description that fits exactly one class of the same fund becomes a
   * mention of that class.
   */
  private classDescriptors(toks: Tok[]): Tok[] {
    const products = toks.flatMap((t, i) => (t.kind === "product" ? [i] : []));
    if (products.length !== 1) return toks;
    const at = products[0]!;
    const codes = toks[at]!.mention!.codes;
    const base = familyBase(this.names.get(codes[0]!) ?? "");
    const family = base ? (this.families.get(base) ?? []) : [];
    if (family.length < 2 || !codes.every((c) => family.includes(c))) return toks;
    // descriptions after the fund ("… A USD acc vs I USD acc") or before it ("the I class and the A
    // USD acc class of …")
    const groups = [...classGroups(toks, at + 1, 1), ...classGroups(toks, at - 1, -1)];
    const resolved = groups.map((g) => {
      const fits = family.filter((c) => classMatches(this.names.get(c) ?? "", g.features));
      return fits.length === 1 ? fits[0]! : undefined;
    });
    const one = codes.length === 1 ? codes[0] : undefined;
    if (!resolved.some((c) => c && c !== one)) return toks;
    const replace = new Map<number, Tok>();
    const drop = new Set<number>();
    groups.forEach((g, k) => {
      const c = resolved[k];
      if (!c) return;
      const first = toks[g.from]!;
      const mention = { start: first.start, end: toks[g.to]!.end, codes: [c], score: 10 };
      replace.set(g.from, { ...first, end: mention.end, kind: "product", tags: [], mention });
      for (let i = g.from + 1; i <= g.to; i++) drop.add(i);
    });
    // the fund itself named as a family ("… of Peakwater Asia Dividend") is no product of its own
    if (!one) drop.add(at);
    return toks.flatMap((t, i) => (drop.has(i) ? [] : [replace.get(i) ?? t]));
  }

  /**
   * "Kapok's AI fund with their AI ETF", "…基金同佢哋個AI ETF": a possessive for the house of the
   * product named before (or in focus), then a few words and a product type, means that house's
   * product of that type whose name has those words.
   */
  private houseReferences(toks: Tok[], state: DialogueState): Tok[] {
    const h = toks.findIndex((t) => HOUSE_POSSESSIVE.test(t.text));
    if (h < 0) return toks;
    let end = h + 1;
    while (end < toks.length && end - h <= 5 && !has(toks[end], "productType")) {
      if (toks[end]!.kind === "product" || toks[end]!.kind === "num") return toks;
      end++;
    }
    const typeTok = toks[end];
    if (!typeTok || !has(typeTok, "productType")) return toks;
    const before = toks.slice(0, h).filter((t) => t.kind === "product" && t.mention?.codes.length === 1);
    const base = before.at(-1)?.mention?.codes[0] ?? state.single ?? undefined;
    const house = base ? (this.names.get(base) ?? "").split(/\s+/)[0]!.toLowerCase() : "";
    if (!house) return toks;
    const type = tagValue(typeTok, "productType");
    const words = toks
      .slice(h + 1, end)
      .filter((t) => !isFiller(t) && !has(t, "countUnit"))
      .flatMap((t) => t.text.split(/\s+/));
    const fits = this.products.items.filter((item, row) => {
      if (item.code === base || item.productType !== type) return false;
      if (!item.name.toLowerCase().startsWith(`${house} `)) return false;
      const own = this.products.words[row]!;
      return words.every((w) => own.has(w) || [...own].some((x) => x.startsWith(w) && w.length >= 3));
    });
    if (fits.length !== 1) return toks;
    const mention = { start: toks[h]!.start, end: typeTok.end, codes: [fits[0]!.code], score: 10 };
    const tok: Tok = { ...toks[h]!, end: typeTok.end, kind: "product", tags: [], mention };
    return [...toks.slice(0, h), tok, ...toks.slice(end + 1)];
  }

  /**
   * "replace the money market one with X", "將貨幣市場嗰隻換成X", "去掉黄金那只": words describing a
   * product (an asset class, region, theme, currency or a word of a name), then "one" or 嗰隻 / 那只
   * / 那个, mean the one product of the last list (or in focus) whose name has those words.
   */
  private describedReferences(toks: Tok[], state: DialogueState): Tok[] {
    const base = state.listed.length > 0 ? state.listed : state.focus;
    if (base.length < 2) return toks;
    for (let r = 1; r < toks.length; r++) {
      const ref = describedRefAt(toks, r);
      if (!ref) continue;
      let from = r;
      while (from > 0 && r - from < 3 && describes(toks[from - 1]!)) from--;
      if (from === r) continue;
      const words = toks.slice(from, r).map((t) => t.text);
      const fits = base.filter((code) => {
        const row = this.rowOf.get(code);
        const names = row === undefined ? [] : this.products.items[row]!.names;
        return words.every((w) =>
          names.some((n) => (/\p{Script=Han}/u.test(w) ? n.includes(w) : ` ${n} `.includes(` ${w} `))),
        );
      });
      if (fits.length !== 1) continue;
      const end = toks[ref.last]!;
      const mention = { start: toks[from]!.start, end: end.end, codes: [fits[0]!], score: 10 };
      const tok: Tok = { ...toks[from]!, end: end.end, kind: "product", tags: [], mention };
      return [...toks.slice(0, from), tok, ...toks.slice(ref.last + 1)];
    }
    return toks;
  }

  /**
   * "drop the leveraged one", "add the 2x one too", "its 2x leveraged version", "換成兩倍槓桿嗰隻",
   * "X vs the 2x vs the inverse one", "X、兩倍槓桿同反向產品": leveraged/inverse words used as a
   * reference — followed by a reference word ("one", "version", 嗰隻, 產品), or right after "the",
   * "its" or a word joining a list. Among the products named or in focus, the one that is such a
   * product; else the leveraged or inverse sibling of one of them (the strategy product sharing
   * most of its name). Each run of such words becomes a mention of that product.
   */
  private strategyReferences(toks: Tok[], state: DialogueState): Tok[] {
    let out = toks;
    for (let i = 0; i < out.length; i++) {
      if (out[i]!.kind !== "lex" || !has(out[i], "strategy")) continue;
      const next = this.strategyReferenceAt(out, i, state);
      if (!next) {
        while (out[i + 1] && has(out[i + 1], "strategy")) i++;
        continue;
      }
      out = next;
    }
    return out;
  }

  /** The tokens with the strategy run starting at `i` made a product mention, or null when it is no reference. */
  private strategyReferenceAt(toks: Tok[], i: number, state: DialogueState): Tok[] | null {
    let j = i;
    while (toks[j + 1] && has(toks[j + 1], "strategy")) j++;
    // "嗰隻", "那只", "的那只" may come as two words
    const two =
      /^(?:嗰|𠮶|那|的)$/.test(toks[j + 1]?.text ?? "") &&
      /^(?:隻|只|個|个|支|那只|那隻)$/.test(toks[j + 2]?.text ?? "");
    const ref = toks[two ? j + 2 : j + 1];
    const refAfter = !!ref && (two || STRATEGY_REF.test(ref.text) || has(ref, "anaphora"));
    // "the 2x", "its inverse", "…、兩倍槓桿": the words before make it a reference
    const before = toks[i - 1];
    const refBefore =
      !!before &&
      (STRATEGY_DETERMINER.test(before.text) || has(before, "conj") || has(before, "intent", "compare")) &&
      !has(toks[j + 1], "productType");
    if (!refAfter && !refBefore) return null;
    const last = refAfter ? (two ? j + 2 : j + 1) : j;
    const named = toks
      .filter((t) => t.kind === "product" && t.mention?.codes.length === 1)
      .map((t) => t.mention!.codes[0]!);
    const base = named.length > 0 ? named : state.focus;
    const said = toks
      .slice(i, j + 1)
      .map((t) => t.text)
      .join(" ");
    const kind = /inverse|反向|做空|bear|short|-\d/.test(said) ? "inverse" : "leveraged";
    const strategic = base.filter((c) => this.strategyKind(c) !== null);
    const sameKind = strategic.filter((c) => this.strategyKind(c) === kind);
    let code: string | undefined;
    if (named.length === 0 && sameKind.length === 1) code = sameKind[0];
    else if (named.length === 0 && strategic.length === 1 && kind === "leveraged") code = strategic[0];
    else {
      const found = [
        ...new Set(base.map((c) => this.strategySibling(c, kind)).filter((c): c is string => !!c)),
      ];
      if (found.length === 1) code = found[0];
    }
    if (!code || (named.includes(code) && !refAfter)) return null;
    const end = toks[last]!;
    const mention = { start: toks[i]!.start, end: end.end, codes: [code], score: 10 };
    const tok: Tok = { ...toks[i]!, end: end.end, kind: "product", tags: [], mention };
    return [...toks.slice(0, i), tok, ...toks.slice(last + 1)];
  }

  /**
   * "Tourmaline clean energy: the fund vs the ETF", "X 基金定ETF": a name shared by a fund and an
   * ETF, then a fund word and an ETF word, means each of them: every type word becomes the one
   * candidate of that type (when there are two or more different ones).
   */
  private typedChoices(toks: Tok[]): Tok[] {
    const at = toks.findIndex((t) => t.kind === "product" && (t.mention?.codes.length ?? 0) >= 1);
    const named = at < 0 ? [] : toks[at]!.mention!.codes;
    if (named.length < 1 || named.length > MAX_TYPED_CHOICES) return toks;
    const typeOf = (c: string) => {
      const row = this.rowOf.get(c);
      return row === undefined ? undefined : this.products.items[row]!.productType;
    };
    // "the Heron Robotics fund vs the ETF": one product named, then the other type of the same name
    const one = named.length === 1 ? named[0]! : undefined;
    const codes = one
      ? [
          one,
          ...(this.typeStems.get(typeStem(this.names.get(one) ?? "")) ?? []).filter(
            (c) => typeOf(c) !== typeOf(one),
          ),
        ]
      : named;
    const picks = new Map<number, string>();
    for (let i = at + 1; i < toks.length && i <= at + 8; i++) {
      const t = toks[i]!;
      if (t.kind === "product") return toks;
      const type = /(?:^|\s|的|嘅|隻|只|个|個)(?:funds?|基金)$|^(?:funds?|基金)$/.test(t.text)
        ? "fund"
        : /(?:^|\s|的|嘅|隻|只|个|個)etfs?$|^etfs?$/.test(t.text)
          ? "etf"
          : undefined;
      if (!type || (one && (type === typeOf(one) || !has(t, "anaphora")))) continue;
      const fits = codes.filter((c) => typeOf(c) === type);
      if (fits.length === 1) picks.set(i, fits[0]!);
    }
    if (new Set(picks.values()).size < (one ? 1 : 2)) return toks;
    return toks.flatMap((t, i): Tok[] => {
      if (i === at && !one) return [];
      const code = picks.get(i);
      if (!code) return [t];
      return [
        {
          ...t,
          kind: "product",
          tags: [],
          mention: { start: t.start, end: t.end, codes: [code], score: 10 },
        },
      ];
    });
  }

  /**
   * "天琴納指追蹤基金", "the Harbour Tracker fund": a request word right beside a product mention
   * that is a word of that product's own name (追蹤 "track", 收益 …) is part of the name, not a request.
   */
  private nameWordsInNames(toks: Tok[]): Tok[] {
    return toks.map((t, i) => {
      if (t.kind !== "lex" || !t.tags.some((g) => g.type === "intent")) return t;
      const near = [toks[i - 1], toks[i - 2]].filter(
        (x): x is Tok => x?.kind === "product" && x.mention?.codes.length === 1,
      );
      const inName = near.some((x) => {
        const row = this.rowOf.get(x.mention!.codes[0]!);
        const names = row === undefined ? [] : this.products.items[row]!.names;
        return names.some((n) =>
          /\p{Script=Han}/u.test(t.text)
            ? n.includes(t.text)
            : new RegExp(`\\b${t.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(n),
        );
      });
      if (!inName) return t;
      const tags = t.tags.filter((g) => g.type !== "intent");
      return { ...t, tags: tags.length > 0 ? tags : [{ type: "stop", value: "w" }] };
    });
  }

  private strategyKind(code: string): "leveraged" | "inverse" | null {
    const row = this.rowOf.get(code);
    const item = row === undefined ? undefined : this.products.items[row];
    if (!item?.strategy) return null;
    return /inverse|bear|short|\(?-\d/i.test(item.name) ? "inverse" : "leveraged";
  }

  /** The leveraged (or inverse) product sharing most name words with a plain one (at least three). */
  private strategySibling(code: string, kind: "leveraged" | "inverse"): string | undefined {
    const row = this.rowOf.get(code);
    if (row === undefined || this.products.items[row]!.strategy) return undefined;
    const words = this.products.words[row]!;
    let best: { code: string; n: number } | undefined;
    let tie = false;
    this.products.items.forEach((item, r) => {
      if (!item.strategy || this.strategyKind(item.code) !== kind) return;
      let n = 0;
      for (const w of this.products.words[r]!) if (words.has(w)) n++;
      if (!best || n > best.n) {
        best = { code: item.code, n };
        tie = false;
      } else if (n === best.n) tie = true;
    });
    return best && best.n >= 3 && !tie ? best.code : undefined;
  }

  parse(request: EngineRequest): EngineResult {
    let state = emptyState();
    for (const turn of request.history) {
      state = this.turn(turn.text, request.today, state).state;
      if (turn.shownCodes?.length) state = shown(state, turn.shownCodes);
    }
    const lang = replyLang(request.message, request.lang);
    const refusal = refusalKind(analyzeText(request.message), this.lexicon);
    if (refusal) {
      const kind = refusal === "offTopic" ? "offTopic" : "advice";
      const reply = this.reply(kind, lang);
      // "should I buy 3155?": no advice, but the product's facts are still worth showing
      const products = kind === "advice" ? this.namedIn(request.message, request.today, state) : [];
      return { toolCalls: [], reply: products.length > 0 ? { ...reply, products } : reply };
    }
    const { calls, ambiguous } = this.turn(request.message, request.today, state);
    if (calls.length > 0) return { toolCalls: calls, reply: null };
    if (ambiguous) return { toolCalls: [], reply: this.ambiguousReply(ambiguous, lang) };
    return { toolCalls: [], reply: this.reply("clarify", lang) };
  }

  /** The products a message names, or the one it refers to ("should I sell it?"). */
  private namedIn(message: string, today: string, state: DialogueState): string[] {
    const clause = readClause(analyze(message, this.lexicon, this.products).toks, today);
    if (clause.codes.length > 0) return clause.codes;
    return clause.refers ? resolveReferences(clause, state) : [];
  }

  /** One user turn: its calls, the first unresolved ambiguity, and the state after it. */
  private turn(message: string, today: string, start: DialogueState) {
    let state = start;
    const calls: EngineToolCall[] = [];
    let ambiguous: Mention | undefined;
    // a refused turn still brings its products into focus ("should I buy 3155?" … "what's inside it?")
    if (refusalKind(analyzeText(message), this.lexicon)) {
      const named = this.namedIn(message, today, state);
      return { calls, ambiguous, state: named.length > 0 ? advance(state, null, [], named) : state };
    }
    const { toks: read, norm } = analyze(message, this.lexicon, this.products);
    const toks = this.typedChoices(
      this.nameWordsInNames(
        this.houseReferences(
          this.strategyReferences(
            this.describedReferences(this.classDescriptors(this.shareClassesNamed(read)), start),
            start,
          ),
          start,
        ),
      ),
    );
    const ranges = this.clauses(toks, today, state);
    const made: { calls: EngineToolCall[]; clause: Clause }[] = [];
    for (const [k, range] of ranges.entries()) {
      const out = this.clause(toks.slice(range.from, range.to), {
        source: norm.source,
        message,
        today,
        state,
        tool: range.tool,
        continued: k > 0,
      });
      // "drop BND, add IEF": a second edit of a call made earlier in this message replaces it
      const prev = calls[calls.length - 1];
      if (out.edited && prev && prev === state.lastCall && !PER_ACTION.has(prev.name)) calls.pop();
      // "3072 唔使再追蹤啦，刪咗佢": the same call asked twice in one message is made once
      const seen = new Set(calls.map((c) => JSON.stringify(c)));
      calls.push(...out.calls.filter((c) => !seen.has(JSON.stringify(c))));
      ambiguous ??= out.ambiguous;
      made.push({ calls: out.calls, clause: out.clause });
      state = advance(state, out.clause, out.calls);
    }
    sharedProduct(made);
    // "which one?": the candidates wait for "the HKD one", "the second one", "我係指港元嗰隻"
    state = { ...state, pending: calls.length === 0 && ambiguous ? ambiguous.codes : null };
    return { calls, ambiguous, state };
  }

  /**
   * Clause ranges, each with the tool it must use when it only continues the one before
   * ("news on NVDA and on SMH"). A conjunction ("and", "also", "並", "同埋", "以及") splits
   * when both sides stand on their own: a verb starts the right side, or the two sides ask for
   * different tools, or the same one-product tool is asked about another object.
   */
  private clauses(toks: Tok[], today: string, state: DialogueState): ClauseRange[] {
    const ranges: ClauseRange[] = [];
    const verbLed = new Set(splitPoints(toks));
    let from = 0;
    let inherited: CatalogToolName | undefined;
    for (let p = from + 1; p < toks.length - 1; p++) {
      if (!verbLed.has(p) && !joinerAt(toks, p)) continue;
      // "40% in the first and 60% in the second, backtest that": ordinals are products on both sides
      const left = readClause(ordinalsAsProducts(toks.slice(from, p), state), today);
      const right = readClause(ordinalsAsProducts(toks.slice(p + 1), state), today);
      const l = inherited ? { tool: inherited, score: 9 } : bestIntent(left, state);
      if (!l) continue;
      // the right side is read as coming after the left's request ("…from my watchlist, then show me the list")
      const r = bestIntent(right, { ...advance(state, left, []), lastCall: { name: l.tool, args: {} } });
      // "解釋下Sharpe同Sortino": two terms in a row are one list
      const termList =
        has(left.toks.filter((t) => !isFiller(t)).at(-1), "term") &&
        has(
          right.toks.find((t) => !isFiller(t)),
          "term",
        );
      if (termList) continue;
      // "5年後買樓，有120萬，幫我配置一個組合": a goal, a sum or a length of time with no request word of
      // its own, before a request to build a portfolio, is that portfolio's
      const buildContext =
        r?.tool === "buildPortfolio" &&
        left.codes.length === 0 &&
        !left.toks.some((t) => t.tags.some((g) => g.type === "intent"));
      if (buildContext) continue;
      // "outlook for china stocks and china bonds next month + news on X": the words up to the next
      // joiner still ask the left side's request, so the request boundary is that later joiner
      if (r && r.tool !== l.tool && !verbLed.has(p)) {
        const q = toks.findIndex((t, k) => k > p + 1 && isJoiner(t));
        const mid = q > 0 ? readClause(toks.slice(p + 1, q), today) : null;
        if (mid && mid.codes.length === 0 && bestIntent(mid, state)?.tool === l.tool) continue;
      }
      let tool: CatalogToolName | undefined;
      let split = false;
      // "IVV同BND…", "A and B": a joiner word between two products joins the products
      const joinsProducts = !has(toks[p]!, "conj") && startsWithProduct(right);
      if (joinsProducts && !verbLed.has(p)) {
        if (
          l.score >= 6 &&
          r?.tool === "getProduct" &&
          right.has("view") &&
          // "睇下SB8同SR5嘅持倉": a left side with no aspect of its own shares the right's
          (left.has("view") || l.tool !== "getProduct") &&
          continuesWith(l.tool, left, right, r.tool)
        ) {
          ranges.push({ from, to: p, tool: inherited });
          from = p + 1;
          inherited = l.tool;
        }
        continue;
      }
      // "如果過去三年平均買入A同B，表現會點？": a comma, then the same request asked again, is one request
      const restated =
        r?.tool === l.tool &&
        /^[,，;；]$/.test(toks[p]!.text) &&
        right.codes.length === 0 &&
        (!right.refers || right.anaphora === "single");
      if (
        verbLed.has(p) &&
        r &&
        !restated &&
        (l.score >= 5.5 || (r.score >= 8 && r.tool !== l.tool)) &&
        !(MULTI_PRODUCT.has(l.tool) && startsWithProduct(right))
      )
        split = true;
      else if (
        r &&
        r.tool !== l.tool &&
        l.score >= 6 &&
        r.score >= (MULTI_PRODUCT.has(l.tool) ? 8 : 6) &&
        !sharedObject(left, right) &&
        !((MULTI_PRODUCT.has(l.tool) || MULTI_PRODUCT.has(r.tool)) && startsWithProduct(right))
      )
        split = true;
      else if (
        r &&
        l.tool === "manageWatchlist" &&
        r.tool === l.tool &&
        !startsWithProduct(right) &&
        ["add", "remove", "showList"].some((v) => right.has("intent", v)) &&
        watchAction(left) !== watchAction(right)
      )
        split = true;
      else if (l.score >= 6 && !sharedObject(left, right) && continuesWith(l.tool, left, right, r?.tool)) {
        split = true;
        tool = l.tool;
      }
      if (!split) continue;
      ranges.push({ from, to: p, tool: inherited });
      from = p + 1;
      inherited = tool;
    }
    ranges.push({ from, to: toks.length, tool: inherited });
    return ranges;
  }

  private clause(toks: Tok[], x: ClauseInput): ClauseOutcome {
    const { source, message, today } = x;
    const clause = readClause(ordinalsAsProducts(termAnaphora(toks, x.state), x.state), today);
    const state = withRecentInFocus(clause, x.state);
    const intent = x.tool ? { tool: x.tool, score: 9 } : bestIntent(clause, state);
    const chosen = this.choice(clause, state);
    if (chosen && (!intent || intent.score < 6 || intent.tool === "getProduct"))
      return { calls: this.checked("getProduct", [{ code: chosen }]), clause };
    // "…展望，再帮我找欧洲股票ETF": a later clause asking to find a kind of product is a screen of its own
    const ownScreen =
      x.continued &&
      intent?.tool === "screenProducts" &&
      clause.screen.typeSaid &&
      (clause.has("intent", "screen") || clause.has("intent", "search"));
    const edit = x.tool || ownScreen ? null : editLastCall(intent, { clause, state, classIn: this.classIn });
    if (edit) return { calls: this.checked(edit.name, [edit.args]), clause, edited: true };
    if (!intent) {
      // a family or theme named without a request ("iShares bond ETFs") is a search
      if (clause.vague.length > 0)
        return {
          calls: this.checked("searchProducts", [
            compactArgs({
              query: clauseText(toks, source),
              productType: clause.screen.typeSaid ? clause.screen.productType : clause.innerType,
            }),
          ]),
          clause,
        };
      return { calls: [], ambiguous: clause.ambiguous[0], clause };
    }
    const built = buildCall(intent.tool, {
      clause,
      state,
      source: clauseText(toks, source),
      message,
      continued: x.continued,
      largestWithTheme: (q) => largestWithTheme(this.catalog, q),
    });
    if (!built) return { calls: [], clause };
    if ("ambiguous" in built) return { calls: [], ambiguous: built.ambiguous, clause };
    const list = "many" in built ? built.many : [built.args];
    const calls = this.checked(intent.tool, list);
    if ("notice" in built && built.notice) for (const call of calls) call.notice = built.notice;
    return { calls, clause };
  }

  private checked(name: CatalogToolName, list: Args[]): EngineToolCall[] {
    const out: EngineToolCall[] = [];
    for (const args of list) {
      const parsed = toolDefs[name].inputSchema.safeParse(args);
      if (parsed.success) out.push({ name, args });
      else
        process.stderr.write(
          `intent engine: dropped ${name} ${JSON.stringify(args)}: ${parsed.error.message}\n`,
        );
    }
    return out;
  }

  private reply(kind: "advice" | "offTopic" | "clarify", lang: ReplyLang): EngineReply {
    const t = this.replies[lang];
    return { kind, text: t[kind], suggestions: kind === "clarify" ? t.suggestions : [] };
  }

  private ambiguousReply(m: Mention, lang: ReplyLang): EngineReply {
    const choices = m.codes.map((code) => ({ code, name: this.names.get(code) ?? code }));
    const list = choices.map((c, i) => `${i + 1}. ${c.name} (${c.code})`).join("\n");
    const t = this.replies[lang];
    return { kind: "ambiguous", text: t.ambiguous.replace("{choices}", list), suggestions: [], choices };
  }
}

function replyLang(message: string, hint: EngineRequest["lang"]): ReplyLang {
  const script = detectScript(message, hint);
  return script === "latin" ? "en" : script === "hant" ? "zh_TW" : "zh_CN";
}

const compactArgs = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** The normal form the refusal patterns are matched on. */
const analyzeText = (message: string) => normalize(message).text;

/** The user's own words of a clause (for free-text queries). */
function clauseText(toks: readonly Tok[], source: string): string {
  if (toks.length === 0) return source;
  return toks
    .map((t) => t.orig)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

const CLASS_CURRENCY = /(?:^|[\s(-])(USD|HKD|SGD|EUR|GBP|AUD|JPY|CNH|CNY|RMB)(?=$|[\s)-])/;

/** A fund name's currency class and the name without it ("… A-Dis USD" → "… A-Dis", USD). */
function classOf(name: string): { base: string; currency: string } | null {
  const m = name.match(CLASS_CURRENCY);
  if (!m) return null;
  const currency = m[1] === "RMB" ? "CNY" : m[1]!;
  const base = name
    .replace(CLASS_CURRENCY, " ")
    .replace(/\bhedged\b/i, " ")
    .replace(/\bH\d-/g, "")
    .replace(/[\s()-]+/g, " ")
    .trim()
    .toLowerCase();
  return { base, currency };
}

function shareClasses(catalog: readonly SearchEntry[]): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const e of catalog) {
    const cls = classOf(e.name);
    if (!cls) continue;
    const byCurrency = out.get(cls.base) ?? new Map<string, string>();
    if (!byCurrency.has(cls.currency)) byCurrency.set(cls.currency, e.code);
    out.set(cls.base, byCurrency);
  }
  return out;
}
