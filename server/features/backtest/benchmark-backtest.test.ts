import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headlineIndices } from "../../../shared/api/backtest";
import { errorCatalog } from "../../../shared/api/errors";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import { addYears, isoDate, lastIndexOnOrBefore, parseIsoDate, riskBlock } from "../../analytics";
import { seriesOn } from "../../data/derive/inputs";
import { readCalendars } from "../../data/load/read-universe";
import type { MetricTable } from "../../data/metric-table";
import { float64From } from "../../store/copy-binary";
import { marketSeries } from "../../store/schema";
import { MODEL_PORTFOLIOS, resolveModelPortfolio, SLEEVES } from "./model-portfolios";

let t: TestApp;
let auth: Record<string, string>;
let table: MetricTable;
type Json = Record<string, any>;

beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  auth = await bearerFor(t.deps.secrets.jwt);
  table = await t.deps.metrics.get();
});
afterAll(async () => {
  await t?.close();
});

const post = async (path: string, body: unknown, lang = "en", headers = auth) => {
  const res = await t.json("POST", `${path}?lang=${lang}`, body, headers);
  return { status: res.status, json: (await res.json()) as Json };
};

async function storedBenchmarks() {
  const cal = await readCalendars(t.deps.store.db);
  const rows = await t.deps.store.db.select().from(marketSeries).where(eq(marketSeries.kind, "benchmark"));
  const rates = await t.deps.store.db.select().from(marketSeries).where(eq(marketSeries.kind, "riskFree"));
  const series = (r: (typeof rows)[number]) =>
    seriesOn(float64From(r.values), cal.get(r.calendar), r.startIndex);
  return {
    rows: rows.map((r) => ({ key: r.key, meta: r.meta as Json, series: series(r) })),
    riskFree: new Map(rates.map((r) => [r.key, series(r)])),
  };
}

describe("GET /v1/pub/benchmarks", () => {
  it("lists the stored benchmarks with names in the request's language", async () => {
    const { rows } = await storedBenchmarks();
    const en = ((await (await t.app.request("/v1/pub/benchmarks?lang=en")).json()) as Json).data;
    const zh = ((await (await t.app.request("/v1/pub/benchmarks?lang=zh_TW")).json()) as Json).data;
    expect(en).toHaveLength(rows.length);
    const first = rows.find((r) => r.key === en[0].symbolCode)!;
    expect(en[0]).toEqual({ symbolCode: first.key, name: first.meta.name, currency: first.meta.currency });
    expect(zh[0].name).toBe(first.meta.name_zh_hant);
  });
});

describe("GET /v1/pub/benchmarks/tiles", () => {
  it("gives each headline index its last level, day and year changes, and a year's sparkline", async () => {
    const { rows } = await storedBenchmarks();
    const res = await t.app.request("/v1/pub/benchmarks/tiles?lang=zh_TW");
    expect(res.status).toBe(200);
    const tiles = ((await res.json()) as Json).data as Array<Record<string, any>>;
    expect(tiles.map((x) => x.symbolCode)).toEqual(
      headlineIndices.filter((s) => rows.some((r) => r.key === s && r.series.values.length > 1)),
    );
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      const row = rows.find((r) => r.key === tile.symbolCode)!;
      const { days, values } = row.series;
      const n = values.length;
      expect(tile.name).toBe(row.meta.name_zh_hant);
      expect(tile.level).toBe(values[n - 1]);
      expect(tile.date).toBe(isoDate(days[n - 1]!));
      expect(tile.change1d).toBeCloseTo(values[n - 1]! / values[n - 2]! - 1, 12);
      const yearAgo = lastIndexOnOrBefore(days, addYears(days[n - 1]!, -1));
      if (yearAgo >= 0) expect(tile.change1y).toBeCloseTo(values[n - 1]! / values[yearAgo]! - 1, 12);
      expect(tile.sparkline.length).toBeGreaterThan(20);
      expect(tile.sparkline.length).toBeLessThanOrEqual(53);
      expect(tile.sparkline.at(-1)).toBe(tile.level);
    }
  });
});

describe("POST /v1/app/benchmark/backtesting", () => {
  it("answers the benchmark's series and the risk block's SI figures, with the symbol trimmed", async () => {
    const { rows, riskFree } = await storedBenchmarks();
    const b = rows[0]!;
    const { status, json } = await post("/v1/app/benchmark/backtesting", { symbolCode: `  ${b.key} ` });
    expect(status).toBe(200);
    const r = json.data;
    expect(r).toMatchObject({ symbolCode: b.key, name: b.meta.name, currency: b.meta.currency });
    const n = b.series.values.length;
    expect(r.series[0][1]).toBe(10_000);
    expect(r.metrics.cumulativeReturn).toBeCloseTo(b.series.values[n - 1]! / b.series.values[0]! - 1, 12);
    const si = riskBlock({ tri: b.series, riskFree: riskFree.get(b.meta.currency) }).SI!;
    for (const k of ["annualizedReturn", "volatility", "sharpe", "maxDrawdown"] as const)
      expect(r.metrics[k]).toBeCloseTo(si[k]!, 9);
  });

  it("cuts the window to startDate/endDate", async () => {
    const { rows } = await storedBenchmarks();
    const body = { symbolCode: rows[0]!.key, startDate: "2020-01-01", endDate: "2021-12-31" };
    const r = (await post("/v1/app/benchmark/backtesting", body)).json.data;
    // the base is the last observation on or before startDate: 2020 is a whole year
    expect(r.startDate <= "2020-01-01" && r.startDate >= "2019-12-20").toBe(true);
    expect(r.endDate <= "2021-12-31" && r.endDate >= "2021-12-20").toBe(true);
    expect(r.calendarYears.map((y: Json) => y.year)).toEqual([2020, 2021]);
  });

  it.each([
    ["an unknown symbolCode", { symbolCode: "NOPE" }, "symbolCode"],
    ["a blank symbolCode", { symbolCode: "   " }, "symbolCode"],
    ["a missing symbolCode", {}, "symbolCode"],
    [
      "endDate before startDate",
      { symbolCode: "X", startDate: "2022-01-01", endDate: "2020-01-01" },
      "endDate",
    ],
    ["a malformed endDate", { symbolCode: "X", endDate: "2022-02-30" }, "endDate"],
  ])("POST /v1/app/benchmark/backtesting rejects %s with 400", async (_, body, field) => {
    const { status, json } = await post("/v1/app/benchmark/backtesting", body);
    expect(status).toBe(400);
    expect(json.error.code).toBe(errorCatalog.validationFailed.code);
    expect(json.error.message.startsWith(`${field}: `)).toBe(true);
  });

  it("POST /v1/app/benchmark/backtesting rejects a window outside the data", async () => {
    const { rows } = await storedBenchmarks();
    const { status, json } = await post("/v1/app/benchmark/backtesting", {
      symbolCode: rows[0]!.key,
      startDate: "2099-01-01",
    });
    expect(status).toBe(400);
    expect(json.error.message.startsWith("startDate: ")).toBe(true);
  });
});

describe("POST /v1/pub/scroll/backtesting", () => {
  it.each(MODEL_PORTFOLIOS.map((p) => [p.id, p] as const))(
    "backtests model portfolio %s",
    async (id, def) => {
      const res = await t.json("POST", "/v1/pub/scroll/backtesting?lang=zh_TW", { modelPortfolioId: id });
      expect(res.status).toBe(200);
      const { modelPortfolio, backtest } = ((await res.json()) as Json).data;
      expect(modelPortfolio).toMatchObject({ id, riskLevel: def.riskLevel, name: def.names.zh_TW });
      const expected = resolveModelPortfolio(table, def);
      expect(modelPortfolio.holdings.map((h: Json) => h.fundCode)).toEqual(expected.map((h) => h.code));
      expect(modelPortfolio.holdings.reduce((s: number, h: Json) => s + h.weight, 0)).toBeCloseTo(1, 12);
      for (const h of expected) {
        expect(table.text.productType[h.row]).toBe("etf");
        expect(table.flags.isStrategy[h.row]).toBe(0);
        expect(table.text.assetClass[h.row]).toBe(SLEEVES[h.sleeve].assetClass);
      }
      expect(backtest.metrics.volatility).toBeGreaterThan(0);
    },
  );

  it("fills each sleeve with the largest ETF of its first non-empty tier, five years of history first", () => {
    const seasonedBy = addYears(parseIsoDate(table.asOf!), -5);
    const taken = new Set<number>();
    for (const h of resolveModelPortfolio(table, MODEL_PORTFOLIOS[2]!)) {
      const sleeve = SLEEVES[h.sleeve];
      const eligible = [...Array(table.size).keys()].filter(
        (r) =>
          !taken.has(r) &&
          table.text.productType[r] === "etf" &&
          table.flags.isStrategy[r] === 0 &&
          table.numeric.nav[r]! > 0 &&
          table.text.assetClass[r] === sleeve.assetClass,
      );
      // tiers: the sleeve's categories, else its regions, else the asset class alone
      const byCategory = eligible.filter((r) => sleeve.categories.includes(table.text.category[r] ?? ""));
      const byRegion = eligible.filter((r) => sleeve.regions.includes(table.text.region[r] ?? ""));
      const candidates = byCategory.length > 0 ? byCategory : byRegion.length > 0 ? byRegion : eligible;
      const seasoned = candidates.filter((r) => table.numeric.launchDay[r]! <= seasonedBy);
      const pool = seasoned.length > 0 ? seasoned : candidates;
      const largest = Math.max(...pool.map((r) => table.numeric.aumUsd[r]!));
      expect(table.numeric.aumUsd[h.row]).toBe(largest);
      expect(pool).toContain(h.row);
      taken.add(h.row);
    }
  });

  it("gets riskier with the risk level", async () => {
    const vol = async (id: string) =>
      ((await (await t.json("POST", "/v1/pub/scroll/backtesting", { modelPortfolioId: id })).json()) as Json)
        .data.backtest.metrics.volatility as number;
    expect(await vol("mp-1")).toBeLessThan(await vol("mp-5"));
  });

  it("POST /v1/pub/scroll/backtesting answers 404 to an unknown model portfolio", async () => {
    const res = await t.json("POST", "/v1/pub/scroll/backtesting?lang=en", { modelPortfolioId: "mp-9" });
    expect(res.status).toBe(404);
    expect(((await res.json()) as Json).error.code).toBe(errorCatalog.notFound.code);
  });

  it("POST /v1/pub/scroll/backtesting rejects a missing modelPortfolioId with 400", async () => {
    const res = await t.json("POST", "/v1/pub/scroll/backtesting?lang=en", {});
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).error.message.startsWith("modelPortfolioId: ")).toBe(true);
  });
});

describe("GET /v1/openapi.json", () => {
  it("documents the backtesting routes with their request and response schemas", async () => {
    const doc = (await (await t.app.request("/v1/openapi.json")).json()) as Json;
    for (const path of [
      "/v1/app/fund/backtesting",
      "/v1/app/etf/backtesting",
      "/v1/app/benchmark/backtesting",
      "/v1/pub/scroll/backtesting",
    ]) {
      expect(doc.paths[path].post.requestBody).toBeDefined();
      expect(doc.paths[path].post.responses["200"]).toBeDefined();
    }
    expect(doc.paths["/v1/pub/benchmarks"].get).toBeDefined();
    expect(doc.components.schemas.Backtest).toBeDefined();
    expect(doc.components.schemas.BacktestResult).toBeDefined();
  });
});
