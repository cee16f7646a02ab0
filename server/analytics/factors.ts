/**
 * Factor scores (`GET /v1/app/fund/factor`, the product's factor groups and factors): each
 * factor's direction-aware percentile against the whole market or the category. Peers are
 * prepared once (`buildFactorPeers`, one sort per factor) and each product is then scored by
 * binary search.
 */
import { type Direction, goodness, percentileIn, sortedGoodness } from "./percentile";

export const factorGroups = ["Return", "Risk", "AUM", "Company", "Manager", "Fundamental"] as const;
export type FactorGroup = (typeof factorGroups)[number];

/**
 * Directions the product fixes (fees, volatility, drawdown, repair period: lower is better); the
 * others are this library's reading, stated here: effective duration lower (less rate risk),
 * premium rate closer to zero, bond rating higher (creditRatingScore), "AUM moderate" nearest the
 * peers' median AUM on a log scale. "3Y rolling …" values are the means of the month-end rolling
 * figures (rolling.ts `rollingMean`).
 */
export const factorDefinitions = {
  return1y: { group: "Return", direction: "higher" },
  excessReturn1y: { group: "Return", direction: "higher" },
  excessReturn3y: { group: "Return", direction: "higher" },
  sharpe1y: { group: "Return", direction: "higher" },
  calmar1y: { group: "Return", direction: "higher" },
  rollingSharpe3y: { group: "Return", direction: "higher" },
  sevenDayYield: { group: "Return", direction: "higher" },
  volatility1y: { group: "Risk", direction: "lower" },
  maxDrawdown1y: { group: "Risk", direction: "lower" },
  repairDays: { group: "Risk", direction: "lower" },
  rollingMaxDrawdown3y: { group: "Risk", direction: "lower" },
  rollingVolatility3y: { group: "Risk", direction: "lower" },
  aumUsd: { group: "AUM", direction: "higher" },
  aumChangeRate1y: { group: "AUM", direction: "higher" },
  aumModerate: { group: "AUM", direction: "moderate" },
  netInflow1yUsd: { group: "AUM", direction: "higher" },
  companyExperienceYears: { group: "Company", direction: "higher" },
  companyAumUsd: { group: "Company", direction: "higher" },
  companyFundCount: { group: "Company", direction: "higher" },
  managerAumUsd: { group: "Manager", direction: "higher" },
  managerTenureYears: { group: "Manager", direction: "higher" },
  totalExpenseRatio: { group: "Fundamental", direction: "lower" },
  bondAverageRating: { group: "Fundamental", direction: "higher" },
  yieldToMaturity: { group: "Fundamental", direction: "higher" },
  effectiveDuration: { group: "Fundamental", direction: "lower" },
  premiumRate: { group: "Fundamental", direction: "closerToZero" },
} as const satisfies Record<string, { group: FactorGroup; direction: Direction | "moderate" }>;

export type FactorId = keyof typeof factorDefinitions;
export const factorIds = Object.keys(factorDefinitions) as FactorId[];

/** A product's raw factor values (null or absent: no data, no percentile). */
export type FactorValues = Partial<Record<FactorId, number | null>>;

/** Prepared peer distributions: sorted goodness per factor, and the median log AUM for "AUM moderate". */
export interface FactorPeers {
  sorted: Record<FactorId, Float64Array>;
  medianLogAum: number;
}

/** Goodness (higher is better) of a factor value, or NaN when it cannot be ranked. */
function factorGoodness(id: FactorId, value: number | null | undefined, medianLogAum: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return Number.NaN;
  const direction = factorDefinitions[id].direction;
  if (direction === "moderate") return value > 0 ? -Math.abs(Math.log(value) - medianLogAum) + 0 : Number.NaN;
  return goodness(value, direction);
}

/** Sorts every factor's peer values once (O(F · n log n)); reuse the result for all products of the group. */
export function buildFactorPeers(rows: readonly FactorValues[]): FactorPeers {
  const logs = sortedGoodness(
    rows.map((r) => (typeof r.aumUsd === "number" && r.aumUsd > 0 ? Math.log(r.aumUsd) : null)),
    "higher",
  );
  const h = logs.length;
  const medianLogAum =
    h === 0 ? Number.NaN : h % 2 ? logs[(h - 1) / 2]! : (logs[h / 2 - 1]! + logs[h / 2]!) / 2;
  const sorted = {} as Record<FactorId, Float64Array>;
  for (const id of factorIds) {
    sorted[id] = sortedGoodness(
      rows.map((r) => factorGoodness(id, id === "aumModerate" ? r.aumUsd : r[id], medianLogAum)),
      "higher",
    );
  }
  return { sorted, medianLogAum };
}

export interface FactorScore {
  factor: FactorId;
  value: number | null;
  /** 0–100, 100 best (percentile.ts mid-rank); null without data or peers. */
  percentile: number | null;
  /** 1–5: the percentile in 20-point bands (≥ 80 → 5). */
  score: 1 | 2 | 3 | 4 | 5 | null;
}

/** 1–5 from a 0–100 percentile in 20-point bands. */
export function bandScore(percentile: number | null): 1 | 2 | 3 | 4 | 5 | null {
  if (percentile === null) return null;
  return Math.min(5, 1 + Math.floor(percentile / 20)) as 1 | 2 | 3 | 4 | 5;
}

/**
 * A product's factor scores by group, against `peers` (the whole market for `fullMarket=true`,
 * else its category) built from rows that include the product itself.
 */
export function factorScores(input: { values: FactorValues; peers: FactorPeers }): {
  groups: Record<FactorGroup, FactorScore[]>;
} {
  const { values, peers } = input;
  const groups = Object.fromEntries(factorGroups.map((g) => [g, [] as FactorScore[]])) as Record<
    FactorGroup,
    FactorScore[]
  >;
  for (const id of factorIds) {
    const raw = id === "aumModerate" ? values.aumUsd : values[id];
    const value = typeof raw === "number" && Number.isFinite(raw) ? raw : null;
    const g = factorGoodness(id, value, peers.medianLogAum);
    const percentile = Number.isNaN(g) ? null : percentileIn(peers.sorted[id], g);
    groups[factorDefinitions[id].group].push({ factor: id, value, percentile, score: bandScore(percentile) });
  }
  return { groups };
}

/**
 * The credit-rating buckets of a bond distribution on a quality scale (higher is better); Not
 * Rated carries no score.
 */
export const creditRatingScores: Readonly<Record<string, number>> = {
  Aaa: 7,
  Aa: 6,
  A: 5,
  Bbb: 4,
  Bb: 3,
  B: 2,
  "Below B": 1,
};

/** Weighted average quality score of a credit-rating distribution over its rated part; null if none rated. */
export function creditRatingScore(
  distribution: ReadonlyArray<{ label: string; weight: number }>,
): number | null {
  let s = 0;
  let w = 0;
  for (const row of distribution) {
    const score = creditRatingScores[row.label];
    if (score !== undefined && row.weight > 0) {
      s += score * row.weight;
      w += row.weight;
    }
  }
  return w > 0 ? s / w : null;
}
