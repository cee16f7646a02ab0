import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearerFor } from "../../../tests/helpers/tokens";
import { createProductReader } from "../../data/load/read-product";
import type { AppError } from "../../http/app-error";
import { createBacktestData } from "../backtest";
import { type ProductTestApp, productTestApp, storedDocs, storedProduct } from "../products/test-support";
import { type ComparisonDeps, compareOverWindows, compareProducts, overlayOf, rebaseTo100 } from ".";

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

  it("over windows: the figures of 1Y, 3Y and 5Y besides the asked period, annualized for multi-year windows", async () => {
    const out = await compareOverWindows(deps, {
      codes: [etf, fund],
      period: "6M",
      lang: "en",
      windows: ["1Y", "3Y", "5Y"],
    });
    expect(out.period).toBe("6M");
    expect(out.windows.map((w) => w.period)).toEqual(["6M", "1Y", "3Y", "5Y"]);
    // the asked period's overlay is the top-level one; every other window carries its own
    expect(out.windows[0]!.overlay).toBeUndefined();
    expect(out.windows[0]!.figures).toEqual(out.products.map((p) => p.figures));
    for (const w of out.windows.slice(1)) {
      const alone = await compareProducts(deps, { codes: [etf, fund], period: w.period, lang: "en" });
      expect(w.figures).toEqual(alone.products.map((p) => p.figures));
      expect(w.overlay).toEqual(alone.overlay);
      expect(w.startDate).toBe(alone.startDate);
      for (const [i, f] of w.figures.entries()) {
        expect(f.riskWindow).toBe(w.period);
        if (w.period !== "1Y" && f.return !== null) {
          const years = w.period === "3Y" ? 3 : 5;
          expect(f.annualized).toBeCloseTo((1 + f.return) ** (1 / years) - 1, 10);
        }
        // no figure for the window: the history is shorter, and the figures say since when
        if (f.return === null) expect(f.since, `${w.period} ${i}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        else expect(f.since).toBeNull();
      }
    }
  });

  it("draws the first product's own benchmark when asked to and none is named", async () => {
    const table = await deps.products.metrics.get();
    const market = await deps.backtest.data.market(table.version ?? "none");
    const withOwn = [...table.rowOf].find(([, r]) => {
      const b = table.text.benchmark[r];
      return b != null && market.benchmarks.has(b);
    });
    expect(withOwn, "a product whose benchmark has a series").toBeDefined();
    const [code, row] = withOwn!;
    const other = code === fund ? etf : fund;
    const own = await compareProducts(deps, { codes: [code, other], lang: "en", ownBenchmark: true });
    const bench = own.overlay.filter((l) => l.kind === "benchmark");
    expect(bench.map((l) => l.code)).toEqual([table.text.benchmark[row]]);
    expect(bench[0]!.points[0]![1]).toBeCloseTo(100, 10);
    // named benchmarks win; the screen (no ownBenchmark) draws none unasked
    const other2 = [...market.benchmarks.keys()].find((k) => k !== table.text.benchmark[row])!;
    const named = await compareProducts(deps, {
      codes: [code, other],
      lang: "en",
      ownBenchmark: true,
      benchmarks: [other2],
    });
    expect(named.overlay.filter((l) => l.kind === "benchmark").map((l) => l.code)).toEqual([other2]);
    const plain = await compareProducts(deps, { codes: [code, other], lang: "en" });
    expect(plain.overlay.some((l) => l.kind === "benchmark")).toBe(false);
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

describe("POST /v1/app/{fund,etf}/comparison", () => {
  let t: ProductTestApp;
  let funds: string[];
  let etfs: string[];
  let benchmarks: string[];
  const lang = (l: string) => `?lang=${l}`;
  const post = (path: string, body: unknown, headers: Record<string, string>, l = "en") =>
    t.json("POST", `${path}${lang(l)}`, body, headers).then(async (res) => ({
      status: res.status,
      json: (await res.json()) as any,
    }));
  const fundPath = "/v1/app/fund/comparison";
  const etfPath = "/v1/app/etf/comparison";

  beforeAll(async () => {
    t = await productTestApp();
    const table = await t.deps.metrics.get();
    const withAum = (type: string) =>
      [...table.rowOf]
        .filter(([, r]) => table.text.productType[r] === type && table.numeric.aumUsd[r]! > 0)
        .map(([code]) => code);
    funds = withAum("fund");
    etfs = withAum("etf");
    const list = await t.json("GET", "/v1/pub/benchmarks?lang=en");
    benchmarks = ((await list.json()) as { data: Array<{ symbolCode: string }> }).data.map(
      (b) => b.symbolCode,
    );
  });
  afterAll(() => t?.close());

  it("answers every key figure, the overlay, the correlation and the overlap of three products and a benchmark", async () => {
    const fundCodes = [funds[0]!, funds[1]!, etfs[0]!];
    const { status, json } = await post(
      fundPath,
      { fundCodes, benchmarks: [benchmarks[0]!], period: "3Y" },
      t.headers,
    );
    expect(status).toBe(200);
    const data = json.data;
    expect(data.period).toBe("3Y");
    expect(data.products.map((p: { summary: { fundCode: string } }) => p.summary.fundCode)).toEqual(
      fundCodes,
    );
    expect(data.figures.map((f: { fundCode: string }) => f.fundCode)).toEqual(fundCodes);
    const stored = await storedProduct(t, funds[0]!);
    const f0 = data.figures[0];
    expect(f0.returns["1Y"]).toBe(stored.derived.periods["1Y"].return);
    expect(f0.risk["3Y"]?.volatility ?? null).toBe(stored.derived.risk["3Y"]?.volatility ?? null);
    expect(f0.totalExpenseRatio).toBe(stored.product.totalExpenseRatio ?? null);
    expect(f0.managementFee).toBe(stored.product.management ?? null);
    expect(f0.launchDate).toBe(stored.product.launchDate ?? null);
    expect(data.overlay.map((l: { code: string }) => l.code)).toEqual([...fundCodes, benchmarks[0]]);

    const { codes, matrix, frequency } = data.correlation;
    expect(codes).toEqual([...fundCodes, benchmarks[0]]);
    expect(["daily", "weekly"]).toContain(frequency);
    expect(matrix).toHaveLength(4);
    for (let i = 0; i < 4; i++) {
      expect(matrix[i][i]).toBeCloseTo(1, 9);
      for (let j = 0; j < 4; j++) {
        expect(matrix[i][j]).toBe(matrix[j][i]);
        expect(Math.abs(matrix[i][j])).toBeLessThanOrEqual(1);
      }
    }

    expect(data.overlap.map((o: { a: string; b: string }) => [o.a, o.b])).toEqual([
      [fundCodes[0], fundCodes[1]],
      [fundCodes[0], fundCodes[2]],
      [fundCodes[1], fundCodes[2]],
    ]);
    for (const o of data.overlap) {
      if (o.weight === null) continue;
      const sum = o.common.reduce(
        (s: number, c: { weightA: number; weightB: number }) => s + Math.min(c.weightA, c.weightB),
        0,
      );
      expect(o.weight).toBeCloseTo(sum, 12);
    }
  });

  it("overlaps two share classes of one fund of one fund overlap by their top-10 weight", async () => {
    const sets = await storedDocs<{ items: unknown[] }>(t, "holdings");
    const byItems = new Map<string, string[]>();
    for (const s of sets) {
      const key = JSON.stringify(s.data.items);
      byItems.set(key, [...(byItems.get(key) ?? []), s.code]);
    }
    const pair = [...byItems.values()].find(
      (codes) => codes.length >= 2 && codes.every((c) => funds.includes(c)),
    );
    if (!pair) return; // the small universe has no share classes sharing holdings
    const { status, json } = await post(fundPath, { fundCodes: pair.slice(0, 2) }, t.headers);
    expect(status).toBe(200);
    const o = json.data.overlap[0];
    expect(o.weight).toBeCloseTo(json.data.figures[0].concentrationTop10, 12);
  });

  it("compares one product with benchmarks, and the ETF path takes ETFs with the 1Y default period", async () => {
    const one = await post(
      fundPath,
      { fundCodes: [funds[0]!], benchmarks: benchmarks.slice(0, 3) },
      t.headers,
    );
    expect(one.status).toBe(200);
    expect(one.json.data.period).toBe("1Y");
    expect(one.json.data.correlation.codes).toEqual([funds[0], ...benchmarks.slice(0, 3)]);
    expect(one.json.data.overlap).toEqual([]);
    const etf = await post(etfPath, { fundCodes: etfs.slice(0, 2), period: "6M" }, t.headers);
    expect(etf.status).toBe(200);
    expect(etf.json.data.products).toHaveLength(2);
  });

  it("says 'You can select up to 3 products for comparison analysis.' to a 4th product, in each language", async () => {
    const body = { fundCodes: funds.slice(0, 4) };
    const en = await post(fundPath, body, t.headers, "en");
    expect(en.status).toBe(400);
    expect(en.json.error.code).toBe(40000001);
    expect(en.json.error.message.split(":")[0]).toBe("fundCodes");
    expect(en.json.innerMessage).toBe("You can select up to 3 products for comparison analysis.");
    expect((await post(fundPath, body, t.headers, "zh_TW")).json.innerMessage).toBe(
      "最多可選擇 3 隻產品進行比較分析。",
    );
    expect((await post(etfPath, body, t.headers, "zh_CN")).json.innerMessage).toBe(
      "最多可选择 3 只产品进行比较分析。",
    );
  });

  it.each([
    ["no product", () => ({ fundCodes: [] }), "fundCodes"],
    ["a 4th benchmark", () => ({ fundCodes: [funds[0]], benchmarks: benchmarks.slice(0, 4) }), "benchmarks"],
    ["an unknown benchmark", () => ({ fundCodes: [funds[0]], benchmarks: ["NOPE"] }), "benchmarks.0"],
    [
      "a repeated benchmark",
      () => ({ fundCodes: [funds[0]], benchmarks: [benchmarks[0], benchmarks[0]] }),
      "benchmarks.1",
    ],
    ["a repeated code", () => ({ fundCodes: [funds[0], funds[1], funds[0]] }), "fundCodes.2"],
    ["an unknown period", () => ({ fundCodes: [funds[0]], period: "2Y" }), "period"],
  ])("answers 400 40000001 naming the field to %s", async (_label, body, field) => {
    const { status, json } = await post(fundPath, body(), t.headers);
    expect(status).toBe(400);
    expect(json.error.code).toBe(40000001);
    expect(json.error.message.split(":")[0]).toBe(field);
    expect(json.innerMessage).toBeTruthy();
  });

  it("answers 404 80610001 naming an unknown code", async () => {
    const { status, json } = await post(fundPath, { fundCodes: [funds[0], "NO-SUCH-FUND"] }, t.headers);
    expect(status).toBe(404);
    expect(json.error.code).toBe(80610001);
    expect(json.error.details).toMatchObject({ field: "fundCodes.1", fundCode: "NO-SUCH-FUND" });
  });

  it("is Premium: Pro gets 403 40300001 naming the capability, no token 401", async () => {
    const pro = await bearerFor(t.deps.secrets.jwt, { authLevel: 0, licenseStatus: 0 });
    const denied = await post(fundPath, { fundCodes: [funds[0]] }, pro, "zh_TW");
    expect(denied.status).toBe(403);
    expect(denied.json.error.code).toBe(40300001);
    expect(denied.json.error.details).toEqual({ capability: "fundComparison", plan: "premium" });
    expect((await post(etfPath, { fundCodes: [etfs[0]] }, {})).status).toBe(401);
  });
});
