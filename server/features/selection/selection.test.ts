import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductSummary } from "../../../shared/api/product-summary";
import {
  advancedFilterKeys,
  axisPresets,
  fundSortTypes,
  type SelectionCriteria,
  selectionAxes,
  type TopPickItem,
  topPickLists,
} from "../../../shared/api/selection";
import type { ProductType } from "../../../shared/domain/product";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import type { DerivedProduct } from "../../data/derive/types";
import type { MetricTable } from "../../data/metric-table";
import { derivedLists, derivedProducts } from "../../store/schema";
import { createSelectionService, jsonItems } from "./selection.service";
import { referenceCodes } from "./test-support";

let t: TestApp;
let table: MetricTable;
/** A Premium caller: every filter, advanced ones included, is theirs (the plan rules are tested below). */
let premiumCaller: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  table = await t.deps.metrics.get();
  premiumCaller = await bearerFor(t.deps.secrets.jwt, { authLevel: 2, licenseStatus: 2 });
});
afterAll(async () => {
  await t?.close();
});

type Page<T = ProductSummary> = { total: number; page: number; pageSize: number; items: T[] };
type Body<T> = { status: string; data: T; error: { code: number; message: string } | null };

async function post<T = Page>(
  path: string,
  body: unknown,
  lang = "en",
  headers: Record<string, string> = {},
) {
  const res = await t.json("POST", `${path}?lang=${lang}`, body, headers);
  return { status: res.status, body: (await res.json()) as Body<T> };
}
const list = (type: ProductType, body: unknown, lang?: string) =>
  post(`/v1/pub/${type}/selection/list`, body, lang, premiumCaller);
const codes = (p: { items: Array<{ fundCode: string }> }) => p.items.map((i) => i.fundCode);
/** A valid value of each advanced filter. */
const filterValue: Record<(typeof advancedFilterKeys)[number], unknown> = {
  minReturn1y: 0.1,
  minSharpe1y: 1,
  maxVolatility1y: 0.1,
  maxDrawdown1y: 0.05,
  maxTotalExpenseRatio: 0.005,
  minSevenDayYield: 0.01,
  maxEffectiveDuration: 3,
  creditRatings: ["A"],
  domiciles: ["LU"],
  launchedBefore: "2015-01-01",
};
/** The first value of a text column among eligible funds (so the filters are tested on real data). */
const someValue = (column: keyof MetricTable["text"]) =>
  table.text[column].find((v, r) => v !== null && table.text.productType[r] === "fund")!;

describe("the advanced filters need Premium", () => {
  it.each(advancedFilterKeys)("%s is refused to anonymous and Pro callers with 403 40300001", async (key) => {
    const value = filterValue[key];
    const pro = await bearerFor(t.deps.secrets.jwt, {
      userId: "u-pro-filters",
      authLevel: 0,
      licenseStatus: 0,
    });
    for (const headers of [{}, pro]) {
      const { status, body } = await post("/v1/pub/fund/selection/list", { [key]: value }, "en", headers);
      expect(status).toBe(403);
      expect(body.error?.code).toBe(40300001);
      expect((body.error as { details?: { capability?: string } }).details?.capability).toBe(
        "advancedFilters",
      );
    }
    expect((await list("fund", { [key]: value })).status).toBe(200);
  });

  it("basic filters, an empty advanced list and sorting stay open to everyone", async () => {
    const pro = await bearerFor(t.deps.secrets.jwt, {
      userId: "u-pro-basic",
      authLevel: 0,
      licenseStatus: 0,
    });
    for (const headers of [{}, pro]) {
      const body = { assetClasses: ["Stock"], creditRatings: [], fundSortType: "sharpe_1y_desc" };
      expect((await post("/v1/pub/etf/selection/list", body, "en", headers)).status).toBe(200);
    }
  });
});

describe("POST /v1/pub/{fund,etf}/selection/list", () => {
  it("POST /v1/pub/fund/selection/list answers funds by AUM, 30 a page, by default", async () => {
    const { status, body } = await list("fund", {});
    expect(status).toBe(200);
    expect(body.status).toBe("SUCCESS");
    const expected = referenceCodes(table, { type: "fund", criteria: [], sort: "aum_desc" });
    expect(body.data).toMatchObject({ total: expected.length, page: 1, pageSize: 30 });
    expect(codes(body.data)).toEqual(expected.slice(0, 30));
    expect(body.data.items.every((i) => i.productType === "fund")).toBe(true);
  });

  it("POST /v1/pub/etf/selection/list never lists a strategy ETF", async () => {
    const strategy = table.text.code.filter((_, r) => table.flags.isStrategy[r] === 1);
    expect(strategy.length).toBeGreaterThan(0);
    const { body } = await list("etf", { pageSize: 100 });
    const all = referenceCodes(table, { type: "etf", criteria: [] });
    expect(body.data.total).toBe(all.length);
    for (let page = 1; (page - 1) * 100 < all.length; page++) {
      const got = codes((await list("etf", { page, pageSize: 100 })).body.data);
      expect(got.some((c) => strategy.includes(c))).toBe(false);
    }
    const { body: byKeyword } = await list("etf", { keyword: strategy[0] });
    expect(codes(byKeyword.data)).not.toContain(strategy[0]);
  });

  it.each(fundSortTypes)(
    "POST /v1/pub/fund/selection/list sorts by %s (nulls last, ties by code)",
    async (sort) => {
      const lang = sort === "name_asc" ? "zh_TW" : "en";
      const { body } = await list("fund", { fundSortType: sort, page: 3, pageSize: 40 }, lang);
      const expected = referenceCodes(table, { type: "fund", criteria: [], sort, lang });
      expect(codes(body.data)).toEqual(expected.slice(80, 120));
    },
  );

  it("POST /v1/pub/fund/selection/list puts products without the figure last", async () => {
    const withoutReturn5y = table.text.code.filter(
      (_, r) => table.text.productType[r] === "fund" && Number.isNaN(table.numeric.return5y[r]!),
    );
    expect(withoutReturn5y.length).toBeGreaterThan(0);
    const { body: first } = await list("fund", { fundSortType: "return_5y_desc" });
    const total = first.data.total;
    const last = await list("fund", { fundSortType: "return_5y_desc", page: Math.ceil(total / 30) });
    const return5y = (code: string) => table.numeric.return5y[table.rowOf.get(code)!]!;
    expect(Number.isNaN(return5y(first.data.items[0]!.fundCode))).toBe(false);
    expect(Number.isNaN(return5y(last.body.data.items.at(-1)!.fundCode))).toBe(true);
  });

  const filterCases: Array<[string, () => SelectionCriteria]> = [
    ["assetClasses", () => ({ assetClasses: ["Bond", "Cash"] })],
    ["categories", () => ({ categories: [someValue("category")!] })],
    ["regions", () => ({ regions: ["hong_kong", "china"] })],
    ["currencies", () => ({ currencies: ["HKD", "SGD"] })],
    ["riskLevels", () => ({ riskLevels: [1, 2] })],
    ["aumBuckets", () => ({ aumBuckets: ["lt_100m", "gt_1b"] })],
    ["ratingTiers", () => ({ ratingTiers: ["Gold"] })],
    ["dividendFrequencies", () => ({ dividendFrequencies: ["monthly"] })],
    ["companyIds", () => ({ companyIds: [someValue("companyId")!] })],
    ["starRatings", () => ({ starRatings: [4, 5] })],
    ["creditRatings", () => ({ creditRatings: ["A", "Aa", "Aaa"] })],
    ["domiciles", () => ({ domiciles: [someValue("domicile")!] })],
    ["minReturn1y", () => ({ minReturn1y: 0.1 })],
    ["minSharpe1y", () => ({ minSharpe1y: 1 })],
    ["maxVolatility1y", () => ({ maxVolatility1y: 0.1 })],
    ["maxDrawdown1y", () => ({ maxDrawdown1y: 0.05 })],
    ["maxTotalExpenseRatio", () => ({ maxTotalExpenseRatio: 0.005 })],
    ["minSevenDayYield", () => ({ minSevenDayYield: 0.01 })],
    ["maxEffectiveDuration", () => ({ maxEffectiveDuration: 3 })],
    ["launchedBefore", () => ({ launchedBefore: "2015-01-01" })],
    ["sfcAuthorised", () => ({ sfcAuthorised: true })],
    ["masRecognised", () => ({ masRecognised: false })],
    ["cpfisEligible", () => ({ cpfisEligible: true })],
    ["srsEligible", () => ({ srsEligible: true })],
    ["hedged", () => ({ hedged: true })],
    ["distributing", () => ({ distributing: false })],
    ["keyword (English name, any case)", () => ({ keyword: "  GLOBAL " })],
    ["keyword (ISIN, lower case)", () => ({ keyword: someValue("isin")!.slice(0, 6).toLowerCase() })],
    ["keyword (Traditional Chinese name)", () => ({ keyword: someValue("nameZhHant")!.slice(2, 4) })],
    ["keyword (Simplified Chinese name)", () => ({ keyword: someValue("nameZhHans")!.slice(2, 4) })],
    [
      "five filters together",
      () => ({
        assetClasses: ["Stock"],
        currencies: ["USD", "HKD"],
        maxTotalExpenseRatio: 0.02,
        minReturn1y: -0.2,
        sfcAuthorised: true,
      }),
    ],
  ];

  it.each(filterCases)("POST /v1/pub/fund/selection/list filters by %s", async (_name, criteria) => {
    const c = criteria();
    for (const type of ["fund", "etf"] as const) {
      const expected = referenceCodes(table, { type, criteria: [c], sort: "return_1y_desc" });
      const { status, body } = await list(type, { ...c, fundSortType: "return_1y_desc", pageSize: 100 });
      expect(status).toBe(200);
      expect(body.data.total).toBe(expected.length);
      expect(codes(body.data)).toEqual(expected.slice(0, 100));
      if (type === "fund") expect(expected.length).toBeGreaterThan(0); // the case is not vacuous
    }
  });

  it("POST /v1/pub/fund/selection/list names products in the request's language", async () => {
    for (const [lang, column] of [
      ["en", "name"],
      ["zh_TW", "nameZhHant"],
      ["zh_CN", "nameZhHans"],
    ] as const) {
      const { body } = await list("fund", { pageSize: 5 }, lang);
      for (const item of body.data.items) {
        const row = table.rowOf.get(item.fundCode)!;
        expect(item.fundName).toBe(table.text[column][row] ?? table.text.name[row]);
      }
    }
  });

  it("POST /v1/pub/fund/selection/list reports the derived figures of its asOf", async () => {
    const { body } = await list("fund", { fundSortType: "sharpe_1y_desc", pageSize: 20 });
    const stored = await t.deps.store.db
      .select({ code: derivedProducts.code, data: derivedProducts.data })
      .from(derivedProducts)
      .where(eq(derivedProducts.asOf, table.asOf!));
    const byCode = new Map(stored.map((s) => [s.code, s.data as DerivedProduct]));
    for (const item of body.data.items) {
      const d = byCode.get(item.fundCode)!;
      expect(item.return1y).toBe(d.periods["1Y"].return);
      expect(item.return3y).toBe(d.periods["3Y"].return);
      expect(item.sharpe1y).toBe(d.risk["1Y"]?.sharpe ?? null);
      expect(item.maxDrawdown1y).toBe(d.risk["1Y"]?.maxDrawdown ?? null);
      expect(item.aumUsd).toBe(d.aumUsd);
    }
  });

  it("POST /v1/pub/fund/selection/list pages without gaps and answers an empty page past the end", async () => {
    const expected = referenceCodes(table, {
      type: "fund",
      criteria: [{ assetClasses: ["Bond"] }],
      sort: "fee_asc",
    });
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        list("fund", { assetClasses: ["Bond"], fundSortType: "fee_asc", page, pageSize: 7 }),
      ),
    );
    expect(pages.flatMap((p) => codes(p.body.data))).toEqual(expected.slice(0, 21));
    const past = await list("fund", { assetClasses: ["Bond"], page: 10_000 });
    expect(past.status).toBe(200);
    expect(past.body.data).toMatchObject({ total: expected.length, page: 10_000, items: [] });
  });

  it("POST /v1/pub/fund/selection/list takes a request without a body as the defaults", async () => {
    const res = await t.app.request("/v1/pub/fund/selection/list?lang=en", { method: "POST" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body<Page>;
    expect(body.data.pageSize).toBe(30);
  });
});

describe("POST /v1/pub/{fund,etf}/selection/top-pick/list", () => {
  async function stored(list: string) {
    return t.deps.store.db
      .select({ code: derivedLists.code, value: derivedLists.value })
      .from(derivedLists)
      .where(eq(derivedLists.list, list))
      .orderBy(asc(derivedLists.position));
  }
  type TopPage = Page<TopPickItem>;
  // The full lists are Premium's; the preview for other plans is tested in top-picks.test.ts.
  let premium: Record<string, string>;
  beforeAll(async () => {
    premium = await bearerFor(t.deps.secrets.jwt, { authLevel: 2, licenseStatus: 2 });
  });
  const postTop = (path: string, body: unknown) => post<TopPage>(path, body, "en", premium);

  it.each(topPickLists.flatMap((l) => (["fund", "etf"] as const).map((type) => [type, l] as const)))(
    "POST /v1/pub/%s/selection/top-pick/list answers the members of %s, best first",
    async (type, listId) => {
      const members = await stored(`${type}:${listId}`);
      const { status, body } = await postTop(`/v1/pub/${type}/selection/top-pick/list`, {
        list: listId,
        pageSize: 100,
      });
      expect(status).toBe(200);
      expect(body.data.total).toBe(members.length);
      expect(body.data.items.map((i) => [i.fundCode, i.listValue])).toEqual(
        members.slice(0, 100).map((m) => [m.code, m.value]),
      );
    },
  );

  it("POST /v1/pub/fund/selection/top-pick/list defaults to top_excess_return_1y", async () => {
    const members = await stored("fund:top_excess_return_1y");
    expect(members.length).toBeGreaterThan(0);
    const { body } = await postTop("/v1/pub/fund/selection/top-pick/list", {});
    expect(codes(body.data)).toEqual(members.slice(0, 30).map((m) => m.code));
  });

  it("POST /v1/pub/fund/selection/top-pick/list filters the members, keeping list order unless sorted", async () => {
    const members = await stored("fund:top_annualized_1y");
    const rows = members.map((m) => table.rowOf.get(m.code)!);
    const criteria: SelectionCriteria = { assetClasses: ["Stock"], currencies: ["USD"] };
    const inOrder = referenceCodes(table, { type: "fund", criteria: [criteria], rows });
    expect(inOrder.length).toBeGreaterThan(0);
    const path = "/v1/pub/fund/selection/top-pick/list";
    const { body } = await postTop(path, { ...criteria, list: "top_annualized_1y", pageSize: 100 });
    expect(body.data.total).toBe(inOrder.length);
    expect(codes(body.data)).toEqual(inOrder.slice(0, 100));
    const sorted = referenceCodes(table, { type: "fund", criteria: [criteria], rows, sort: "fee_asc" });
    const { body: bySort } = await postTop(path, {
      ...criteria,
      list: "top_annualized_1y",
      fundSortType: "fee_asc",
      pageSize: 100,
    });
    expect(codes(bySort.data)).toEqual(sorted.slice(0, 100));
  });
});

describe("POST /v1/pub/{fund,etf}/selection/axes/list", () => {
  it.each(selectionAxes.flatMap((a) => (["fund", "etf"] as const).map((type) => [type, a] as const)))(
    "POST /v1/pub/%s/selection/axes/list answers the %s shelf",
    async (type, axis) => {
      const expected = referenceCodes(table, {
        type,
        criteria: [axisPresets[axis].filter],
        sort: "aum_desc",
      });
      const { status, body } = await post(`/v1/pub/${type}/selection/axes/list`, { axis, pageSize: 100 });
      expect(status).toBe(200);
      expect(body.data.total).toBe(expected.length);
      expect(codes(body.data)).toEqual(expected.slice(0, 100));
      if (type === "fund") expect(expected.length).toBeGreaterThan(0);
    },
  );

  it("POST /v1/pub/fund/selection/axes/list combines the preset with the request's filters", async () => {
    const own: SelectionCriteria = { currencies: ["USD"], dividendFrequencies: ["monthly", "annually"] };
    const expected = referenceCodes(table, {
      type: "fund",
      criteria: [axisPresets.income.filter, own],
      sort: "return_1y_desc",
    });
    const { body } = await post("/v1/pub/fund/selection/axes/list", {
      ...own,
      axis: "income",
      fundSortType: "return_1y_desc",
      pageSize: 100,
    });
    expect(body.data.total).toBe(expected.length);
    expect(codes(body.data)).toEqual(expected.slice(0, 100));
    expect(body.data.items.every((i) => i.dividendFrequency === "monthly")).toBe(true);
  });
});

describe("POST /v1/app/selection/export", () => {
  const path = "/v1/app/selection/export?lang=zh_TW";

  it("answers a Premium caller the whole result set as CSV, headed in the request's language", async () => {
    const res = await t.json(
      "POST",
      path,
      { productType: "fund", criteria: { riskLevels: [1, 2] }, columns: ["riskLevel", "aumUsd"] },
      premiumCaller,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="fundpilot-fund-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(/[\u4e00-\u9fff]/);
    expect(lines[0]!.split(",")).toHaveLength(4);
    // every product the screen holds, in the screen's order (largest first), not one page
    const expected = referenceCodes(table, {
      type: "fund",
      criteria: [{ riskLevels: [1, 2] }],
      sort: "aum_desc",
    });
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(expected);
    expect(lines.slice(1).every((l) => ["1", "2"].includes(l.split(",").at(-2)!))).toBe(true);
  });

  it("exports a curated list's members with the figure it ranks by", async () => {
    const res = await t.json(
      "POST",
      path,
      { productType: "etf", list: "high_sharpe", columns: [] },
      premiumCaller,
    );
    expect(res.status).toBe(200);
    const [head, ...rows] = (await res.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(head!.split(",")).toHaveLength(3);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => Number.isFinite(Number(r.split(",").at(-1))))).toBe(true);
  });

  it("refuses Pro with 403 40300001 institutionalData and an anonymous caller with 401", async () => {
    const pro = await bearerFor(t.deps.secrets.jwt, {
      userId: "u-pro-export",
      authLevel: 0,
      licenseStatus: 0,
    });
    const refused = await t.json("POST", path, { productType: "fund" }, pro);
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { error: { code: number; details: unknown } };
    expect([body.error.code, body.error.details]).toEqual([
      40300001,
      { capability: "institutionalData", plan: "premium" },
    ]);
    expect((await t.json("POST", path, { productType: "fund" })).status).toBe(401);
  });

  it.each([
    ["an unknown product type", { productType: "bond" }],
    ["an unknown column", { productType: "fund", columns: ["secret"] }],
    ["an unknown filter", { productType: "fund", criteria: { nope: 1 } }],
    ["an unknown list", { productType: "fund", list: "best_ever" }],
    ["an unknown category", { productType: "fund", criteria: { categories: ["no-such-category"] } }],
  ])("refuses %s with a 400 envelope", async (_, body) => {
    const res = await t.json("POST", path, body, premiumCaller);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { status: string }).status).toBe("FAILURE");
  });
});

describe("pages kept per data version", () => {
  const nameOf = (page: { items: readonly Uint8Array[] }, i = 0) =>
    JSON.parse(Buffer.from(page.items[i]!).toString("utf8")).fundName as string;

  it("keeps a route's page per version, request and language, and builds a new version's afresh", async () => {
    let current = table;
    const service = createSelectionService({ metrics: { get: async () => current }, store: t.deps.store });
    const filter = { page: 1, pageSize: 5, fundSortType: "aum_desc" as const };
    const en = { productType: "fund" as const, filter, lang: "en" as const };
    const first = await service.list(en, jsonItems);
    expect(await service.list(en, jsonItems)).toBe(first);
    // the objects the assistant and the export read are built per call
    expect(await service.list(en)).not.toBe(await service.list(en));
    const hant = await service.list({ ...en, lang: "zh_TW" }, jsonItems);
    const row = table.rowOf.get((await service.list(en)).items[0]!.fundCode)!;
    expect([nameOf(first), nameOf(hant)]).toEqual([table.text.name[row], table.text.nameZhHant[row]]);
    expect(await service.list({ ...en, filter: { ...filter, page: 2 } }, jsonItems)).not.toBe(first);

    // a new version is a new table object (data/metric-table.ts); here the first product is renamed
    const name = [...table.text.name];
    name[row] = "Renamed Fund";
    current = { ...table, version: "next", text: { ...table.text, name } };
    expect(nameOf(await service.list(en, jsonItems))).toBe("Renamed Fund");
  });
});
