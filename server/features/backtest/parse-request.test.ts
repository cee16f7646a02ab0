import { describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error";
import { parseBacktestRequest } from ".";

const holdings = [
  { fundCode: "A", weight: 60 },
  { fundCode: "B", weight: 40 },
];

/** The error parseBacktestRequest throws, or null. */
function failureOf(input: Parameters<typeof parseBacktestRequest>[0]): AppError | null {
  try {
    parseBacktestRequest(input);
    return null;
  } catch (err) {
    return err as AppError;
  }
}

describe("parseBacktestRequest: the HTTP route's rules for callers without a route", () => {
  it("fills the route's defaults", () => {
    expect(parseBacktestRequest({ holdings, rebalance: "annually" })).toMatchObject({
      weighting: "custom",
      initialAmount: 10_000,
    });
  });

  it("refuses weights that do not total 100% with the localized total-weight message", () => {
    const err = failureOf({
      holdings: [
        { fundCode: "A", weight: 60 },
        { fundCode: "B", weight: 30 },
      ],
      rebalance: "none",
    });
    expect(err).toBeInstanceOf(AppError);
    expect(err?.code).toBe(40000001);
    expect(err?.messageParams?.field).toBe("holdings");
    expect(err?.messageKey).toBe("errors:validation.totalWeight");
  });

  it.each([
    [
      "an end before the start",
      { holdings, rebalance: "none", startDate: "2024-01-02", endDate: "2024-01-01" },
      "endDate",
    ],
    [
      "a repeated product",
      {
        holdings: [
          { fundCode: "A", weight: 50 },
          { fundCode: "A", weight: 50 },
        ],
        rebalance: "none",
      },
      "holdings.1.fundCode",
    ],
    ["an unknown rebalancing", { holdings, rebalance: "daily" }, "rebalance"],
  ] as const)("refuses %s naming the field", (_, input, field) => {
    const err = failureOf(input as unknown as Parameters<typeof parseBacktestRequest>[0]);
    expect(err?.code).toBe(40000001);
    expect(err?.messageParams?.field).toBe(field);
  });
});
