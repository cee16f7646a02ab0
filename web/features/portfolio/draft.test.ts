import { describe, expect, it } from "vitest";
import {
  draftSearch,
  emptyDraft,
  equalWeights,
  nameProblem,
  parseDraft,
  parseHoldings,
  parseStep,
  totalWeight,
  weightsValid,
} from "./draft";

describe("the create flow's query", () => {
  it("reads the chat backtest card's link", () => {
    const params = new URLSearchParams(
      "step=backtest&holdings=F001:60,F002:40&rebalance=annually&startDate=2020-01-02&endDate=2025-06-30&initialAmount=50000&monthlyContribution=500",
    );
    const draft = parseDraft(params);
    expect(draft.holdings).toEqual([
      { fundCode: "F001", weight: 60 },
      { fundCode: "F002", weight: 40 },
    ]);
    expect(draft).toMatchObject({
      rebalance: "annually",
      startDate: "2020-01-02",
      endDate: "2025-06-30",
      initialAmount: 50000,
      monthlyContribution: 500,
      weighting: "custom",
    });
    expect(parseStep(params, draft)).toBe("backtest");
  });

  it.each([
    ["", []],
    ["A,A:10", [{ fundCode: "A", weight: null }]],
    [
      "A:abc,B:150,C:-3",
      [
        { fundCode: "A", weight: null },
        { fundCode: "B", weight: null },
        { fundCode: "C", weight: null },
      ],
    ],
  ])("parses holdings %j", (text, expected) => {
    expect(parseHoldings(text)).toEqual(expected);
  });

  it("keeps at most 20 holdings", () => {
    const text = Array.from({ length: 25 }, (_, i) => `C${i}:4`).join(",");
    expect(parseHoldings(text)).toHaveLength(20);
  });

  it("falls back to defaults on bad values and asks for the first step without holdings", () => {
    const params = new URLSearchParams("step=backtest&rebalance=weekly&currency=EUR&startDate=2020-13");
    const draft = parseDraft(params);
    expect(draft).toEqual(emptyDraft);
    expect(parseStep(params, draft)).toBe("select");
  });

  it("writes back what it reads", () => {
    const draft = {
      ...emptyDraft,
      id: "p1",
      name: "Core",
      holdings: [
        { fundCode: "A", weight: 55.5 },
        { fundCode: "B", weight: null },
      ],
      weighting: "equal" as const,
      benchmarks: ["X", "Y"],
      baseCurrency: "HKD" as const,
      extendHistory: true,
      createMethod: "auto" as const,
      riskProfile: 4,
    };
    const back = parseDraft(draftSearch(draft, "backtest"));
    expect(back).toEqual(draft);
    expect(draftSearch(emptyDraft, "select").toString()).toBe("");
  });
});

describe("weights", () => {
  it.each([
    [[60, 40], "custom", true],
    [[60, 39], "custom", false],
    [[60, null], "custom", false],
    [[33.33, 33.33, 33.34], "custom", true],
    [[60, 39], "equal", true],
  ] as const)("%j with %s weighting valid: %s", (weights, weighting, valid) => {
    const holdings = weights.map((w, i) => ({ fundCode: `C${i}`, weight: w }));
    expect(weightsValid({ holdings, weighting })).toBe(valid);
  });

  it.each([1, 3, 6, 7, 20])("splits %i holdings equally to exactly 100", (n) => {
    const w = equalWeights(n);
    expect(w).toHaveLength(n);
    expect(Math.round(w.reduce((a, b) => a + b, 0) * 100)).toBe(10_000);
    expect(Math.max(...w) - Math.min(...w)).toBeLessThanOrEqual(0.01 + 1e-9);
  });

  it("totals the filled weights", () => {
    expect(
      totalWeight([
        { fundCode: "A", weight: 10 },
        { fundCode: "B", weight: null },
      ]),
    ).toBe(10);
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["a".repeat(40), null],
    ["a".repeat(41), "tooLong"],
    ["投資組合".repeat(10), null],
  ])("name %j → %s", (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });
});
