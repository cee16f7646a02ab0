import { describe, expect, it } from "vitest";
import { addBenchmark, addProduct, emptyBasket, removeProduct, sanitizeBasket } from "./basket";
import { bestIndexes, figureGroups } from "./figures";

describe("bestIndexes", () => {
  it.each([
    ["the highest return", [0.1, 0.2, -0.05], "higher", [1]],
    ["the lowest volatility", [0.12, 0.08, 0.2], "lower", [1]],
    ["ties together", [0.01, 0.01, 0.02], "lower", [0, 1]],
    ["skipping a missing value", [null, 0.3, 0.1], "higher", [1]],
    ["nothing for a neutral fact", [1, 2, 3], "neutral", []],
    ["nothing when all are equal", [0.5, 0.5], "higher", []],
    ["nothing with one value", [0.5, null, null], "higher", []],
  ] as const)("marks %s", (_label, values, direction, expected) => {
    expect([...bestIndexes(values, direction)]).toEqual(expected);
  });
});

describe("figureGroups", () => {
  it("ranks fees, volatility, drawdown and recovery lower-is-better and leaves facts unranked", () => {
    const rows = figureGroups("3Y").flatMap((g) => g.rows);
    const direction = (id: string) => rows.find((r) => r.id === id)?.direction;
    expect(direction("risk.volatility")).toBe("lower");
    expect(direction("risk.maxDrawdown")).toBe("lower");
    expect(direction("risk.repairDays")).toBe("lower");
    expect(direction("totalExpenseRatio")).toBe("lower");
    expect(direction("managementFee")).toBe("lower");
    expect(direction("risk.sharpe")).toBe("higher");
    expect(direction("return.1Y")).toBe("higher");
    expect(direction("launchDate")).toBe("neutral");
    expect(direction("dividendFrequency")).toBe("neutral");
  });
});

describe("the basket", () => {
  const p = (code: string) => ({ fundCode: code, fundName: code, productType: "fund" as const });
  it("holds up to 3 products, once each, and says when it is full", () => {
    let basket = emptyBasket;
    for (const code of ["A", "B", "C"]) basket = addProduct(basket, p(code)).basket;
    expect(addProduct(basket, p("A")).result).toBe("present");
    const fourth = addProduct(basket, p("D"));
    expect(fourth.result).toBe("full");
    expect(fourth.basket.products.map((x) => x.fundCode)).toEqual(["A", "B", "C"]);
    expect(removeProduct(basket, "B").products.map((x) => x.fundCode)).toEqual(["A", "C"]);
  });
  it("holds up to 3 benchmarks", () => {
    let basket = emptyBasket;
    for (const code of ["X", "Y", "Z"])
      basket = addBenchmark(basket, { symbolCode: code, name: code }).basket;
    expect(addBenchmark(basket, { symbolCode: "W", name: "W" }).result).toBe("full");
  });
  it("reads back only what is valid from storage", () => {
    expect(sanitizeBasket(null)).toEqual(emptyBasket);
    expect(
      sanitizeBasket({
        products: [p("A"), { fundCode: 1 }, p("B"), p("C"), p("D")],
        benchmarks: [{ symbolCode: "X", name: "X" }, "junk"],
      }),
    ).toEqual({ products: [p("A"), p("B"), p("C")], benchmarks: [{ symbolCode: "X", name: "X" }] });
  });
});
