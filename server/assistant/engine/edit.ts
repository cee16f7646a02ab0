/**
 * Follow-ups that edit the previous call ("make it 80/20", "now with quarterly rebalancing",
 * "what about over 10 years?", "改成从2015年开始", "金額改為五十萬", "I meant the HKD class",
 * "咁VTI呢？", "actually remove it"). A follow-up is an edit when it has no strong request of
 * its own for another tool and it changes at least one slot of the last call; the edited call
 * keeps every other argument of the last one. One small editor per tool: each returns the new
 * arguments, or null when the clause changes nothing that tool takes.
 */
import { fundSortTypes } from "../../../shared/api/selection";
import type { CatalogToolName } from "../../../shared/tools";
import { has, tagValue } from "./analyze";
import { type Args, riskLevelOf, searchType, tickerOf } from "./build-call";
import type { Clause } from "./clause";
import type { IntentScore } from "./intents";
import { readMacro } from "./slots/macro";
import { planAmounts } from "./slots/money";
import {
  equalWeights,
  type Holding,
  hasSplitWeights,
  readGoal,
  readMaxHoldings,
  readRebalance,
  readWeights,
  wantsEqualWeights,
} from "./slots/portfolio";
import { durationPeriod } from "./slots/time";
import { type DialogueState, resolveReferences } from "./state";
import type { EngineToolCall } from "./types";

/** A request for another tool at least this strong is a new question, not an edit. */
const OWN_REQUEST = 6;

export interface EditContext {
  clause: Clause;
  state: DialogueState;
  /** The sibling share class of a product in another currency ("the HKD class"), if any. */
  classIn: (code: string, currency: string) => string | undefined;
}

type Editor = (prev: Args, x: EditContext) => Args | null;

/** "make it", "change to", "instead", "actually", "改成", "其實", "what about", "呢": wording of a change. */
const editCue = (c: Clause) => c.has("edit") || c.has("refine");

/** Elliptical: no request verb of its own ("咁VTI呢？", "what about HYG?", "IAU呢"). */
const elliptical = (c: Clause) =>
  c.has("refine") || !c.toks.some((t) => t.tags.some((g) => g.type === "intent"));

const changed = (prev: Args, next: Args) => JSON.stringify(prev) !== JSON.stringify(next);

function years(c: Clause): number | undefined {
  const d = c.time.duration;
  if (d) return d.unit === "year" ? d.n : d.unit === "month" ? d.n / 12 : undefined;
  // "push it to 25 years", "改成25年": a count of years read as an end, not a span
  const i = c.toks.findIndex((t, k) => t.num && !t.num.money && has(c.toks[k + 1], "unit", "year"));
  const n = c.toks[i]?.num?.value;
  return n !== undefined && n > 0 && n <= 60 ? n : undefined;
}

/**
 * The products of a multi-product call after "add GLD", "drop BND", "swap BND for IEF",
 * "把BND換成IEF", "IEF instead of BND": the same list when nothing is said about products,
 * null when new products are named without an add or swap word (a new question).
 */
function editCodes(codes: readonly string[], c: Clause, state: DialogueState): string[] | null {
  // "just the first two", "only the last two": a part of the same list
  if (c.firstN !== null && c.codes.length === 0 && !c.has("intent", "add")) {
    const kept = c.firstN < 0 ? codes.slice(c.firstN) : codes.slice(0, c.firstN);
    return kept.length >= 1 && kept.length < codes.length ? kept : null;
  }
  // "drop the second one", "remove it": the products referred to leave the list
  if (c.has("intent", "remove") && c.codes.length === 0 && c.refers) {
    const gone = resolveReferences(c, state);
    const kept = codes.filter((x) => !gone.includes(x));
    return gone.length > 0 && kept.length < codes.length ? kept : null;
  }
  const fresh = c.codes.filter((x) => !codes.includes(x));
  const old = c.codes.filter((x) => codes.includes(x));
  if (c.has("intent", "remove") && old.length > 0) {
    // "去掉第三个，前两个各一半": what the remove verb's part names leaves, the rest stays
    const near = removedCodes(c).filter((x) => codes.includes(x));
    const gone = near.length > 0 ? near : old;
    // "drop BND", "drop BND, add IEF"
    if (fresh.length === 0) return codes.filter((x) => !gone.includes(x));
    if (c.has("intent", "add") || c.has("edit")) return [...codes.filter((x) => !gone.includes(x)), ...fresh];
  }
  if (fresh.length === 0) return [...codes];
  if (old.length === 1 && fresh.length === 1 && (c.has("edit") || c.has("refine")))
    return codes.map((x) => (x === old[0] ? fresh[0]! : x));
  if (c.has("intent", "add") && old.length === 0) return [...codes, ...fresh];
  return null;
}

const PART_MARK = /^[,，;；]$/;

/** The products named in the same part of the clause (between commas) as its remove verb. */
function removedCodes(c: Clause): string[] {
  const verb = c.toks.findIndex((t) => has(t, "intent", "remove"));
  if (verb < 0) return [];
  let from = verb;
  while (from > 0 && !PART_MARK.test(c.toks[from - 1]!.text)) from--;
  let to = verb;
  while (to < c.toks.length - 1 && !PART_MARK.test(c.toks[to + 1]!.text)) to++;
  return [...c.productAt].filter(([i]) => i >= from && i <= to).map(([, code]) => code);
}

/** Weights after the products changed: a swapped product keeps its weight, otherwise equal weights. */
function reweigh(prev: readonly Holding[], codes: readonly string[]): Holding[] {
  if (codes.length === prev.length) return codes.map((code, k) => ({ code, weight: prev[k]!.weight }));
  return equalWeights(codes);
}

const MACRO_MARKETS = new Set(["us", "japan", "europe", "china"]);
const marketAssets = (market: string, kind: string): string[] =>
  kind === "stock"
    ? [`${market}_stock`]
    : market === "us"
      ? ["us_long_treasury", "us_short_treasury"]
      : [`${market}_bond`];

const set = (o: Args, key: string, v: unknown) => {
  if (v !== undefined) o[key] = v;
};

const EDITORS: Partial<Record<CatalogToolName, Editor>> = {
  backtestPortfolio: (prev, { clause, state }) => {
    const next: Args = { ...prev };
    const prevHoldings = (prev.holdings as Holding[]) ?? [];
    const edited = editCodes(
      prevHoldings.map((h) => h.code),
      clause,
      state,
    );
    if (edited === null) return null;
    const codes = edited;
    if (codes.join() !== prevHoldings.map((h) => h.code).join()) next.holdings = reweigh(prevHoldings, codes);
    const split = hasSplitWeights(clause.toks, codes.length);
    const hasWeights = clause.toks.some((t) => t.num?.percent) || split;
    if (wantsEqualWeights(clause.toks)) next.holdings = equalWeights(codes);
    else if (hasWeights) {
      const { holdings } = readWeights(clause.toks, codes, clause.productAt);
      // "make it 50/50", "改成五五开": a split said in full, even an equal one
      if (split || JSON.stringify(holdings) !== JSON.stringify(equalWeights(codes))) next.holdings = holdings;
    }
    set(next, "rebalance", readRebalance(clause.toks));
    set(
      next,
      "startDate",
      clause.time.startDate ?? (clause.time.endDate ? undefined : clause.time.pastStart),
    );
    set(next, "endDate", clause.time.endDate);
    const monthly = clause.amounts.find((a) => a.role === "monthly")?.value;
    const initial = clause.amounts.find((a) => a.role !== "monthly" && a.role !== "target")?.value;
    set(next, "monthlyContribution", monthly);
    set(next, "initialAmount", initial);
    return changed(prev, next) ? next : null;
  },
  compareProducts: (prev, { clause, state }) => {
    const next: Args = { ...prev };
    const codes = editCodes((prev.codes as string[]) ?? [], clause, state);
    if (codes === null || codes.length < 2 || codes.length > 3) return null;
    next.codes = codes;
    set(next, "period", clause.time.period ?? durationPeriod(clause.time.duration));
    return changed(prev, next) ? next : null;
  },
  buildPortfolio: (prev, { clause }) => {
    if (clause.codes.length > 0) return null;
    const next: Args = { ...prev };
    set(next, "riskLevel", riskLevelOf(clause));
    set(next, "goal", readGoal(clause.toks));
    if (clause.screen.typeSaid) next.productType = clause.screen.productType;
    set(next, "maxHoldings", readMaxHoldings(clause.toks, true));
    set(next, "amount", clause.amounts.find((a) => a.role !== "monthly")?.value);
    set(next, "years", clause.time.duration?.unit === "year" ? clause.time.duration.n : undefined);
    return changed(prev, next) ? next : null;
  },
  planWealth: (prev, { clause }) => {
    if (clause.codes.length > 0) return null;
    const next: Args = { ...prev };
    const roles = clause.amounts.filter((a) => a.role);
    if (roles.length > 0) {
      const { target, initial, monthly } = planAmounts(roles);
      set(next, "targetAmount", target);
      set(next, "initialAmount", initial);
      set(next, "monthlyContribution", monthly);
    } else if (clause.amounts.length === 1 && clause.has("refine")) {
      next.targetAmount = clause.amounts[0]!.value;
    }
    set(next, "years", years(clause));
    set(next, "goal", readGoal(clause.toks));
    set(next, "riskLevel", riskLevelOf(clause));
    return changed(prev, next) ? next : null;
  },
  getMacroOutlook: (prev, { clause }) => {
    if (clause.codes.length > 0) return null;
    const next: Args = { ...prev };
    const horizonTok = clause.toks.find((t) => has(t, "horizon"));
    const h = tagValue(horizonTok, "horizon");
    const period = clause.time.period ?? durationPeriod(clause.time.duration);
    set(next, "horizon", h ?? (period === "1M" || period === "3M" ? period : undefined));
    const assets = readMacro(clause.toks, clause.time).assets;
    if (assets.length > 0) next.assets = assets;
    else {
      // "what about Japan?": the same kinds of asset in another market
      const markets = (clause.screen.filters.regions ?? []).filter((r) => MACRO_MARKETS.has(r));
      const kinds = new Set(
        ((prev.assets as string[]) ?? []).map((a) => (a.endsWith("_stock") ? "stock" : "bond")),
      );
      if (markets.length > 0 && kinds.size > 0)
        next.assets = markets.flatMap((m) => [...kinds].flatMap((k) => marketAssets(m, k)));
      // "中国股票展望" … "那债券呢": the same markets, another kind of asset
      const saidKinds = new Set(
        clause.toks.flatMap((t) => t.tags.filter((g) => g.type === "macroAsset").map((g) => g.value)),
      );
      const prevMarkets = new Set(((prev.assets as string[]) ?? []).map((a) => a.split("_")[0]!));
      const kindsNow = ["stock", "bond"].filter((k) => saidKinds.has(k));
      if (markets.length === 0 && kindsNow.length > 0 && prevMarkets.size > 0)
        next.assets = [...prevMarkets].flatMap((m) => kindsNow.flatMap((k) => marketAssets(m, k)));
    }
    return changed(prev, next) ? next : null;
  },
  generateReport: (prev, { clause }) => {
    // "也给X生成一份", "and one for X": the same report for another product
    if (clause.codes.length === 1 && (elliptical(clause) || clause.has("intent", "generate")))
      return { ...prev, code: clause.codes[0] };
    if (clause.codes.length > 0) return null;
    if (!clause.has("audience")) return null;
    const next = { ...prev, audience: clause.has("audience", "adviser") ? "adviser" : "personal" };
    return changed(prev, next) ? next : null;
  },
  getProduct: (prev, { clause, classIn }) => {
    const code = prev.code as string;
    // "I meant the HKD class", "港元類別呢？": the same fund in another currency
    const currency = clause.screen.filters.currencies?.[0];
    if (clause.codes.length === 0 && currency && clause.screen.signals === 1) {
      const sibling = classIn(code, currency);
      if (sibling && sibling !== code) return { ...prev, code: sibling };
    }
    // "咁VTI呢？", "IAU呢", "and for HYG?": the same aspect of another product
    if (
      clause.codes.length === 1 &&
      prev.view &&
      !clause.has("view") &&
      clause.screen.signals === 0 &&
      elliptical(clause)
    ) {
      const next = { ...prev, code: clause.codes[0] };
      return changed(prev, next) ? next : null;
    }
    // "and the 3-year?", "三年呢？", "那五年的呢": another window of the same product's figures (the
    // performance and risk views carry every period), so the same card again
    const window = clause.time.period ?? durationPeriod(clause.time.duration);
    const figures = prev.view === undefined || prev.view === "performance" || prev.view === "risk";
    if (
      window &&
      figures &&
      clause.codes.length === 0 &&
      clause.screen.signals === 0 &&
      !clause.has("view") &&
      elliptical(clause)
    )
      return { ...prev, view: prev.view ?? "performance" };
    return null;
  },
  manageWatchlist: (prev, { clause, state }) => {
    // "and VLNQ too", "仲有SPY": the same action for another product
    if (!clause.has("intent", "remove") && !clause.has("intent", "add"))
      return clause.codes.length === 1 &&
        elliptical(clause) &&
        !clause.has("view") &&
        clause.codes[0] !== prev.code
        ? { ...prev, code: clause.codes[0] }
        : null;
    const action = clause.has("intent", "remove") ? "remove" : "add";
    const codes = clause.codes.length > 0 ? clause.codes : resolveReferences(clause, state);
    const code = codes[0] ?? (prev.code as string | undefined);
    if (!code) return null;
    const next: Args = { ...prev, action, code };
    return changed(prev, next) ? next : null;
  },
  screenProducts: (prev, { clause }) => {
    if (clause.codes.length > 0) return null;
    // "改為基金", "ETFs instead": the same screen for the other product type
    if (clause.screen.typeSaid && clause.screen.signals === 0) {
      const next = { ...prev, productType: clause.screen.productType };
      return changed(prev, next) ? next : null;
    }
    // "what about over 5 years instead?": a ranking by return over another period
    const sort = String(prev.sort ?? "");
    const period = clause.time.period ?? durationPeriod(clause.time.duration);
    if (clause.screen.signals === 0 && period && /^return_\w+_desc$/.test(sort)) {
      const key = `return_${period.toLowerCase()}_desc`;
      const next = { ...prev, sort: (fundSortTypes as readonly string[]).includes(key) ? key : sort };
      return changed(prev, next) ? next : null;
    }
    return null;
  },
  // "ETFs only", "any product type", "基金呢": the same search for another product type
  searchProducts: (prev, { clause }) => {
    if (clause.codes.length > 0 || clause.screen.signals > 0 || clause.vague.length > 0) return null;
    const productType = searchType(clause);
    if (!productType) return null;
    const next = { ...prev, productType };
    return changed(prev, next) ? next : null;
  },
  getCuratedList: (prev, { clause }) => {
    if (clause.codes.length > 0) return null;
    // "only ETFs", "the high-Sharpe one instead"
    const next: Args = { ...prev };
    if (clause.screen.typeSaid) next.productType = clause.screen.productType;
    set(
      next,
      "list",
      tagValue(
        clause.toks.find((t) => has(t, "curatedList")),
        "curatedList",
      ),
    );
    return changed(prev, next) ? next : null;
  },
  // "and 7331?": the alerts of another product
  getRiskAlerts: (prev, { clause }) =>
    clause.codes.length === 1 && elliptical(clause) && clause.codes[0] !== prev.code
      ? { code: clause.codes[0] }
      : null,
  getNews: (prev, { clause }) => {
    // "what about NVDA?", "SPY呢": the news of another product or stock
    if (!elliptical(clause)) return null;
    if (clause.codes.length === 1) return { code: clause.codes[0] };
    const ticker = clause.codes.length === 0 ? tickerOf(clause) : undefined;
    return ticker && ticker !== prev.ticker ? { ticker } : null;
  },
};

/** Tools whose call is about products the user named: a follow-up naming none keeps them. */
const PRODUCT_TOOLS = new Set<CatalogToolName>(["backtestPortfolio", "compareProducts"]);

/** The edited last call, or null when the clause is a question of its own. */
export function editLastCall(intent: IntentScore | null, x: EditContext): EngineToolCall | null {
  const prev = x.state.lastCall;
  if (!prev) return null;
  if (intent && intent.score >= OWN_REQUEST) {
    // a request of its own: for another tool always new; for the same tool, new unless worded as a change
    // "what if I started with 50k" after a backtest: the same tool on no product of its own is a change
    const sameOnFocus = PRODUCT_TOOLS.has(prev.name) && x.clause.codes.length === 0 && !x.clause.refers;
    // "add X at 20% and scale the others to 40% each", "去掉第三个": a product added to or dropped from the list
    const listEdit =
      PRODUCT_TOOLS.has(prev.name) && (x.clause.has("intent", "add") || x.clause.has("intent", "remove"));
    if (intent.tool !== prev.name || !(editCue(x.clause) || sameOnFocus || listEdit)) return null;
  }
  const editor = EDITORS[prev.name];
  const args = editor?.(prev.args, x);
  return args ? { name: prev.name, args } : null;
}
