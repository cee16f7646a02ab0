/**
 * The five model portfolios of the public showcase backtest (POST /v1/pub/scroll/backtesting),
 * one per risk level (1–5: Conservative, Stable, Balanced, Growth, Aggressive). Each
 * is a set of strategic sleeve weights; the ETF filling a sleeve is chosen by a rule over the
 * metric table, so the same definitions work on the demo universe and on any import:
 *
 * 1. candidates are ETFs with a NAV that are not strategy products (leveraged, inverse, ...),
 *    of the sleeve's asset class, not already chosen for another sleeve;
 * 2. the first non-empty tier wins: the sleeve's categories, then its regions, then the asset
 *    class alone;
 * 3. within the tier, products with at least five years of history come first (a showcase
 *    needs a long window), then the largest latest AUM, then the code (deterministic).
 *
 * A sleeve with no candidate is left out and the others keep their relative weights.
 *
 * The auto builder (`proposePortfolio`, POST /v1/app/portfolios/auto) uses the same sleeves and
 * strategic weights for a risk level, with products of the asked type chosen for the user
 * rather than for a long showcase window — see its comment.
 */
import type { modelPortfolioIds } from "../../../shared/api/backtest";
import type { AssetClass, ProductType } from "../../../shared/domain/product";
import type { ApiLang } from "../../../shared/locales";
import { addYears, parseIsoDate, type Rebalance } from "../../analytics";
import type { MetricTable } from "../../data/metric-table";

export const sleeveIds = ["cash", "coreBond", "asiaBond", "globalEquity", "asiaEquity"] as const;
export type SleeveId = (typeof sleeveIds)[number];

interface Sleeve {
  assetClass: AssetClass;
  categories: readonly string[];
  regions: readonly string[];
}

const ASIA = ["asia_ex_japan", "asia_pacific", "hong_kong", "greater_china", "china", "singapore"];

export const SLEEVES: Record<SleeveId, Sleeve> = {
  cash: {
    assetClass: "Cash",
    categories: ["usd_money_market", "hkd_money_market"],
    regions: ["us", "hong_kong"],
  },
  coreBond: {
    assetClass: "Bond",
    categories: ["global_bond", "us_aggregate_bond", "usd_corporate_bond", "us_intermediate_treasury"],
    regions: ["global", "us"],
  },
  asiaBond: {
    assetClass: "Bond",
    categories: ["asia_bond", "hkd_bond", "singapore_bond", "asia_local_currency_bond"],
    regions: ASIA,
  },
  globalEquity: {
    assetClass: "Stock",
    categories: ["global_equity", "us_equity"],
    regions: ["global", "us"],
  },
  asiaEquity: {
    assetClass: "Stock",
    categories: [
      "asia_ex_japan_equity",
      "asia_pacific_ex_japan_equity",
      "hong_kong_equity",
      "greater_china_equity",
    ],
    regions: ASIA,
  },
};

export interface ModelPortfolioDef {
  id: (typeof modelPortfolioIds)[number];
  riskLevel: 1 | 2 | 3 | 4 | 5;
  names: Record<ApiLang, string>;
  rebalance: Rebalance;
  /** Strategic weights in percent (sum 100). */
  weights: Partial<Record<SleeveId, number>>;
}

export const MODEL_PORTFOLIOS: readonly ModelPortfolioDef[] = [
  {
    id: "mp-1",
    riskLevel: 1,
    names: { en: "Conservative", zh_TW: "保守型", zh_CN: "保守型" },
    rebalance: "quarterly",
    weights: { cash: 30, coreBond: 45, asiaBond: 15, globalEquity: 10 },
  },
  {
    id: "mp-2",
    riskLevel: 2,
    names: { en: "Stable", zh_TW: "穩健型", zh_CN: "稳健型" },
    rebalance: "quarterly",
    weights: { cash: 10, coreBond: 45, asiaBond: 15, globalEquity: 20, asiaEquity: 10 },
  },
  {
    id: "mp-3",
    riskLevel: 3,
    names: { en: "Balanced", zh_TW: "平衡型", zh_CN: "平衡型" },
    rebalance: "quarterly",
    weights: { cash: 5, coreBond: 30, asiaBond: 15, globalEquity: 35, asiaEquity: 15 },
  },
  {
    id: "mp-4",
    riskLevel: 4,
    names: { en: "Growth", zh_TW: "增長型", zh_CN: "增长型" },
    rebalance: "quarterly",
    weights: { coreBond: 15, asiaBond: 10, globalEquity: 50, asiaEquity: 25 },
  },
  {
    id: "mp-5",
    riskLevel: 5,
    names: { en: "Aggressive", zh_TW: "進取型", zh_CN: "进取型" },
    rebalance: "quarterly",
    weights: { globalEquity: 65, asiaEquity: 35 },
  },
];

export function modelPortfolioDef(id: string): ModelPortfolioDef | undefined {
  return MODEL_PORTFOLIOS.find((p) => p.id === id);
}

export interface ModelHolding {
  sleeve: SleeveId;
  code: string;
  row: number;
  /** Percent of the portfolio after leaving out empty sleeves. */
  weight: number;
}

const HISTORY_YEARS = 5;

/** The ETF filling `sleeve` by the rule above, or undefined. */
function pick(table: MetricTable, sleeve: Sleeve, taken: ReadonlySet<number>): number | undefined {
  const { text, numeric, flags } = table;
  const seasonedBy = table.asOf
    ? addYears(parseIsoDate(table.asOf), -HISTORY_YEARS)
    : Number.NEGATIVE_INFINITY;
  const tiers: number[][] = [[], [], []];
  for (let row = 0; row < table.size; row++) {
    if (text.productType[row] !== "etf" || flags.isStrategy[row] === 1 || taken.has(row)) continue;
    if (text.assetClass[row] !== sleeve.assetClass || Number.isNaN(numeric.nav[row]!)) continue;
    const tier = sleeve.categories.includes(text.category[row] ?? "")
      ? 0
      : sleeve.regions.includes(text.region[row] ?? "")
        ? 1
        : 2;
    tiers[tier]!.push(row);
  }
  const seasoned = (row: number) => (numeric.launchDay[row]! <= seasonedBy ? 1 : 0);
  const aum = (row: number) => (Number.isNaN(numeric.aumUsd[row]!) ? -1 : numeric.aumUsd[row]!);
  for (const rows of tiers) {
    if (rows.length === 0) continue;
    rows.sort(
      (a, b) =>
        seasoned(b) - seasoned(a) ||
        aum(b) - aum(a) ||
        (text.code[a]! < text.code[b]! ? -1 : text.code[a]! > text.code[b]! ? 1 : 0),
    );
    return rows[0];
  }
  return undefined;
}

/** The holdings of a model portfolio on the current table (empty when no sleeve can be filled). */
export function resolveModelPortfolio(table: MetricTable, def: ModelPortfolioDef): ModelHolding[] {
  const taken = new Set<number>();
  const chosen: Array<{ sleeve: SleeveId; row: number; weight: number }> = [];
  for (const sleeve of sleeveIds) {
    const weight = def.weights[sleeve] ?? 0;
    if (weight <= 0) continue;
    const row = pick(table, SLEEVES[sleeve], taken);
    if (row === undefined) continue;
    taken.add(row);
    chosen.push({ sleeve, row, weight });
  }
  const total = chosen.reduce((s, c) => s + c.weight, 0);
  return chosen.map((c) => ({
    sleeve: c.sleeve,
    row: c.row,
    code: table.text.code[c.row]!,
    weight: (c.weight / total) * 100,
  }));
}

// ---- the auto builder ----

/** Risk levels' 1-year volatility bands (decimals), as products' risk levels are set: < 2%, 2–5%, 5–10%, 10–20%, ≥ 20%. */
export const VOLATILITY_BANDS: Record<1 | 2 | 3 | 4 | 5, { min: number; max: number | null }> = {
  1: { min: 0, max: 0.02 },
  2: { min: 0.02, max: 0.05 },
  3: { min: 0.05, max: 0.1 },
  4: { min: 0.1, max: 0.2 },
  5: { min: 0.2, max: null },
};

/**
 * The least risky product level a sleeve can be filled with: cash funds are level 1, bond funds
 * mostly 2, broad equity funds 4. A sleeve takes products up to the higher of this and the
 * portfolio's risk level, so a Balanced (3) portfolio holds equity of level 4 but not 5.
 */
const SLEEVE_FLOOR_LEVEL: Record<SleeveId, number> = {
  cash: 1,
  coreBond: 2,
  asiaBond: 2,
  globalEquity: 4,
  asiaEquity: 4,
};

export type AutoPickReason = "highestRated" | "cheapest" | "largest" | "onlyCandidate";

export interface ProposedHolding extends ModelHolding {
  reason: AutoPickReason;
  /** The highest product risk level the sleeve admitted. */
  ceilingLevel: number;
}

const nanLast = (x: number, descending: boolean) =>
  Number.isNaN(x) ? Number.NEGATIVE_INFINITY : descending ? x : -x;

/**
 * The auto builder's proposal for a risk level: the model portfolio of that level gives the
 * sleeves and their weights; each sleeve is filled with one product of `productType` that
 * 1. is not a strategy product, has a NAV and is of the sleeve's asset class, not chosen yet;
 * 2. has a risk level at most max(portfolio level, the sleeve's floor level) — its 1-year
 *    volatility is within that level's band ceiling;
 * 3. falls in the first non-empty tier (the sleeve's categories, its regions, the asset class);
 * 4. ranks first by star rating (highest), then total expense ratio (lowest), then AUM
 *    (largest), then code — and `reason` says which of these decided.
 * With `maxHoldings` below the number of sleeves the smallest sleeves are left out first; the
 * weights of the chosen sleeves are rescaled to 100.
 */
export function proposePortfolio(
  table: MetricTable,
  input: { riskLevel: 1 | 2 | 3 | 4 | 5; productType: ProductType; maxHoldings?: number },
): ProposedHolding[] {
  const def = MODEL_PORTFOLIOS.find((p) => p.riskLevel === input.riskLevel)!;
  const { text, numeric, flags } = table;
  const sleeves = sleeveIds
    .filter((s) => (def.weights[s] ?? 0) > 0)
    .map((s) => ({ sleeve: s, weight: def.weights[s]! }));
  const taken = new Set<number>();
  const chosen: ProposedHolding[] = [];
  for (const { sleeve, weight } of sleeves) {
    const spec = SLEEVES[sleeve];
    const ceilingLevel = Math.max(input.riskLevel, SLEEVE_FLOOR_LEVEL[sleeve]);
    const tiers: number[][] = [[], [], []];
    for (let row = 0; row < table.size; row++) {
      if (text.productType[row] !== input.productType || flags.isStrategy[row] === 1 || taken.has(row))
        continue;
      if (text.assetClass[row] !== spec.assetClass || Number.isNaN(numeric.nav[row]!)) continue;
      const level = numeric.riskLevel[row]!;
      if (!(level >= 1 && level <= ceilingLevel)) continue;
      const tier = spec.categories.includes(text.category[row] ?? "")
        ? 0
        : spec.regions.includes(text.region[row] ?? "")
          ? 1
          : 2;
      tiers[tier]!.push(row);
    }
    const rows = tiers.find((t) => t.length > 0);
    if (!rows) continue;
    const stars = (r: number) => nanLast(numeric.starRating[r]!, true);
    const ter = (r: number) => nanLast(numeric.totalExpenseRatio[r]!, false);
    const aum = (r: number) => nanLast(numeric.aumUsd[r]!, true);
    rows.sort(
      (a, b) =>
        stars(b) - stars(a) ||
        ter(b) - ter(a) ||
        aum(b) - aum(a) ||
        (text.code[a]! < text.code[b]! ? -1 : text.code[a]! > text.code[b]! ? 1 : 0),
    );
    const [best, second] = rows as [number, number | undefined];
    const reason: AutoPickReason =
      second === undefined
        ? "onlyCandidate"
        : stars(best) > stars(second)
          ? "highestRated"
          : ter(best) > ter(second)
            ? "cheapest"
            : "largest";
    taken.add(best);
    chosen.push({ sleeve, row: best, code: text.code[best]!, weight, reason, ceilingLevel });
  }
  const limit = input.maxHoldings ?? chosen.length;
  const kept = [...chosen]
    .sort((a, b) => b.weight - a.weight || sleeveIds.indexOf(a.sleeve) - sleeveIds.indexOf(b.sleeve))
    .slice(0, limit);
  const keptSet = new Set(kept);
  const out = chosen.filter((c) => keptSet.has(c));
  const total = out.reduce((s, c) => s + c.weight, 0);
  return out.map((c) => ({ ...c, weight: (c.weight / total) * 100 }));
}
