import { describe, expect, it } from "vitest";
import { daysOf } from "./dates";
import { monthEndReturns, projectWealth, seededUniform, seedFromText } from "./simulate";
import { quantileType7 } from "./stats";
import { f64 } from "./test-support";

describe("monthEndReturns", () => {
  it("takes the last observation of each month; the first (partial) month is the base", () => {
    const days = daysOf(["2024-01-30", "2024-01-31", "2024-02-15", "2024-02-29", "2024-03-01", "2024-03-28"]);
    const values = f64(100, 110, 120, 121, 130, 133.1);
    const r = monthEndReturns(days, values);
    expect(Array.from(r)).toEqual([expect.closeTo(0.1, 14), expect.closeTo(0.1, 14)]);
  });

  it("is empty within one month", () => {
    expect(monthEndReturns(daysOf(["2024-01-02", "2024-01-03"]), f64(1, 2))).toHaveLength(0);
  });
});

describe("seeds", () => {
  it("seedFromText is FNV-1a 32 (reference values)", () => {
    expect(seedFromText("")).toBe(0x811c9dc5);
    expect(seedFromText("a")).toBe(0xe40c292c);
    expect(seedFromText("foobar")).toBe(0xbf9cf968);
  });

  it("seededUniform repeats for a seed and stays in [0, 1)", () => {
    const a = seededUniform(42);
    const b = seededUniform(42);
    const c = seededUniform(43);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(c()).not.toBe(xs[0]);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});

describe("projectWealth", () => {
  it("one constant return: every path is the closed form, so all percentiles agree", () => {
    const r = 0.01;
    const p = projectWealth({
      monthlyReturns: f64(r),
      months: 24,
      startValue: 1000,
      monthlyContribution: 100,
      target: 4000,
      paths: 50,
      seed: 1,
    });
    // V_m = 1000·1.01^m + 100·(1.01^m − 1)/0.01
    for (const m of [0, 1, 12, 24]) {
      const expected = 1000 * 1.01 ** m + (100 * (1.01 ** m - 1)) / 0.01;
      expect(p.p10[m]).toBeCloseTo(expected, 8);
      expect(p.p50[m]).toBeCloseTo(expected, 8);
      expect(p.p90[m]).toBeCloseTo(expected, 8);
    }
    // 24 months end near 3967.8: below 4000 on every path
    expect(p.successProbability).toBe(0);
    const reached = projectWealth({
      monthlyReturns: f64(r),
      months: 24,
      startValue: 1000,
      monthlyContribution: 100,
      target: 3900,
      paths: 50,
      seed: 1,
    });
    expect(reached.successProbability).toBe(1);
  });

  it("two equally likely returns: one month splits the paths about half and half", () => {
    const p = projectWealth({
      monthlyReturns: f64(-0.1, 0.1),
      months: 1,
      startValue: 100,
      monthlyContribution: 0,
      target: 105,
      paths: 10_000,
      seed: 7,
    });
    expect(p.successProbability).toBeGreaterThan(0.47);
    expect(p.successProbability).toBeLessThan(0.53);
    expect(p.p10[1]).toBeCloseTo(90, 10);
    expect(p.p90[1]).toBeCloseTo(110, 10);
  });

  it("percentiles are type 7 of the simulated values, ordered, and the run is reproducible", () => {
    const hist = f64(0.02, -0.03, 0.01, 0.04, -0.01, 0.005, 0.015, -0.02);
    const input = {
      monthlyReturns: hist,
      months: 36,
      startValue: 10_000,
      monthlyContribution: 200,
      target: 20_000,
      paths: 2_000,
      seed: 99,
    };
    const a = projectWealth(input);
    const b = projectWealth(input);
    expect(Array.from(a.p50)).toEqual(Array.from(b.p50));
    expect(a.successProbability).toBe(b.successProbability);
    for (let m = 0; m <= 36; m++) {
      expect(a.p10[m]!).toBeLessThanOrEqual(a.p50[m]!);
      expect(a.p50[m]!).toBeLessThanOrEqual(a.p90[m]!);
    }
    // re-simulate the same draws by hand for the last month and compare with quantileType7
    const random = seededUniform(99);
    const values = new Float64Array(2_000).fill(10_000);
    let reached = 0;
    for (let m = 1; m <= 36; m++)
      for (let p = 0; p < 2_000; p++)
        values[p] = values[p]! * (1 + hist[(random() * hist.length) | 0]!) + 200;
    for (const v of values) if (v >= 20_000) reached++;
    expect(a.p10[36]).toBeCloseTo(quantileType7(values, 0.1), 8);
    expect(a.p50[36]).toBeCloseTo(quantileType7(values, 0.5), 8);
    expect(a.p90[36]).toBeCloseTo(quantileType7(values, 0.9), 8);
    expect(a.successProbability).toBe(reached / 2_000);
    // another seed draws other paths
    expect(projectWealth({ ...input, seed: 100 }).p50[36]).not.toBe(a.p50[36]);
  });

  it("refuses an empty history", () => {
    expect(() =>
      projectWealth({
        monthlyReturns: f64(),
        months: 1,
        startValue: 1,
        monthlyContribution: 0,
        target: 1,
        seed: 1,
      }),
    ).toThrow();
  });
});
