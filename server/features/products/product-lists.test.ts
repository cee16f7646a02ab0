import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HoldingSet } from "../../data/batch";
import { companies } from "../../store/schema";
import {
  call,
  expectInvalid,
  expectUnknownProduct,
  type ProductTestApp,
  pickCode,
  productTestApp,
  storedDocs,
  storedProduct,
} from "./test-support";

let t: ProductTestApp;
let fund: string;
let etf: string;
beforeAll(async () => {
  t = await productTestApp();
  fund = await pickCode(t, sql`p.product_type = 'fund' and d.data->'periods'->'5Y'->>'return' is not null`);
  etf = await pickCode(t, sql`p.product_type = 'etf' and p.symbol is not null`);
});
afterAll(async () => {
  await t?.close();
});

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("POST /v1/app/fund/annualized-yield", () => {
  it("answers the derived 1Y return and 3Y / 5Y annualized returns in request order", async () => {
    const { status, data } = await call(t, "POST", "/v1/app/fund/annualized-yield", {
      fundCodes: [etf, fund],
    });
    expect(status).toBe(200);
    for (const [i, code] of [etf, fund].entries()) {
      const { derived } = await storedProduct(t, code);
      expect(data[i]).toEqual({
        fundCode: code,
        y1: derived.periods["1Y"].return,
        y3: derived.periods["3Y"].annualized ?? null,
        y5: derived.periods["5Y"].annualized ?? null,
      });
    }
  });

  it("answers 80610001 naming the unknown code", async () => {
    const answer = await call(t, "POST", "/v1/app/fund/annualized-yield", { fundCodes: [fund, "NOPE"] });
    expectUnknownProduct(answer);
    expect(answer.error?.details).toEqual({ field: "fundCodes.1", fundCode: "NOPE" });
  });

  it.each([
    ["a missing list", {}, "fundCodes"],
    ["an empty list", { fundCodes: [] }, "fundCodes"],
    ["51 codes", { fundCodes: Array.from({ length: 51 }, () => "X") }, "fundCodes"],
    ["a number", { fundCodes: ["F100001", 42] }, "fundCodes.1"],
    ["an empty code", { fundCodes: [""] }, "fundCodes.0"],
  ])("rejects %s", async (_, body, field) => {
    expectInvalid(await call(t, "POST", "/v1/app/fund/annualized-yield", body), field);
  });
});

describe("GET /v1/pub/news/ticker/related-funds", () => {
  it("answers the products tracking the ticker, then those holding it by weight", async () => {
    const holdings = await storedDocs<HoldingSet[]>(t, "holdings");
    const weightOf = (code: string, ticker: string) => {
      const sets = holdings.find((h) => h.code === code)?.data ?? [];
      if (sets.length === 0) return undefined;
      const latest = sets.reduce((a, b) => (b.asOf > a.asOf ? b : a));
      return latest.items.find((i) => i.ticker?.toUpperCase() === ticker.toUpperCase())?.weight;
    };
    const ticker = holdings.flatMap((h) => h.data.flatMap((s) => s.items)).find((i) => i.ticker)!.ticker!;
    const res = await t.app.request(
      `/v1/pub/news/ticker/related-funds?ticker=${encodeURIComponent(ticker.toLowerCase())}&limit=100`,
    );
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Array<{ fundCode: string; symbol: string | null }> };
    expect(data.length).toBeGreaterThan(0);
    const weights = data.map((p) => weightOf(p.fundCode, ticker));
    for (const [i, p] of data.entries()) {
      expect(p.symbol?.toUpperCase() === ticker.toUpperCase() || weights[i] !== undefined).toBe(true);
    }
    const held = weights.filter((w): w is number => w !== undefined);
    expect([...held].sort((a, b) => b - a)).toEqual(held);
  });

  it("answers the ETF whose symbol is the ticker", async () => {
    const { product } = await storedProduct(t, etf);
    const res = await t.app.request(
      `/v1/pub/news/ticker/related-funds?ticker=${encodeURIComponent(product.symbol!)}`,
    );
    const { data } = (await res.json()) as { data: Array<{ fundCode: string }> };
    expect(data[0]!.fundCode).toBe(etf);
  });

  it("answers an empty list for a ticker nobody holds", async () => {
    const res = await t.app.request("/v1/pub/news/ticker/related-funds?ticker=NOBODY.XX");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it.each([
    ["a missing ticker", "", "ticker"],
    ["a ticker with markup", "?ticker=%3Cscript%3E", "ticker"],
    ["a limit of 0", "?ticker=AAPL&limit=0", "limit"],
    ["a limit that is not a number", "?ticker=AAPL&limit=ten", "limit"],
  ])("rejects %s", async (_, query, field) => {
    const res = await t.app.request(`/v1/pub/news/ticker/related-funds${query}`);
    const json = (await res.json()) as { error: { code: number; message: string } };
    expectInvalid({ status: res.status, data: null, error: json.error }, field);
  });
});

describe("GET /v1/pub/fund/resouce/dictionary/company", () => {
  it("answers every company with products, named in the request's language and sorted", async () => {
    const stored = await t.deps.store.db.select().from(companies);
    const withProducts = rows<{ id: string }>(
      await t.deps.store.db.execute(
        sql`select distinct company_id as id from products where company_id is not null`,
      ),
    ).map((r) => r.id);
    const res = await t.app.request("/v1/pub/fund/resouce/dictionary/company?lang=zh_CN");
    const { data } = (await res.json()) as { data: Array<{ companyId: string; name: string }> };
    expect(data.map((c) => c.companyId).sort()).toEqual([...withProducts].sort());
    for (const c of data) {
      const row = stored.find((s) => s.id === c.companyId);
      expect(c.name).toBe(row ? row.nameZhHans : c.companyId);
    }
    const collator = new Intl.Collator("zh-Hans");
    for (let i = 1; i < data.length; i++)
      expect(collator.compare(data[i - 1]!.name, data[i]!.name)).toBeLessThanOrEqual(0);
  });
});

describe("GET /v1/pub/fund/resouce/dictionary/fundAsset", () => {
  it("answers the asset classes and categories of a region with product counts", async () => {
    const expected = rows<{ asset_class: string; category: string; n: number }>(
      await t.deps.store.db.execute(
        sql`select asset_class, category, count(*)::int as n from products
            where region = 'japan' and not is_strategy and asset_class is not null and category is not null
            group by asset_class, category`,
      ),
    );
    const res = await t.app.request("/v1/pub/fund/resouce/dictionary/fundAsset?investmentRegion=japan");
    const { data } = (await res.json()) as {
      data: {
        investmentRegion: string;
        assetClasses: Array<{
          assetClass: string;
          categories: Array<{ category: string; products: number }>;
        }>;
      };
    };
    expect(data.investmentRegion).toBe("japan");
    const answered = data.assetClasses.flatMap((a) =>
      a.categories.map((c) => [a.assetClass, c.category, c.products]),
    );
    expect(answered.sort()).toEqual(expected.map((r) => [r.asset_class, r.category, r.n]).sort());
  });

  it("names each category in the request's language; the filter value stays the English name", async () => {
    type Dictionary = {
      data: { assetClasses: Array<{ categories: Array<{ category: string; name: string }> }> };
    };
    const read = async (lang: string) =>
      (
        (await (
          await t.app.request(`/v1/pub/fund/resouce/dictionary/fundAsset?lang=${lang}`)
        ).json()) as Dictionary
      ).data.assetClasses.flatMap((a) => a.categories);
    const [en, zhTw, zhCn] = [await read("en"), await read("zh_TW"), await read("zh_CN")];
    expect(en.every((c) => c.name === c.category)).toBe(true);
    expect(zhTw.map((c) => c.category)).toEqual(en.map((c) => c.category));
    const bond = zhTw.find((c) => c.category === "Asia Bond");
    expect(bond?.name).toBe("亞洲債券");
    expect(zhCn.find((c) => c.category === "Asia Bond")?.name).toBe("亚洲债券");
    // every demo category has a Chinese name
    expect(zhTw.filter((c) => !/\p{Script=Han}/u.test(c.name))).toEqual([]);
  });

  it.each([
    ["an unknown region", "?investmentRegion=mars", "investmentRegion"],
    ["an unknown product type", "?productType=crypto", "productType"],
  ])("rejects %s", async (_, query, field) => {
    const res = await t.app.request(`/v1/pub/fund/resouce/dictionary/fundAsset${query}`);
    const json = (await res.json()) as { error: { code: number; message: string } };
    expectInvalid({ status: res.status, data: null, error: json.error }, field);
  });
});
