/**
 * Watchlists and risk alerts over HTTP on the small demo universe (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): groups and items with their limits and the Default group's rules, every
 * call scoped to its owner, the alerts of watched products with a per-user read state that
 * survives a re-derive, and the digest setting.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WATCHLIST_MAX_GROUPS, WATCHLIST_MAX_ITEMS } from "../../../shared/api/watchlist";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import { deriveStored } from "../../data/jobs/derive";
import { readDerivedMeta } from "../../data/metric-table";
import { createProgress } from "../../data/progress";
import { derivedAlerts, users, watchlistGroups, watchlistItems } from "../../store/schema";

let t: TestApp;
let asOf: string;
let alertRows: Array<typeof derivedAlerts.$inferSelect>;
const headers = new Map<string, Record<string, string>>();

async function user(id: string): Promise<Record<string, string>> {
  const known = headers.get(id);
  if (known) return known;
  await t.deps.store.db
    .insert(users)
    .values({ id, email: `${id}@example.com` })
    .onConflictDoNothing();
  const h = await bearerFor(t.deps.secrets.jwt, {
    userId: id,
    email: `${id}@example.com`,
    authLevel: 0,
    licenseStatus: 0,
  });
  headers.set(id, h);
  return h;
}

type Answer = { status: number; data: any; error: any; innerMessage: string | null };
async function call(method: string, url: string, who: string | null, body?: unknown): Promise<Answer> {
  const res = await t.json(method, url, body, who ? await user(who) : {});
  const json = (await res.json()) as Omit<Answer, "status">;
  return { ...json, status: res.status };
}

const codesWithAlerts = () => [...new Set(alertRows.map((a) => a.code))];

beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  asOf = (await readDerivedMeta(t.deps.store.db))!.asOf;
  alertRows = await t.deps.store.db.select().from(derivedAlerts).where(eq(derivedAlerts.asOf, asOf));
}, 90_000);
afterAll(async () => {
  await t?.close();
});

describe("watchlist groups", () => {
  it("GET /v1/app/watchlist/groups answers 401 without a token", async () => {
    const res = await call("GET", "/v1/app/watchlist/groups", null);
    expect(res.status).toBe(401);
  });

  it("GET /v1/app/watchlist/groups makes the Default group once, named in the request's language", async () => {
    const en = await call("GET", "/v1/app/watchlist/groups?lang=en", "u-first");
    expect(en.status).toBe(200);
    expect(en.data.groups).toHaveLength(1);
    expect(en.data.groups[0]).toMatchObject({
      name: "Default",
      isDefault: true,
      personalized: false,
      items: [],
    });
    const tw = await call("GET", "/v1/app/watchlist/groups?lang=zh_TW", "u-first");
    expect(tw.data.groups[0]).toMatchObject({ id: en.data.groups[0].id, name: "預設" });
    const cn = await call("GET", "/v1/app/watchlist/groups?lang=zh_CN", "u-first");
    expect(cn.data.groups[0].name).toBe("默认");
  });

  it("concurrent first calls of a new user make exactly one Default group", async () => {
    await user("u-race");
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call("GET", "/v1/app/watchlist/groups", "u-race")),
    );
    const ids = new Set(answers.map((a) => a.data.groups[0].id));
    expect(ids.size).toBe(1);
    const rows = await t.deps.store.db
      .select()
      .from(watchlistGroups)
      .where(eq(watchlistGroups.userId, "u-race"));
    expect(rows).toHaveLength(1);
  });

  it("POST /v1/app/watchlist/groups creates a group with a trimmed name, after Default", async () => {
    const made = await call("POST", "/v1/app/watchlist/groups", "u-groups", { name: "  Tech  funds " });
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({ name: "Tech funds", isDefault: false, items: [] });
    const list = await call("GET", "/v1/app/watchlist/groups?lang=en", "u-groups");
    expect(list.data.groups.map((g: { name: string }) => g.name)).toEqual(["Default", "Tech funds"]);
  });

  it.each([
    ["empty", ""],
    ["spaces only", "   "],
    ["27 characters", "x".repeat(27)],
    ["a NUL byte", "bad\u0000name"],
    ["not a string", 42],
  ])("POST /v1/app/watchlist/groups rejects a name that is %s with 400 40000001", async (_, name) => {
    const res = await call("POST", "/v1/app/watchlist/groups?lang=en", "u-groups", { name });
    expect(res.status).toBe(400);
    expect(res.error.code).toBe(40000001);
    expect(res.innerMessage).toMatch(/name/);
  });

  it("accepts 26 characters, and Chinese names", async () => {
    expect(
      (await call("POST", "/v1/app/watchlist/groups", "u-groups", { name: "y".repeat(26) })).status,
    ).toBe(200);
    expect((await call("POST", "/v1/app/watchlist/groups", "u-groups", { name: "收息基金" })).data.name).toBe(
      "收息基金",
    );
  });

  it.each([
    ["the same name in another case", "TECH FUNDS"],
    ["the Default group's name", "default"],
    ["the Default group's Chinese name", "預設"],
  ])("POST /v1/app/watchlist/groups refuses %s with 409 40900013", async (_, name) => {
    const res = await call("POST", "/v1/app/watchlist/groups?lang=zh_TW", "u-groups", { name });
    expect(res.status).toBe(409);
    expect(res.error.code).toBe(40900013);
    expect(res.innerMessage).toBe("已有同名的自選分組。");
  });

  it(`refuses group ${WATCHLIST_MAX_GROUPS + 1} with 409 40900011`, async () => {
    for (let i = 2; i <= WATCHLIST_MAX_GROUPS; i++) {
      const res = await call("POST", "/v1/app/watchlist/groups", "u-many", { name: `Group ${i}` });
      expect(res.status, `group ${i}`).toBe(200);
    }
    const over = await call("POST", "/v1/app/watchlist/groups?lang=en", "u-many", { name: "One more" });
    expect(over.status).toBe(409);
    expect(over.error.code).toBe(40900011);
    expect((await call("GET", "/v1/app/watchlist/groups", "u-many")).data.groups).toHaveLength(
      WATCHLIST_MAX_GROUPS,
    );
  });

  it("concurrent creates of one name make one group; concurrent creates stop at the limit", async () => {
    const same = await Promise.all(
      Array.from({ length: 5 }, () =>
        call("POST", "/v1/app/watchlist/groups", "u-concurrent", { name: "Twin" }),
      ),
    );
    expect(same.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const many = await Promise.all(
      Array.from({ length: WATCHLIST_MAX_GROUPS + 3 }, (_, i) =>
        call("POST", "/v1/app/watchlist/groups", "u-concurrent", { name: `Parallel ${i}` }),
      ),
    );
    expect(many.filter((r) => r.status === 200)).toHaveLength(WATCHLIST_MAX_GROUPS - 2);
    expect(new Set(many.filter((r) => r.status !== 200).map((r) => r.error.code))).toEqual(
      new Set([40900011]),
    );
  });

  it("PUT renames a group; the Default group is neither renamed nor deleted (409 40900014)", async () => {
    const { data: g } = await call("POST", "/v1/app/watchlist/groups", "u-rename", { name: "Bonds" });
    const renamed = await call("PUT", `/v1/app/watchlist/groups/${g.id}`, "u-rename", { name: "Bond funds" });
    expect(renamed.data).toMatchObject({ id: g.id, name: "Bond funds" });
    const def = (await call("GET", "/v1/app/watchlist/groups", "u-rename")).data.groups[0];
    for (const [method, body] of [
      ["PUT", { name: "Mine" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await call(method, `/v1/app/watchlist/groups/${def.id}?lang=en`, "u-rename", body);
      expect(res.status, method).toBe(409);
      expect(res.error.code).toBe(40900014);
      expect(res.innerMessage).toBe("The Default group cannot be renamed or deleted.");
    }
    expect((await call("PUT", `/v1/app/watchlist/groups/${g.id}`, "u-rename", {})).status).toBe(400);
  });

  it("PUT personalized makes one group, and only it, the Personalized list", async () => {
    const a = (await call("POST", "/v1/app/watchlist/groups", "u-pers", { name: "A" })).data;
    const b = (await call("POST", "/v1/app/watchlist/groups", "u-pers", { name: "B" })).data;
    await call("PUT", `/v1/app/watchlist/groups/${a.id}`, "u-pers", { personalized: true });
    const after = await call("PUT", `/v1/app/watchlist/groups/${b.id}`, "u-pers", { personalized: true });
    expect(after.data.personalized).toBe(true);
    const groups = (await call("GET", "/v1/app/watchlist/groups", "u-pers")).data.groups;
    expect(
      groups.filter((g: { personalized: boolean }) => g.personalized).map((g: { id: string }) => g.id),
    ).toEqual([b.id]);
    expect(
      (await call("PUT", `/v1/app/watchlist/groups/${a.id}`, "u-pers", { personalized: false })).status,
    ).toBe(400);
  });

  it("DELETE removes a group with its products", async () => {
    const g = (await call("POST", "/v1/app/watchlist/groups", "u-del", { name: "Gone" })).data;
    const code = codesWithAlerts()[0]!;
    await call("POST", `/v1/app/watchlist/groups/${g.id}/items/${code}`, "u-del");
    expect((await call("DELETE", `/v1/app/watchlist/groups/${g.id}`, "u-del")).status).toBe(200);
    expect((await call("GET", "/v1/app/watchlist/groups", "u-del")).data.groups).toHaveLength(1);
    const left = await t.deps.store.db.select().from(watchlistItems).where(eq(watchlistItems.groupId, g.id));
    expect(left).toHaveLength(0);
    expect((await call("DELETE", `/v1/app/watchlist/groups/${g.id}`, "u-del")).status).toBe(404);
  });
});

describe("watchlist items", () => {
  it("POST adds a product with its summary, newest first; adding twice keeps one", async () => {
    const def = (await call("GET", "/v1/app/watchlist/groups", "u-items")).data.groups[0];
    const [first, second] = codesWithAlerts();
    await call("POST", `/v1/app/watchlist/groups/${def.id}/items/${first}`, "u-items");
    const added = await call(
      "POST",
      `/v1/app/watchlist/groups/${def.id}/items/${second}?lang=zh_CN`,
      "u-items",
    );
    expect(added.status).toBe(200);
    expect(added.data.items.map((i: { fundCode: string }) => i.fundCode)).toEqual([second, first]);
    expect(added.data.items[0].product).toMatchObject({ fundCode: second });
    expect(typeof added.data.items[0].addedAt).toBe("string");
    const again = await call("POST", `/v1/app/watchlist/groups/${def.id}/items/${first}`, "u-items");
    expect(again.data.items).toHaveLength(2);
  });

  it("POST with an unknown product answers 404 80610001", async () => {
    const def = (await call("GET", "/v1/app/watchlist/groups", "u-items")).data.groups[0];
    const res = await call("POST", `/v1/app/watchlist/groups/${def.id}/items/NO-SUCH-CODE`, "u-items");
    expect(res.status).toBe(404);
    expect(res.error.code).toBe(80610001);
  });

  it("DELETE removes a product; removing it again changes nothing", async () => {
    const def = (await call("GET", "/v1/app/watchlist/groups", "u-items")).data.groups[0];
    const code = def.items[0].fundCode;
    const removed = await call("DELETE", `/v1/app/watchlist/groups/${def.id}/items/${code}`, "u-items");
    expect(removed.data.items.map((i: { fundCode: string }) => i.fundCode)).not.toContain(code);
    const again = await call("DELETE", `/v1/app/watchlist/groups/${def.id}/items/${code}`, "u-items");
    expect(again.status).toBe(200);
    expect(again.data.items).toHaveLength(removed.data.items.length);
  });

  it(`refuses product ${WATCHLIST_MAX_ITEMS + 1} of a group with 409 40900012`, async () => {
    const g = (await call("POST", "/v1/app/watchlist/groups", "u-full", { name: "Full" })).data;
    const table = await t.deps.metrics.get();
    const codes = table.text.code.slice(0, WATCHLIST_MAX_ITEMS + 1) as string[];
    await t.deps.store.db
      .insert(watchlistItems)
      .values(
        codes
          .slice(0, WATCHLIST_MAX_ITEMS)
          .map((fundCode) => ({ groupId: g.id, userId: "u-full", fundCode })),
      );
    const over = await call(
      "POST",
      `/v1/app/watchlist/groups/${g.id}/items/${codes[WATCHLIST_MAX_ITEMS]}`,
      "u-full",
    );
    expect(over.status).toBe(409);
    expect(over.error.code).toBe(40900012);
    // one already there is still "added" (unchanged)
    const there = await call("POST", `/v1/app/watchlist/groups/${g.id}/items/${codes[0]}`, "u-full");
    expect(there.status).toBe(200);
    expect(there.data.items).toHaveLength(WATCHLIST_MAX_ITEMS);
  });

  it("another user's group is 404 for every call, and stays as it was", async () => {
    const g = (await call("POST", "/v1/app/watchlist/groups", "u-owner", { name: "Private" })).data;
    const code = codesWithAlerts()[0]!;
    await call("POST", `/v1/app/watchlist/groups/${g.id}/items/${code}`, "u-owner");
    for (const [method, url, body] of [
      ["PUT", `/v1/app/watchlist/groups/${g.id}`, { name: "Mine now" }],
      ["PUT", `/v1/app/watchlist/groups/${g.id}`, { personalized: true }],
      ["DELETE", `/v1/app/watchlist/groups/${g.id}`],
      ["POST", `/v1/app/watchlist/groups/${g.id}/items/${code}`],
      ["DELETE", `/v1/app/watchlist/groups/${g.id}/items/${code}`],
    ] as const) {
      const res = await call(method, url, "u-intruder", body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.error.code).toBe(40400001);
    }
    const [row] = await t.deps.store.db
      .select()
      .from(watchlistGroups)
      .where(and(eq(watchlistGroups.id, g.id), eq(watchlistGroups.userId, "u-owner")));
    expect(row).toMatchObject({ name: "Private", personalized: false });
    expect((await call("GET", "/v1/app/watchlist/groups", "u-owner")).data.groups[1].items).toHaveLength(1);
  });
});

describe("risk alerts", () => {
  it("the derive job stored alerts of every type with unique ids", () => {
    expect(new Set(alertRows.map((a) => a.type))).toEqual(
      new Set(["aum_change", "concentration", "fee_change", "abnormal_return", "manager_change"]),
    );
    expect(new Set(alertRows.map((a) => a.id)).size).toBe(alertRows.length);
  });

  it("GET /v1/app/alerts lists the watched products' alerts newest first, localized, all unread", async () => {
    const codes = codesWithAlerts().slice(0, 6);
    const def = (await call("GET", "/v1/app/watchlist/groups", "u-alerts")).data.groups[0];
    for (const code of codes)
      await call("POST", `/v1/app/watchlist/groups/${def.id}/items/${code}`, "u-alerts");
    const expected = alertRows.filter((a) => codes.includes(a.code));
    const en = await call("GET", "/v1/app/alerts?lang=en&pageSize=100", "u-alerts");
    expect(en.status).toBe(200);
    expect(en.data).toMatchObject({ total: expected.length, unread: expected.length, page: 1 });
    expect(new Set(en.data.items.map((a: { id: string }) => a.id))).toEqual(
      new Set(expected.map((a) => a.id)),
    );
    const dates = en.data.items.map((a: { date: string }) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const a of en.data.items) {
      expect(a.read).toBe(false);
      expect(a.product.fundCode).toBe(a.fundCode);
      expect(a.title.length).toBeGreaterThan(3);
      expect(a.message).toMatch(/\d/);
    }
    const tw = await call("GET", "/v1/app/alerts?lang=zh_TW&pageSize=100", "u-alerts");
    expect(tw.data.items[0].title).toMatch(/[\u4e00-\u9fff]/);
    expect(tw.data.items[0].message).toMatch(/[\u4e00-\u9fff]/);
    expect((await call("GET", "/v1/app/alerts/count", "u-alerts")).data).toEqual({ unread: expected.length });
  });

  it("messages carry the triggering figure of each kind", async () => {
    const byKind = new Map(alertRows.map((a) => [a.kind, a]));
    for (const a of byKind.values()) {
      const res = await call("GET", `/v1/app/alerts?lang=en&fundCode=${a.code}&pageSize=100`, "u-kinds");
      const item = res.data.items.find((i: { id: string }) => i.id === a.id);
      expect(item, a.kind).toBeTruthy();
      const d = a.data as Record<string, number | string>;
      if (a.kind === "aum_change")
        expect(item.message).toContain(`${Math.round(Math.abs(Number(d.change)) * 100)}%`);
      if (a.type === "concentration") {
        expect(item.message).toContain(`${Math.round(Number(d.weight) * 100)}%`);
        expect(item.detail.labelName).not.toContain("_");
      }
      if (a.type === "fee_change") expect(item.message).toContain(`${(Number(d.to) * 100).toFixed(2)}%`);
      if (a.type === "abnormal_return")
        expect(item.message).toContain(`${(Math.abs(Number(d.move)) * 100).toFixed(1)}%`);
      if (a.type === "manager_change") expect(item.message).toContain(String(d.joined ?? d.left));
    }
  });

  it("POST /v1/app/alerts/read marks the caller's alerts only; unreadOnly and count follow", async () => {
    const list = (await call("GET", "/v1/app/alerts?pageSize=100", "u-alerts")).data;
    const first = list.items[0].id;
    const after = await call("POST", "/v1/app/alerts/read", "u-alerts", { ids: [first, "no.such.alert"] });
    expect(after.data).toEqual({ unread: list.total - 1 });
    const unread = (await call("GET", "/v1/app/alerts?unreadOnly=true&pageSize=100", "u-alerts")).data;
    expect(unread.total).toBe(list.total - 1);
    expect(unread.items.map((a: { id: string }) => a.id)).not.toContain(first);
    // another user watching the same product still sees it unread
    const def = (await call("GET", "/v1/app/watchlist/groups", "u-other-reader")).data.groups[0];
    await call(
      "POST",
      `/v1/app/watchlist/groups/${def.id}/items/${list.items[0].fundCode}`,
      "u-other-reader",
    );
    const theirs = (await call("GET", "/v1/app/alerts?pageSize=100", "u-other-reader")).data;
    expect(theirs.items.find((a: { id: string }) => a.id === first).read).toBe(false);
    const all = await call("POST", "/v1/app/alerts/read", "u-alerts", { all: true });
    expect(all.data).toEqual({ unread: 0 });
    expect((await call("GET", "/v1/app/alerts/count", "u-other-reader")).data.unread).toBe(theirs.unread);
  });

  it.each([
    ["neither ids nor all", {}],
    ["an empty id list", { ids: [] }],
    ["all: false", { all: false }],
  ])("POST /v1/app/alerts/read rejects %s with 400", async (_, body) => {
    const res = await call("POST", "/v1/app/alerts/read", "u-alerts", body);
    expect(res.status).toBe(400);
    expect(res.error.code).toBe(40000001);
  });

  it("GET /v1/app/alerts?fundCode= shows a product's alerts whether watched or not; unknown → 404", async () => {
    const code = codesWithAlerts().at(-1)!;
    const res = await call("GET", `/v1/app/alerts?fundCode=${code}`, "u-nowatch");
    expect(res.data.total).toBe(alertRows.filter((a) => a.code === code).length);
    expect(res.data.unread).toBe(0);
    const bad = await call("GET", "/v1/app/alerts?fundCode=NO-SUCH", "u-nowatch");
    expect(bad.status).toBe(404);
    expect(bad.error.code).toBe(80610001);
    expect((await call("GET", "/v1/app/alerts?pageSize=0", "u-nowatch")).status).toBe(400);
  });

  it("GET/PUT /v1/app/alerts/settings keeps the digest choice per user", async () => {
    expect((await call("GET", "/v1/app/alerts/settings", "u-settings")).data).toEqual({ emailDigest: "off" });
    expect(
      (await call("PUT", "/v1/app/alerts/settings", "u-settings", { emailDigest: "weekly" })).data,
    ).toEqual({
      emailDigest: "weekly",
    });
    expect((await call("GET", "/v1/app/alerts/settings", "u-settings")).data).toEqual({
      emailDigest: "weekly",
    });
    expect((await call("GET", "/v1/app/alerts/settings", "u-other-reader")).data).toEqual({
      emailDigest: "off",
    });
    const bad = await call("PUT", "/v1/app/alerts/settings", "u-settings", { emailDigest: "hourly" });
    expect(bad.status).toBe(400);
  });

  it("read state survives a re-derive: the same facts keep their ids", async () => {
    await deriveStored({ store: t.deps.store, progress: createProgress({ tty: false, write: () => {} }) });
    const again = await t.deps.store.db.select().from(derivedAlerts).where(eq(derivedAlerts.asOf, asOf));
    expect(new Set(again.map((a) => a.id))).toEqual(new Set(alertRows.map((a) => a.id)));
    await t.deps.metrics.get();
    expect((await call("GET", "/v1/app/alerts/count", "u-alerts")).data).toEqual({ unread: 0 });
  }, 90_000);
});
