import { describe, expect, it } from "vitest";
import { sparklinePath } from "./index-tiles";

describe("sparklinePath", () => {
  it("spans the box: lowest level at the bottom, highest at the top, oldest on the left", () => {
    expect(sparklinePath([10, 20, 15], 100, 20)).toBe("M0.0,20.0 L50.0,0.0 L100.0,10.0");
  });
  it("draws a flat year along the bottom, and nothing for fewer than two levels", () => {
    expect(sparklinePath([5, 5], 10, 4)).toBe("M0.0,4.0 L10.0,4.0");
    expect(sparklinePath([5], 10, 4)).toBe("");
  });
});
