/**
 * News over HTTP on the small demo universe (PGlite, or PostgreSQL with TEST_DATABASE_URL): the
 * derive job's events checked against the stored histories and documents they come from, the
 * list / product / detail / trending answers checked against the stored events, localized text,
 * and bad input answered with a localized 4xx. Last, a re-derive after a tier change yields a
 * rating event.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import { isoDate, parseIsoDate } from "../../analytics/dates";
import type { FeeChange, Manager } from "../../data/batch";
import { deriveStored } from "../../data/jobs/derive";
import { readNavHistory } from "../../data/load/read-universe";
import { readDerivedMeta } from "../../data/metric-table";
import { createProgress } from "../../data/progress";
import { derivedNews, derivedProducts, productDocs } from "../../store/schema";

let t: TestApp;
let asOf: string;
interface Row {
  id: string;
  date: string;
  kind: string;
  code: string;
  data: Record<string, string | number | null>;
}
let events: Row[];

beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  asOf = (await readDerivedMeta(t.deps.store.db))!.asOf;
  events = (await t.deps.store.db.select().from(derivedNews).where(eq(derivedNews.asOf, asOf))) as Row[];
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function get(
  url: string,
): Promise<{ status: number; data: any; error: any; innerMessage: string | null }> {
  const res = await t.json("GET", url);
  const json = (await res.json()) as { data: unknown; error: unknown; innerMessage: string | null };
  return { status: res.status, data: json.data, error: json.error, innerMessage: json.innerMessage };
}

const byKind = (kind: string) => events.filter((e) => e.kind === kind);
const newestFirst = (a: { date: string }, b: { date: string }) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : 0;

describe("derived news events", () => {
  it("has several kinds, each event dated within the last 90 days of the data", async () => {
    const kinds = new Set(events.map((e) => e.kind));
    for (const k of ["high_52w", "aum_rise", "aum_drop", "manager_joined"]) expect(kinds).toContain(k);
    const since = isoDate(parseIsoDate(asOf) - 90);
    for (const e of events) {
      expect(e.date <= asOf).toBe(true);
      expect(e.date >= since).toBe(true);
    }
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    // the version's meta counts them (a store derived before news existed lacks it: derived again at start)
    expect((await readDerivedMeta(t.deps.store.db))!.news).toBe(events.length);
  });

  it("dates a 52-week high at a close above every close of the year before, after 60 quiet days", async () => {
    const highs = byKind("high_52w");
    expect(highs.length).toBeGreaterThan(0);
    for (const e of highs.slice(0, 25)) {
      const h = (await readNavHistory(t.deps.store.db, e.code))!;
      const day = parseIsoDate(e.date);
      const i = h.days.indexOf(day);
      expect(i).toBeGreaterThan(0);
      expect(h.nav[i]).toBe(e.data.nav);
      let high = Number.NEGATIVE_INFINITY;
      let highDay = -1;
      for (let j = 0; j < i; j++) {
        if (h.days[j]! < day - 365) continue;
        if (h.nav[j]! >= high) {
          high = h.nav[j]!;
          highDay = h.days[j]!;
        }
      }
      expect(h.nav[i]!).toBeGreaterThan(high);
      expect(e.data.previousHigh).toBe(high);
      expect(e.data.previousHighDate).toBe(isoDate(highDay));
      expect(highDay).toBeLessThanOrEqual(day - 60);
    }
  });

  it("takes manager and fee events from the products' documents", async () => {
    const docs = async (kind: string, code: string) => {
      const [row] = await t.deps.store.db
        .select({ data: productDocs.data })
        .from(productDocs)
        .where(and(eq(productDocs.kind, kind), eq(productDocs.code, code)));
      return row?.data;
    };
    for (const e of [...byKind("manager_joined"), ...byKind("manager_left")]) {
      const managers = (await docs("managers", e.code)) as Manager[];
      const m = managers.find((x) => x.name === e.data.name);
      expect(m).toBeDefined();
      expect(e.kind === "manager_joined" ? m!.startDate : m!.endDate).toBe(e.date);
    }
    for (const e of [...byKind("fee_cut"), ...byKind("fee_rise")]) {
      const changes = (await docs("feeChanges", e.code)) as FeeChange[];
      const c = changes.find((x) => x.date === e.date && x.from === e.data.from && x.to === e.data.to);
      expect(c).toBeDefined();
      expect(e.kind).toBe(c!.to < c!.from ? "fee_cut" : "fee_rise");
    }
  });
});

describe("GET /v1/pub/news/top", () => {
  it("pages every event newest first, with the product tagged", async () => {
    const first = await get("/v1/pub/news/top?pageSize=7&lang=en");
    expect(first.status).toBe(200);
    expect(first.data.total).toBe(events.length);
    expect(first.data.items).toHaveLength(7);
    const second = await get("/v1/pub/news/top?pageSize=7&page=2&lang=en");
    const items = [...first.data.items, ...second.data.items];
    expect(new Set(items.map((i: { id: string }) => i.id)).size).toBe(14);
    expect([...items].sort(newestFirst)).toEqual(items);
    expect(items[0].date).toBe([...events].sort(newestFirst)[0]!.date);
    for (const item of items) {
      const stored = events.find((e) => e.id === item.id)!;
      expect(item.kind).toBe(stored.kind);
      expect(item.source).toBe("data");
      expect(item.products.map((p: { fundCode: string }) => p.fundCode)).toEqual([stored.code]);
      expect(item.title).toContain(item.products[0].fundName);
      expect(item.title).not.toMatch(/\{\{|news:/);
    }
  });

  it("builds the text in the request's language, not stored English", async () => {
    const id = byKind("manager_joined")[0]!.id;
    const en = await get(`/v1/pub/news/${id}?lang=en`);
    const tw = await get(`/v1/pub/news/${id}?lang=zh_TW`);
    const cn = await get(`/v1/pub/news/${id}?lang=zh_CN`);
    expect(en.data.title).toMatch(/joins/);
    expect(tw.data.title).toMatch(/出任/);
    expect(cn.data.title).toMatch(/出任/);
    expect(tw.data.body).not.toBe(cn.data.body);
    expect(tw.data.body).not.toMatch(/[A-Za-z]{4,} (on|the|as) /);
  });

  it("ignores an institution without feed items of its own, and answers an empty last page", async () => {
    const scoped = await get("/v1/pub/news/top?institution_id=7&pageSize=5");
    expect(scoped.data.total).toBe(events.length);
    const beyond = await get("/v1/pub/news/top?page=9999&pageSize=50");
    expect(beyond.status).toBe(200);
    expect(beyond.data.items).toEqual([]);
  });

  it.each([
    ["page=0", "page"],
    ["pageSize=51", "pageSize"],
    ["page=abc", "page"],
    ["institution_id=-1", "institution_id"],
  ])("rejects %s with a localized 400 naming the field", async (query, field) => {
    const en = await get(`/v1/pub/news/top?${query}&lang=en`);
    expect(en.status).toBe(400);
    expect(en.error.code).toBe(40000001);
    expect(en.error.message.split(":")[0]).toBe(field);
    const tw = await get(`/v1/pub/news/top?${query}&lang=zh_TW`);
    expect(tw.status).toBe(400);
    expect(en.innerMessage).toBe(`Some information is invalid: ${field}`);
    expect(tw.innerMessage).toBe(`部分資料無效：${field}`);
  });
});

describe("GET /v1/pub/news", () => {
  it("answers one product's events only", async () => {
    const code = byKind("high_52w")[0]!.code;
    const { status, data } = await get(`/v1/pub/news?fundCode=${code}&lang=en`);
    expect(status).toBe(200);
    const mine = events.filter((e) => e.code === code);
    expect(data.total).toBe(mine.length);
    expect(new Set(data.items.map((i: { id: string }) => i.id))).toEqual(new Set(mine.map((e) => e.id)));
  });

  it("answers the events of the products tracking or holding a ticker", async () => {
    const result = await t.deps.store.db.execute(
      sql`select p.code, p.symbol from products p join derived_news n on n.code = p.code and n.as_of = ${asOf}
          where p.symbol is not null order by p.code limit 1`,
    );
    const { code, symbol } = (result as unknown as { rows: Array<{ code: string; symbol: string }> })
      .rows[0]!;
    const related = await get(
      `/v1/pub/news/ticker/related-funds?ticker=${encodeURIComponent(symbol)}&limit=100`,
    );
    const codes = new Set(related.data.map((p: { fundCode: string }) => p.fundCode));
    expect(codes).toContain(code);
    const { data } = await get(`/v1/pub/news?ticker=${encodeURIComponent(symbol.toLowerCase())}&pageSize=50`);
    expect(data.total).toBe(events.filter((e) => codes.has(e.code)).length);
    for (const item of data.items) expect(codes.has(item.products[0].fundCode)).toBe(true);
    const none = await get("/v1/pub/news?ticker=ZZZZ9");
    expect(none.status).toBe(200);
    expect(none.data.total).toBe(0);
  });

  it("answers 80610001 for an unknown product and 400 without a product or ticker", async () => {
    const unknown = await get("/v1/pub/news?fundCode=NOPE");
    expect(unknown.status).toBe(404);
    expect(unknown.error.code).toBe(80610001);
    for (const query of ["", "?page=2", "?ticker=%3Cscript%3E", "?fundCode=%00x"]) {
      const bad = await get(`/v1/pub/news${query}`);
      expect(bad.status).toBe(400);
      expect(bad.error.code).toBe(40000001);
    }
  });
});

describe("GET /v1/pub/news/{id}", () => {
  it("answers the item as the list has it", async () => {
    const { data: page } = await get("/v1/pub/news/top?pageSize=3&lang=zh_CN");
    for (const item of page.items) {
      const { status, data } = await get(`/v1/pub/news/${encodeURIComponent(item.id)}?lang=zh_CN`);
      expect(status).toBe(200);
      expect(data).toEqual(item);
    }
  });

  it("answers 404 40400001 for an unknown id and 400 for a malformed one", async () => {
    const missing = await get("/v1/pub/news/high_52w.NOPE.2020-01-01");
    expect(missing.status).toBe(404);
    expect(missing.error.code).toBe(40400001);
    const bad = await get("/v1/pub/news/%3Cb%3E");
    expect(bad.status).toBe(400);
    expect(bad.error.code).toBe(40000001);
  });
});

describe("GET /v1/pub/news/trending", () => {
  it("ranks products by their events of the last 30 days of news", async () => {
    const { status, data } = await get("/v1/pub/news/trending?limit=5");
    expect(status).toBe(200);
    expect(data.length).toBe(5);
    const newest = [...events].sort(newestFirst)[0]!.date;
    const since = isoDate(parseIsoDate(newest) - 30);
    const count = (code: string) => events.filter((e) => e.code === code && e.date >= since).length;
    for (const t of data) expect(t.events).toBe(count(t.product.fundCode));
    const counts = data.map((x: { events: number }) => x.events);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const best = Math.max(...events.map((e) => count(e.code)));
    expect(counts[0]).toBe(best);
  });
});

describe("rating-tier news", () => {
  it("re-deriving after a tier change yields a rating event from the previous tier", async () => {
    const db = t.deps.store.db;
    const [row] = await db
      .select({ code: derivedProducts.code, tier: derivedProducts.ratingTier })
      .from(derivedProducts)
      .where(and(eq(derivedProducts.asOf, asOf), eq(derivedProducts.ratingTier, "Gold")))
      .limit(1);
    expect(row).toBeDefined();
    // the version in use says Bottom: the new one (Gold again) is a move up
    await db
      .update(derivedProducts)
      .set({ ratingTier: "Bottom" })
      .where(and(eq(derivedProducts.asOf, asOf), eq(derivedProducts.code, row!.code)));
    await deriveStored({ store: t.deps.store, progress: createProgress({ tty: false, write: () => {} }) });
    const rating = await db
      .select()
      .from(derivedNews)
      .where(and(eq(derivedNews.code, row!.code), eq(derivedNews.kind, "rating_up")));
    expect(rating).toHaveLength(1);
    expect(rating[0]!.data).toEqual({ from: "Bottom", to: "Gold" });
    expect(rating[0]!.date).toBe(asOf);
    // a further derive keeps it (the comparison is gone, the fact is not)
    await deriveStored({ store: t.deps.store, progress: createProgress({ tty: false, write: () => {} }) });
    const kept = await db.select().from(derivedNews).where(eq(derivedNews.kind, "rating_up"));
    expect(kept.map((r) => r.code)).toEqual([row!.code]);
  }, 60_000);
});
