/**
 * The derive job on a tiny demo universe, on PGlite (and PostgreSQL with TEST_DATABASE_URL):
 * what it stores must equal the analytics library applied to the stored histories, the
 * cross-sectional figures must follow their rules, every demo no-risk-rating scenario must be
 * visible, both paths (in memory at load, from the store later) must agree, and the metric
 * table must follow the stored version.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../../../tests/helpers/backends";
import { productPerformance } from "../../analytics";
import type { DerivedCategory, DerivedProduct } from "../derive/types";
import { readNavHistory } from "../load/read-universe";
import {
  createMetricTableSource,
  derivedIsBehind,
  loadMetricTable,
  readDerivedMeta,
  readStoredMetricTable,
} from "../metric-table";
import { createProgress } from "../progress";
import { TEST_AS_OF, TEST_SEED } from "../universe/test-support";
import { loadDemoUniverse } from "./demo";
import { deriveStored } from "./derive";

const quiet = createProgress({ tty: false, write: () => {} });
let backend: TestStore;
let derived: DerivedProduct[];
let categories: DerivedCategory[];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await backend.store.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const readDerived = async () =>
  (await rows<{ data: DerivedProduct }>(sql`select data from derived_products order by code`)).map(
    (r) => r.data,
  );

beforeAll(async () => {
  backend = await createTestStore();
  await loadDemoUniverse({
    store: backend.store,
    size: "small",
    seed: TEST_SEED,
    asOf: TEST_AS_OF,
    progress: quiet,
  });
  derived = await readDerived();
  categories = (await rows<{ data: DerivedCategory }>(sql`select data from derived_categories`)).map(
    (r) => r.data,
  );
}, 120_000);
afterAll(() => backend?.cleanup());

describe("derive", () => {
  it("stores one derived row per product under the universe's asOf", async () => {
    const [{ n }] = (await rows<{ n: number }>(sql`select count(*)::int as n from products`)) as [
      { n: number },
    ];
    expect(derived).toHaveLength(n);
    const meta = await readDerivedMeta(backend.store.db);
    expect(meta).toMatchObject({ asOf: "2026-06-30", products: n });
    const versions = await rows<{ asof: string }>(
      sql`select distinct as_of::text as asof from derived_products`,
    );
    expect(versions).toEqual([{ asof: "2026-06-30" }]);
  });

  it.each([0, 1, 2, 3, 4, 5])(
    "stores exactly what the analytics library computes from the stored NAVs (product %i)",
    async (k) => {
      const p = derived[Math.floor((k * derived.length) / 6)]!;
      const history = (await readNavHistory(backend.store.db, p.code))!;
      const dividends = new Float64Array(history.nav.length);
      history.dividendIndex.forEach((i, j) => {
        dividends[i] = history.dividendAmount[j]!;
      });
      const riskFreeRows = await rows<{ c: string }>(
        sql`select currency as c from products where code = ${p.code}`,
      );
      expect(riskFreeRows).toHaveLength(1);
      const expected = productPerformance({ series: { days: history.days, nav: history.nav, dividends } });
      for (const period of ["1M", "1Y", "3Y", "SI"] as const) {
        expect(p.periods[period].return).toEqual(expected.periods[period].return);
      }
      // the stored risk block uses the currency's risk-free series: returns and drawdowns do not depend on it
      for (const w of ["1Y", "3Y", "SI"] as const) {
        expect(p.risk[w]?.annualizedReturn ?? null).toEqual(expected.risk[w]?.annualizedReturn ?? null);
        expect(p.risk[w]?.maxDrawdown ?? null).toEqual(expected.risk[w]?.maxDrawdown ?? null);
        expect(p.risk[w]?.volatility ?? null).toEqual(expected.risk[w]?.volatility ?? null);
      }
      expect(p.calendarYears).toEqual(expected.calendarYears);
    },
  );

  it("gives each category the mean of its members' returns and quartiles 1–4", () => {
    const fundCategory = categories.find((c) => c.productType === "fund" && c.size >= 8)!;
    const members = derived.filter(
      (p) => p.rank !== null && p.periods["1Y"].categoryAverage === fundCategory.periodAverages["1Y"],
    );
    expect(members.length).toBeGreaterThan(0);
    const quartiles = new Set(members.map((m) => m.periods["1Y"].quartile));
    expect([...quartiles].every((q) => q === null || [1, 2, 3, 4].includes(q))).toBe(true);
    const returns = members.map((m) => m.periods["1Y"].return).filter((r): r is number => r !== null);
    expect(fundCategory.periodAverages["1Y"]).toBeCloseTo(
      returns.reduce((a, b) => a + b, 0) / returns.length,
      12,
    );
  });

  it("tiers only categories with at least 5 ranked products, in 10/20/30/90 cut-offs", () => {
    for (const p of derived) {
      if (!p.rank?.ratingTier) continue;
      expect(p.rank.categorySize).toBeGreaterThanOrEqual(5);
      const fraction = p.rank.rankInCategory! / p.rank.categorySize;
      if (p.rank.ratingTier === "Gold") expect(fraction).toBeLessThanOrEqual(0.1);
      if (p.rank.ratingTier === "Bottom") expect(fraction).toBeGreaterThan(0.9);
    }
    expect(derived.some((p) => p.rank?.ratingTier === "Gold")).toBe(true);
  });

  it("shows every demo no-risk-rating scenario as its reason, and withholds the level", async () => {
    const scenarios = await rows<{ code: string; reason: string }>(
      sql`select code, reason from demo_scenarios where kind = 'noRiskRating'`,
    );
    expect(new Set(scenarios.map((s) => s.reason)).size).toBe(6);
    for (const s of scenarios) {
      const p = derived.find((d) => d.code === s.code)!;
      expect(p.noRiskRatingReasons, s.code).toContain(s.reason);
      expect(p.riskLevel).toBeNull();
    }
  });

  it("raises every demo risk-alert scenario's alert, and few others", async () => {
    const scenarios = await rows<{ code: string; reason: string }>(
      sql`select code, reason from demo_scenarios where kind = 'riskAlert'`,
    );
    expect(new Set(scenarios.map((s) => s.reason)).size).toBe(9);
    for (const s of scenarios) {
      const p = derived.find((d) => d.code === s.code)!;
      expect(
        p.alerts.map((a) => a.kind),
        s.code,
      ).toContain(s.reason);
    }
    const flagged = derived.filter((p) => p.alerts.length > 0).length;
    expect(flagged / derived.length).toBeLessThan(0.05);
  });

  it("keeps curated lists to their rules", async () => {
    const list = await rows<{ list: string; code: string; value: number; position: number }>(
      sql`select list, code, value, position from derived_lists order by list, position`,
    );
    const byCode = new Map(derived.map((p) => [p.code, p]));
    const highSharpe = list.filter((l) => l.list === "fund:high_sharpe");
    expect(highSharpe.length).toBeGreaterThan(0);
    for (const l of highSharpe) expect(byCode.get(l.code)!.risk["1Y"]!.sharpe).toBeGreaterThan(1);
    for (const l of list.filter((x) => x.list.endsWith(":short_term_bond")))
      expect(l.value).toBeLessThan(3.5);
    const strategy = await rows<{ code: string }>(sql`select code from products where is_strategy`);
    const onLists = new Set(list.map((l) => l.code));
    expect(strategy.some((s) => onLists.has(s.code))).toBe(false);
  });

  it("scores factors as percentiles in the market and in the category", () => {
    const withFactors = derived.filter((p) => p.factors.return1y);
    expect(withFactors.length).toBeGreaterThan(100);
    const best = withFactors.reduce((a, b) =>
      b.factors.return1y!.value > a.factors.return1y!.value ? b : a,
    );
    expect(best.factors.return1y!.market).toBeGreaterThan(99);
    for (const p of withFactors) {
      const f = p.factors.volatility1y;
      if (f) expect(f.market).toBeGreaterThanOrEqual(0);
    }
  });

  it("derives the same figures again from the store (npm run data -- derive)", async () => {
    const before = derived;
    const meta = await deriveStored({ store: backend.store, progress: quiet });
    expect(meta.products).toBe(before.length);
    const after = await readDerived();
    expect(after).toEqual(before);
  }, 120_000);

  it("stores the metric table with the version, agreeing with the stored rows; without it, says derive again", async () => {
    const meta = (await readDerivedMeta(backend.store.db))!;
    const table = (await readStoredMetricTable(backend.store.db, meta))!;
    expect(table.version).toBe(meta.computedAt);
    const stored = await rows<{
      code: string;
      name: string;
      currency: string;
      ter: number | null;
      sfc: boolean;
      aum: number | null;
      vol: number | null;
      stars: number | null;
      tier: string | null;
    }>(sql`select p.code, p.name, p.currency, (p.data->>'totalExpenseRatio')::float8 as ter,
             coalesce((p.data->>'sfcAuthorised')::boolean, false) as sfc,
             (d.data->>'aumUsd')::float8 as aum, (d.data->'risk'->'1Y'->>'volatility')::float8 as vol,
             d.star_rating as stars, d.rating_tier as tier
           from products p join derived_products d on d.code = p.code and d.as_of = ${meta.asOf}`);
    expect(table.size).toBe(stored.length);
    const num = (v: number | null) => v ?? Number.NaN;
    for (const r of stored) {
      const i = table.rowOf.get(r.code)!;
      expect([table.text.name[i], table.text.currency[i], table.text.ratingTier[i]]).toEqual([
        r.name,
        r.currency,
        r.tier,
      ]);
      expect(table.numeric.totalExpenseRatio[i]).toBe(num(r.ter));
      expect(table.numeric.aumUsd[i]).toBe(num(r.aum));
      expect(table.numeric.volatility1y[i]).toBe(num(r.vol));
      expect(table.numeric.starRating[i]).toBe(num(r.stars));
      expect(table.flags.sfcAuthorised[i]).toBe(r.sfc ? 1 : 0);
    }
    // derived from this universe; a universe stored without its derive (an older version's store) lags it
    expect(await derivedIsBehind(backend.store.db, meta.universeAsOf)).toBe(false);
    expect(await derivedIsBehind(backend.store.db, "2099-01-01")).toBe(true);
    // a store derived by an older version has no table: the server derives again at start
    await backend.store.db.execute(sql`delete from derived_metric_tables`);
    expect(await readStoredMetricTable(backend.store.db, meta)).toBeNull();
    await expect(loadMetricTable(backend.store.db)).rejects.toThrow("npm run data -- derive");
    await deriveStored({ store: backend.store, progress: quiet });
    expect((await loadMetricTable(backend.store.db)).size).toBe(table.size);
  }, 120_000);

  it("serves the metric table of the current version and reloads it when a new version is stored", async () => {
    const table = await loadMetricTable(backend.store.db);
    expect(table.size).toBe(derived.length);
    const p = derived[10]!;
    const row = table.rowOf.get(p.code)!;
    expect(table.numeric.return1y[row]).toBe(p.periods["1Y"].return ?? Number.NaN);
    expect(table.text.code[row]).toBe(p.code);
    const source = createMetricTableSource(backend.store.db, { checkEveryMs: 0 });
    const first = await source.get();
    await deriveStored({ store: backend.store, progress: quiet });
    await source.get(); // notices the new version and loads it in the background
    await new Promise((r) => setTimeout(r, 1500));
    const second = await source.get();
    expect(second.version).not.toBe(first.version);
    expect(second.size).toBe(first.size);
  }, 120_000);
});
