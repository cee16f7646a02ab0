import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore, testDatabaseUrl } from "../../../tests/helpers/backends";
import { float64From } from "../../store/copy-binary";
import { marketSeries, productDocs, products } from "../../store/schema";
import { type Product, toDayNumber, type UniverseBatch } from "../batch";
import { readNavHistory, readUniverseMeta } from "./read-universe";
import { navYearRows, writeBatch } from "./write-batch";

const weekdays = (from: string, to: string) => {
  const out: number[] = [];
  for (let d = toDayNumber(from); d <= toDayNumber(to); d++) {
    const dow = new Date(d * 86_400_000).getUTCDay();
    if (dow !== 0 && dow !== 6) out.push(d);
  }
  return Int32Array.from(out);
};

const product = (code: string, over: Partial<Product> = {}): Product => ({
  code,
  productType: "fund",
  name: `Fund ${code}`,
  name_zh_hant: "港灣增長基金",
  name_zh_hans: "港湾增长基金",
  currency: "HKD",
  isDemo: true,
  ...over,
});

/** Two products across a year end, one with a gap (NaN) and dividends in both years. */
function tinyBatch(asOf = "2025-01-10"): UniverseBatch {
  const hk = weekdays("2024-12-20", "2025-01-10");
  const nav = Float64Array.from(hk, (_, i) => 10 + i / 10);
  nav[3] = Number.NaN;
  return {
    source: "demo",
    asOf,
    seed: 7,
    calendars: { HK: hk } as UniverseBatch["calendars"],
    products: [
      product("F1"),
      product("E1", { productType: "etf", name: 'It\'s "quoted"', isStrategy: true }),
    ],
    companies: [
      {
        id: "C1",
        name: "Harbour",
        name_zh_hant: "港灣",
        name_zh_hans: "港湾",
        foundedYear: 1990,
        aumUsd: 1e9,
        country: "HK",
      },
    ],
    managers: [{ code: "F1", name: "A. Chan", startDate: "2020-01-01" }],
    holdings: [{ code: "F1", asOf: "2024-12-31", items: [{ name: "Bank", weight: 0.1 }] }],
    distributions: [],
    documents: [],
    feeChanges: [],
    navs: [
      {
        code: "F1",
        calendar: "HK",
        startIndex: 0,
        nav,
        dividendIndex: Int32Array.from([2, 9]),
        dividendAmount: Float64Array.from([0.05, 0.07]),
      },
      {
        code: "E1",
        calendar: "HK",
        startIndex: 5,
        nav: Float64Array.from([20, 21, 22]),
        dividendIndex: new Int32Array(),
        dividendAmount: new Float64Array(),
      },
    ],
    aum: [],
    sevenDayYields: [],
    benchmarks: [
      {
        symbolCode: "HSI",
        name: "Index",
        name_zh_hant: "指數",
        name_zh_hans: "指数",
        currency: "HKD",
        calendar: "HK",
        startIndex: 0,
        level: Float64Array.from(hk, (_, i) => 100 + i),
      },
    ],
    riskFree: [],
    fx: [],
    govYields: [],
    macroAssets: [],
    demoScenarios: [{ code: "F1", kind: "noRiskRating", reason: "discontinuous_nav", note: "gap" }],
  };
}

describe("navYearRows", () => {
  it("splits at the year end and re-bases dividend positions per row", () => {
    const b = tinyBatch();
    const rows = [...navYearRows(b.navs[0]!, b.calendars.HK!)];
    expect(rows.map((r) => r[1])).toEqual([2024, 2025]);
    const [y2024, y2025] = rows;
    expect(float64From(y2024![4] as Uint8Array).length).toBe(8); // 20 Dec … 31 Dec 2024 weekdays
    expect(Array.from(new Int32Array((y2024![5] as Uint8Array).slice().buffer))).toEqual([2]);
    expect(Array.from(new Int32Array((y2025![5] as Uint8Array).slice().buffer))).toEqual([1]);
    expect(y2025![3]).toBe(8);
  });
});

const opened: TestStore[] = [];
afterAll(async () => {
  await Promise.all(opened.map((s) => s.cleanup()));
});

describe.each(["pglite", ...(testDatabaseUrl ? ["postgres" as const] : [])] as const)(
  "writeBatch on %s",
  (backend) => {
    it("writes the batch and reads the histories back exactly", async () => {
      const t = await createTestStore({ backend });
      opened.push(t);
      const batch = tinyBatch();
      await writeBatch(t.store, batch);
      const { db } = t.store;
      expect(await readUniverseMeta(db)).toMatchObject({ asOf: "2025-01-10", source: "demo", seed: 7 });
      const rows = await db.select().from(products).orderBy(products.code);
      expect(rows.map((r) => [r.code, r.productType, r.isStrategy, r.nameZhHans])).toEqual([
        ["E1", "etf", true, "港湾增长基金"],
        ["F1", "fund", false, "港湾增长基金"],
      ]);
      expect((rows[0]!.data as Product).name).toBe('It\'s "quoted"');

      const f1 = (await readNavHistory(db, "F1"))!;
      const src = batch.navs[0]!;
      const kept = [...src.nav.keys()].filter((i) => !Number.isNaN(src.nav[i]));
      expect(Array.from(f1.nav)).toEqual(kept.map((i) => src.nav[i]));
      expect(Array.from(f1.days)).toEqual(kept.map((i) => batch.calendars.HK![i]));
      // dividends at source positions 2 and 9 → positions 2 and 8 once the NaN at 3 is dropped
      expect(Array.from(f1.dividendIndex)).toEqual([2, 8]);
      expect(Array.from(f1.dividendAmount)).toEqual([0.05, 0.07]);
      expect(Array.from((await readNavHistory(db, "E1"))!.days)).toEqual(
        Array.from(batch.calendars.HK!.slice(5, 8)),
      );
      expect(await readNavHistory(db, "NOPE")).toBeNull();

      const [bench] = await db.select().from(marketSeries).where(eq(marketSeries.key, "HSI"));
      expect(Array.from(float64From(bench!.values))).toEqual(Array.from(batch.benchmarks[0]!.level));
      const docs = await db.select().from(productDocs).where(eq(productDocs.code, "F1"));
      expect(docs.map((d) => d.kind).sort()).toEqual(["holdings", "managers"]);
    });

    it("replaces the universe atomically: a failing batch leaves the previous one whole", async () => {
      const t = await createTestStore({ backend });
      opened.push(t);
      await writeBatch(t.store, tinyBatch("2025-01-10"));
      const bad = tinyBatch("2025-01-13");
      bad.products.push(product("F1")); // duplicate primary key: the COPY fails mid-load
      await expect(writeBatch(t.store, bad)).rejects.toThrow();
      expect((await readUniverseMeta(t.store.db))?.asOf).toBe("2025-01-10");
      const count = (await t.store.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
        rows: { n: number }[];
      };
      expect(count.rows[0]!.n).toBe(2);
      expect((await readNavHistory(t.store.db, "F1"))!.nav.length).toBe(15);
    });
  },
);
