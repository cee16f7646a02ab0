/**
 * The whole path of licensed data: the public data sets beside the checkout (../shared/data),
 * converted to the import format (tests/data/convert-shared-data.ts), imported into an empty
 * store by the import job, which derives it in memory and writes both in one transaction, as
 * `npm run data -- import DIR` does; `derive` from the store must then compute the very same
 * figures. Then it is read through the API for EVERY imported product. No call may answer a 5xx, and the risk figures of the
 * performance answer must equal those the analytics library computes on the imported series.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (tests/helpers/backends.ts).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inferScale, riskBlock, type Series, totalReturnIndex } from "../../server/analytics";
import { toDayNumber } from "../../server/data/batch";
import { deriveStored } from "../../server/data/jobs/derive";
import { importDirectory } from "../../server/data/jobs/import";
import { readUniverseMeta } from "../../server/data/load/read-universe";
import { readDerivedMeta } from "../../server/data/metric-table";
import { createProgress } from "../../server/data/progress";
import { riskWindows } from "../../shared/domain/period";
import { convertSharedData, sharedDataDir } from "../data/convert-shared-data";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearerFor } from "../helpers/tokens";

const present =
  existsSync(path.join(sharedDataDir, "etf-prices-37")) && existsSync(path.join(sharedDataDir, "reference"));
if (!present) console.warn(`imported-data test SKIPPED: ${sharedDataDir} is absent (the shared data folder)`);

/** The API computes with the same library on the same doubles: only float noise may differ. */
const DIGITS = 12;
const RISK_FIGURES = [
  "annualizedReturn",
  "volatility",
  "sharpe",
  "sortino",
  "calmar",
  "maxDrawdown",
  "var95",
] as const;

type ProductRow = { code: string; productType: "fund" | "etf"; currency: string };
type Json = any;

interface Call {
  code: string;
  method: "GET" | "POST";
  url: string;
  body?: unknown;
}

const work = present ? mkdtempSync(path.join(tmpdir(), "fundpilot-imported-")) : "";
const outDir = path.join(work, "import");
let t: TestApp;
let headers: Record<string, string>;
let products: ProductRow[] = [];
/** Failed calls (5xx or an unreadable answer), all reported in one assertion. */
const failures: string[] = [];
const performance = new Map<string, Json>();
let calls = 0;
/** Calls by path and status, logged once. */
const statuses = new Map<string, number>();

function readCsv(file: string): Record<string, string>[] {
  return parse(readFileSync(path.join(outDir, file)), { bom: true, columns: true, skip_empty_lines: true });
}

/** The imported series as the import's CSV files have them, independently of the store. */
function csvSeries() {
  const navs = new Map<string, { days: number[]; nav: number[]; dividends: number[] }>();
  for (const r of readCsv("navs.csv")) {
    const s = navs.get(r.code!) ?? { days: [], nav: [], dividends: [] };
    navs.set(r.code!, s);
    s.days.push(toDayNumber(r.date!));
    s.nav.push(Number(r.nav));
    s.dividends.push(r.dividend ? Number(r.dividend) : 0);
  }
  const rates = new Map<string, { days: number[]; values: number[] }>();
  for (const r of readCsv("riskfree.csv")) {
    const s = rates.get(r.currency!) ?? { days: [], values: [] };
    rates.set(r.currency!, s);
    s.days.push(toDayNumber(r.date!));
    s.values.push(Number(r.annualRate));
  }
  const riskFree = new Map<string, Series>(
    [...rates].map(([c, s]) => [c, { days: Int32Array.from(s.days), values: Float64Array.from(s.values) }]),
  );
  return { navs, riskFree };
}

async function request(c: Call): Promise<Json> {
  calls++;
  const res = await t.json(c.method, c.url, c.body, headers);
  const text = await res.text();
  const what = `${c.code}: ${c.method} ${c.url}${c.body ? ` ${JSON.stringify(c.body)}` : ""}`;
  const tally = `${c.url.split("?")[0]} ${res.status}`;
  statuses.set(tally, (statuses.get(tally) ?? 0) + 1);
  if (res.status >= 500) {
    failures.push(`${what} → ${res.status} ${text.slice(0, 300)}`);
    return null;
  }
  try {
    return { ...(JSON.parse(text) as object), httpStatus: res.status };
  } catch {
    failures.push(`${what} → ${res.status}, not JSON: ${text.slice(0, 200)}`);
    return null;
  }
}

/** The derived rows of the version in use, but its meta (which says when it was computed). */
async function derivedRows() {
  const db = t.deps.store.db;
  const meta = await readDerivedMeta(db);
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    asOf: meta?.asOf,
    products: await rows(sql`select code, risk_level, rating_tier, star_rating, data from derived_products
      where as_of = ${meta?.asOf} order by code`),
    categories: await rows(
      sql`select category, data from derived_categories where as_of = ${meta?.asOf} order by category`,
    ),
    lists: await rows(sql`select list, position, code, value from derived_lists
      where as_of = ${meta?.asOf} order by list, position`),
    news: await rows(
      sql`select id, date::text, kind, code, data from derived_news where as_of = ${meta?.asOf} order by id`,
    ),
    alerts: await rows(sql`select id, code, type, kind, date::text, data from derived_alerts
      where as_of = ${meta?.asOf} order by id`),
  };
}
let importedDerived: Awaited<ReturnType<typeof derivedRows>>;

beforeAll(async () => {
  if (!present) return;
  convertSharedData({ outDir });
  // the data sets have no Chinese names; one company gets its Hong Kong ones, as a licensed file would
  writeFileSync(path.join(outDir, "companies.csv"), "name,name_zh_hant,name_zh_hans\niShares,安碩,安硕\n");
  t = await createTestApp();
  const progress = createProgress({ tty: false, write: () => {} });
  // the `npm run data -- import DIR` path: the import job derives the batch before its one write
  const { changed } = await importDirectory({ store: t.deps.store, dir: outDir, progress });
  expect(changed).toBe(true);
  importedDerived = await derivedRows();
  await deriveStored({ store: t.deps.store, progress });
  headers = await bearerFor(t.deps.secrets.jwt);
  products = readCsv("products.csv").map((r) => ({
    code: r.code!,
    productType: r.productType as ProductRow["productType"],
    currency: r.currency!,
  }));
}, 240_000);

afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!present)(`imported ../shared/data read through the API (${sharedDataDir})`, () => {
  it("derives in the import (in memory, from the batch) exactly what `derive` computes from the store", async () => {
    expect(importedDerived.products.length).toBe(products.length);
    expect(await derivedRows()).toEqual(importedDerived);
  });

  it("answers every product call for every imported product without a 5xx", async () => {
    expect(products.length).toBeGreaterThanOrEqual(50);
    for (const p of products) {
      const q = `fundCode=${encodeURIComponent(p.code)}&lang=en`;
      // the next product of the same type (in file order, wrapping round)
      const sameType = products.filter((o) => o.productType === p.productType);
      const peer = sameType.length > 1 ? sameType[(sameType.indexOf(p) + 1) % sameType.length] : undefined;
      const list: Call[] = [
        { code: p.code, method: "GET", url: `/v1/app/fund/info?${q}` },
        { code: p.code, method: "GET", url: `/v1/app/fund/performance?${q}` },
        { code: p.code, method: "GET", url: `/v1/app/fund/rank?${q}` },
        { code: p.code, method: "GET", url: `/v1/app/fund/holding?${q}` },
        { code: p.code, method: "GET", url: `/v1/app/fund/distribution?${q}` },
        { code: p.code, method: "GET", url: `/v1/app/${p.productType}/factor?${q}` },
        {
          code: p.code,
          method: "POST",
          url: "/v1/app/fund/annualized-yield?lang=en",
          body: { fundCodes: [p.code] },
        },
      ];
      if (peer)
        list.push({
          code: p.code,
          method: "POST",
          url: `/v1/app/${p.productType}/backtesting?lang=en`,
          body: {
            holdings: [
              { fundCode: p.code, weight: 50 },
              { fundCode: peer.code, weight: 50 },
            ],
            weighting: "custom",
            rebalance: "annually",
          },
        });
      for (const c of list) {
        const answer = await request(c);
        if (answer && c.url.startsWith("/v1/app/fund/performance")) performance.set(p.code, answer);
      }
    }
    console.info(`imported-data: ${products.length} products, ${calls} calls`, Object.fromEntries(statuses));
    expect(failures, `${failures.length} of ${calls} calls failed:\n${failures.join("\n")}`).toEqual([]);
  }, 300_000);

  it("answers the risk figures the analytics library computes on the imported series", () => {
    const { navs, riskFree } = csvSeries();
    let compared = 0;
    for (const p of products) {
      const answer = performance.get(p.code);
      expect(answer?.httpStatus, `${p.code} performance`).toBe(200);
      const s = navs.get(p.code)!;
      const days = Int32Array.from(s.days);
      const tri = totalReturnIndex({
        days,
        nav: Float64Array.from(s.nav),
        dividends: Float64Array.from(s.dividends),
      });
      const expected = riskBlock({ tri, scale: inferScale(days), riskFree: riskFree.get(p.currency) });
      for (const w of riskWindows) {
        const want = expected[w];
        const got = answer.data.risk[w];
        if (!want) {
          expect(got, `${p.code} ${w}`).toBeNull();
          continue;
        }
        expect(got, `${p.code} ${w}`).not.toBeNull();
        expect(got.observations, `${p.code} ${w} observations`).toBe(want.observations);
        expect(got.peakDate, `${p.code} ${w} peakDate`).toBe(want.peakDate);
        expect(got.troughDate, `${p.code} ${w} troughDate`).toBe(want.troughDate);
        for (const k of RISK_FIGURES) {
          if (want[k] === null || want[k] === undefined) expect(got[k], `${p.code} ${w} ${k}`).toBeNull();
          else expect(got[k], `${p.code} ${w} ${k}`).toBeCloseTo(want[k], DIGITS);
          compared++;
        }
      }
      // the series answered is the imported one, whole
      expect(answer.data.series.length, `${p.code} series`).toBe(days.length);
    }
    expect(compared).toBeGreaterThan(products.length * RISK_FIGURES.length);
  });

  it("names an imported company in the request's language", async () => {
    const code = readCsv("products.csv").find((r) => r.company === "iShares")!.code!;
    const names: Record<string, string> = {};
    for (const lang of ["en", "zh_TW", "zh_CN"]) {
      const answer = await request({
        code,
        method: "GET",
        url: `/v1/app/fund/info?fundCode=${code}&lang=${lang}`,
      });
      names[lang] = answer.data.company;
    }
    expect(names).toEqual({ en: "iShares", zh_TW: "安碩", zh_CN: "安硕" });
  });

  it("counts the imported NAVs (status) and answers each benchmark in its currency", async () => {
    const meta = await readUniverseMeta(t.deps.store.db);
    expect(meta?.counts).toMatchObject({
      products: products.length,
      navPoints: readCsv("navs.csv").length,
      benchmarks: 5,
    });
    const benchmarks = readCsv("benchmarks.csv");
    const currencyOf = new Map(benchmarks.map((r) => [r.symbolCode!, r.currency!]));
    expect(currencyOf.get("HSI")).toBe("HKD");
    const answer = await request({ code: "-", method: "GET", url: "/v1/pub/benchmarks?lang=en" });
    expect(answer.httpStatus).toBe(200);
    expect(
      answer.data.map((b: { symbolCode: string; currency: string }) => [b.symbolCode, b.currency]).sort(),
    ).toEqual([...currencyOf].sort());
  });

  it("gives no relative figures against a benchmark that stopped before the product (the indices end in 2015)", async () => {
    const etf = products.find((p) => p.productType === "etf")!;
    const answer = await request({
      code: etf.code,
      method: "GET",
      url: `/v1/app/fund/performance?fundCode=${etf.code}&benchmark=SP500&lang=en`,
    });
    expect(answer.httpStatus).toBe(200);
    expect(answer.data.risk["1Y"]).toMatchObject({ beta: null, alpha: null, trackingError: null });
    const backtest = await request({
      code: etf.code,
      method: "POST",
      url: "/v1/app/etf/backtesting?lang=en",
      body: { holdings: [{ fundCode: etf.code, weight: 100 }], rebalance: "none", benchmarks: ["SP500"] },
    });
    expect(backtest.httpStatus).toBe(200);
    expect(backtest.data.warnings).toContainEqual(
      expect.objectContaining({ code: "benchmark_unavailable", symbolCode: "SP500" }),
    );
    expect(backtest.data.benchmarkSeries.SP500).toBeUndefined();
  });
});
