import { describe, expect, it } from "vitest";
import { daysOf } from "./dates";
import { netInflow, trailingNetInflow } from "./flows";
import { f64 } from "./test-support";

describe("netInflow = AUM_end − AUM_start × (1 + R)", () => {
  it.each([
    [100, 130, 0.1, 20],
    [100, 90, 0.1, -20],
    [100, 110, 0.1, 0],
    [0, 50, 0.2, 50],
  ])("start %d, end %d, return %d → %d", (aumStart, aumEnd, windowReturn, flow) => {
    expect(netInflow({ aumStart, aumEnd, windowReturn })).toBeCloseTo(flow, 12);
  });
});

describe("trailingNetInflow", () => {
  const aum = { days: daysOf(["2023-03-31", "2023-09-30", "2024-03-31"]), values: f64(100, 120, 150) };
  const tri = { days: daysOf(["2023-03-30", "2023-12-29", "2024-03-28"]), values: f64(10, 10.5, 11) };

  it("reads AUM and TRI at the last observations on or before D − 1Y and D", () => {
    const f = trailingNetInflow({ aum, tri })!;
    expect(f).toMatchObject({ startDate: "2023-03-31", endDate: "2024-03-31", aumStart: 100, aumEnd: 150 });
    expect(f.windowReturn).toBeCloseTo(0.1, 15);
    expect(f.netInflow).toBeCloseTo(40, 12);
    expect(f.netInflowRate).toBeCloseTo(0.4, 14);
    expect(f.aumChangeRate).toBeCloseTo(0.5, 14);
  });

  it("is null when either history is shorter than the window", () => {
    expect(
      trailingNetInflow({ aum: { days: aum.days.subarray(1), values: aum.values.subarray(1) }, tri }),
    ).toBeNull();
    expect(
      trailingNetInflow({ aum, tri: { days: tri.days.subarray(1), values: tri.values.subarray(1) } }),
    ).toBeNull();
    expect(trailingNetInflow({ aum, tri, years: 3 })).toBeNull();
  });
});
