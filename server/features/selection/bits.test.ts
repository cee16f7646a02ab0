import { describe, expect, it } from "vitest";
import { and, andNot, bitsOf, has, or, rowsOf, wordsFor } from "./bits";

describe("row bitsets", () => {
  it.each([
    [0, []],
    [1, [0]],
    [32, [0, 31]],
    [33, [31, 32]],
    [100, [0, 1, 30, 31, 32, 63, 64, 95, 99]],
  ])("round-trips the rows of a %i-row table", (size, rows) => {
    const bits = bitsOf(size, rows);
    expect(bits.length).toBe(wordsFor(size));
    expect(Array.from(rowsOf(bits))).toEqual(rows);
    for (let r = 0; r < size; r++) expect(has(bits, r)).toBe(rows.includes(r));
  });

  it("combines with and, andNot and or", () => {
    const a = () => bitsOf(70, [1, 31, 32, 69]);
    const b = bitsOf(70, [31, 40, 69]);
    const x = a();
    and(x, b);
    expect(Array.from(rowsOf(x))).toEqual([31, 69]);
    const y = a();
    andNot(y, b);
    expect(Array.from(rowsOf(y))).toEqual([1, 32]);
    const z = a();
    or(z, b);
    expect(Array.from(rowsOf(z))).toEqual([1, 31, 32, 40, 69]);
  });
});
