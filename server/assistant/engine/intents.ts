/**
 * Intent scoring: each tool scores a clause from its trigger words and
 * its slot signature (compare needs products, backtest needs weights or "backtest"/"回測", a
 * glossary question names a term and no product, ...). The best score wins; below
 * MIN_INTENT_SCORE nothing is called. Scores are ordered so that a specific trigger beats a
 * generic one: "risk alerts on my watchlist" is getRiskAlerts, not manageWatchlist.
 */
import type { CatalogToolName } from "../../../shared/tools";
import type { Clause } from "./clause";
import { percentWeightsNearProducts } from "./intent-signals";
import { hasSplitWeights } from "./slots/portfolio";
import type { DialogueState } from "./state";

export const MIN_INTENT_SCORE = 4;

export interface IntentScore {
  tool: CatalogToolName;
  score: number;
}

type Scorer = (c: Clause, s: DialogueState) => number;

const named = (c: Clause) => c.codes.length + c.ambiguous.length;
const refers = (c: Clause) => c.refers;
/** Every product the clause may mean: resolved ones plus each candidate of an ambiguous mention. */
const candidates = (c: Clause) => c.codes.length + c.ambiguous.reduce((k, m) => k + m.codes.length, 0);

/** "two tech ETFs", "the two biggest gold ETFs": products described by a theme, not referred to. */
export const themeDescribed = (c: Clause) =>
  c.screen.themes.length > 0 && (!c.refers || c.screen.typeSaid) && c.ordinal === null;

const themeOnly = (c: Clause) => c.screen.themes.length > 0 && c.screen.signals === 0 && named(c) === 0;

/** A word the vocabulary does not know (a theme or a name to search for). */
const unknownWord = (t: Clause["toks"][number]) => t.kind === "word" && /[\p{L}\p{N}]/u.test(t.text);

const PLACE_KEYS = new Set(["regions", "currencies"]);
const placeOnly = (c: Clause) =>
  !c.screen.typeSaid &&
  !c.screen.sort &&
  !c.screen.limit &&
  Object.keys(c.screen.filters).every((k) => PLACE_KEYS.has(k)) &&
  !c.has("intent", "screen") &&
  !c.has("intent", "search");

const SCORERS: Record<CatalogToolName, Scorer> = {
  explainTerm: (c, s) => {
    // "what is a risk level and how is it assigned": "it" is the term when no product is in focus
    if (!c.has("term") || named(c) > 0 || (refers(c) && s.focus.length > 0)) return 0;
    // "盈富基金嘅管理費係幾多" with no such fund: a product asked about, not the glossary's term
    if (c.unknownName && c.has("view")) return 0;
    if (c.has("intent", "explain")) return 9;
    // a bare term ("Sharpe ratio?") with nothing else to do
    return c.screen.signals === 0 && !c.has("intent", "compare") ? 4.5 : 0;
  },
  getNews: (c) => (c.has("intent", "news") ? 9 : 0),
  getRiskAlerts: (c) => (c.has("intent", "alert") ? 9.5 : 0),
  manageWatchlist: (c, s) => {
    if (c.has("intent", "watchlist")) return 8.5;
    // "…, then show me the list" right after a watchlist request
    if (
      s.lastCall?.name === "manageWatchlist" &&
      c.has("intent", "showList") &&
      named(c) === 0 &&
      !c.has("view")
    )
      return 6;
    // "remove ARKK and add SMH", "剔走ARKK": a watchlist verb on products, nothing else asked
    const verb = c.has("intent", "add") || c.has("intent", "remove");
    const other = ["compare", "backtest", "backtestIf", "portfolio", "report", "news"].some((v) =>
      c.has("intent", v),
    );
    return verb && !other && (named(c) > 0 || refers(c)) && !c.has("view") ? 5.5 : 0;
  },
  getCuratedList: (c) => {
    if (!c.has("curatedList")) return 0;
    if (c.has("listCue") || c.has("curatedList", "top_picks")) return 8.5;
    return named(c) === 0 && c.screen.signals === 0 ? 5 : 0;
  },
  getMacroOutlook: (c) => {
    if (named(c) > 0) return 0;
    if (c.has("intent", "macro")) return 8.5;
    // "us ig credit and long-dated treasuries view next quarter", "美股下個月點": an asset and a horizon
    return c.has("macroAsset") && c.has("horizon") && c.screen.signals <= 2 ? 7 : 0;
  },
  generateReport: (c) => (c.has("intent", "report") ? 8.5 : 0),
  buildPortfolio: (c) => {
    if (named(c) > 0) return 0;
    // "put together something to preserve my wealth": a build verb and a goal, no product
    if (!c.has("intent", "portfolio"))
      return c.has("intent", "build") && c.has("goal") && !c.has("intent", "plan") && c.amounts.length < 2
        ? 7
        : 0;
    if (c.has("intent", "build") || c.has("intent", "generate")) return 8;
    return c.has("risk") || c.has("goal") || c.has("riskLevel") ? 6 : 0;
  },
  backtestPortfolio: (c, s) => {
    // "what if I push it to 25 years" after a plan: "it" is no product when none is in focus
    const products = named(c) > 0 || s.focus.length > 0;
    if (c.has("intent", "backtest")) return 9;
    if (c.has("intent", "backtestIf") && products) return 8.5;
    if (percentWeightsNearProducts(c) && !c.has("intent", "compare")) return 6;
    // "如果三年前開始每個月放$3000入X", "$10k into X since 2019": money put into named products
    // from a past date is a backtest described without the word
    if (
      named(c) > 0 &&
      c.time.startDate &&
      c.amounts.length > 0 &&
      !c.has("intent", "compare") &&
      !c.has("goal")
    )
      return 7;
    // "IVV / BND 60/40", "equal weights in IVV, VNQ and GLD", "IVV比BND 7比3"
    const n = named(c);
    if (n >= 2 && (hasSplitWeights(c.toks, n) || c.has("weighting", "equal")) && !c.has("intent", "compare"))
      return 6.5;
    return 0;
  },
  planWealth: (c, s) => {
    // "5年后置业，手上120万": a sum on hand and nothing to reach is no plan's target
    if (c.amounts.length > 0 && c.amounts.every((a) => a.role === "initial" || a.role === "monthly"))
      return 0;
    const amounts = c.amounts.length;
    const goal = c.has("goal");
    if ((goal || c.has("intent", "plan")) && amounts >= 2) return 8;
    // "财富累积组合，100万，10年", "a retirement portfolio for 500k over 15 years": a portfolio for a goal
    // with the sum to invest is the builder's, not a plan towards a target
    const portfolioFor = c.has("intent", "portfolio") && !c.has("intent", "plan") && amounts === 1;
    if (goal && amounts >= 1 && c.time.duration && !portfolioFor) return 7.5;
    // "help me plan for my kid's fees" … "need 800k in 12 years, starting from 100k": the figures of a goal said before
    if (s.goal && named(c) === 0 && amounts >= 2 && c.time.duration) return 7;
    return 0;
  },
  compareProducts: (c, s) => {
    const n = named(c);
    // "compare two tech ETFs": the largest products of the theme
    if (c.has("intent", "compare") && n === 0 && themeDescribed(c)) return 8;
    if (c.has("intent", "compare") && (n + s.focus.length >= 2 || candidates(c) >= 2)) return 8;
    if (n >= 2 && c.has("intent", "which")) return 7;
    if (n >= 2 && (c.time.period || c.time.duration) && c.screen.signals === 0) return 6;
    return 0;
  },
  // "find" with two or more screening conditions ("搵三隻最平嘅香港ETF") is a screen
  searchProducts: (c) => {
    // "找亚太ETF", "find me HKD bond funds": a kind of product with nothing else to look for is a screen
    const kindOnly =
      c.screen.typeSaid && c.screen.signals > 0 && c.vague.length === 0 && !c.toks.some(unknownWord);
    // "幫我搵下3127", "find 2800": a code found is the product itself
    const byCode = c.toks.filter((t) => t.kind === "product");
    if (
      byCode.length > 0 &&
      byCode.every(
        (t) => /^[a-z0-9.]{2,12}$/.test(t.text) && (/\d/.test(t.text) || t.orig === t.orig.toUpperCase()),
      )
    )
      return 0;
    if (c.has("intent", "search") && c.screen.signals < 2 && !kindOnly) return 8;
    // "find ETFs with 'water' in the name", "搵名有「黃金」嘅基金": a quoted keyword to look for
    // (not a watchlist group: "put X in my 'Retirement' list")
    const otherAct = ["watchlist", "add", "remove", "compare", "backtest", "news", "alert", "report"].some(
      (v) => c.has("intent", v),
    );
    if (c.quoted && !otherAct && (c.has("intent", "search") || c.has("intent", "screen") || c.has("nameCue")))
      return 8.5;
    // a theme with nothing to screen on ("any robotics ETF?", "有冇黃金ETF", "semiconductor")
    return themeOnly(c) ? 4.8 : 0;
  },
  getProduct: (c, s) => {
    const n = named(c);
    // "the fees of IVV and VTI", "IVV和VTI的费用分别是多少": the same aspect of each product
    if (
      n >= 2 &&
      c.codes.length === n &&
      (c.has("view") || c.has("intent", "about")) &&
      !c.has("intent", "compare") &&
      !c.has("intent", "backtest")
    )
      return c.has("each") ? 8.5 : 5.5;
    const one = n === 1 || (n === 0 && refers(c) && s.focus.length > 0);
    // an aspect of a product the universe does not hold: the lookup says it was not found
    if (n === 0 && !refers(c) && c.unknownName && c.has("view")) return 6;
    if (!one) {
      // "what about the fees?": the product in focus
      return n === 0 && s.single && c.has("view") && c.screen.signals === 0 ? 4.5 : 0;
    }
    return 5 + (c.has("view") || c.has("intent", "about") ? 1 : 0);
  },
  screenProducts: (c, st) => {
    const s = c.screen;
    if (themeOnly(c)) return 0;
    // "is Singapore a good place to live", "新加坡有咩好食": a place or a currency and nothing about funds
    if (!st.lastScreen && placeOnly(c)) return 0;
    if (s.signals > 0) return 4 + Math.min(s.signals, 5) * 0.1;
    return s.typeSaid && (c.has("intent", "screen") || c.has("intent", "showList")) ? 4 : 0;
  },
};

export function scoreIntents(c: Clause, state: DialogueState): IntentScore[] {
  return (Object.entries(SCORERS) as [CatalogToolName, Scorer][])
    .map(([tool, f]) => ({ tool, score: f(c, state) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
}

export function bestIntent(c: Clause, state: DialogueState): IntentScore | null {
  const [top] = scoreIntents(c, state);
  return top && top.score >= MIN_INTENT_SCORE ? top : null;
}
