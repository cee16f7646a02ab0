/**
 * Tool arguments from a clause, in the contracts' canonical ids: one builder per tool. A
 * builder returns the args, `null` when the clause lacks what the tool needs, or the products
 * it could not tell apart (the engine then asks which one).
 */
import type { CatalogToolName } from "../../../shared/tools";
import { has, tagValue, valuesOf } from "./analyze";
import { mergeScreen, screenArgs } from "./build-screen";
import type { Clause } from "./clause";
import type { Mention } from "./products/mentions";
import { readMacro } from "./slots/macro";
import { planAmounts } from "./slots/money";
import { equalWeights, readRebalance, readWeights, wantsEqualWeights } from "./slots/portfolio";
import { durationPeriod } from "./slots/time";
import { type DialogueState, resolveReferences } from "./state";

export type Args = Record<string, unknown>;
/** One call, several calls of the tool (one per product), the question which product, or nothing. */
export type Built = { args: Args } | { many: Args[] } | { ambiguous: Mention } | null;

export interface BuildContext {
  clause: Clause;
  state: DialogueState;
  source: string;
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

function view(c: Clause): string | undefined {
  for (const t of c.toks) {
    const v = tagValue(t, "view");
    if (v) return v;
    const m = tagValue(t, "metric");
    if (m && METRIC_VIEW[m]) return METRIC_VIEW[m];
  }
  return undefined;
}

const typeSaid = (c: Clause) => (c.screen.typeSaid ? c.screen.productType : c.innerType);
const comparePeriod = (c: Clause) => c.time.period ?? durationPeriod(c.time.duration);

function riskLevelOf(c: Clause): number | undefined {
  const risks = valuesOf(c.toks, "risk").map((v) => v.split(",").map(Number));
  const first = risks[0];
  if (first) return first.length === 1 ? first[0] : first.includes(2) ? 2 : 4;
  const levels = c.screen.filters.riskLevels;
  return levels?.length ? Math.max(...levels) : undefined;
}

const BUILDERS: Record<CatalogToolName, (x: BuildContext) => Built> = {
  screenProducts: ({ clause, state }) => ({ args: mergeScreen(screenArgs(clause), clause, state) }),
  getProduct: ({ clause, state }) => {
    const one = oneProduct(clause, state);
    if (!one || "ambiguous" in one) return one;
    return { args: compact({ code: one.code, view: view(clause) }) };
  },
  compareProducts: ({ clause, state }) => {
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
    return { args: compact({ codes: codes.slice(0, 3), period: comparePeriod(clause) }) };
  },
  backtestPortfolio: ({ clause, state }) => {
    if (clause.codes.length === 0 && clause.ambiguous.length > 0) return { ambiguous: clause.ambiguous[0]! };
    // "…, then backtest 50/50": nothing named, so the whole set in focus
    const refs = clause.refers ? resolveReferences(clause, state) : state.focus;
    const codes = clause.codes.length > 0 ? clause.codes : refs;
    if (codes.length === 0) return null;
    // weights by product or in order ("60/40"), whether the products are named or referred to
    const { holdings, used } = !wantsEqualWeights(clause.toks)
      ? readWeights(clause.toks, codes, clause.productAt)
      : { holdings: equalWeights(codes), used: new Set<number>() };
    const amounts = clause.amounts.filter((a) => !used.has(a.i));
    const monthly = amounts.find((a) => a.role === "monthly")?.value;
    const initial = amounts.find((a) => a.role !== "monthly" && a.role !== "target")?.value;
    return {
      args: compact({
        holdings,
        rebalance: readRebalance(clause.toks),
        startDate: clause.time.startDate,
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
        goal: tagValue(
          clause.toks.find((t) => has(t, "goal")),
          "goal",
        ),
        productType: typeSaid(clause),
        maxHoldings: maxHoldings(clause),
        amount: clause.amounts.find((a) => a.role !== "monthly")?.value,
        years,
      }),
    };
  },
  getMacroOutlook: ({ clause }) => {
    const m = readMacro(clause.toks, clause.time);
    return { args: compact({ assets: m.assets.length ? m.assets : undefined, horizon: m.horizon }) };
  },
  generateReport: ({ clause, state }) => {
    const one = oneProduct(clause, state);
    if (!one || "ambiguous" in one) return one;
    return { args: { code: one.code, audience: clause.has("audience", "adviser") ? "adviser" : "personal" } };
  },
  getCuratedList: ({ clause }) => {
    const list = tagValue(
      clause.toks.find((t) => has(t, "curatedList")),
      "curatedList",
    );
    return list ? { args: compact({ list, productType: typeSaid(clause) }) } : null;
  },
  getNews: ({ clause, state, source }) => {
    if (clause.codes[0]) return { args: { code: clause.codes[0] } };
    const ticker = tickerOf(clause);
    if (ticker) return { args: { ticker } };
    if (clause.refers) {
      const refs = resolveReferences(clause, state);
      if (refs[0]) return { args: { code: refs[0] } };
    }
    return { args: { query: source.trim().slice(0, 200) || "market" } };
  },
  getRiskAlerts: ({ clause, state }) => {
    if (clause.codes[0]) return { args: { code: clause.codes[0] } };
    if (clause.ambiguous[0]) return { ambiguous: clause.ambiguous[0] };
    if (clause.refers) {
      const refs = resolveReferences(clause, state);
      if (refs[0]) return { args: { code: refs[0] } };
    }
    return { args: {} };
  },
  manageWatchlist: ({ clause, state, source }) => {
    const action = clause.has("intent", "remove") ? "remove" : clause.has("intent", "add") ? "add" : "list";
    const group = groupOf(source);
    if (action === "list") return { args: compact({ action, group }) };
    if (clause.codes.length === 0 && clause.ambiguous[0]) return { ambiguous: clause.ambiguous[0] };
    const codes = productsOf(clause, state);
    if (codes.length === 0) return null;
    return { many: codes.map((code) => compact({ action, code, group })) };
  },
  planWealth: ({ clause }) => {
    const { target, initial, monthly } = planAmounts(clause.amounts);
    const d = clause.time.duration;
    const years = d ? (d.unit === "year" ? d.n : d.unit === "month" ? d.n / 12 : undefined) : undefined;
    if (target === undefined || !years) return null;
    const goal = tagValue(
      clause.toks.find((t) => has(t, "goal")),
      "goal",
    );
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
    const term = tagValue(
      clause.toks.find((t) => has(t, "term")),
      "term",
    );
    return term ? { args: { term } } : null;
  },
  searchProducts: ({ clause, source }) => ({
    args: compact({ query: searchQuery(clause, source), productType: typeSaid(clause) }),
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

/** "at most 6 holdings", "最多5只产品", "no more than 8 funds". */
function maxHoldings(c: Clause): number | undefined {
  for (let i = 0; i < c.toks.length; i++) {
    const n = c.toks[i]!.num;
    if (!n || n.percent || n.money || !Number.isInteger(n.value) || n.value < 1 || n.value > 20) continue;
    const next = c.toks[i + 1];
    const prev = c.toks[i - 1];
    if (has(next, "holdingsWord") || has(next, "countUnit")) {
      if (has(prev, "comparator", "max") || has(next, "holdingsWord")) return n.value;
    }
  }
  return undefined;
}

/** A stock ticker that is not a product: a word written in capitals ("NVDA", "$AAPL"). */
function tickerOf(c: Clause): string | undefined {
  for (const t of c.toks) {
    if (t.kind !== "word" || !/^[a-z]{1,5}$/.test(t.text)) continue;
    if (/^[A-Z]{1,5}$/.test(t.orig)) return t.orig;
  }
  return undefined;
}

/** A watchlist group: quoted ('Income', 「收息」) or named after "group"/"組". */
function groupOf(source: string): string | undefined {
  const quoted = source.match(/['"‘“「『]([^'"’”」』]{1,26})['"’”」』]/);
  if (quoted) return quoted[1]!.trim();
  const named = source.match(/\bgroup\s+(?:called\s+|named\s+)?([A-Za-z][\w-]{0,25})/i);
  return named?.[1];
}
