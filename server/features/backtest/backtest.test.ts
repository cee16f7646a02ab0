import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCatalog } from "../../../shared/api/errors";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse, storedTotalReturnIndex } from "../../../tests/helpers/universe";
import { addYears, backtest, isoDate, parseIsoDate } from "../../analytics";
import type { DerivedProduct } from "../../data/derive/types";
import type { MetricTable } from "../../data/metric-table";
import { derivedProducts } from "../../store/schema";

let t: TestApp;
let auth: Record<string, string>;
let table: MetricTable;
/** Funds / ETFs with more than ten years of NAV, in code order. */
let funds: string[];
let etfs: string[];

beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  auth = await bearerFor(t.deps.secrets.jwt);
  table = await t.deps.metrics.get();
  const seasoned = addYears(parseIsoDate(table.asOf!), -10) - 60;
  const pick = (type: string) =>
    table.text.code.filter(
      (_, r) =>
        table.text.productType[r] === type &&
        table.numeric.launchDay[r]! < seasoned &&
        table.numeric.nav[r]! > 0 &&
        table.numeric.aumUsd[r]! > 0 &&
        table.flags.isStrategy[r] === 0,
    ) as string[];
  funds = pick("fund");
  etfs = pick("etf");
});
afterAll(async () => {
  await t?.close();
});

type Json = Record<string, any>;
const post = async (path: string, body: unknown, lang = "en", headers = auth) => {
  const res = await t.json("POST", `${path}?lang=${lang}`, body, headers);
  return { status: res.status, json: (await res.json()) as Json };
};
const fundBacktest = (body: unknown, lang = "en") => post("/v1/app/fund/backtesting", body, lang);
const custom = (codes: string[], weights = codes.map(() => 100 / codes.length)) => ({
  holdings: codes.map((fundCode, i) => ({ fundCode, weight: weights[i] })),
  rebalance: "monthly",
});

async function derived(code: string): Promise<DerivedProduct> {
  const [row] = await t.deps.store.db
    .select({ data: derivedProducts.data })
    .from(derivedProducts)
    .where(and(eq(derivedProducts.code, code), eq(derivedProducts.asOf, table.asOf!)));
  return row!.data as DerivedProduct;
}

describe("POST /v1/app/fund/backtesting", () => {
  it("backtests one fund over its whole history to the figures of its derived SI risk block", async () => {
    const code = funds[0]!;
    const { status, json } = await fundBacktest({
      holdings: [{ fundCode: code, weight: 100 }],
      rebalance: "none",
    });
    expect(status).toBe(200);
    expect(json.status).toBe("SUCCESS");
    const d = await derived(code);
    const r = json.data;
    expect(r.endDate).toBe(d.navDate);
    expect(r.series[0]).toEqual([r.startDate, 10_000]);
    expect(r.metrics.cumulativeReturn).toBeCloseTo(d.periods.SI.return!, 9);
    for (const k of ["annualizedReturn", "volatility", "sharpe", "sortino", "maxDrawdown", "calmar"] as const)
      expect(r.metrics[k]).toBeCloseTo(d.risk.SI![k]!, 9);
    expect(r.metrics.peakDate).toBe(d.risk.SI!.peakDate);
    expect(r.metrics.troughDate).toBe(d.risk.SI!.troughDate);
    expect(r.annualized.y1).toBeCloseTo(d.periods["1Y"].return!, 9);
    expect(r.annualized.y3).toBeCloseTo(d.periods["3Y"].annualized!, 9);
    expect(r.calendarYears).toEqual(
      d.calendarYears.map((y) => ({ ...y, return: expect.closeTo(y.return, 9) })),
    );
    expect(r.finalWeights).toEqual([{ fundCode: code, weight: 1 }]);
    expect(r.warnings).toEqual([]);
  });

  it("matches the analytics library on ten funds with monthly rebalancing, contributions and a benchmark", async () => {
    const codes = funds.slice(0, 10);
    const weights = [5, 5, 10, 10, 10, 10, 10, 10, 15, 15];
    const startDate = isoDate(addYears(parseIsoDate(table.asOf!), -10));
    const benchmarks = ((await (await t.app.request("/v1/pub/benchmarks?lang=en")).json()) as Json).data;
    const symbol = benchmarks[0].symbolCode as string;
    const body = { ...custom(codes, weights), startDate, monthlyContribution: 500, benchmarks: [symbol] };
    const { status, json } = await fundBacktest(body);
    expect(status).toBe(200);
    const expected = backtest({
      holdings: await Promise.all(
        codes.map(async (c, i) => ({
          fundCode: c,
          weight: weights[i]!,
          series: await storedTotalReturnIndex(t.deps.store.db, c),
        })),
      ),
      rebalance: "monthly",
      startDate,
      initialAmount: 10_000,
      monthlyContribution: 500,
    });
    const r = json.data;
    expect(r.startDate).toBe(expected.startDate);
    expect(r.endDate).toBe(expected.endDate);
    expect(r.series).toHaveLength(expected.series.length);
    expect(r.series.at(-1)[1]).toBeCloseTo(expected.series.at(-1)![1], 6);
    expect(r.metrics.cumulativeReturn).toBeCloseTo(expected.metrics!.cumulativeReturn!, 12);
    expect(r.metrics.maxDrawdown).toBeCloseTo(expected.metrics!.maxDrawdown!, 12);
    expect(r.finalWeights.map((w: Json) => w.weight)).toEqual(
      expected.finalWeights.map((w) => expect.closeTo(w.weight, 12)),
    );
    expect(r.targetWeights.map((w: Json) => w.weight)).toEqual(
      weights.map((w) => expect.closeTo(w / 100, 12)),
    );
    expect(r.timeWeightedReturn.cumulative).toBeCloseTo(expected.timeWeightedReturn.cumulative!, 12);
    expect(r.moneyWeightedReturn).toBeCloseTo(expected.moneyWeightedReturn!, 9);
    expect(r.totalInvested).toBe(expected.totalInvested);
    expect(r.totalInvested).toBeGreaterThan(10_000);
    expect(r.benchmarkSeries[symbol][0]).toEqual([r.startDate, 10_000]);
    expect(r.benchmarkSeries[symbol].map((p: [string, number]) => p[0])).toEqual(
      r.series.map((p: [string, number]) => p[0]),
    );
    for (const dim of ["assetClass", "region", "industry"]) {
      const total = r.distribution[dim].reduce((s: number, x: Json) => s + x.weight, 0);
      expect(total).toBeCloseTo(1, 9);
    }
    expect(r.distribution.assetClass.length).toBeGreaterThan(0);
  });

  it("weights equally with `equal`, ignoring the weights given", async () => {
    const codes = funds.slice(0, 4);
    const { json } = await fundBacktest({ ...custom(codes, [70, 10, 10, 10]), weighting: "equal" });
    expect(json.data.targetWeights.map((w: Json) => w.weight)).toEqual([0.25, 0.25, 0.25, 0.25]);
    const noWeights = await fundBacktest({
      holdings: codes.map((fundCode) => ({ fundCode })),
      weighting: "equal",
      rebalance: "none",
    });
    expect(noWeights.status).toBe(200);
  });

  it("weights by the latest AUM of the metric table with `marketCap`", async () => {
    const codes = funds.slice(0, 3);
    const { json } = await fundBacktest({ ...custom(codes), weighting: "marketCap" });
    const aum = codes.map((c) => table.numeric.aumUsd[table.rowOf.get(c)!]!);
    const total = aum.reduce((a, b) => a + b, 0);
    expect(json.data.targetWeights.map((w: Json) => w.weight)).toEqual(
      aum.map((a) => expect.closeTo(a / total, 12)),
    );
  });

  it("warns, in the request's language, that the window starts when the youngest holding has data", async () => {
    const young = table.text.code.find(
      (_c, r) =>
        table.text.productType[r] === "fund" &&
        table.numeric.launchDay[r]! > parseIsoDate(table.asOf!) - 3 * 365 &&
        table.numeric.nav[r]! > 0,
    )!;
    const body = { ...custom([funds[0]!, young]), startDate: "2010-01-04" };
    const en = (await fundBacktest(body, "en")).json.data;
    const warning = en.warnings.find((w: Json) => w.code === "common_window_start");
    expect(warning).toMatchObject({ fundCode: young, date: en.startDate });
    expect(warning.message).toContain(en.startDate);
    const zh = (await fundBacktest(body, "zh_TW")).json.data;
    expect(zh.warnings[0].message).not.toBe(warning.message);
    expect(zh.warnings[0].message).toContain("回測");
  });
});

describe("POST /v1/app/fund/backtesting rejects bad input", () => {
  const base = () => custom(funds.slice(0, 2));
  it.each([
    ["weights that do not add up to 100", () => custom(funds.slice(0, 2), [50, 40]), "holdings"],
    ["a duplicate holding", () => custom([funds[0]!, funds[0]!]), "holdings.1.fundCode"],
    ["no holdings", () => ({ ...base(), holdings: [] }), "holdings"],
    ["more than 20 holdings", () => custom(funds.slice(0, 21)), "holdings"],
    [
      "a missing weight with custom weighting",
      () => ({ ...base(), holdings: [{ fundCode: funds[0] }, { fundCode: funds[1], weight: 100 }] }),
      "holdings.0.weight",
    ],
    ["a weight above 100", () => custom(funds.slice(0, 2), [150, -50]), "holdings.0.weight"],
    ["a negative weight", () => custom(funds.slice(0, 2), [-50, 150]), "holdings.0.weight"],
    ["an unknown weighting", () => ({ ...base(), weighting: "random" }), "weighting"],
    ["an unknown rebalance", () => ({ ...base(), rebalance: "weekly" }), "rebalance"],
    ["a missing rebalance", () => ({ holdings: base().holdings }), "rebalance"],
    ["a missing holdings field", () => ({ rebalance: "none" }), "holdings"],
    ["a malformed startDate", () => ({ ...base(), startDate: "2020-13-01" }), "startDate"],
    [
      "endDate before startDate",
      () => ({ ...base(), startDate: "2022-01-01", endDate: "2021-01-01" }),
      "endDate",
    ],
    ["startDate after the data", () => ({ ...base(), startDate: "2099-01-01" }), "startDate"],
    ["endDate before the data", () => ({ ...base(), endDate: "1990-01-01" }), "endDate"],
    ["a zero initialAmount", () => ({ ...base(), initialAmount: 0 }), "initialAmount"],
    ["a negative monthlyContribution", () => ({ ...base(), monthlyContribution: -1 }), "monthlyContribution"],
    ["more than 3 benchmarks", () => ({ ...base(), benchmarks: ["A", "B", "C", "D"] }), "benchmarks"],
    ["an unknown benchmark", () => ({ ...base(), benchmarks: ["NOPE"] }), "benchmarks.0"],
    ["an ETF on the fund path", () => custom([funds[0]!, etfs[0]!]), "holdings.1.fundCode"],
  ])("POST /v1/app/fund/backtesting rejects %s with 400 naming the field", async (_, body, field) => {
    const { status, json } = await fundBacktest(body());
    expect(status).toBe(400);
    expect(json.error.code).toBe(errorCatalog.validationFailed.code);
    expect(json.error.message.startsWith(`${field}: `)).toBe(true);
  });

  it("POST /v1/app/fund/backtesting says 'Total weighting should equal to 100%' (errors:validation.totalWeight) in each language", async () => {
    const body = custom(funds.slice(0, 2), [60, 60]);
    expect((await fundBacktest(body, "en")).json.innerMessage).toBe("Total weighting should equal to 100%");
    expect((await fundBacktest(body, "zh_TW")).json.innerMessage).toBe("總權重應等於100%");
    expect((await fundBacktest(body, "zh_CN")).json.innerMessage).toBe("总权重应等于100%");
  });

  it("POST /v1/app/fund/backtesting accepts weights within ±0.01 of 100", async () => {
    expect((await fundBacktest(custom(funds.slice(0, 3), [33.33, 33.33, 33.33]))).status).toBe(200);
  });

  it("POST /v1/app/fund/backtesting answers 404 80610001 naming an unknown code", async () => {
    const { status, json } = await fundBacktest(custom([funds[0]!, "NO-SUCH-FUND"]));
    expect(status).toBe(404);
    expect(json.error.code).toBe(errorCatalog.fundNotFound.code);
    expect(json.error.message).toContain("NO-SUCH-FUND");
    expect(json.error.details).toMatchObject({ field: "holdings.1.fundCode", fundCode: "NO-SUCH-FUND" });
  });

  it("POST /v1/app/fund/backtesting needs a bearer token", async () => {
    const { status, json } = await post("/v1/app/fund/backtesting", base(), "en", {});
    expect(status).toBe(401);
    expect(json.error.code).toBe(errorCatalog.notSignedIn.code);
  });

  it("POST /v1/app/fund/backtesting answers 400 to malformed JSON", async () => {
    const { status, json } = await post("/v1/app/fund/backtesting", "{holdings:", "en");
    expect(status).toBe(400);
    expect(json.error.code).toBe(errorCatalog.validationFailed.code);
  });
});

describe("POST /v1/app/etf/backtesting", () => {
  it("backtests ETFs", async () => {
    const { status, json } = await post("/v1/app/etf/backtesting", {
      ...custom(etfs.slice(0, 3)),
      rebalance: "quarterly",
    });
    expect(status).toBe(200);
    expect(json.data.finalWeights.map((w: Json) => w.fundCode)).toEqual(etfs.slice(0, 3));
  });

  it("rejects a fund with 400 naming the holding", async () => {
    const { status, json } = await post("/v1/app/etf/backtesting", custom([etfs[0]!, funds[0]!]));
    expect(status).toBe(400);
    expect(json.error.message.startsWith("holdings.1.fundCode: ")).toBe(true);
  });
});
