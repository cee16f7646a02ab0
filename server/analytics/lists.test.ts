import { describe, expect, it } from "vitest";
import { daysOf } from "./dates";
import {
  type CuratedListId,
  curatedList,
  curatedListIds,
  type ListCandidate,
  sevenDayYieldStdDev,
} from "./lists";
import { monthEnds } from "./test-support";

const codes = (list: CuratedListId, c: ListCandidate[]) => curatedList(list, c).map((e) => e.fundCode);
const many = (n: number, f: (i: number) => Partial<ListCandidate>): ListCandidate[] =>
  Array.from({ length: n }, (_, i) => ({ fundCode: `F${i}`, ...f(i) }));

describe("curatedList", () => {
  it("has the seven curated lists", () => {
    expect(curatedListIds).toHaveLength(7);
  });

  it("top_excess_return_1y: top 25% within each category by return minus the category mean", () => {
    const c = [
      ...many(4, (i) => ({ category: "equity", return1y: 0.1 * i })),
      ...many(4, (i) => ({ category: "bond", return1y: 0.01 * i })).map((x) => ({
        ...x,
        fundCode: `B${x.fundCode}`,
      })),
    ];
    const out = curatedList("top_excess_return_1y", c);
    expect(out.map((e) => e.fundCode)).toEqual(["F3", "BF3"]);
    expect(out[0]!.value).toBeCloseTo(0.15, 15);
    expect(out[1]!.value).toBeCloseTo(0.015, 15);
  });

  it.each([
    ["top_inflow_1y", many(8, (i) => ({ netInflowRate1y: i / 10 })), ["F7", "F6"]],
    ["top_annualized_1y", many(10, (i) => ({ return1y: i / 100 })), ["F9", "F8", "F7"]],
    [
      "stable_7d_yield: money-market only, lowest yield sd first",
      many(10, (i) => ({ sevenDayYieldStdDev1y: i / 1000, isMoneyMarket: i !== 0 })),
      ["F1", "F2"],
    ],
    [
      "fast_rebound: recovered drawdowns of at least 5%, shortest repair",
      many(20, (i) => ({ maxDrawdown3y: i === 0 ? 0.04 : 0.1, repairDays3y: i === 19 ? null : 10 + i })),
      ["F1"],
    ],
    [
      "short_term_bond: bond funds under 3.5 years, shortest first",
      many(4, (i) => ({ isBond: i !== 0, effectiveDuration: [1, 3.5, 3.4, 2][i] })),
      ["F3", "F2"],
    ],
    ["high_sharpe: Sharpe above 1", many(4, (i) => ({ sharpe1y: [1, 1.01, 2, null][i] })), ["F2", "F1"]],
  ] as const)("%s", (list, candidates, expected) => {
    const id = list.split(":")[0] as CuratedListId;
    expect(codes(id, candidates as ListCandidate[])).toEqual(expected);
  });

  it("a tie at the cut-off takes every tied product", () => {
    expect(
      codes(
        "top_annualized_1y",
        many(10, (i) => ({ return1y: i < 4 ? 0.5 : 0.1 })),
      ),
    ).toEqual(["F0", "F1", "F2", "F3"]);
  });

  it("too few candidates for the fraction give an empty list (never a shorter cut)", () => {
    expect(
      codes(
        "fast_rebound",
        many(5, () => ({ maxDrawdown3y: 0.1, repairDays3y: 30 })),
      ),
    ).toEqual([]);
  });
});

describe("sevenDayYieldStdDev", () => {
  it("is the sample sd of the yields in [D − 1Y, D]", () => {
    const days = monthEnds("2023-01-31", 14); // to 2024-02-29: the year covers 2023-02-28 …
    const values = Float64Array.from({ length: 14 }, (_, i) => (i % 2 ? 0.04 : 0.05));
    const sd = sevenDayYieldStdDev({ days, values })!;
    const inYear = Array.from(values.subarray(1));
    const m = inYear.reduce((a, b) => a + b, 0) / inYear.length;
    expect(sd).toBeCloseTo(Math.sqrt(inYear.reduce((a, b) => a + (b - m) ** 2, 0) / (inYear.length - 1)), 15);
  });

  it("is null for less than a year of history", () => {
    expect(
      sevenDayYieldStdDev({
        days: daysOf(["2024-01-01", "2024-06-01"]),
        values: Float64Array.from([0.04, 0.05]),
      }),
    ).toBeNull();
  });
});
