import { describe, expect, it } from "vitest";
import { lookThrough, UNKNOWN_LABEL } from "./lookthrough";

describe("lookThrough", () => {
  it("weights each holding's distribution by its portfolio weight and sums per label", () => {
    const d = lookThrough({
      weights: [0.6, 0.4],
      distributions: [
        {
          assetClass: [
            { label: "Stock", weight: 0.9 },
            { label: "Cash", weight: 0.1 },
          ],
          region: [{ label: "US", weight: 1 }],
        },
        {
          assetClass: [{ label: "Bond", weight: 1 }],
          region: [
            { label: "US", weight: 0.5 },
            { label: "Japan", weight: 0.5 },
          ],
        },
      ],
    });
    expect(d.assetClass).toEqual([
      { label: "Stock", weight: expect.closeTo(0.54, 15) },
      { label: "Bond", weight: 0.4 },
      { label: "Cash", weight: expect.closeTo(0.06, 15) },
    ]);
    expect(d.region).toEqual([
      { label: "US", weight: expect.closeTo(0.8, 15) },
      { label: "Japan", weight: 0.2 },
    ]);
    expect(d.industry).toEqual([{ label: UNKNOWN_LABEL, weight: 1 }]);
  });

  it.each([
    [
      "a shortfall goes to Unknown",
      [{ label: "Stock", weight: 0.7 }],
      [
        ["Stock", 0.7],
        [UNKNOWN_LABEL, 0.3],
      ],
    ],
    [
      "percent figures are scaled to 1",
      [
        { label: "Stock", weight: 70 },
        { label: "Bond", weight: 30 },
      ],
      [
        ["Stock", 0.7],
        ["Bond", 0.3],
      ],
    ],
  ])("%s", (_, rows, expected) => {
    const d = lookThrough({ weights: [1], distributions: [{ assetClass: rows }] });
    expect(d.assetClass.map((r) => [r.label, r.weight])).toEqual(
      expected.map(([l, w]) => [l, expect.closeTo(w as number, 15)]),
    );
  });
});
