import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { success } from "../../../shared/api/envelope";
import { errorCatalog } from "../../../shared/api/errors";
import type { SearchHit } from "../../../shared/api/search";
import type { ProductType } from "../../../shared/domain/product";
import { type ApiLang, apiLangs } from "../../../shared/locales";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import type { MetricTable } from "../../data/metric-table";
import { nameIn } from "../../data/product-summary";
import { demoScenarios } from "../../store/schema";
import { searchAnswerBytes, searchProducts } from "./search.service";

const searchAnswerJson = (...args: Parameters<typeof searchAnswerBytes>) =>
  Buffer.from(searchAnswerBytes(...args)).toString("utf8");

let t: TestApp;
let table: MetricTable;
/** The demo's flagship HK tracker and its leveraged sibling, found through demo_scenarios (kind "search"). */
let tracker: number;
let leveraged: number;
/** The biggest fund: the fund endpoint's subject. */
let fund: number;

beforeAll(async () => {
  t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  table = await t.deps.metrics.get();
  const flagships = await t.deps.store.db
    .select()
    .from(demoScenarios)
    .where(eq(demoScenarios.kind, "search"));
  const rows = flagships.map((s) => table.rowOf.get(s.code)!);
  const tx = table.text;
  tracker = rows.find(
    (r) => tx.currency[r] === "HKD" && /tracker/i.test(tx.name[r]!) && table.flags.isStrategy[r] === 0,
  )!;
  leveraged = rows.find((r) => table.flags.isStrategy[r] === 1)!;
  const funds = [...Array(table.size).keys()].filter((r) => tx.productType[r] === "fund");
  fund = funds.reduce((a, b) => (table.numeric.aumUsd[b]! > table.numeric.aumUsd[a]! ? b : a));
});
afterAll(async () => {
  await t?.close();
});

const codeOf = (row: number) => table.text.code[row]!;

async function search(type: ProductType, params: Record<string, string>) {
  const res = await t.app.request(`/v1/pub/${type}/selection/search?${new URLSearchParams(params)}`);
  return { res, body: (await res.json()) as { status: string; data: SearchHit[] | null; error: any } };
}

async function hits(type: ProductType, params: Record<string, string>): Promise<SearchHit[]> {
  const { res, body } = await search(type, params);
  expect(res.status).toBe(200);
  expect(body.status).toBe("SUCCESS");
  return body.data!;
}

describe("GET /v1/pub/etf/selection/search", () => {
  it("finds the demo's flagship trackers (demo_scenarios) by code", async () => {
    expect(tracker).toBeGreaterThanOrEqual(0);
    const [first] = await hits("etf", { key: codeOf(tracker), lang: "en" });
    expect(first).toEqual({
      fundName: table.text.name[tracker],
      fundCode: codeOf(tracker),
      productType: "etf",
      matchedOn: "code",
      score: 1,
    });
  });

  it.each(apiLangs.map((l) => [l]))("names the results in lang=%s", async (lang) => {
    const [first] = await hits("etf", { key: codeOf(tracker), lang });
    expect(first!.fundName).toBe(nameIn(table, tracker, lang as ApiLang));
  });

  it("finds the tracker by the start of its Traditional Chinese name, and the same typed in Simplified", async () => {
    const hant = table.text.nameZhHant[tracker]!.slice(0, 4);
    const hans = table.text.nameZhHans[tracker]!.slice(0, 4);
    expect(hant).not.toBe(hans); // the demo name has a character that differs between the scripts
    for (const [key, lang] of [
      [hant, "zh_TW"],
      [hans, "zh_CN"],
      [hant, "en"],
    ] as const) {
      const [first] = await hits("etf", { key, lang });
      expect(first).toMatchObject({ fundCode: codeOf(tracker), matchedOn: "name" });
      expect(first!.fundName).toBe(nameIn(table, tracker, lang));
    }
  });

  it("finds the tracker by its English name with a typo", async () => {
    // "Harbour Tracker Fund" → "Tracker Fnd": the last two words, one letter dropped from the last
    const words = table.text.name[tracker]!.split(" ");
    const last = words.at(-1)!;
    const key = `${words.at(-2)} ${last[0]}${last.slice(2)}`;
    const [first] = await hits("etf", { key, lang: "en" });
    expect(first).toMatchObject({ fundCode: codeOf(tracker), matchedOn: "name" });
    expect(first!.score).toBeLessThan(0.5); // the typo band
  });

  it("finds the tracker by its ISIN in lower case, its exchange symbol and its full-width code", async () => {
    const fullWidth = codeOf(tracker).replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    for (const [key, matchedOn] of [
      [table.text.isin[tracker]!.toLowerCase(), "isin"],
      [table.text.symbol[tracker]!, "symbol"],
      [fullWidth, "code"],
    ]) {
      const [first] = await hits("etf", { key: key!, lang: "en" });
      expect(first).toMatchObject({ fundCode: codeOf(tracker), matchedOn, score: 1 });
    }
  });

  it("finds strategy (leveraged/inverse) ETFs: they are only excluded from screening, not from search", async () => {
    expect(table.flags.isStrategy[leveraged]).toBe(1);
    const [first] = await hits("etf", { key: codeOf(leveraged) });
    expect(first).toMatchObject({ fundCode: codeOf(leveraged), matchedOn: "code" });
  });

  it("answers no exact hit for a code that is not in the universe", async () => {
    const absent = ["2800", "2801", "2802"].find((c) => !table.rowOf.has(c))!;
    const found = await hits("etf", { key: absent });
    expect(found.some((h) => h.score === 1)).toBe(false);
  });

  it("orders hits best first, equal scores by AUM, and stops at 20 by default", async () => {
    const found = await hits("etf", { key: "a", lang: "en" });
    expect(found).toHaveLength(20);
    for (let i = 1; i < found.length; i++) {
      const [a, b] = [found[i - 1]!, found[i]!];
      expect(a.score).toBeGreaterThanOrEqual(b.score);
      if (a.score === b.score) {
        const aum = (h: SearchHit) => table.numeric.aumUsd[table.rowOf.get(h.fundCode)!]!;
        expect(aum(a)).toBeGreaterThanOrEqual(aum(b));
      }
    }
  });

  it("honours limit", async () => {
    expect(await hits("etf", { key: "a", limit: "5" })).toHaveLength(5);
    expect((await hits("etf", { key: "a", limit: "50" })).length).toBeLessThanOrEqual(50);
  });

  it.each([["true"], ["1"]])(
    "appends similar products after the direct hits with searchBySimilarity=%s",
    async (flag) => {
      const found = await hits("etf", { key: codeOf(tracker), searchBySimilarity: flag });
      const similar = found.filter((h) => h.matchedOn === "similar");
      expect(similar.length).toBeGreaterThan(0);
      expect(found.findIndex((h) => h.matchedOn === "similar")).toBe(found.length - similar.length);
      const related = (r: number) =>
        (table.text.category[r] !== null && table.text.category[r] === table.text.category[tracker]) ||
        (table.text.benchmark[r] !== null && table.text.benchmark[r] === table.text.benchmark[tracker]);
      for (const h of similar) {
        expect(h.productType).toBe("etf");
        expect(h.fundCode).not.toBe(codeOf(tracker));
        expect(related(table.rowOf.get(h.fundCode)!)).toBe(true);
        expect(h.score).toBeLessThanOrEqual(0.2);
      }
    },
  );

  it.each([["false"], ["0"]])("appends nothing with searchBySimilarity=%s", async (flag) => {
    const found = await hits("etf", { key: codeOf(tracker), searchBySimilarity: flag });
    expect(found.some((h) => h.matchedOn === "similar")).toBe(false);
  });

  it.each([[""], ["   "], ["！？"]])("answers an empty list for the empty key %j", async (key) => {
    expect(await hits("etf", { key })).toEqual([]);
  });
});

describe("GET /v1/pub/fund/selection/search", () => {
  it("finds funds only", async () => {
    expect(await hits("fund", { key: codeOf(tracker) })).toEqual([]);
    const found = await hits("fund", { key: "fund", limit: "50" });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((h) => h.productType === "fund")).toBe(true);
  });

  it.each(apiLangs.map((l) => [l]))(
    "finds a fund by code and by its Chinese name, named in lang=%s",
    async (lang) => {
      const [byCode] = await hits("fund", { key: codeOf(fund).toLowerCase(), lang });
      expect(byCode).toMatchObject({ fundCode: codeOf(fund), matchedOn: "code", productType: "fund" });
      expect(byCode!.fundName).toBe(nameIn(table, fund, lang as ApiLang));
      const byName = await hits("fund", { key: table.text.nameZhHant[fund]!, lang, limit: "50" });
      expect(byName[0]).toMatchObject({ matchedOn: "name" });
      expect(byName.map((h) => h.fundCode)).toContain(codeOf(fund));
    },
  );
});

describe("GET /v1/pub/{fund,etf}/selection/search rejects bad input", () => {
  it.each<[string, Record<string, string>, string]>([
    ["a key over 100 characters", { key: "x".repeat(101) }, "key"],
    ["a missing key", {}, "key"],
    ["a non-boolean searchBySimilarity", { key: "a", searchBySimilarity: "yes" }, "searchBySimilarity"],
    ["limit 0", { key: "a", limit: "0" }, "limit"],
    ["limit 51", { key: "a", limit: "51" }, "limit"],
    ["a non-integer limit", { key: "a", limit: "2.5" }, "limit"],
    ["a non-numeric limit", { key: "a", limit: "many" }, "limit"],
  ])("%s → 400 40000001 naming the field", async (_, params, field) => {
    for (const type of ["fund", "etf"] as const) {
      const { res, body } = await search(type, params);
      expect(res.status).toBe(400);
      expect(body.status).toBe("FAILURE");
      expect(body.error.code).toBe(errorCatalog.validationFailed.code);
      expect(body.error.message).toMatch(new RegExp(`^${field}: `));
    }
  });

  it("accepts a key of exactly 100 characters", async () => {
    expect(await hits("etf", { key: "x".repeat(100) })).toEqual([]);
  });
});

describe("search answers kept per data version", () => {
  it.each(apiLangs)("a kept answer is the answer searched afresh (%s), first and second time", (lang) => {
    const key = table.text.nameZhHant[tracker]!.slice(0, 2);
    for (const input of [
      { key, productType: "etf" as const, lang },
      { key, productType: "etf" as const, lang, limit: 3, similar: true },
      { key: "tech", productType: "fund" as const, lang },
    ]) {
      const fresh = JSON.stringify(success(searchProducts(table, input)));
      expect(searchAnswerJson(table, input)).toBe(fresh);
      expect(searchAnswerJson(table, input)).toBe(fresh);
    }
  });

  it("keeps one answer per language: the same key answers each language its own names", () => {
    const key = codeOf(tracker);
    const names = apiLangs.map((lang) => JSON.parse(searchAnswerJson(table, { key, lang })).data[0].fundName);
    expect(names).toEqual(apiLangs.map((lang) => nameIn(table, tracker, lang)));
    expect(new Set(names).size).toBeGreaterThan(1);
  });

  it("answers a new data version from its own table, not from the previous version's answers", () => {
    const key = codeOf(tracker);
    expect(JSON.parse(searchAnswerJson(table, { key, lang: "en" })).data[0].fundName).toBe(
      table.text.name[tracker],
    );
    // a new version is a new table object (data/metric-table.ts); here one product is renamed
    const name = [...table.text.name];
    name[tracker] = "Renamed Tracker Fund";
    const next: MetricTable = { ...table, version: "next", text: { ...table.text, name } };
    expect(JSON.parse(searchAnswerJson(next, { key, lang: "en" })).data[0].fundName).toBe(
      "Renamed Tracker Fund",
    );
    expect(JSON.parse(searchAnswerJson(table, { key, lang: "en" })).data[0].fundName).toBe(
      table.text.name[tracker],
    );
  });
});

describe("GET /v1/openapi.json", () => {
  it("documents both search routes with their query and response schemas", async () => {
    const doc = (await (await t.app.request("/v1/openapi.json")).json()) as any;
    for (const type of ["fund", "etf"]) {
      const op = doc.paths[`/v1/pub/${type}/selection/search`].get;
      expect(op.parameters.map((p: any) => p.name).sort()).toEqual([
        "key",
        "lang",
        "limit",
        "searchBySimilarity",
      ]);
      expect(op.responses["200"].content["application/json"].schema.properties.data.$ref).toBe(
        "#/components/schemas/SearchResult",
      );
      expect(op.responses["400"]).toBeDefined();
    }
    expect(doc.components.schemas.SearchResult.items.$ref).toBe("#/components/schemas/SearchHit");
    expect(doc.components.schemas.SearchHit.properties.matchedOn.enum).toEqual([
      "code",
      "isin",
      "symbol",
      "name",
      "similar",
    ]);
  });
});
