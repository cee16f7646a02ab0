import { describe, expect, it } from "vitest";
import { allowedEdits, boundedEditDistance, letterMask, maybeWithin } from "./fuzzy";

describe("boundedEditDistance", () => {
  it.each([
    ["fund", "fund", 1, 0],
    ["fnd", "fund", 1, 1],
    ["fund", "fnd", 1, 1],
    ["trakcer", "tracker", 1, 1], // a transposition is one edit
    ["globl", "global", 1, 1],
    ["equty", "equity", 1, 1],
    ["internatoinal", "international", 2, 1],
    ["intrenatinal", "international", 2, 2],
    ["kitten", "sitting", 2, 3], // 3 edits: over the bound → k + 1
    ["abc", "xyz", 1, 2],
    ["", "ab", 2, 2],
    ["a".repeat(80), `${"a".repeat(79)}b`, 1, 1], // longer than the reused rows
  ])("%s ↔ %s within %i = %i", (a, b, k, expected) => {
    expect(boundedEditDistance(a, b, k)).toBe(expected);
  });
});

describe("allowedEdits", () => {
  it.each([
    [1, 0],
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
    [20, 2],
  ])("a token of %i characters allows %i edits", (len, k) => expect(allowedEdits(len)).toBe(k));
});

describe("maybeWithin (letter-set prefilter)", () => {
  it("never rejects a pair that is within k edits", () => {
    const pairs: [string, string, number][] = [
      ["fnd", "fund", 1],
      ["trakcer", "tracker", 1],
      ["tracksr", "tracker", 1],
      ["intrenatinal", "international", 2],
    ];
    for (const [a, b, k] of pairs) expect(maybeWithin(letterMask(a), letterMask(b), k)).toBe(true);
  });

  it("rejects words with different letters", () => {
    expect(maybeWithin(letterMask("bond"), letterMask("yield"), 1)).toBe(false);
  });
});
