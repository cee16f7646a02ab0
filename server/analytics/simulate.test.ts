import { describe, expect, it } from "vitest";
import { daysOf } from "./dates";
import { type Rebalance, rebalanceFrequencies, simulatePortfolio } from "./simulate";
import { f64, randomPrices, weekdays } from "./test-support";

// A: 100 → 110 → 121 → 121; B: 100 → 90 → 99 → 108.9 (as index levels)
const days = daysOf(["2024-01-30", "2024-01-31", "2024-02-01", "2024-02-29"]);
const A = f64(100, 110, 121, 121);
const B = f64(100, 90, 99, 108.9);
const base = { days, prices: [A, B], weights: f64(0.5, 0.5), start: 0, end: 3, initialAmount: 100 };

describe("simulatePortfolio, hand-computed", () => {
  it("buy and hold: holdings drift with prices", () => {
    const s = simulatePortfolio({ ...base, rebalance: "none" });
    // A 50 → 55 → 60.5 → 60.5; B 50 → 45 → 49.5 → 54.45
    expect(Array.from(s.values)).toEqual([100, 100, expect.closeTo(110, 12), expect.closeTo(114.95, 12)]);
    expect(Array.from(s.finalWeights)).toEqual([
      expect.closeTo(60.5 / 114.95, 14),
      expect.closeTo(54.45 / 114.95, 14),
    ]);
  });

  it("monthly: reset at the close of January's last observation; that day's return is earned drifted", () => {
    const s = simulatePortfolio({ ...base, rebalance: "monthly" });
    // 31 Jan: 55 + 45 = 100 → reset 50/50; 1 Feb: 55 + 55 = 110; 29 Feb: 55 + 60.5 = 115.5 (last: not reset)
    expect(Array.from(s.returns)).toEqual([0, expect.closeTo(0.1, 14), expect.closeTo(115.5 / 110 - 1, 14)]);
    expect(s.finalWeights[0]).toBeCloseTo(55 / 115.5, 14);
    expect(s.unitValues[3]).toBeCloseTo(1.155, 14);
  });

  it("a monthly contribution goes in at target weights on the month's first observation, outside the return", () => {
    const s = simulatePortfolio({ ...base, rebalance: "none", monthlyContribution: 10 });
    // 1 Feb: A 60.5 + 5, B 49.5 + 5 = 120; 29 Feb: 65.5 + 54.5 · 1.1 = 125.45
    expect(Array.from(s.values)).toEqual([100, 100, expect.closeTo(120, 12), expect.closeTo(125.45, 12)]);
    expect(s.returns[1]).toBeCloseTo(0.1, 14);
    expect(s.returns[2]).toBeCloseTo(125.45 / 120 - 1, 14);
    expect(Array.from(s.cashFlows.days)).toEqual([days[0], days[2], days[3]]);
    expect(Array.from(s.cashFlows.amounts)).toEqual([-100, -10, expect.closeTo(125.45, 12)]);
  });

  it("one observation: no returns, the initial amount", () => {
    const s = simulatePortfolio({ ...base, end: 0, rebalance: "monthly" });
    expect(s.returns).toHaveLength(0);
    expect(Array.from(s.values)).toEqual([100]);
    expect(Array.from(s.finalWeights)).toEqual([0.5, 0.5]);
  });
});

/** Weight-based re-statement of Return.portfolio with calendar periods from JS Dates, for comparison. */
function naive(
  prices: Float64Array[],
  dayNumbers: Int32Array,
  target: number[],
  rebalance: Rebalance,
): number[] {
  const months = { none: 0, monthly: 1, quarterly: 3, semiannually: 6, annually: 12 }[rebalance];
  const period = (day: number) => {
    const d = new Date(day * 86_400_000);
    return Math.floor((d.getUTCFullYear() * 12 + d.getUTCMonth()) / months);
  };
  let w = [...target];
  const out: number[] = [];
  for (let t = 1; t < dayNumbers.length; t++) {
    const gross = prices.map((p) => p[t]! / p[t - 1]!);
    const port = w.reduce((a, x, j) => a + x * gross[j]!, 0);
    out.push(port - 1);
    w = w.map((x, j) => (x * gross[j]!) / port);
    if (months > 0 && t < dayNumbers.length - 1 && period(dayNumbers[t]!) !== period(dayNumbers[t + 1]!))
      w = [...target];
  }
  return out;
}

describe("simulatePortfolio against a weight-based restatement", () => {
  const cal = weekdays("2019-11-18", 800);
  const prices = [1, 2, 3].map((seed) => randomPrices({ count: cal.length, seed, vol: 0.015 }));
  const target = [0.5, 0.3, 0.2];

  it.each(rebalanceFrequencies)("%s", (rebalance) => {
    const s = simulatePortfolio({
      days: cal,
      prices,
      weights: Float64Array.from(target),
      rebalance,
      start: 0,
      end: cal.length - 1,
      initialAmount: 1,
    });
    const expected = naive(prices, cal, target, rebalance);
    expect(s.returns).toHaveLength(expected.length);
    let worst = 0;
    s.returns.forEach((r, i) => {
      worst = Math.max(worst, Math.abs(r - expected[i]!));
    });
    expect(worst).toBeLessThan(1e-14);
  });

  it("rebalancing frequencies give different paths", () => {
    const finals = rebalanceFrequencies.map((rebalance) => {
      const s = simulatePortfolio({
        days: cal,
        prices,
        weights: Float64Array.from(target),
        rebalance,
        start: 0,
        end: cal.length - 1,
        initialAmount: 1,
      });
      return s.unitValues[s.unitValues.length - 1];
    });
    expect(new Set(finals).size).toBe(5);
  });
});
