import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProductReader } from "../../data/load/read-product";
import type { AppError } from "../../http/app-error";
import { createBacktestData } from "../backtest";
import { type ProductTestApp, productTestApp } from "../products/test-support";
import { type ComparisonDeps, compareProducts, overlayOf, rebaseTo100 } from ".";

describe("rebaseTo100", () => {
  it("starts at 100 on the first point on or after the start and keeps ratios", () => {
    const line = rebaseTo100(
      [
        ["2024-01-01", 50],
        ["2024-01-03", 80],
        ["2024-01-04", 120],
      ],
      "2024-01-02",
    );
    expect(line).toEqual([
      ["2024-01-03", 100],
      ["2024-01-04", 150],
    ]);
  });
  it("is empty when the line ends before the start or has no positive base", () => {
    expect(rebaseTo100([["2024-01-01", 1]], "2024-02-01")).toEqual([]);
    expect(rebaseTo100([["2024-01-01", 0]], "2024-01-01")).toEqual([]);
  });
});

describe("overlayOf", () => {
  it("starts at the youngest product and ends on the last date every line reaches", () => {
    const { overlay, startDate, endDate } = overlayOf([
      {
        kind: "product",
        code: "OLD",
        name: "Old",
        points: [
          ["2020-01-01", 10],
          ["2021-01-01", 20],
          ["2022-01-01", 30],
        ],
      },
      {
        kind: "product",
        code: "NEW",
        name: "New",
        points: [
          ["2021-01-01", 5],
          ["2021-06-01", 6],
        ],
      },
      {
        kind: "benchmark",
        code: "IDX",
        name: "Index",
        points: [
          ["2019-01-01", 1],
          ["2021-01-01", 2],
          ["2022-01-01", 3],
        ],
      },
    ]);
    expect(startDate).toBe("2021-01-01");
    expect(endDate).toBe("2021-06-01");
    expect(overlay.map((l) => l.points[0])).toEqual([
      ["2021-01-01", 100],
      ["2021-01-01", 100],
      ["2021-01-01", 100],
    ]);
    expect(overlay[0]!.points[1]![1]).toBeCloseTo(150, 12);
  });
  it("has no window without product points", () => {
    expect(overlayOf([])).toEqual({ overlay: [], startDate: null, endDate: null });
  });
});

describe("compareProducts on the small universe", () => {
  let t: ProductTestApp;
  let deps: ComparisonDeps;
  let fund: string;
  let etf: string;

  beforeAll(async () => {
    t = await productTestApp();
    const metrics = t.deps.metrics;
    deps = {
      products: { metrics, reader: createProductReader(t.deps.store.db) },
      backtest: { metrics, data: createBacktestData(t.deps.store) },
    };
    const table = await metrics.get();
    const codeOf = (type: string) =>
      [...table.rowOf].find(
        ([, r]) => table.text.productType[r] === type && table.numeric.aumUsd[r]! > 0,
      )![0];
    fund = codeOf("fund");
    etf = codeOf("etf");
  });
  afterAll(() => t?.close());

  it("answers figures per product in the order asked and an overlay on one base", async () => {
    const out = await compareProducts(deps, { codes: [etf, fund], period: "3Y", lang: "en" });
    expect(out.period).toBe("3Y");
    expect(out.products.map((p) => p.summary.fundCode)).toEqual([etf, fund]);
    for (const p of out.products) expect(p.figures.riskWindow).toBe("3Y");
    expect(out.overlay.map((l) => l.code)).toEqual([etf, fund]);
    for (const line of out.overlay) {
      expect(line.points[0]![0]).toBe(out.startDate);
      expect(line.points[0]![1]).toBeCloseTo(100, 10);
    }
  });

  it("refuses a repeated code and an unknown benchmark naming the field, and an unknown code as not found", async () => {
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => e as AppError,
      );
    const dup = await failure(compareProducts(deps, { codes: [fund, fund], lang: "en" }));
    expect(dup?.errorName).toBe("validationFailed");
    expect(dup?.details?.field).toBe("codes.1");
    const bench = await failure(
      compareProducts(deps, { codes: [fund, etf], benchmarks: ["NOPE"], lang: "en" }),
    );
    expect(bench?.details?.field).toBe("benchmarks.0");
    const unknown = await failure(compareProducts(deps, { codes: [fund, "ZZZ-NONE"], lang: "en" }));
    expect(unknown?.errorName).toBe("fundNotFound");
  });
});
