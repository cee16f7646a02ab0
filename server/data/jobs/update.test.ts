import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore } from "../../../tests/helpers/backends";
import { openStore, type Store } from "../../store/db";
import { fromDayNumber, type Product, toDayNumber, type UniverseBatch } from "../batch";
import {
  readCalendars,
  readNavHistory,
  readUniverseMeta,
  type StoredNavHistory,
} from "../load/read-universe";
import { writeBatch } from "../load/write-batch";
import { derivedIsBehind, readDerivedMeta } from "../metric-table";
import type { Progress } from "../progress";
import { generateUniverse } from "../universe";
import { UpdateRefusedError, updateDemoUniverse } from "./update";

const AS_OF = "2026-06-26"; // a Friday; Monday 29 June is a trading day in all six markets
const SEED = 4_242;
const messages: string[] = [];
const progress: Progress = { update: () => {}, done: (m) => messages.push(m) };

let batch: UniverseBatch;
let store: Store;
let before: Map<string, StoredNavHistory>;

async function histories(s: Store, products: readonly Product[]): Promise<Map<string, StoredNavHistory>> {
  const out = new Map<string, StoredNavHistory>();
  for (const p of products) {
    const h = await readNavHistory(s.db, p.code);
    if (h) out.set(p.code, h);
  }
  return out;
}

/** A hash of every table the update may write (not the write timestamp). */
async function snapshot(s: Store): Promise<string> {
  const hash = createHash("sha256");
  const queries = [
    sql`select * from product_navs order by code, year`,
    sql`select * from product_series order by code, kind`,
    sql`select * from market_series order by kind, key`,
    sql`select * from calendars order by id`,
    sql`select value from app_meta where key = 'universe'`,
    sql`select code, data from products order by code`,
  ];
  for (const q of queries) {
    const { rows } = (await s.db.execute(q)) as unknown as { rows: Record<string, unknown>[] };
    // bytea as hex: pg gives Buffers, PGlite Uint8Arrays
    for (const row of rows)
      hash.update(
        JSON.stringify(
          Object.values(row).map((v) => (v instanceof Uint8Array ? Buffer.from(v).toString("hex") : v)),
        ),
      );
  }
  return hash.digest("hex");
}

/** Total returns of the last `n` observations (NAV plus the day's dividend over the previous NAV). */
function lastReturns(h: StoredNavHistory, n: number): number[] {
  const out: number[] = [];
  for (let k = h.nav.length - n; k < h.nav.length; k++) {
    const j = Array.prototype.indexOf.call(h.dividendIndex, k);
    const div = j >= 0 ? (h.dividendAmount[j] as number) : 0;
    out.push(((h.nav[k] as number) + div) / (h.nav[k - 1] as number) - 1);
  }
  return out;
}

function correlation(a: readonly number[], b: readonly number[]): number {
  const mean = (x: readonly number[]) => x.reduce((s, v) => s + v, 0) / x.length;
  const ma = mean(a);
  const mb = mean(b);
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  a.forEach((v, i) => {
    const w = (b[i] as number) - mb;
    sab += (v - ma) * w;
    saa += (v - ma) ** 2;
    sbb += w * w;
  });
  return sab / Math.sqrt(saa * sbb);
}

const lastDay = (h: StoredNavHistory) => h.days[h.days.length - 1] as number;
const stale = () => batch.demoScenarios.find((s) => s.reason === "no_recent_nav")?.code;

beforeAll(async () => {
  batch = generateUniverse({ seed: SEED, size: { funds: 120, etfs: 60 }, asOf: AS_OF });
  store = await openStore({ memory: true });
  await writeBatch(store, batch);
  before = await histories(store, batch.products);
});

afterAll(async () => {
  await store?.close();
});

describe("updateDemoUniverse", () => {
  it("refuses when there is no next trading day before today, and says when it is up to date", async () => {
    await expect(updateDemoUniverse({ store, progress, today: AS_OF })).rejects.toThrow(
      /later than the last trading day before 2026-06-26/,
    );
    expect(await updateDemoUniverse({ store, progress, today: "2026-06-28" })).toEqual({
      asOf: AS_OF,
      added: 0,
    });
    expect(messages.at(-1)).toMatch(/already up to date/);
    await expect(updateDemoUniverse({ store, progress, today: "2026-02-30" })).rejects.toThrow(/YYYY-MM-DD/);
    expect((await readUniverseMeta(store.db))?.asOf).toBe(AS_OF);
  });

  it("advances asOf to the next trading day and gives every current product exactly one more NAV", async () => {
    const next = toDayNumber("2026-06-29");
    const result = await updateDemoUniverse({ store, progress, today: "2026-06-30" });
    expect(result.asOf).toBe("2026-06-29");
    const meta = await readUniverseMeta(store.db);
    expect(meta?.asOf).toBe("2026-06-29");
    expect(meta?.counts.navPoints).toBe(
      // real NAVs: a gap's NaN is none
      (batch.navs.reduce((n, s) => n + s.nav.filter((v) => !Number.isNaN(v)).length, 0) as number) +
        result.added,
    );
    const calendars = await readCalendars(store.db);
    for (const id of ["HK", "US", "SG", "EU", "JP", "CN", "WD", "ME"]) {
      const days = calendars.get(id) as Int32Array;
      expect([id, days[days.length - 1]]).toEqual([id, next]);
      expect(days.length).toBe((batch.calendars[id] as Int32Array).length + (id === "ME" ? 0 : 1));
    }
    const after = await histories(store, batch.products);
    let current = 0;
    for (const p of batch.products) {
      const was = before.get(p.code) as StoredNavHistory;
      const now = after.get(p.code) as StoredNavHistory;
      const cal = batch.calendars[p.calendar ?? ""] as Int32Array;
      const wasCurrent = lastDay(was) === cal[cal.length - 1] && p.code !== stale();
      expect(now.nav.length).toBe(was.nav.length + (wasCurrent ? 1 : 0));
      expect(now.nav.subarray(0, was.nav.length)).toEqual(was.nav);
      if (wasCurrent) {
        current++;
        expect(lastDay(now)).toBe(next);
      }
    }
    expect(result.added).toBe(current);
    expect(current).toBeGreaterThan(batch.products.length - 5);
  });

  it("derives the new day in the same transaction: the derived version is the new day's", async () => {
    const meta = await readDerivedMeta(store.db);
    expect(meta).toMatchObject({
      asOf: "2026-06-29",
      universeAsOf: "2026-06-29",
      products: batch.products.length,
    });
    expect(await derivedIsBehind(store.db, "2026-06-29")).toBe(false);
    const { rows } = (await store.db.execute(
      sql`select count(*)::int as n from derived_products where as_of = '2026-06-29'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(batch.products.length);
  });

  it("leaves the deliberately stale products as they were", async () => {
    const code = stale();
    expect(code).toBeDefined();
    const now = await readNavHistory(store.db, code as string);
    expect(now).toEqual(before.get(code as string));
    expect(fromDayNumber(lastDay(now as StoredNavHistory))).not.toBe("2026-06-29");
  });

  it("gives finite, plausible returns on the new day", async () => {
    const after = await histories(store, batch.products);
    const moved: number[] = [];
    for (const p of batch.products) {
      const h = after.get(p.code) as StoredNavHistory;
      if (fromDayNumber(lastDay(h)) !== "2026-06-29") continue;
      const [r] = lastReturns(h, 1) as [number];
      expect(Number.isFinite(r)).toBe(true);
      expect(Math.abs(r)).toBeLessThan(
        p.strategyKind === "leveraged" || p.strategyKind === "inverse" ? 0.6 : 0.25,
      );
      moved.push(r);
    }
    expect(new Set(moved).size).toBeGreaterThan(moved.length / 2); // not one number copied around
  });

  it("changes nothing when run again for the same day", async () => {
    const first = await snapshot(store);
    expect(await updateDemoUniverse({ store, progress, today: "2026-06-30" })).toEqual({
      asOf: "2026-06-29",
      added: 0,
    });
    expect(messages.at(-1)).toMatch(/already up to date/);
    expect(await snapshot(store)).toBe(first);
  });

  it("gives byte-identical results for the same stored universe and day (on PostgreSQL too when configured)", async () => {
    const other = await createTestStore();
    try {
      await expect(updateDemoUniverse({ store: other.store, progress, today: "2026-06-30" })).rejects.toThrow(
        UpdateRefusedError,
      );
      await writeBatch(other.store, batch);
      await updateDemoUniverse({ store: other.store, progress, today: "2026-06-30" });
      expect(await snapshot(other.store)).toBe(await snapshot(store));
    } finally {
      await other.cleanup();
    }
  });

  it("skips markets on holiday, keeps month-end AUM and money-market yields going", async () => {
    await updateDemoUniverse({ store, progress, today: "2026-07-01" }); // 30 June, a month end
    const hk = batch.products.filter((p) => p.calendar === "HK" && p.code !== stale());
    const us = batch.products.filter((p) => p.calendar === "US");
    const hkBefore = await histories(store, hk);
    expect(await updateDemoUniverse({ store, progress, today: "2026-07-02" })).toMatchObject({
      asOf: "2026-07-01", // HKSAR Establishment Day: Hong Kong is closed
    });
    const calendars = await readCalendars(store.db);
    const day = toDayNumber("2026-07-01");
    expect((calendars.get("HK") as Int32Array).includes(day)).toBe(false);
    expect((calendars.get("US") as Int32Array).at(-1)).toBe(day);
    expect(await histories(store, hk)).toEqual(hkBefore);
    for (const p of us)
      expect(lastDay((await readNavHistory(store.db, p.code)) as StoredNavHistory)).toBe(day);
    expect([...(calendars.get("ME") as Int32Array).slice(-3)].map(fromDayNumber)).toEqual([
      "2026-05-31",
      "2026-06-30",
      "2026-07-01",
    ]);
    const { rows } = (await store.db.execute(
      sql`select code, kind, start_index, "values" from product_series`,
    )) as unknown as { rows: { code: string; kind: string; start_index: number; values: Uint8Array }[] };
    const me = calendars.get("ME") as Int32Array;
    const aumEnds = rows.filter((r) => r.kind === "aum").map((r) => r.start_index + r.values.length / 8 - 1);
    expect(aumEnds.filter((i) => i === me.length - 1).length).toBeGreaterThan(batch.products.length - 5);
    const moneyMarket = batch.products.filter((p) => p.assetClass === "Cash" && p.calendar !== "HK");
    expect(moneyMarket.length).toBeGreaterThan(0);
    for (const p of moneyMarket) {
      const y = rows.find((r) => r.code === p.code && r.kind === "sevenDayYield") as (typeof rows)[number];
      const cal = calendars.get(p.calendar ?? "") as Int32Array;
      expect(y.start_index + y.values.length / 8 - 1).toBe(cal.length - 1);
    }
  });

  it("moves the products of one category together, day after day", async () => {
    for (let k = 0; k < 10; k++) await updateDemoUniverse({ store, progress, today: "2026-07-31" });
    const after = await histories(store, batch.products);
    const byCategory = new Map<string, number[][]>();
    for (const p of batch.products) {
      const h = after.get(p.code) as StoredNavHistory;
      if (p.assetClass !== "Stock" || p.isStrategy || p.code === stale()) continue;
      byCategory.set(p.category ?? "", [...(byCategory.get(p.category ?? "") ?? []), lastReturns(h, 10)]);
    }
    const [, peers] = [...byCategory].sort((a, b) => b[1].length - a[1].length)[0] as [string, number[][]];
    expect(peers.length).toBeGreaterThanOrEqual(4);
    const pairs: number[] = [];
    peers.forEach((a, i) => {
      for (const b of peers.slice(i + 1)) pairs.push(correlation(a, b));
    });
    pairs.sort((a, b) => a - b);
    expect(pairs[Math.floor(pairs.length / 2)]).toBeGreaterThan(0.5);
  });

  it("pays monthly distributions on the first dealing day of the month, as the generator does", async () => {
    const calendars = await readCalendars(store.db);
    const payers = batch.products.filter(
      (p) => p.dividendFrequency === "monthly" && p.assetClass !== "Cash" && p.code !== stale(),
    );
    expect(payers.length).toBeGreaterThan(0);
    for (const p of payers) {
      const cal = calendars.get(p.calendar ?? "") as Int32Array;
      const firstOfJuly = cal.find((d) => d >= toDayNumber("2026-07-01")) as number;
      const h = (await readNavHistory(store.db, p.code)) as StoredNavHistory;
      const paid = [...h.dividendIndex]
        .map((k) => h.days[k] as number)
        .filter((d) => d >= toDayNumber(AS_OF));
      expect([p.code, paid.map(fromDayNumber)]).toEqual([p.code, [fromDayNumber(firstOfJuly)]]);
    }
  });

  it("writes nothing when its derive fails: the previous day with its derived data stays whole", async () => {
    const universe = await snapshot(store);
    const derived = await readDerivedMeta(store.db);
    // the derived rows cannot be written: the transaction that wrote the day rolls back
    await store.db.execute(sql`alter table derived_alerts rename to derived_alerts_away`);
    try {
      await expect(updateDemoUniverse({ store, progress, today: "2026-08-31" })).rejects.toThrow(
        /derived_alerts/,
      );
    } finally {
      await store.db.execute(sql`alter table derived_alerts_away rename to derived_alerts`);
    }
    expect(await snapshot(store)).toBe(universe);
    expect(await readDerivedMeta(store.db)).toEqual(derived);
    expect(await derivedIsBehind(store.db, derived?.universeAsOf ?? "")).toBe(false);
  });

  it("refuses an imported universe", async () => {
    await store.db.execute(
      sql`update app_meta set value = jsonb_set(value, '{source}', '"import"') where key = 'universe'`,
    );
    await expect(updateDemoUniverse({ store, progress, today: "2026-08-31" })).rejects.toThrow(/import DIR/);
    await store.db.execute(
      sql`update app_meta set value = jsonb_set(value, '{source}', '"demo"') where key = 'universe'`,
    );
  });
});
