import { describe, expect, it } from "vitest";
import { internalRateOfReturn } from "./irr";

const irr = (days: number[], amounts: number[]) => internalRateOfReturn({ days, amounts });

describe("internalRateOfReturn", () => {
  it.each([
    ["10% over 4 × 365.25 days", [0, 1461], [-100, 146.41], 0.1],
    ["a loss: half in 4 years", [0, 1461], [-100, 50], 0.5 ** 0.25 - 1],
    ["nothing gained", [0, 700], [-100, 100], 0],
    ["start from a day other than 0", [20000, 21461], [-100, 146.41], 0.1],
    ["a near-total loss", [0, 365], [-100, 1e-9], 1e-11 ** (365.25 / 365) - 1],
    ["a quick doubling (huge annual rate)", [0, 30], [-100, 200], 2 ** (365.25 / 30) - 1],
  ])("%s", (_, days, amounts, rate) => {
    expect(irr(days, amounts)).toBeCloseTo(rate, 10);
  });

  it("solves several contributions: the NPV at the answer is zero", () => {
    const days = [0, 31, 59, 90, 120, 151, 365];
    const amounts = [-1000, -100, -100, -100, -100, -100, 1650];
    const rate = irr(days, amounts);
    const npv = amounts.reduce((a, x, k) => a + x * (1 + rate) ** (-(days[k]! - days[0]!) / 365.25), 0);
    expect(Math.abs(npv)).toBeLessThan(1e-9);
    expect(rate).toBeGreaterThan(0.1);
  });

  it.each([
    ["all outflows", [0, 365], [-100, -50]],
    ["all inflows", [0, 365], [100, 50]],
    ["one flow", [0], [-100]],
    ["mismatched arrays", [0, 1], [-100]],
  ])("NaN when there is no root: %s", (_, days, amounts) => {
    expect(irr(days, amounts)).toBeNaN();
  });
});
