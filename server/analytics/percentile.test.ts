import { describe, expect, it } from "vitest";
import { inTop, percentileIn, percentiles, positions, sortedGoodness } from "./percentile";

describe("percentiles (mid-rank, 0–100, higher is better)", () => {
  it.each([
    [[1, 2, 3], "higher", [0, 50, 100]],
    [[1, 2, 3], "lower", [100, 50, 0]],
    [[1, 1, 2], "higher", [25, 25, 100]],
    [[5, 5, 5], "higher", [50, 50, 50]],
    [[-0.02, 0.01, 0, 0.03], "closerToZero", [100 / 3, 200 / 3, 100, 0]],
    [[1, null, 3, Number.NaN], "higher", [0, null, 100, null]],
    [[7], "higher", [null]],
  ] as const)("%o %s → %o", (values, direction, expected) => {
    const out = percentiles(values, direction);
    expect(out).toHaveLength(expected.length);
    expect(out).toEqual(expected.map((p) => (p === null ? null : expect.closeTo(p, 12))));
  });

  it("ranks an outsider as if inserted", () => {
    const sorted = sortedGoodness([1, 2, 3, 4], "higher");
    expect(percentileIn(sorted, 2.5)).toBe(50);
    expect(percentileIn(sorted, 10)).toBe(100);
    expect(percentileIn(new Float64Array(0), 1)).toBeNull();
  });
});

describe("positions and top fractions", () => {
  it.each([
    [[3, 1, 3, 2], "higher", [1, 4, 1, 3]],
    [[3, 1, 3, 2], "lower", [3, 1, 3, 2]],
    [[1, null], "higher", [1, null]],
  ] as const)("%o %s → %o", (values, direction, expected) => {
    expect(positions(values, direction)).toEqual(expected);
  });

  it.each([
    [1, 10, 0.1, true],
    [2, 10, 0.1, false],
    [3, 10, 0.3, true],
    [1, 3, 0.25, false],
    [25, 100, 0.25, true],
  ])("position %i of %i in top %d: %s", (k, n, f, yes) => {
    expect(inTop(k, n, f)).toBe(yes);
  });
});
