import { describe, expect, it } from "vitest";
import { addDays, isoDate, parseIsoDate } from "./dates";
import { riskBlock } from "./performance";
import {
  categoryRanking,
  noRiskRatingReasons,
  type RankCandidate,
  ratingTier,
  riskLevelFromVolatility,
  riskRating,
  starRating,
} from "./ranks";
import { randomPrices, weekdays } from "./test-support";

describe("ratingTier (position k of n, k/n)", () => {
  it.each([
    [1, 10, "Gold"],
    [2, 10, "Silver"],
    [3, 10, "Bronze"],
    [4, 10, "Neutral"],
    [9, 10, "Neutral"],
    [10, 10, "Bottom"],
    [2, 20, "Gold"],
    [3, 20, "Silver"],
    [18, 20, "Neutral"],
    [19, 20, "Bottom"],
    [1, 5, "Silver"],
    [5, 5, "Bottom"],
    [1, 4, null], // fewer than 5 ranked: no tiers
  ])("%i of %i → %s", (k, n, tier) => {
    expect(ratingTier(k, n)).toBe(tier);
  });
});

describe("starRating (10 / 22.5 / 35 / 22.5 / 10 %)", () => {
  it.each([
    [1, 40, 5],
    [4, 40, 5],
    [5, 40, 4],
    [13, 40, 4],
    [14, 40, 3],
    [27, 40, 3],
    [28, 40, 2],
    [36, 40, 2],
    [37, 40, 1],
    [40, 40, 1],
    [1, 3, null],
  ])("%i of %i → %o stars", (k, n, stars) => {
    expect(starRating(k, n)).toBe(stars);
  });

  it("splits 40 products 4 / 9 / 14 / 9 / 4", () => {
    const counts = [0, 0, 0, 0, 0];
    for (let k = 1; k <= 40; k++) counts[starRating(k, 40)! - 1]!++;
    expect(counts).toEqual([4, 9, 14, 9, 4]);
  });
});

describe("riskLevelFromVolatility", () => {
  it.each([
    [0, 1],
    [0.0199, 1],
    [0.02, 2],
    [0.0499, 2],
    [0.05, 3],
    [0.1, 4],
    [0.1999, 4],
    [0.2, 5],
    [0.8, 5],
    [null, null],
    [Number.NaN, null],
  ])("%o → %o", (vol, level) => {
    expect(riskLevelFromVolatility(vol)).toBe(level);
  });
});

describe("riskRating: the six no-risk-rating reasons", () => {
  const days = weekdays("2022-01-03", 2 * 261); // to late December 2023
  const asOf = isoDate(days[days.length - 1]!);
  const nav = randomPrices({ count: days.length, seed: 21, vol: 0.004 });
  const clean = {
    asOf,
    series: { days, nav },
    launchDate: "2022-01-03",
    assetAllocationAsOf: "2023-09-30",
    regionAsOf: "2023-09-30",
  };
  const copy = () => Float64Array.from(nav);
  const lastYear = days.length - 100; // an index inside the last year

  it("a clean product gets the level of its 1Y volatility", () => {
    const r = riskRating(clean);
    expect(r.noRiskRatingReasons).toEqual([]);
    const vol = riskBlock({ tri: { days, values: nav } })["1Y"]!.volatility!;
    expect(r.volatility1y).toBeCloseTo(vol, 15);
    expect(r.riskLevel).toBe(riskLevelFromVolatility(vol));
    expect(r.riskLevel).toBe(3);
  });

  it.each([
    ["no asset-allocation data", { assetAllocationAsOf: null }, ["no_asset_allocation_data"]],
    [
      "asset-allocation data older than a year",
      { assetAllocationAsOf: "2022-06-30" },
      ["no_asset_allocation_data"],
    ],
    ["no region data", { regionAsOf: undefined }, ["no_region_data"]],
    ["launched less than a year ago", { launchDate: "2023-06-01" }, ["launched_within_one_year"]],
    ["no NAV in the last 30 days", { asOf: isoDate(addDays(days[days.length - 1]!, 31)) }, ["no_recent_nav"]],
    ["a NAV 30 days old is still recent", { asOf: isoDate(addDays(days[days.length - 1]!, 30)) }, []],
    [
      "several at once, in the order of noRiskRatingReasons (shared/domain/product.ts)",
      { regionAsOf: null, assetAllocationAsOf: null, launchDate: "2023-12-01" },
      ["no_asset_allocation_data", "no_region_data", "launched_within_one_year"],
    ],
  ])("%s", (_, change, reasons) => {
    const r = riskRating({ ...clean, ...change });
    expect(r.noRiskRatingReasons).toEqual(reasons);
    expect(r.riskLevel === null).toBe(reasons.length > 0);
  });

  it.each([
    [
      "a gap over 10 days in the last year",
      (d: Int32Array) => d.filter((_, i) => i < lastYear || i > lastYear + 8),
      ["nav_discontinuous"],
    ],
    ["a gap over 10 days more than a year ago", (d: Int32Array) => d.filter((_, i) => i < 20 || i > 28), []],
  ])("%s", (_, cut, reasons) => {
    const keep = cut(days);
    const kept = new Set(keep);
    const series = { days: keep, nav: nav.filter((_, i) => kept.has(days[i]!)) };
    expect(riskRating({ ...clean, series }).noRiskRatingReasons).toEqual(reasons);
  });

  it.each([
    ["a non-positive NAV", (p: Float64Array) => p.fill(0, lastYear, lastYear + 1), ["nav_anomalous"]],
    [
      "a one-day move beyond +50%",
      (p: Float64Array) => p.fill(p[lastYear]! * 1.6, lastYear + 1),
      ["nav_anomalous"],
    ],
    [
      "a 15σ move under 50%",
      (p: Float64Array) => p.fill(p[lastYear]! * 0.8, lastYear + 1),
      ["nav_anomalous"],
    ],
    ["a 10σ move", (p: Float64Array) => p.fill(p[lastYear]! * 0.96, lastYear + 1), []],
    ["a non-positive NAV two years ago", (p: Float64Array) => p.fill(-1, 5, 6), []],
  ])("%s", (_, edit, reasons) => {
    const p = edit(copy());
    expect(riskRating({ ...clean, series: { days, nav: p } }).noRiskRatingReasons).toEqual(reasons);
  });

  it("an ex-dividend drop is not an anomaly (moves are judged on the total-return index)", () => {
    const p = copy();
    const dividends = new Float64Array(p.length);
    const cut = p[lastYear + 1]! * 0.6;
    for (let i = lastYear + 1; i < p.length; i++) p[i] = p[i]! - cut;
    dividends[lastYear + 1] = cut;
    const r = riskRating({ ...clean, series: { days, nav: p, dividends } });
    expect(r.noRiskRatingReasons).toEqual([]);
  });

  it("lists exactly six reasons: no asset-allocation data, no region data, NAV gap, NAV anomaly, launched within a year, no recent NAV", () => {
    expect(noRiskRatingReasons).toHaveLength(6);
  });

  it("an empty history collects the data reasons", () => {
    const r = riskRating({
      ...clean,
      launchDate: null,
      series: { days: new Int32Array(0), nav: new Float64Array(0) },
    });
    expect(r.noRiskRatingReasons).toEqual(["launched_within_one_year", "no_recent_nav"]);
    expect(parseIsoDate(asOf)).toBeGreaterThan(0);
  });
});

describe("categoryRanking", () => {
  /** Product i of n: better on every figure as i grows, or missing 3Y figures when `young`. */
  function candidate(i: number, young = false): RankCandidate {
    return {
      fundCode: `P${i}`,
      sharpe3y: young ? null : i / 10,
      return3y: young ? null : 0.01 * i,
      maxDrawdown3y: young ? null : 0.3 - 0.01 * i,
      sharpe1y: i / 5,
      return1y: 0.02 * i,
      maxDrawdown1y: 0.2 - 0.01 * i,
      totalExpenseRatio: 0.02 - 0.001 * i,
    };
  }

  it("ranks on 3Y figures with ≥ 10 such products: best on everything is Gold, five stars, 100", () => {
    const cands = Array.from({ length: 12 }, (_, i) => candidate(i));
    const { horizon, ranks } = categoryRanking(cands);
    expect(horizon).toBe("3Y");
    expect(ranks[11]).toEqual({
      fundCode: "P11",
      score: 100,
      percentile: 100,
      rankInCategory: 1,
      categorySize: 12,
      ratingTier: "Gold",
      starRating: 5,
    });
    expect(ranks[0]).toMatchObject({ score: 0, rankInCategory: 12, ratingTier: "Bottom", starRating: 1 });
    expect(ranks.map((r) => r.rankInCategory)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it("falls back to 1Y figures for everyone when fewer than 10 have 3 years", () => {
    const cands = [
      ...Array.from({ length: 6 }, (_, i) => candidate(i)),
      candidate(6, true),
      candidate(7, true),
    ];
    const { horizon, ranks } = categoryRanking(cands);
    expect(horizon).toBe("1Y");
    expect(ranks[7]).toMatchObject({ rankInCategory: 1, categorySize: 8, ratingTier: "Silver" });
  });

  it("leaves out products without the horizon's history, and a missing TER from the mean", () => {
    const cands = Array.from({ length: 10 }, (_, i) => candidate(i));
    cands.push({ ...candidate(10, true), fundCode: "NEW" });
    cands[9] = { ...cands[9]!, totalExpenseRatio: null };
    const { ranks } = categoryRanking(cands);
    expect(ranks[10]).toMatchObject({ fundCode: "NEW", score: null, rankInCategory: null, categorySize: 10 });
    expect(ranks[9]!.score).toBe(100);
  });

  it("a small category gets ranks but no tiers or stars", () => {
    const { ranks } = categoryRanking([candidate(1), candidate(2)]);
    expect(ranks.map((r) => [r.rankInCategory, r.ratingTier, r.starRating])).toEqual([
      [2, null, null],
      [1, null, null],
    ]);
  });
});
