import { describe, expect, it } from "vitest";
import { effectiveBenchmark, parseProductQuery, withProductQuery } from "./product-query";

const parse = (query: string) => parseProductQuery(new URLSearchParams(query));

describe("parseProductQuery", () => {
  it.each([
    ["fundCode=F1", { ref: { fundCode: "F1" }, tab: "performance", period: "1Y", benchmark: null }],
    [
      "isinCode=lu0000000001&tab=archive&period=3y",
      { ref: { isinCode: "LU0000000001" }, tab: "archive", period: "3Y", benchmark: null },
    ],
    [
      "fundCode=F1&isinCode=LU0000000001",
      { ref: { fundCode: "F1" }, tab: "performance", period: "1Y", benchmark: null },
    ],
    [
      "fundCode=F1&tab=nope&period=2Y",
      { ref: { fundCode: "F1" }, tab: "performance", period: "1Y", benchmark: null },
    ],
    [
      "fundCode=F1&period=SI&benchmark=none",
      { ref: { fundCode: "F1" }, tab: "performance", period: "SI", benchmark: "none" },
    ],
    ["tab=holdings", { ref: null, tab: "holdings", period: "1Y", benchmark: null }],
  ])("%s", (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });
});

describe("withProductQuery", () => {
  it("keeps the product, drops defaults and sets the rest", () => {
    const params = new URLSearchParams("fundCode=F1&tab=archive");
    expect(withProductQuery(params, { tab: "performance", period: "5Y" }).toString()).toBe(
      "fundCode=F1&period=5Y",
    );
    expect(withProductQuery(params, { period: "1Y", benchmark: "FPXUS500" }).toString()).toBe(
      "fundCode=F1&tab=archive&benchmark=FPXUS500",
    );
    expect(
      withProductQuery(new URLSearchParams("fundCode=F1&benchmark=X"), { benchmark: null }).toString(),
    ).toBe("fundCode=F1");
  });
});

describe("effectiveBenchmark", () => {
  it.each([
    [null, "OWN", "OWN"],
    [null, null, null],
    ["OTHER", "OWN", "OTHER"],
    ["none", "OWN", null],
  ] as const)("chosen %s, own %s → %s", (chosen, own, expected) => {
    expect(effectiveBenchmark(chosen, own)).toBe(expected);
  });
});
