import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periods } from "../../../shared/domain/period";
import { bandScore, type FactorId, factorDefinitions } from "../../analytics";
import { isoDate } from "../../analytics/dates";
import type { HoldingSet, Manager } from "../../data/batch";
import { createProductReader } from "../../data/load/read-product";
import { companies } from "../../store/schema";
import { productDividends, resolveProduct } from ".";
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
let bondFund: string;
beforeAll(async () => {
  t = await productTestApp();
  fund = await pickCode(t, sql`p.product_type = 'fund' and p.is_demo and d.rating_tier is not null`);
  etf = await pickCode(t, sql`p.product_type = 'etf' and not p.is_strategy and p.symbol is not null`);
  bondFund = await pickCode(t, sql`p.product_type = 'fund' and p.asset_class = 'Bond'`);
});
afterAll(async () => {
  await t?.close();
});

describe("GET /v1/app/fund/info", () => {
  it("answers the profile from the product row and its derived figures", async () => {
    const { product, derived } = await storedProduct(t, fund);
    const { status, data } = await call(t, "GET", `/v1/app/fund/info?fundCode=${fund}&lang=en`);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      fundCode: fund,
      isin: product.isin,
      productType: "fund",
      name: product.name,
      currency: product.currency,
      riskLevel: derived.riskLevel,
      noRiskRatingReasons: derived.noRiskRatingReasons,
      ratingTier: derived.rank!.ratingTier,
      starRating: derived.rank!.starRating,
      nav: derived.nav,
      navDate: derived.navDate,
      aumUsd: derived.aumUsd,
      fees: {
        initialCharge: product.initialCharge ?? null,
        redemption: product.redemption ?? null,
        management: product.management ?? null,
        performance: product.performance ?? null,
        totalExpenseRatio: product.totalExpenseRatio ?? null,
      },
      sfcAuthorised: product.sfcAuthorised === true,
      isDemo: true,
    });
    expect(data.benchmark.symbolCode).toBe(product.benchmark);
  });

  it("names the product and its company in the request's language", async () => {
    const { product } = await storedProduct(t, fund);
    const [company] = await t.deps.store.db
      .select()
      .from(companies)
      .where(eq(companies.id, product.companyId!));
    const zhTw = await call(t, "GET", `/v1/app/fund/info?fundCode=${fund}&lang=zh_TW`);
    expect(zhTw.data.name).toBe(product.name_zh_hant);
    expect(zhTw.data.company).toBe(company!.nameZhHant);
    const zhCn = await call(t, "GET", `/v1/app/fund/info?fundCode=${fund}&lang=zh_CN`);
    expect(zhCn.data.name).toBe(product.name_zh_hans);
    expect(zhCn.data.company).toBe(company!.nameZhHans);
  });

  it("serves ETFs with their symbol and premium rate", async () => {
    const { product } = await storedProduct(t, etf);
    const { data } = await call(t, "GET", `/v1/app/fund/info?fundCode=${etf}`);
    expect(data).toMatchObject({
      productType: "etf",
      symbol: product.symbol,
      premiumRate: product.premiumRate ?? null,
    });
  });

  it("finds a product by isinCode, in any letter case", async () => {
    const { product } = await storedProduct(t, fund);
    const { status, data } = await call(
      t,
      "GET",
      `/v1/app/fund/info?isinCode=${product.isin!.toLowerCase()}`,
    );
    expect(status).toBe(200);
    expect(data.fundCode).toBe(fund);
  });

  it("answers 80610001 for an unknown code or ISIN", async () => {
    expectUnknownProduct(await call(t, "GET", "/v1/app/fund/info?fundCode=NO-SUCH-FUND"));
    expectUnknownProduct(await call(t, "GET", "/v1/app/fund/info?isinCode=HK0000000000"));
  });

  it("rejects a missing fundCode, an over-long code and a malformed ISIN", async () => {
    expectInvalid(await call(t, "GET", "/v1/app/fund/info"), "fundCode");
    expectInvalid(await call(t, "GET", `/v1/app/fund/info?fundCode=${"X".repeat(41)}`), "fundCode");
    expectInvalid(await call(t, "GET", "/v1/app/fund/info?isinCode=NOT-AN-ISIN"), "isinCode");
  });

  it("needs a signed-in caller", async () => {
    const res = await t.app.request(`/v1/app/fund/info?fundCode=${fund}`);
    expect(res.status).toBe(401);
  });
});

describe("GET /v1/app/fund/rank", () => {
  it("answers the derived category rank and the per-period quartiles", async () => {
    const { product, derived } = await storedProduct(t, fund);
    const { status, data } = await call(t, "GET", `/v1/app/fund/rank?fundCode=${fund}`);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      category: product.category,
      ratingTier: derived.rank!.ratingTier,
      percentile: derived.rank!.percentile,
      rankInCategory: derived.rank!.rankInCategory,
      categorySize: derived.rank!.categorySize,
    });
    for (const p of periods) {
      const { return: r, categoryAverage, quartile } = derived.periods[p];
      expect(data.byPeriod[p]).toEqual({ return: r, categoryAverage, quartile });
    }
  });

  it("answers 80610001 for an unknown code", async () => {
    expectUnknownProduct(await call(t, "GET", "/v1/app/fund/rank?fundCode=NOPE"));
  });
});

describe("GET /v1/app/fund/document", () => {
  it("lists the stored documents by type, the request's language first", async () => {
    const docs = (await storedDocs<Array<{ lang: string }>>(t, "documents")).find((d) => d.code === fund)!;
    const { data } = await call(t, "GET", `/v1/app/fund/document?fundCode=${fund}&lang=zh_TW`);
    expect(data).toHaveLength(docs.data.length);
    const types = data.map((d: { type: string }) => d.type);
    const order = ["keyFacts", "prospectus", "semiannual", "annual", "factsheet"];
    expect([...types].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(types);
    if (data.some((d: { lang: string }) => d.lang === "zh_TW")) expect(data[0].lang).toBe("zh_TW");
  });
});

describe("GET /v1/app/fund/manager", () => {
  it("answers the current managers with the AUM and count of what each manages", async () => {
    const all = await storedDocs<Manager[]>(t, "managers");
    const aums = await t.deps.store.db.execute(
      sql`select code, (data->>'aumUsd')::float8 as aum from derived_products where as_of = ${t.asOf}`,
    );
    const derivedAum = new Map(
      (aums as unknown as { rows: Array<{ code: string; aum: number | null }> }).rows.map((r) => [
        r.code,
        r.aum,
      ]),
    );
    const { data } = await call(t, "GET", `/v1/app/fund/manager?fundCode=${fund}&lang=en`);
    const own = all.find((d) => d.code === fund)!.data.filter((m) => !m.endDate);
    expect(data).toHaveLength(own.length);
    for (const m of own) {
      const key = m.managerId ?? m.name;
      const managed = all.filter((d) => d.data.some((x) => !x.endDate && (x.managerId ?? x.name) === key));
      const aum = managed.reduce((s, d) => s + (derivedAum.get(d.code) ?? 0), 0);
      const answer = data.find((x: { name: string }) => x.name === m.name);
      expect(answer).toMatchObject({ startDate: m.startDate, biography: m.biography ?? null });
      expect(answer.fundsManaged).toBe(managed.length);
      expect(answer.aumManagedUsd).toBeCloseTo(aum, 0);
    }
    const zh = await call(t, "GET", `/v1/app/fund/manager?fundCode=${fund}&lang=zh_TW`);
    expect(zh.data.map((m: { biography: string }) => m.biography)).toEqual(
      expect.arrayContaining(own.map((m) => m.biography_zh_hant ?? m.biography)),
    );
  });
});

describe("GET /v1/app/fund/holding", () => {
  it("answers the latest top 10, largest first, and their total weight", async () => {
    const sets = (await storedDocs<HoldingSet[]>(t, "holdings")).find((d) => d.code === fund)!.data;
    const latest = sets.reduce((a, b) => (b.asOf > a.asOf ? b : a));
    const { data } = await call(t, "GET", `/v1/app/fund/holding?fundCode=${fund}`);
    expect(data.asOf).toBe(latest.asOf);
    expect(data.top10.length).toBe(Math.min(10, latest.items.length));
    const weights = data.top10.map((h: { weight: number }) => h.weight);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    expect(data.concentrationTop10).toBeCloseTo(
      weights.reduce((s: number, w: number) => s + w, 0),
      12,
    );
  });
});

describe("GET /v1/app/fund/distribution", () => {
  it("answers every dimension, credit ratings for a bond fund", async () => {
    const { data } = await call(t, "GET", `/v1/app/fund/distribution?fundCode=${bondFund}`);
    expect(Object.keys(data).sort()).toEqual([
      "asOf",
      "assetClass",
      "bondSector",
      "creditRating",
      "industry",
      "region",
    ]);
    expect(data.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.creditRating.length).toBeGreaterThan(0);
  });
});

describe("GET /v1/app/fund/factor and /v1/app/etf/factor", () => {
  it("answers the derived market percentiles by default and scores them 1-5", async () => {
    const { derived } = await storedProduct(t, fund);
    const { status, data } = await call(t, "GET", `/v1/app/fund/factor?fundCode=${fund}`);
    expect(status).toBe(200);
    expect(Object.keys(data.groups)).toEqual(["Return", "Risk", "AUM", "Company", "Manager", "Fundamental"]);
    let seen = 0;
    for (const [group, list] of Object.entries(data.groups) as [string, any[]][]) {
      for (const f of list) {
        const stored = derived.factors[f.factor as FactorId]!;
        expect(factorDefinitions[f.factor as FactorId].group).toBe(group);
        expect(f).toEqual({
          factor: f.factor,
          value: stored.value,
          percentile: stored.market,
          score: bandScore(stored.market),
        });
        seen++;
      }
    }
    expect(seen).toBe(Object.keys(derived.factors).length);
  });

  it.each([["false"], ["0"]])("ranks within the category with fullMarket=%s", async (flag) => {
    const { derived } = await storedProduct(t, fund);
    const { data } = await call(t, "GET", `/v1/app/fund/factor?fundCode=${fund}&fullMarket=${flag}`);
    const ret = data.groups.Return.find((f: { factor: string }) => f.factor === "return1y");
    expect(ret.percentile).toBe(derived.factors.return1y!.category);
  });

  it("serves ETFs on /v1/app/etf/factor", async () => {
    const { status } = await call(t, "GET", `/v1/app/etf/factor?fundCode=${etf}&fullMarket=true`);
    expect(status).toBe(200);
  });

  it("answers 80610001 for a product of the other type", async () => {
    expectUnknownProduct(await call(t, "GET", `/v1/app/etf/factor?fundCode=${fund}`));
    expectUnknownProduct(await call(t, "GET", `/v1/app/fund/factor?fundCode=${etf}`));
  });

  it("rejects a fullMarket that is not a boolean", async () => {
    expectInvalid(
      await call(t, "GET", `/v1/app/fund/factor?fundCode=${fund}&fullMarket=maybe`),
      "fullMarket",
    );
  });
});

describe("productDividends", () => {
  it("lists a distributing product's stored dividends newest first, and none for a product without", async () => {
    const reader = createProductReader(t.deps.store.db);
    const ctx = { metrics: t.deps.metrics, reader };
    const table = await t.deps.metrics.get();
    let checked = 0;
    for (const code of [...table.rowOf.keys()].slice(0, 200)) {
      const p = await resolveProduct(ctx, { fundCode: code });
      const history = await reader.navHistory(p.version, code);
      const paid = await productDividends(ctx, p);
      expect(paid).toHaveLength(history?.dividendIndex.length ?? 0);
      for (let i = 1; i < paid.length; i++) expect(paid[i - 1]!.date > paid[i]!.date).toBe(true);
      if (paid.length > 0) {
        const lastAt = history!.dividendIndex[history!.dividendIndex.length - 1]!;
        expect(paid[0]!.amount).toBe(history!.dividendAmount[history!.dividendAmount.length - 1]);
        expect(paid[0]!.date).toBe(isoDate(history!.days[lastAt]!));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
