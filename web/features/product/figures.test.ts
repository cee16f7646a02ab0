import { describe, expect, it } from "vitest";
import { meanScore, oneDayChange, quartileCells, yearsBetween } from "./figures";

describe("figures", () => {
  it("one-day change from the last two NAVs", () => {
    expect(
      oneDayChange([
        ["2026-01-01", 10, 1],
        ["2026-01-02", 10.5, 1],
      ]),
    ).toBeCloseTo(0.05);
    expect(oneDayChange([["2026-01-01", 10, 1]])).toBeNull();
  });
  it.each([
    [1, [true, false, false, false]],
    [4, [false, false, false, true]],
  ] as const)("quartile %i fills its cell, best first", (q, cells) => {
    expect(quartileCells(q)).toEqual(cells);
  });
  it("tenure in years to one decimal, mean of scored factors", () => {
    expect(yearsBetween("2016-01-01", "2026-01-01")).toBe(10);
    expect(yearsBetween("2025-07-01", "2026-01-01")).toBe(0.5);
    expect(meanScore([{ score: 2 }, { score: 5 }, { score: null }])).toBe(3.5);
    expect(meanScore([{ score: null }])).toBeNull();
  });
});
