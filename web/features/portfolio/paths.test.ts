import type { PortfolioDraft } from "@shared/api/portfolio";
import { describe, expect, it } from "vitest";
import { fullScreenPaths } from "@/features/chat/tool-cards/full-screen";
import { columnLetter, compareRows, rebased } from "./compare-rows";
import { parseDraft, parseStep } from "./draft";
import { autoDraftPath, parseCompareIds, portfolioComparePath } from "./paths";

const searchOf = (path: string) => new URL(path, "https://x.test").searchParams;

describe("links into the create flow", () => {
  it("opens the chat backtest card's portfolio pre-filled at the backtest step", () => {
    const path = fullScreenPaths.backtestPortfolio(
      {
        status: "ok",
        holdings: [
          { code: "F1", name: "One", weight: 70 },
          { code: "F2", name: "Two", weight: 30 },
        ],
        rebalance: "annually",
        initialAmount: 20_000,
        monthlyContribution: 300,
        startDate: "2019-01-02",
        endDate: "2024-12-31",
      } as Parameters<typeof fullScreenPaths.backtestPortfolio>[0],
      { holdings: [] },
    );
    expect(path?.startsWith("/newFundPortfolio?")).toBe(true);
    const params = searchOf(path ?? "");
    const draft = parseDraft(params);
    expect(parseStep(params, draft)).toBe("backtest");
    expect(draft).toMatchObject({
      holdings: [
        { fundCode: "F1", weight: 70 },
        { fundCode: "F2", weight: 30 },
      ],
      rebalance: "annually",
      initialAmount: 20_000,
      monthlyContribution: 300,
      startDate: "2019-01-02",
      endDate: "2024-12-31",
      createMethod: "diy",
    });
  });

  it("opens an auto-built proposal with its settings, as auto, at its risk level", () => {
    const proposal: PortfolioDraft = {
      createMethod: "auto",
      productType: "fund",
      riskProfile: 2,
      holdings: [
        { fundCode: "A", weight: 40 },
        { fundCode: "B", weight: 60 },
      ],
      settings: {
        weighting: "custom",
        rebalance: "semiannually",
        initialAmount: 50_000,
        benchmarks: ["FPXUS500"],
        baseCurrency: "SGD",
        extendWithBenchmark: true,
      },
    };
    const draft = parseDraft(searchOf(autoDraftPath(proposal)));
    expect(draft).toMatchObject({
      createMethod: "auto",
      riskProfile: 2,
      rebalance: "semiannually",
      initialAmount: 50_000,
      benchmarks: ["FPXUS500"],
      baseCurrency: "SGD",
      extendHistory: true,
      holdings: [
        { fundCode: "A", weight: 40 },
        { fundCode: "B", weight: 60 },
      ],
    });
  });
});

describe("the comparison view's ids", () => {
  it.each([
    ["", null],
    ["a", null],
    ["a,a", null],
    ["a,b", ["a", "b"]],
    ["a, b ,mp-3,c", ["a", "b", "mp-3"]],
  ])("?compare=%j → %j", (text, ids) => {
    expect(parseCompareIds(new URLSearchParams({ compare: text }))).toEqual(ids);
  });

  it("writes what it reads", () => {
    expect(parseCompareIds(searchOf(portfolioComparePath(["p 1", "mp-2"])))).toEqual(["p 1", "mp-2"]);
  });
});

describe("comparison rows", () => {
  it("rebases a series to 100", () => {
    expect(
      rebased([
        ["2024-01-01", 10_000],
        ["2024-01-02", 10_500],
      ]),
    ).toEqual([
      ["2024-01-01", 100],
      ["2024-01-02", 105],
    ]);
    expect(rebased([])).toEqual([]);
  });

  it("ranks risk rows lower-is-better and return rows higher-is-better", () => {
    const direction = Object.fromEntries(compareRows.map((r) => [r.id, r.direction]));
    expect(direction).toMatchObject({
      volatility: "lower",
      maxDrawdown: "lower",
      repairDays: "lower",
      annualized: "higher",
      calmar: "higher",
    });
    expect(columnLetter(2)).toBe("C");
  });
});
