/**
 * Tool arguments from a clause, in the contracts' canonical ids: one builder per tool. A
 * builder returns the args, `null` when the clause lacks what the tool needs, or the products
 * it could not tell apart (the engine then asks which one).
 */
import { COMPARE_MAX_PRODUCTS } from "../../../shared/api/comparison";
import type { CatalogToolName } from "../../../shared/tools";
import { has, isFiller, tagValue, valuesOf } from "./analyze";
import { mergeScreen, screenArgs } from "./build-screen";
import type { Clause } from "./clause";
import { themeDescribed } from "./intents";
import type { Mention } from "./products/mentions";
import { readMacro } from "./slots/macro";
import { planAmounts } from "./slots/money";
import {
  equalWeights,
  readGoal,
  readMaxHoldings,
  readRebalance,
  readWeights,
  wantsEqualWeights,
} from "./slots/portfolio";
import { durationPeriod } from "./slots/time";
import { type DialogueState, resolveReferences } from "./state";
import type { EngineToolCall } from "./types";

export type Args = Record<string, unknown>;
/** One call, several calls of the tool (one per product), the question which product, or nothing. */
export type Built =
  | { args: Args; notice?: EngineToolCall["notice"] }
  | { many: Args[] }
  | { ambiguous: Mention }
  | null;

export interface BuildContext {
  clause: Clause;
  state: DialogueState;
  /** The clause as written. */
  source: string;
  /** The whole message as written (a quoted group name may sit outside the clause). */
  message?: string;
  /** A later clause of the message: a product left unnamed is the one in focus. */
  continued?: boolean;
  /** The largest catalog products of a theme ("compare two tech ETFs"). */
  largestWithTheme?: (q: { theme: string; productType?: string; n: number }) => string[];
}

const METRIC_VIEW: Record<string, string> = {
  return: "performance",
  fee: "fees",
  volatility: "risk",
  drawdown: "risk",
  sharpe: "risk",
  sevenDayYield: "performance",
  duration: "risk",
};
const compact = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, unknown>;

/** The products a clause is about: named ones, else references to earlier turns. */
function productsOf(c: Clause, state: DialogueState): string[] {
  return c.codes.length > 0 ? c.codes : resolveReferences(c, state);
}

/** One product or, when only an ambiguous mention is there, the question which one. */
function oneProduct(c: Clause, state: DialogueState): { code: string } | { ambiguous: Mention } | null {
  if (c.codes.length > 0) return { code: c.codes[0]! };
  if (c.ambiguous.length > 0) return { ambiguous: c.ambiguous[0]! };
  const refs = resolveReferences(c, state);
  return refs[0] ? { code: refs[0] } : null;
}

/** The aspects asked for, in the order written ("fees and managers", "持仓和行业分布"). */
function views(c: Clause): string[] {
  const strong: string[] = [];
  const weak: string[] = [];
  for (const t of c.toks) {
    const m = tagValue(t, "metric");
    const v = tagValue(t, "view") ?? (m ? METRIC_VIEW[m] : undefined);
    if (!v) continue;
    const list = WEAK_VIEW_WORDS.has(t.text) ? weak : strong;
    if (!list.includes(v)) list.push(v);
  }
  // "what countries does VWO invest in": the verb only says what the noun asks
  return strong.length > 0 ? strong : weak.slice(0, 1);
}

/** Verbs that name an aspect only when nothing else does. */
const WEAK_VIEW_WORDS = new Set([
  "invest in",
  "invests in",
  "hold",
  "holds",
  "owns",
  "how did",
  "how has",
  "charge",
  "performed",
]);

const typeSaid = (c: Clause) => (c.screen.typeSaid ? c.screen.productType : c.innerType);

/** A search's product type: the one said, or "any" for "any product type", "funds and ETFs", "不限類型". */
export const searchType = (c: Clause): "fund" | "etf" | "any" | undefined =>
  c.has("anyType") ? "any" : typeSaid(c);

/** "最多4只基金", "at most 5 ETFs": the product type inside a counted-holdings word. */
function typeCounted(c: Clause): "fund" | "etf" | undefined {
  for (const t of c.toks) {
    if (!has(t, "holdingsWord") && !has(t, "countUnit")) continue;
    if (/etf/.test(t.text)) return "etf";
    if (/基金|fund/.test(t.text)) return "fund";
  }
  return undefined;
}
const comparePeriod = (c: Clause) => c.time.period ?? durationPeriod(c.time.duration);

export function riskLevelOf(c: Clause): number | undefined {
  const risks = valuesOf(c.toks, "risk").map((v) => v.split(",").map(Number));
  // "safe …, conservative": a word of one level says more than a word of a range
  const first = risks.find((r) => r.length === 1) ?? risks[0];
  if (first) return first.length === 1 ? first[0] : first.includes(2) ? 2 : 4;
  const levels = c.screen.filters.riskLevels;
  return levels?.length ? Math.max(...levels) : undefined;
}

const BUILDERS: Record<CatalogToolName, (x: BuildContext) => Built> = {
  screenProducts: ({ clause, state }) => ({ args: mergeScreen(screenArgs(clause), clause, state) }),
  getProduct: ({ clause, state }) => {
    // "它们的费用分别是多少", "their fees": each product referred to
    const plural =
      clause.codes.length === 0 && clause.anaphora === "plural" ? resolveReferences(clause, state) : [];
    const codes = clause.codes.length >= 2 ? clause.codes : plural.length >= 2 ? plural : [];
    if (codes.length >= 2) {
      const asked = views(clause);
      return {
        many: codes.flatMap((code) =>
          asked.length > 0 ? asked.map((view) => ({ code, view })) : [{ code }],
        ),
      };
    }
    const asked = views(clause);
    // a name no product has: looked up as written, so the answer says it was not found
    if (clause.unknownName && clause.codes.length === 0 && !clause.refers)
      return { args: compact({ code: clause.unknownName, view: asked[0] }) };
    const one = oneProduct(clause, state);
    if (!one || "ambiguous" in one) return one;
    // one call per aspect: `view` is a single value
    if (asked.length > 1) return { many: asked.map((v) => ({ code: one.code, view: v })) };
    return { args: compact({ code: one.code, view: asked[0] }) };
  },
  compareProducts: ({ clause, state, largestWithTheme }) => {
    const theme = clause.screen.themes[0];
    if (theme && clause.codes.length === 0 && clause.ambiguous.length === 0 && themeDescribed(clause)) {
      const n = countAsked(clause) ?? 2;
      const codes = largestWithTheme?.({ theme, productType: typeSaid(clause), n }) ?? [];
      return codes.length >= 2 ? { args: compact({ codes, period: comparePeriod(clause) }) } : null;
    }
    // "compare the USD and HKD classes of X": the candidates of the one mention are the products
    const only = clause.ambiguous[0];
    if (only && clause.codes.length === 0 && clause.ambiguous.length === 1 && !clause.refers)
      return { args: compact({ codes: only.codes.slice(0, 3), period: comparePeriod(clause) }) };
    if (clause.ambiguous.length > 0 && clause.codes.length < 2) return { ambiguous: clause.ambiguous[0]! };
    let codes = clause.codes;
    if (codes.length < 2) {
      const refs = clause.refers ? resolveReferences(clause, state) : state.focus;
      codes = [...refs.filter((r) => !codes.includes(r)), ...codes];
    }
    if (codes.length < 2) return null;
    // more than a comparison takes: the first three, and the answer says the limit
    const args = compact({ codes: codes.slice(0, COMPARE_MAX_PRODUCTS), period: comparePeriod(clause) });
    return codes.length > COMPARE_MAX_PRODUCTS ? { args, notice: "compareLimit" } : { args };
  },
  backtestPortfolio: ({ clause, state }) => {
    if (clause.codes.length === 0 && clause.ambiguous.length > 0) return { ambiguous: clause.ambiguous[0]! };
    // "…, then backtest 50/50": nothing named, so the whole set in focus
    const refs = clause.refers ? resolveReferences(clause, state) : state.focus;
    // "backtest it with BND 70/30": the product referred to, then the ones named
    const codes =
      clause.codes.length === 0
        ? refs
        : clause.anaphora === "single" && refs.length === 1 && !clause.codes.includes(refs[0]!)
          ? [refs[0]!, ...clause.codes]
          : clause.codes;
    if (codes.length === 0) return null;
    // weights by product or in order ("60/40"), whether the products are named or referred to
    const { holdings, used, invested } = !wantsEqualWeights(clause.toks)
      ? readWeights(clause.toks, codes, clause.productAt)
      : { holdings: equalWeights(codes), used: new Set<number>(), invested: undefined };
    const amounts = clause.amounts.filter((a) => !used.has(a.i));
    const monthly = amounts.find((a) => a.role === "monthly")?.value;
    // "10k into A and 10k into B": the sums put into each product add up to the amount invested
    const initial = invested ?? amounts.find((a) => a.role !== "monthly" && a.role !== "target")?.value;
    return {
      args: compact({
        holdings,
        rebalance: readRebalance(clause.toks),
        // "backtest all three equally over 5 yrs": a length of time is the years up to today
        startDate: clause.time.startDate ?? (clause.time.endDate ? undefined : clause.time.pastStart),
        endDate: clause.time.endDate,
        initialAmount: initial,
        monthlyContribution: monthly,
      }),
    };
  },
  buildPortfolio: ({ clause }) => {
    const years = clause.time.duration?.unit === "year" ? clause.time.duration.n : undefined;
    return {
      args: compact({
        riskLevel: riskLevelOf(clause),
        goal: readGoal(clause.toks),
        productType: typeSaid(clause) ?? typeCounted(clause),
        maxHoldings: readMaxHoldings(clause.toks),
        amount: clause.amounts.find((a) => a.role !== "monthly")?.value,
        years,
      }),
    };
  },
  getMacroOutlook: ({ clause }) => {
    const m = readMacro(clause.toks, clause.time);
    return { args: compact({ assets: m.assets.length ? m.assets : undefined, horizon: m.horizon }) };
  },
  generateReport: ({ clause, state, message, continued }) => {
    // "an adviser report on HRNQ and also on SJQY": a later clause without its own audience keeps
    // the message's; "personal … and one for a client on …" says each
    const personal = clause.toks.some((t) => PERSONAL_WORD.test(t.text));
    const whole = continued && !personal && ADVISER_WORD.test(message ?? "");
    const audience = clause.has("audience", "adviser") || whole ? "adviser" : "personal";
    // "兩隻都出份報告", "reports on both": one report per product
    const many = clause.codes.length > 1 ? clause.codes : clause.anaphora === "plural" ? state.focus : [];
    if (many.length > 1) return { many: many.map((code) => ({ code, audience })) };
    const one = oneProduct(clause, state);
    if (!one || "ambiguous" in one) return one;
    return { args: { code: one.code, audience } };
  },
  getCuratedList: ({ clause }) => {
    const list = tagValue(
      clause.toks.find((t) => has(t, "curatedList")),
      "curatedList",
    );
    return list ? { args: compact({ list, productType: typeSaid(clause) }) } : null;
  },
  getNews: ({ clause, state, source, continued }) => {
    // "IVV and BND news": one call per product
    if (clause.codes.length > 1) return { many: clause.codes.map((code) => ({ code })) };
    if (clause.codes[0]) return { args: { code: clause.codes[0] } };
    const ticker = tickerOf(clause);
    if (ticker) return { args: { ticker } };
    // "IVV" … "news", "新聞呢": a bare follow-up is about the product in focus
    const bare = clause.toks.every(
      (t) => isFiller(t) || has(t, "intent", "news") || has(t, "refine") || QUESTION_WORD.test(t.text),
    );
    if (clause.refers || ((continued || bare) && state.single)) {
      const refs = resolveReferences(clause, state);
      // "… and show me the news on both": one call per product referred to
      if (refs.length > 1 && clause.anaphora === "plural") return { many: refs.map((code) => ({ code })) };
      if (refs[0]) return { args: { code: refs[0] } };
    }
    return { args: { query: source.trim().slice(0, 200) || "market" } };
  },
  getRiskAlerts: ({ clause, state, source, continued }) => {
    if (clause.codes[0]) return { args: { code: clause.codes[0] } };
    if (clause.ambiguous[0]) return { ambiguous: clause.ambiguous[0] };
    if (clause.refers) {
      const refs = resolveReferences(clause, state);
      // "兩隻嘅風險提示呢？", "alerts on both": one call per product referred to
      if (refs.length > 1 && clause.anaphora === "plural") return { many: refs.map((code) => ({ code })) };
      if (refs[0]) return { args: { code: refs[0] } };
    }
    // "X的新闻和风险提醒": the one product of the clause before, unless the watchlist is meant;
    // "有没有风险提示" right after a product: that product's
    const mine = clause.has("intent", "watchlist") || /\bmy\b|我的|我嘅|自選|自选/.test(source);
    const bare = clause.toks.every(
      (t) => isFiller(t) || has(t, "intent", "alert") || QUESTION_WORD.test(t.text),
    );
    if ((continued || bare) && !mine && state.focus.length === 1) return { args: { code: state.focus[0] } };
    return { args: {} };
  },
  manageWatchlist: ({ clause, state, source, message, continued }) => {
    const action = clause.has("intent", "remove") ? "remove" : clause.has("intent", "add") ? "add" : "list";
    const group = groupOf(message ?? source);
    if (action === "list") return { args: compact({ action, group }) };
    if (clause.codes.length === 0 && clause.ambiguous[0]) return { ambiguous: clause.ambiguous[0] };
    // "compare A and B, then add both to my watchlist": what the earlier clause named
    // "把它和X加入自选": the product referred to, then the ones named
    const refs =
      clause.anaphora === "single" && clause.codes.length > 0 ? resolveReferences(clause, state) : [];
    const codes =
      clause.codes.length === 0 && !clause.refers && continued
        ? [...state.focus]
        : refs.length === 1 && !clause.codes.includes(refs[0]!)
          ? [refs[0]!, ...clause.codes]
          : productsOf(clause, state);
    if (codes.length === 0) return null;
    return { many: codes.map((code) => compact({ action, code, group })) };
  },
  planWealth: ({ clause, state }) => {
    const { target, initial, monthly } = planAmounts(clause.amounts);
    const d = clause.time.duration;
    const years = d ? (d.unit === "year" ? d.n : d.unit === "month" ? d.n / 12 : undefined) : undefined;
    if (target === undefined || !years) return null;
    // "plan for buying a home" … "target 2m, 10 years": the goal said in an earlier turn
    const goal = readGoal(clause.toks) ?? state.goal;
    return {
      args: compact({
        goal: goal ?? "custom",
        targetAmount: target,
        initialAmount: initial ?? 0,
        years,
        monthlyContribution: monthly,
        riskLevel: riskLevelOf(clause),
      }),
    };
  },
  explainTerm: ({ clause }) => {
    // "explain sortino and calmar", "解釋Beta同Alpha": one card per term
    const terms = valuesOf(clause.toks, "term");
    if (terms.length > 1) return { many: terms.map((term) => ({ term })) };
    return terms[0] ? { args: { term: terms[0] } } : null;
  },
  searchProducts: ({ clause, source }) => ({
    args: compact({ query: searchQuery(clause, source), productType: searchType(clause) }),
  }),
};

export function buildCall(tool: CatalogToolName, x: BuildContext): Built {
  return BUILDERS[tool](x);
}

/** Words that ask for a search or a list ("search for", "搵", "show me") are not part of what is searched. */
const COMMAND_INTENTS = new Set(["search", "screen"]);

/**
 * The search text: the clause as written without its command words, so "Search for Harbour
 * Tracker" searches "Harbour Tracker". Latin words keep a space between them, Han characters none.
 */
function searchQuery(clause: Clause, source: string): string {
  if (clause.quoted) return clause.quoted;
  const kept = clause.toks.filter(
    (t) => !t.tags.some((g) => g.type === "intent" && COMMAND_INTENTS.has(g.value)),
  );
  let query = "";
  for (const tok of kept) {
    const text = tok.orig || tok.text;
    if (!text || /^[?!.,;:\u3001\u3002\uff1f\uff01]+$/u.test(text)) continue;
    const latinJoin =
      /[\p{L}\p{N}]$/u.test(query) && !/\p{Script=Han}$/u.test(query) && !/^\p{Script=Han}/u.test(text);
    query += (latinJoin ? " " : "") + text;
  }
  return (query.trim() || source.trim()).slice(0, 200);
}

/** "two", "3", "兩隻": a small count of products to take (2..3). */
function countAsked(c: Clause): number | undefined {
  const n = c.toks.find((t) => t.num && !t.num.percent && !t.num.money && !t.num.year)?.num?.value;
  return n === 2 || n === 3 ? n : undefined;
}

/** A stock ticker that is not a product: a word written in capitals ("NVDA", "$AAPL"). */
const ADVISER_WORD = /\b(?:adviser|advisor|client|clients|professional)\b|客戶|客户|顧問|顾问|個客|个客/i;
const PERSONAL_WORD = /^(?:personal|myself|me|自己|個人|个人)$/;

/** Words of a bare question around a request ("any news?", "有没有风险提示"). */
const QUESTION_WORD = /^(?:\?|？|any|anything|有没有|有冇|有無|有没|吗|嗎|呀|啊|㗎|呢)$/;

export function tickerOf(c: Clause): string | undefined {
  for (const t of c.toks) {
    if (t.kind !== "word" || !/^[a-z0-9]{1,5}$/.test(t.text)) continue;
    // "NVDA", and exchange codes with digits written in capitals ("D05", "C6L")
    if (/^[A-Z]{1,5}$/.test(t.orig) || (/^[A-Z][A-Z0-9]{1,3}$/.test(t.orig) && /\d/.test(t.orig)))
      return t.orig;
  }
  return undefined;
}

/** A watchlist group: quoted ('Income', 「收息」), named after "group" or before it ("my Income group", "長線組"). */
function groupOf(source: string): string | undefined {
  // double quotes and corner brackets first; a single quote inside a word ("what's") is no quote
  const quoted =
    source.match(/["“「『]([^"”」』]{1,26})["”」』]/) ??
    source.match(/(?:^|[^A-Za-z0-9])['‘]([^'’]{1,26})['’](?![A-Za-z])/);
  if (quoted) return quoted[1]!.trim();
  const named = source.match(/\bgroup\s+(?:called\s+|named\s+)?([A-Za-z][\w-]{0,25})/i);
  if (named && !/^(on|in|of|for|list)$/i.test(named[1]!)) return named[1];
  const before = source.match(
    /\b(?:in|into|to|under|on)\s+(?:my|the|a)\s+([A-Za-z][\w-]{0,25})\s+(?:group|folder|list)\b/i,
  );
  if (before && !/^(watch|own|main)$/i.test(before[1]!)) return before[1];
  const zh = source.match(
    /(?:到|入|去|進|进)(?:我的|我嘅)?(?:自選|自选|觀察清單|观察清单)?(?:的|嘅|裡|里|入面)?([\p{Script=Han}A-Za-z0-9]{1,8}?)(?:分組|分组|組|组)/u,
  );
  return zh?.[1] || undefined;
}
