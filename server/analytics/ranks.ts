/**
 * Ratings, ranks and risk levels (README.md "Percentiles, ranks, tiers"): the composite category
 * rank, rating tiers with their 10/20/30/90% cut-offs, stars, and the risk level with the six
 * reasons that withhold it.
 */

import { noRiskRatingReasons, type RatingTier, ratingTiers } from "../../shared/domain/product";
import { addDays, addYears, parseIsoDate } from "./dates";
import { percentiles, positions } from "./percentile";
import { periodBaseIndex } from "./returns";
import { annualizedVolatility } from "./risk";
import { inferScale, lastIndexOnOrBefore, type NavSeries, simpleReturns, totalReturnIndex } from "./series";
import { mean, stdDev } from "./stats";

export { type RatingTier, ratingTiers };

/** Upper position-fraction bound of each tier: Gold top 10%, Silver 10–20%, Bronze 20–30%, Neutral 30–90%. */
const tierCutoffs: ReadonlyArray<[number, RatingTier]> = [
  [0.1, "Gold"],
  [0.2, "Silver"],
  [0.3, "Bronze"],
  [0.9, "Neutral"],
];

/** A category with fewer ranked products gets no tiers; stars follow the same rule. */
export const MIN_RANKED_FOR_TIERS = 5;

/** Tier of position k (1 = best) among n ranked products, by k/n (percentile.ts). */
export function ratingTier(position: number, size: number): RatingTier | null {
  if (size < MIN_RANKED_FOR_TIERS) return null;
  const f = position / size;
  for (const [cutoff, tier] of tierCutoffs) if (f <= cutoff) return tier;
  return "Bottom";
}

/** Stars by the industry's 10 / 22.5 / 35 / 22.5 / 10 % split of positions: cumulative 10, 32.5, 67.5, 90 %. */
export function starRating(position: number, size: number): 1 | 2 | 3 | 4 | 5 | null {
  if (size < MIN_RANKED_FOR_TIERS) return null;
  const f = position / size;
  return f <= 0.1 ? 5 : f <= 0.325 ? 4 : f <= 0.675 ? 3 : f <= 0.9 ? 2 : 1;
}

export type RiskLevel = 1 | 2 | 3 | 4 | 5;

/** 1–5 (Conservative … Aggressive) from 1Y annualized volatility: < 2%, 2–5%, 5–10%, 10–20%, ≥ 20%. */
export function riskLevelFromVolatility(volatility: number | null): RiskLevel | null {
  if (volatility === null || !Number.isFinite(volatility)) return null;
  return volatility < 0.02 ? 1 : volatility < 0.05 ? 2 : volatility < 0.1 ? 3 : volatility < 0.2 ? 4 : 5;
}

/** The six reasons for no risk level, in the order the product lists them. */
export { noRiskRatingReasons };
export type NoRiskRatingReason = (typeof noRiskRatingReasons)[number];

/** Thresholds of the reasons: NAV gap > 10 days, one-day move > 50% or > 15 sd, no NAV in 30 days. */
export const RISK_RATING_LIMITS = {
  maxGapDays: 10,
  maxDailyMove: 0.5,
  maxSigmas: 15,
  maxNavAgeDays: 30,
} as const;

export interface RiskRatingInput {
  /** The evaluation date (today, frozen in tests). */
  asOf: string;
  series: NavSeries;
  /** Launch date; the first NAV when unknown. */
  launchDate?: string | null;
  /** Dates of the latest asset-allocation and region exposure data, null when there is none. */
  assetAllocationAsOf?: string | null;
  regionAsOf?: string | null;
}

export interface RiskRating {
  riskLevel: RiskLevel | null;
  /** 1Y annualized volatility the level is read from (as of the last NAV). */
  volatility1y: number | null;
  noRiskRatingReasons: NoRiskRatingReason[];
}

/**
 * Risk level with the reasons that withhold it. "The last year" is [asOf − 1Y, asOf]; NAVs after
 * `asOf` are ignored. Moves are judged on total-return-index returns so an ex-dividend drop is
 * not an anomaly; the 15σ test uses the sample sd of the year's returns about their mean.
 */
export function riskRating(input: RiskRatingInput): RiskRating {
  const asOf = parseIsoDate(input.asOf);
  const yearAgo = addYears(asOf, -1);
  const reasons = new Set<NoRiskRatingReason>();
  const recent = (iso: string | null | undefined) => iso != null && parseIsoDate(iso) >= yearAgo;
  if (!recent(input.assetAllocationAsOf)) reasons.add("no_asset_allocation_data");
  if (!recent(input.regionAsOf)) reasons.add("no_region_data");

  const count = lastIndexOnOrBefore(input.series.days, asOf) + 1;
  const days = input.series.days.subarray(0, count);
  const nav = input.series.nav.subarray(0, count);
  const first = lastIndexOnOrBefore(days, yearAgo - 1) + 1; // first observation in the last year
  if (inferScale(days) === 252) {
    for (let i = Math.max(1, first); i < count; i++) {
      if (days[i]! - days[i - 1]! > RISK_RATING_LIMITS.maxGapDays) reasons.add("nav_discontinuous");
    }
  }
  let volatility1y: number | null = null;
  // NAVs from the one before the year (its return ends in the year) must be positive
  let lastBad = -1;
  for (let i = 0; i < count; i++) if (!(nav[i]! > 0)) lastBad = i;
  if (lastBad >= Math.max(0, first - 1)) reasons.add("nav_anomalous");
  else if (count - (lastBad + 1) >= 2) {
    // the index restarts after an older non-positive NAV: a return across it means nothing
    const from = lastBad + 1;
    const tri = totalReturnIndex({
      days: days.subarray(from),
      nav: nav.subarray(from),
      dividends: input.series.dividends?.subarray(from, count),
    });
    const r = simpleReturns(tri.values);
    const yearReturns = r.subarray(Math.max(0, first - 1 - from));
    const m = mean(yearReturns);
    const sd = stdDev(yearReturns);
    for (const x of yearReturns) {
      if (
        Math.abs(x) > RISK_RATING_LIMITS.maxDailyMove ||
        Math.abs(x - m) > RISK_RATING_LIMITS.maxSigmas * sd
      ) {
        reasons.add("nav_anomalous");
      }
    }
    const base = periodBaseIndex(tri.days, "1Y");
    if (base >= 0) {
      const v = annualizedVolatility(r.subarray(base), inferScale(tri.days));
      volatility1y = Number.isFinite(v) ? v : null;
    }
  }
  const launch = input.launchDate ? parseIsoDate(input.launchDate) : days[0];
  if (launch === undefined || launch > yearAgo) reasons.add("launched_within_one_year");
  if (count === 0 || days[count - 1]! < addDays(asOf, -RISK_RATING_LIMITS.maxNavAgeDays))
    reasons.add("no_recent_nav");

  const list = noRiskRatingReasons.filter((r) => reasons.has(r));
  return {
    riskLevel: list.length === 0 ? riskLevelFromVolatility(volatility1y) : null,
    volatility1y,
    noRiskRatingReasons: list,
  };
}

export interface RankCandidate {
  fundCode: string;
  /** Figures of the 3Y and 1Y risk windows; null when the history is shorter. */
  sharpe3y: number | null;
  return3y: number | null;
  maxDrawdown3y: number | null;
  sharpe1y: number | null;
  return1y: number | null;
  maxDrawdown1y: number | null;
  totalExpenseRatio: number | null;
}

export interface CategoryRank {
  fundCode: string;
  /** Composite score 0–100 (mean of the component percentiles); null when not ranked. */
  score: number | null;
  /** Percentile 0–100 of the score in the category (100 best). */
  percentile: number | null;
  rankInCategory: number | null;
  categorySize: number;
  ratingTier: RatingTier | null;
  starRating: 1 | 2 | 3 | 4 | 5 | null;
}

/** Below this many products with 3 years of history a category ranks on 1-year figures. */
export const MIN_PRODUCTS_FOR_3Y_RANKING = 10;

/**
 * Composite category rank: among products with ≥ 3Y history (≥ 1Y when fewer
 * than 10 have 3Y — then the 1Y figures are used for everyone, as 3Y ones do not exist), the
 * score is the mean of the percentiles of Sharpe, return minus the category mean, max drawdown
 * (lower better) and total expense ratio (lower better); a missing figure (e.g. no TER) is
 * left out of that product's mean. Input order is kept.
 */
export function categoryRanking(candidates: readonly RankCandidate[]): {
  horizon: "3Y" | "1Y";
  ranks: CategoryRank[];
} {
  const has3y = candidates.filter((c) => c.return3y !== null).length;
  const horizon = has3y >= MIN_PRODUCTS_FOR_3Y_RANKING ? "3Y" : "1Y";
  const pick = (c: RankCandidate) =>
    horizon === "3Y"
      ? { sharpe: c.sharpe3y, ret: c.return3y, mdd: c.maxDrawdown3y }
      : { sharpe: c.sharpe1y, ret: c.return1y, mdd: c.maxDrawdown1y };
  const eligible = candidates.filter((c) => pick(c).ret !== null);
  const categoryMean = eligible.reduce((a, c) => a + pick(c).ret!, 0) / (eligible.length || 1);
  const components = [
    percentiles(
      eligible.map((c) => pick(c).sharpe),
      "higher",
    ),
    percentiles(
      eligible.map((c) => pick(c).ret! - categoryMean),
      "higher",
    ),
    percentiles(
      eligible.map((c) => pick(c).mdd),
      "lower",
    ),
    percentiles(
      eligible.map((c) => c.totalExpenseRatio),
      "lower",
    ),
  ];
  const scores = eligible.map((_, i) => {
    const parts = components.map((p) => p[i]).filter((p): p is number => p !== null);
    return parts.length === 0 ? null : parts.reduce((a, b) => a + b, 0) / parts.length;
  });
  const size = scores.filter((s) => s !== null).length;
  const scorePercentiles = percentiles(scores, "higher");
  const scorePositions = positions(scores, "higher");
  const byCandidate = new Map<RankCandidate, CategoryRank>();
  eligible.forEach((c, i) => {
    const k = scorePositions[i] ?? null;
    byCandidate.set(c, {
      fundCode: c.fundCode,
      score: scores[i] ?? null,
      percentile: scorePercentiles[i] ?? null,
      rankInCategory: k,
      categorySize: size,
      ratingTier: k === null ? null : ratingTier(k, size),
      starRating: k === null ? null : starRating(k, size),
    });
  });
  const ranks = candidates.map(
    (c) =>
      byCandidate.get(c) ?? {
        fundCode: c.fundCode,
        score: null,
        percentile: null,
        rankInCategory: null,
        categorySize: size,
        ratingTier: null,
        starRating: null,
      },
  );
  return { horizon, ranks };
}
