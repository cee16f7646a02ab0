import { describe, expect, it } from "vitest";
import {
  bandScore,
  buildFactorPeers,
  creditRatingScore,
  type FactorValues,
  factorDefinitions,
  factorGroups,
  factorIds,
  factorScores,
} from "./factors";

const rows: FactorValues[] = [
  { aumUsd: 1e8, volatility1y: 0.3, sharpe1y: 0.5, premiumRate: -0.02, totalExpenseRatio: 0.015 },
  { aumUsd: 1e9, volatility1y: 0.1, sharpe1y: 1.5, premiumRate: 0.001, totalExpenseRatio: 0.005 },
  { aumUsd: 5e10, volatility1y: 0.2, sharpe1y: 1.0, premiumRate: 0.01, totalExpenseRatio: null },
];
const peers = buildFactorPeers(rows);
const score = (i: number) => {
  const flat = new Map<string, { value: number | null; percentile: number | null; score: number | null }>();
  for (const list of Object.values(factorScores({ values: rows[i]!, peers }).groups)) {
    for (const f of list) flat.set(f.factor, f);
  }
  return flat;
};

describe("factorScores", () => {
  it.each([
    ["higher is better (Sharpe)", "sharpe1y", [0, 100, 50]],
    ["lower is better (volatility)", "volatility1y", [0, 100, 50]],
    ["closer to zero (premium rate)", "premiumRate", [0, 100, 50]],
    ["moderate AUM: nearest the median on a log scale", "aumModerate", [50, 100, 0]],
    ["higher AUM", "aumUsd", [0, 50, 100]],
  ])("%s", (_, factor, expected) => {
    expect([0, 1, 2].map((i) => score(i).get(factor)!.percentile)).toEqual(expected);
  });

  it("a factor without data has no percentile; a factor with a single value has no peers", () => {
    expect(score(2).get("totalExpenseRatio")).toEqual({
      factor: "totalExpenseRatio",
      value: null,
      percentile: null,
      score: null,
    });
    const lone = buildFactorPeers([{ aumUsd: 5e8 }]);
    const out = factorScores({ values: { aumUsd: 5e8 }, peers: lone });
    expect(out.groups.AUM.find((f) => f.factor === "aumUsd")!.percentile).toBeNull();
  });

  it("returns all six groups, every factor once, each in its group", () => {
    const groups = factorScores({ values: {}, peers }).groups;
    expect(Object.keys(groups)).toEqual([...factorGroups]);
    const all = Object.entries(groups).flatMap(([g, list]) => list.map((f) => [g, f.factor]));
    expect(all).toHaveLength(factorIds.length);
    for (const [g, id] of all) expect(factorDefinitions[id as keyof typeof factorDefinitions].group).toBe(g);
  });

  it("against the category instead of the market is just other peers", () => {
    const category = buildFactorPeers(rows.slice(0, 2));
    const out = factorScores({ values: rows[0]!, peers: category }).groups.Return.find(
      (f) => f.factor === "sharpe1y",
    );
    expect(out).toEqual({ factor: "sharpe1y", value: 0.5, percentile: 0, score: 1 });
  });
});

describe("bandScore", () => {
  it.each([
    [0, 1],
    [19.9, 1],
    [20, 2],
    [59.9, 3],
    [80, 5],
    [100, 5],
    [null, null],
  ])("%o → %o", (p, s) => {
    expect(bandScore(p)).toBe(s);
  });
});

describe("creditRatingScore", () => {
  it("averages the rated part on Aaa = 7 … Below B = 1", () => {
    expect(
      creditRatingScore([
        { label: "Aaa", weight: 0.5 },
        { label: "Bbb", weight: 0.25 },
        { label: "Not Rated", weight: 0.25 },
      ]),
    ).toBeCloseTo((7 * 0.5 + 4 * 0.25) / 0.75, 15);
    expect(creditRatingScore([{ label: "Not Rated", weight: 1 }])).toBeNull();
  });
});
