import { describe, expect, it } from "vitest";
import { daysOf } from "./dates";
import { drawdownSeries, drawdownSummary, maxDrawdown, worstDrawdownEpisode } from "./drawdown";

const f64 = (...x: number[]) => Float64Array.from(x);

describe("drawdownSeries / maxDrawdown", () => {
  it("W = Π(1 + r), DD = W / running max (W_0 = 1 a peak) − 1", () => {
    // W: 1.1, 0.88, 0.924, 1.1088, 0.99792 → DD: 0, −0.2, −0.16, 0, −0.1
    const r = f64(0.1, -0.2, 0.05, 0.2, -0.1);
    const dd = Array.from(drawdownSeries(r));
    expect(dd).toEqual([0, -0.2, -0.16, 0, -0.1].map((x) => expect.closeTo(x, 14)));
    expect(maxDrawdown(r)).toBeCloseTo(0.2, 15);
  });

  it.each([
    ["a first loss counts against W_0 = 1", f64(-0.1, 0.05), 0.1],
    ["only gains", f64(0.01, 0.02), 0],
    ["flat", f64(0, 0, 0), 0],
    ["no returns", f64(), 0],
  ])("%s → %d", (_, r, mdd) => {
    expect(maxDrawdown(r)).toBeCloseTo(mdd, 15);
    expect(Object.is(maxDrawdown(r), -0)).toBe(false);
  });
});

describe("worstDrawdownEpisode (findDrawdowns)", () => {
  it.each([
    ["deepest of two", f64(0.1, -0.2, 0.05, 0.2, -0.1), { from: 1, trough: 1, to: 3 }, -0.2],
    ["never recovered", f64(-0.1, 0.05), { from: 0, trough: 0, to: null }, -0.1],
    ["a tie goes to the earlier episode", f64(-0.5, 1, -0.5, 1), { from: 0, trough: 0, to: 1 }, -0.5],
    [
      "a tie inside an episode: the first trough",
      f64(-0.75, 1, -0.5, 4),
      { from: 0, trough: 0, to: 3 },
      -0.75,
    ],
    [
      "trough inside a long episode",
      f64(0.02, -0.05, -0.05, 0.03, 0.2),
      { from: 1, trough: 2, to: 4 },
      -0.0975,
    ],
    [
      "an unrecovered later episode deeper than a recovered one",
      f64(-0.1, 0.2, -0.3),
      { from: 2, trough: 2, to: null },
      -0.3,
    ],
  ])("%s", (_, r, where, depth) => {
    const e = worstDrawdownEpisode(r)!;
    expect({ from: e.from, trough: e.trough, to: e.to }).toEqual(where);
    expect(e.depth).toBeCloseTo(depth, 14);
  });

  it("is null when W never falls below its peak", () => {
    expect(worstDrawdownEpisode(f64(0.01, 0, 0.02))).toBeNull();
  });
});

describe("drawdownSummary", () => {
  const days = daysOf(["2024-01-31", "2024-02-29", "2024-03-31", "2024-04-30", "2024-05-31", "2024-06-30"]);

  it("dates the peak (observation before the first loss), trough and recovery; repair in days and periods", () => {
    const s = drawdownSummary({ returns: f64(0.1, -0.2, 0.05, 0.2, -0.1), days });
    expect(s).toMatchObject({
      peakDate: "2024-02-29",
      troughDate: "2024-03-31",
      recoveryDate: "2024-05-31",
      repairDays: 61,
      repairPeriods: 2,
      length: 3,
      peakToTrough: 1,
    });
    expect(s.maxDrawdown).toBeCloseTo(0.2, 15);
  });

  it("takes the window's base observation as the peak of a first-return loss; never recovered → nulls", () => {
    const s = drawdownSummary({ returns: f64(-0.1, 0.05), days: days.subarray(0, 3) });
    expect(s).toMatchObject({
      peakDate: "2024-01-31",
      troughDate: "2024-02-29",
      recoveryDate: null,
      repairDays: null,
      repairPeriods: null,
      length: 3,
    });
  });

  it("has no dates without a drawdown", () => {
    expect(drawdownSummary({ returns: f64(0.01, 0.01), days: days.subarray(0, 3) })).toEqual({
      maxDrawdown: 0,
      peakDate: null,
      troughDate: null,
      recoveryDate: null,
      repairDays: null,
      repairPeriods: null,
      length: null,
      peakToTrough: null,
    });
  });
});
