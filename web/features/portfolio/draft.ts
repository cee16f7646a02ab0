import {
  BACKTEST_MAX_BENCHMARKS,
  BACKTEST_MAX_HOLDINGS,
  BACKTEST_WEIGHT_TOLERANCE,
  type backtestRebalances,
  type backtestWeightings,
} from "@shared/api/backtest";
import type { BaseCurrency, PortfolioRecord } from "@shared/api/portfolio";

export type Rebalance = (typeof backtestRebalances)[number];
export type Weighting = (typeof backtestWeightings)[number];
export { type BaseCurrency, baseCurrencies } from "@shared/api/portfolio";
export type CreateStep = "select" | "backtest";

/** A holding of the draft: weight in percent (the inputs' unit), null while the field is empty. */
export type DraftHolding = { fundCode: string; fundName?: string; weight: number | null };

/**
 * Everything the create flow edits, written to and read from its query string so a link (the
 * chat's backtest and build cards, the detail's "Edit") opens the flow pre-filled:
 * `holdings=CODE:40,CODE:60` (percent), `weighting`, `rebalance`, `startDate`, `endDate`,
 * `initialAmount`, `monthlyContribution`, `benchmarks=A,B`, `currency`, `extend=1`, `name`,
 * `createMethod`, `riskLevel`, `id` (editing a saved portfolio) and `step`.
 */
export type Draft = {
  id: string | null;
  name: string;
  createMethod: "auto" | "diy";
  /** The risk level (1–5) an auto-built portfolio was proposed for. */
  riskProfile: number | null;
  holdings: DraftHolding[];
  weighting: Weighting;
  rebalance: Rebalance;
  startDate: string;
  endDate: string;
  initialAmount: number;
  monthlyContribution: number;
  benchmarks: string[];
  baseCurrency: BaseCurrency;
  extendHistory: boolean;
};

export const DEFAULT_INITIAL_AMOUNT = 10_000;
export const MAX_HOLDINGS = BACKTEST_MAX_HOLDINGS;
export const MAX_BENCHMARKS = BACKTEST_MAX_BENCHMARKS;
export const NAME_MAX_LENGTH = 40;

export const emptyDraft: Draft = {
  id: null,
  name: "",
  createMethod: "diy",
  riskProfile: null,
  holdings: [],
  weighting: "custom",
  rebalance: "quarterly",
  startDate: "",
  endDate: "",
  initialAmount: DEFAULT_INITIAL_AMOUNT,
  monthlyContribution: 0,
  benchmarks: [],
  baseCurrency: "USD",
  extendHistory: false,
};

const currencies: readonly string[] = ["USD", "HKD", "SGD"];
const rebalances: readonly string[] = ["none", "monthly", "quarterly", "semiannually", "annually"];
const weightings: readonly string[] = ["custom", "equal", "marketCap"];
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const positive = (text: string | null): number | null => {
  if (text === null || text.trim() === "") return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

const riskLevelOf = (text: string | null): number | null => {
  const n = Number(text);
  return text && Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
};

/** Holdings from `CODE:40,CODE:60` (a code without a weight keeps an empty field); duplicates and extras dropped. */
export function parseHoldings(text: string | null): DraftHolding[] {
  const out: DraftHolding[] = [];
  for (const part of (text ?? "").split(",")) {
    const [rawCode, rawWeight] = part.split(":");
    const fundCode = rawCode?.trim() ?? "";
    if (!fundCode || fundCode.length > 64 || out.some((h) => h.fundCode === fundCode)) continue;
    const weight = positive(rawWeight ?? null);
    out.push({ fundCode, weight: weight !== null && weight <= 100 ? weight : null });
    if (out.length === MAX_HOLDINGS) break;
  }
  return out;
}

/** The draft a query string describes (anything missing or malformed takes the default). */
export function parseDraft(params: URLSearchParams): Draft {
  const holdings = parseHoldings(params.get("holdings"));
  const weighting = params.get("weighting") ?? "";
  const rebalance = params.get("rebalance") ?? "";
  const currency = (params.get("currency") ?? "").toUpperCase();
  const date = (key: string) => {
    const v = params.get(key) ?? "";
    return isoDate.test(v) ? v : "";
  };
  const benchmarks = [
    ...new Set(
      (params.get("benchmarks") ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, MAX_BENCHMARKS);
  return {
    id: params.get("id") || null,
    name: (params.get("name") ?? "").slice(0, NAME_MAX_LENGTH),
    createMethod: params.get("createMethod") === "auto" ? "auto" : "diy",
    riskProfile: riskLevelOf(params.get("riskLevel")),
    holdings,
    weighting: weightings.includes(weighting) ? (weighting as Weighting) : emptyDraft.weighting,
    rebalance: rebalances.includes(rebalance) ? (rebalance as Rebalance) : emptyDraft.rebalance,
    startDate: date("startDate"),
    endDate: date("endDate"),
    initialAmount: positive(params.get("initialAmount")) || DEFAULT_INITIAL_AMOUNT,
    monthlyContribution: positive(params.get("monthlyContribution")) ?? 0,
    benchmarks,
    baseCurrency: currencies.includes(currency) ? (currency as BaseCurrency) : emptyDraft.baseCurrency,
    extendHistory: params.get("extend") === "1",
  };
}

/** The step a query string asks for: the backtest only with holdings to test. */
export function parseStep(params: URLSearchParams, draft: Draft): CreateStep {
  return params.get("step") === "backtest" && draft.holdings.length > 0 ? "backtest" : "select";
}

/** The query string of a draft (defaults left out), the inverse of `parseDraft`. */
export function draftSearch(draft: Draft, step: CreateStep): URLSearchParams {
  const s = new URLSearchParams();
  if (step === "backtest") s.set("step", step);
  if (draft.id) s.set("id", draft.id);
  if (draft.holdings.length > 0)
    s.set(
      "holdings",
      draft.holdings.map((h) => (h.weight === null ? h.fundCode : `${h.fundCode}:${h.weight}`)).join(","),
    );
  if (draft.weighting !== emptyDraft.weighting) s.set("weighting", draft.weighting);
  if (draft.rebalance !== emptyDraft.rebalance) s.set("rebalance", draft.rebalance);
  if (draft.startDate) s.set("startDate", draft.startDate);
  if (draft.endDate) s.set("endDate", draft.endDate);
  if (draft.initialAmount !== DEFAULT_INITIAL_AMOUNT) s.set("initialAmount", String(draft.initialAmount));
  if (draft.monthlyContribution > 0) s.set("monthlyContribution", String(draft.monthlyContribution));
  if (draft.benchmarks.length > 0) s.set("benchmarks", draft.benchmarks.join(","));
  if (draft.baseCurrency !== emptyDraft.baseCurrency) s.set("currency", draft.baseCurrency);
  if (draft.extendHistory) s.set("extend", "1");
  if (draft.name) s.set("name", draft.name);
  if (draft.createMethod === "auto") s.set("createMethod", "auto");
  if (draft.riskProfile !== null) s.set("riskLevel", String(draft.riskProfile));
  return s;
}

/** Sum of the entered weights (percent). */
export function totalWeight(holdings: readonly DraftHolding[]): number {
  return holdings.reduce((sum, h) => sum + (h.weight ?? 0), 0);
}

/**
 * Whether the weights can be backtested: equal and market-cap weighting ignore them; custom
 * weighting needs every field filled and a total of 100 (within the server's tolerance).
 */
export function weightsValid(draft: Pick<Draft, "holdings" | "weighting">): boolean {
  if (draft.holdings.length === 0) return false;
  if (draft.weighting !== "custom") return true;
  if (draft.holdings.some((h) => h.weight === null || h.weight <= 0)) return false;
  return Math.abs(totalWeight(draft.holdings) - 100) <= BACKTEST_WEIGHT_TOLERANCE + 1e-9;
}

/**
 * Equal weights in percent with two decimals that add up to exactly 100 (the remainder of the
 * rounding goes to the first holdings, a hundredth each).
 */
export function equalWeights(count: number): number[] {
  if (count <= 0) return [];
  const cents = 10_000;
  const base = Math.floor(cents / count);
  const rest = cents - base * count;
  return Array.from({ length: count }, (_, i) => (base + (i < rest ? 1 : 0)) / 100);
}

/** The portfolio name's problem, if any: a message key suffix ("required" or "tooLong"). */
export function nameProblem(name: string): "required" | "tooLong" | null {
  const trimmed = name.trim();
  if (!trimmed) return "required";
  if ([...trimmed].length > NAME_MAX_LENGTH) return "tooLong";
  return null;
}

/** The draft of a saved portfolio, for editing it in the create flow. */
export function draftFromRecord(record: PortfolioRecord): Draft {
  const s = record.settings;
  return {
    id: record.id,
    name: record.name,
    createMethod: record.createMethod,
    riskProfile: record.riskProfile,
    holdings: record.holdings.map((h) => ({
      fundCode: h.fundCode,
      fundName: h.fundName ?? undefined,
      weight: h.weight,
    })),
    // the saved weights are the targets from then on (market-cap and equal were computed at saving)
    weighting: "custom",
    rebalance: s.rebalance,
    startDate: s.startDate ?? "",
    endDate: s.endDate ?? "",
    initialAmount: s.initialAmount,
    monthlyContribution: s.monthlyContribution ?? 0,
    benchmarks: s.benchmarks,
    baseCurrency: s.baseCurrency,
    extendHistory: s.extendWithBenchmark,
  };
}
