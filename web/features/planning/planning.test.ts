import type { Plan } from "@shared/api/planning";
import { describe, expect, it } from "vitest";
import { draftFromPlan, draftFromQuery, evenSplit } from "./components/plan-wizard";
import { fanChartOption } from "./fan-chart";

const labels = {
  p10: "p10",
  p50: "p50",
  p90: "p90",
  band: "band",
  target: "target",
  year: (y: number) => `${y}y`,
};

describe("the flex builder's free part", () => {
  it("shares 30% evenly, the last product taking the remainder", () => {
    expect(evenSplit(0)).toEqual([]);
    expect(evenSplit(1)).toEqual(["30"]);
    expect(evenSplit(3)).toEqual(["10", "10", "10"]);
    const seven = evenSplit(7).map(Number);
    expect(seven.slice(0, 6)).toEqual([4.28, 4.28, 4.28, 4.28, 4.28, 4.28]);
    expect(seven.reduce((s, x) => s + x, 0)).toBeCloseTo(30, 10);
  });
});

describe("drafts", () => {
  it("reads the chat card's query, ignoring an unknown goal or risk level", () => {
    const d = draftFromQuery(
      new URLSearchParams("goal=retirement&targetAmount=3000000&initialAmount=500000&years=20&riskLevel=4"),
    );
    expect(d).toMatchObject({
      goal: "retirement",
      targetAmount: "3000000",
      initialAmount: "500000",
      years: "20",
      riskLevel: 4,
      builder: "auto",
      free: [],
    });
    const bad = draftFromQuery(new URLSearchParams("goal=yacht&riskLevel=9"));
    expect(bad.goal).toBeUndefined();
    expect(bad.riskLevel).toBeUndefined();
  });

  it("a saved flex plan gives back its own products, not the locked core", () => {
    const plan = {
      goal: "children_education",
      builder: "flex",
      riskLevel: 2,
      name: null,
      inputs: {
        targetAmount: 1e6,
        initialAmount: 2e5,
        years: 12,
        monthlyContribution: 0,
        currentPortfolioValue: 5e4,
      },
      holdings: [
        {
          fundCode: "CORE",
          name: "Core",
          productType: "etf",
          assetClass: "Bond",
          currency: "USD",
          weight: 70,
          locked: true,
        },
        {
          fundCode: "MINE",
          name: "Mine",
          productType: "fund",
          assetClass: "Stock",
          currency: "USD",
          weight: 30,
          locked: false,
        },
      ],
    } as unknown as Plan;
    expect(draftFromPlan(plan)).toMatchObject({
      goal: "children_education",
      builder: "flex",
      riskLevel: 2,
      monthlyContribution: "",
      currentPortfolioValue: "50000",
      free: [{ fundCode: "MINE", weight: "30", assetClass: "Stock" }],
      name: "",
    });
  });
});

describe("fanChartOption", () => {
  const fan = {
    p10: Array.from({ length: 241 }, (_, m): [number, number] => [m, 100 + m]),
    p50: Array.from({ length: 241 }, (_, m): [number, number] => [m, 100 + 2 * m]),
    p90: Array.from({ length: 241 }, (_, m): [number, number] => [m, 100 + 4 * m]),
  };
  const option = fanChartOption({ fan, target: 500, labels, format: String }) as {
    series: Array<{ name: string; data: Array<[number, number]>; stack?: string }>;
    xAxis: { max: number; interval: number };
  };

  it("stacks the band on the 10th percentile: its height is p90 − p10", () => {
    const [low, band, median, target] = option.series;
    expect(low!.stack).toBe("fan");
    expect(band!.stack).toBe("fan");
    expect(band!.data[120]).toEqual([120, 4 * 120 - 120]);
    expect(median!.data).toBe(fan.p50);
    expect(target!.data).toEqual([
      [0, 500],
      [240, 500],
    ]);
  });

  it("ticks whole years: 20 years every 5", () => {
    expect(option.xAxis.max).toBe(240);
    expect(option.xAxis.interval).toBe(60);
  });
});
