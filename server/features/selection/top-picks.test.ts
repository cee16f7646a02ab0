/**
 * Top Picks: the one preview rule (`previewTopPicks`), the one reader of curated-list members
 * (`curatedList`), and the two routes that answer them, each shown to pass through the rule.
 * The assistant's getCuratedList tool is shown to use it in server/assistant/tools/tools.test.ts.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TopPickItem, TopPickPage, TopPicks } from "../../../shared/api/selection";
import { curatedListIds, TOP_PICKS_LIST } from "../../../shared/domain/product";
import { type Plan, plans } from "../../../shared/entitlements";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import { curatedListIds as libraryListIds } from "../../analytics";
import { readDerivedMeta } from "../../data/metric-table";
import { derivedLists } from "../../store/schema";
import { createSelectionService, previewTopPicks } from "./index";

const item = (fundCode: string) => ({ fundCode, listValue: 1 }) as TopPickItem;
const items = ["A", "B", "C", "D", "E"].map(item);

describe("previewTopPicks: the one rule by which a plan sees Top Picks", () => {
  it.each(["anonymous", "pro"] as const)("shows %s the first 3 rows of page 1, marked", (plan) => {
    expect(previewTopPicks({ items }, { plan, list: TOP_PICKS_LIST })).toEqual({
      items: items.slice(0, 3),
      preview: { rows: 3, capability: "topPicks" },
    });
    const page: TopPickPage = { total: 5, page: 1, pageSize: 30, items };
    expect(previewTopPicks(page, { plan, list: TOP_PICKS_LIST })).toEqual({
      ...page,
      items: items.slice(0, 3),
      preview: { rows: 3, capability: "topPicks" },
    });
  });

  it.each(["anonymous", "pro"] as const)("shows %s nothing past page 1, and keeps the total", (plan) => {
    const page: TopPickPage = { total: 40, page: 2, pageSize: 30, items };
    expect(previewTopPicks(page, { plan, list: TOP_PICKS_LIST })).toMatchObject({
      total: 40,
      items: [],
      preview: { rows: 3 },
    });
  });

  it.each(plans.filter((p) => p !== "anonymous" && p !== "pro"))("shows %s the whole answer", (plan) => {
    const page: TopPickPage = { total: 5, page: 1, pageSize: 30, items };
    expect(previewTopPicks(page, { plan, list: TOP_PICKS_LIST })).toBe(page);
  });

  it.each(plans)("shows %s every other curated list whole: they are public selectors", (plan) => {
    const page: TopPickPage = { total: 5, page: 1, pageSize: 30, items };
    for (const list of curatedListIds.filter((l) => l !== TOP_PICKS_LIST))
      expect(previewTopPicks(page, { plan, list })).toBe(page);
  });
});

let t: TestApp;
let asOf: string;
beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  asOf = (await readDerivedMeta(t.deps.store.db))!.asOf;
});
afterAll(async () => {
  await t?.close();
});

const stored = (list: string, limit = 1000) =>
  t.deps.store.db
    .select({ code: derivedLists.code, value: derivedLists.value })
    .from(derivedLists)
    .where(and(eq(derivedLists.asOf, asOf), eq(derivedLists.list, list)))
    .orderBy(asc(derivedLists.position))
    .limit(limit);

async function postFor<T>(path: string, body: unknown, headers: Record<string, string>) {
  const res = await t.json("POST", `${path}?lang=en`, body, headers);
  return { status: res.status, body: (await res.json()) as { data: T; error: { code: number } | null } };
}
const premium = () => bearerFor(t.deps.secrets.jwt, { authLevel: 2, licenseStatus: 2 });
const pro = () => bearerFor(t.deps.secrets.jwt, { authLevel: 0, licenseStatus: 0 });
const callers: Array<[Plan, () => Promise<Record<string, string>>]> = [["pro", pro]];

describe("curatedList: the one reader of curated-list members", () => {
  it("keeps the list ids of the API and the analytics library equal", () => {
    expect([...curatedListIds]).toEqual([...libraryListIds]);
  });

  it.each(curatedListIds.flatMap((l) => (["fund", "etf"] as const).map((type) => [type, l] as const)))(
    "reads the %s list %s best first, with the figure each member is ranked by",
    async (productType, list) => {
      const selection = createSelectionService({ metrics: t.deps.metrics, store: t.deps.store });
      const picks = await selection.curatedList({ productType, list, limit: 5, lang: "en" });
      const members = await stored(`${productType}:${list}`, 5);
      expect(picks.items.map((i) => [i.fundCode, i.listValue])).toEqual(
        members.map((m) => [m.code, m.value]),
      );
      expect(picks.items.every((i) => i.productType === productType)).toBe(true);
      expect(picks.preview).toBeUndefined();
    },
  );
});

describe("POST /v1/app/fund/top-pick", () => {
  const path = "/v1/app/fund/top-pick";

  it("answers the default list top_excess_return_1y best first, with its ranking figure", async () => {
    const members = await stored("fund:top_excess_return_1y", 5);
    const { status, body } = await postFor<TopPicks>(
      path,
      { productType: "fund", limit: 5 },
      await premium(),
    );
    expect(status).toBe(200);
    expect(body.data.items.map((x) => [x.fundCode, x.listValue])).toEqual(
      members.map((r) => [r.code, r.value]),
    );
    expect(body.data.items[0]).toMatchObject({ productType: "fund", fundName: expect.any(String) });
    expect(body.data.preview).toBeUndefined();
  });

  it.each(curatedListIds.map((l) => [l]))("answers the ETF list %s", async (list) => {
    const { status, body } = await postFor<TopPicks>(path, { productType: "etf", list }, await premium());
    expect(status).toBe(200);
    expect(body.data.items.length).toBeLessThanOrEqual(30);
    for (const x of body.data.items) expect(x.productType).toBe("etf");
  });

  it.each(callers)("answers %s what previewTopPicks makes of the whole list", async (plan, headers) => {
    const request = { productType: "fund", limit: 10 };
    const full = await postFor<TopPicks>(path, request, await premium());
    expect(full.body.data.items).toHaveLength(10);
    const { body } = await postFor<TopPicks>(path, request, await headers());
    expect(body.data).toEqual(previewTopPicks(full.body.data, { plan, list: TOP_PICKS_LIST }));
  });

  it.each([
    ["an unknown list", { productType: "fund", list: "best_ever" }, "list"],
    ["an unknown product type", { productType: "stock" }, "productType"],
    ["a missing product type", {}, "productType"],
    ["a limit over 100", { productType: "fund", limit: 101 }, "limit"],
    ["a fractional limit", { productType: "fund", limit: 1.5 }, "limit"],
  ])("rejects %s", async (_, request, field) => {
    const res = await t.json("POST", path, request, await premium());
    const answer = (await res.json()) as { error: { code: number; message: string } };
    expect(res.status).toBe(400);
    expect(answer.error.code).toBe(40000001);
    expect(answer.error.message.split(":")[0]).toBe(field);
  });
});

describe("POST /v1/pub/fund/selection/top-pick/list", () => {
  const path = "/v1/pub/fund/selection/top-pick/list";

  it.each<[Plan, () => Promise<Record<string, string>>]>([["anonymous", async () => ({})], ...callers])(
    "answers %s what previewTopPicks makes of the page",
    async (plan, headers) => {
      for (const page of [1, 2]) {
        const full = await postFor<TopPickPage>(path, { page }, await premium());
        const { status, body } = await postFor<TopPickPage>(path, { page }, await headers());
        expect(status).toBe(200);
        expect(body.data).toEqual(previewTopPicks(full.body.data, { plan, list: TOP_PICKS_LIST }));
      }
    },
  );

  it("refuses an expired token instead of silently previewing", async () => {
    const expired = await bearerFor(t.deps.secrets.jwt, {}, { now: new Date(Date.now() - 3600_000) });
    const { status, body } = await postFor(path, {}, expired);
    expect(status).toBe(401);
    expect(body.error!.code).toBe(40100002);
  });
});
