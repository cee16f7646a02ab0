import { describe, expect, it } from "vitest";
import { buildSearchIndex, type SearchEntry, type SearchOptions } from "./search-index";

const entry = (
  e: Partial<SearchEntry> & Pick<SearchEntry, "code" | "name" | "productType" | "aumUsd">,
): SearchEntry => ({
  isin: null,
  symbol: null,
  nameZhHant: null,
  nameZhHans: null,
  category: null,
  benchmark: null,
  ...e,
});

// A hand-made universe: HK trackers sharing a benchmark, a leveraged product, two share
// classes with the same AUM (the code breaks the tie), a US tracker with a Latin-and-Han name.
// biome-ignore format: a table
const ENTRIES: SearchEntry[] = [
  entry({ code: "2838", isin: "HK0000002838", symbol: "2838.HK", name: "Harbour Tracker Fund", nameZhHant: "海港追蹤基金", nameZhHans: "海港追踪基金", productType: "etf", category: "HK Equity", benchmark: "HK50", aumUsd: 18e9 }),
  entry({ code: "2839", isin: "HK0000002839", symbol: "2839.HK", name: "Harbour H-Share Index ETF", nameZhHant: "海港H股指數ETF", nameZhHans: "海港H股指数ETF", productType: "etf", category: "China Equity", benchmark: "HKCE", aumUsd: 4e9 }),
  entry({ code: "2832", symbol: "2832.HK", name: "Harbourview Plus Harbour 50 ETF", nameZhHant: "港景增強海港50指數ETF", productType: "etf", category: "HK Equity", benchmark: "HK50", aumUsd: 1e9 }),
  entry({ code: "2828", symbol: "2828.HK", name: "Lotus China Enterprises ETF", nameZhHant: "蓮花中國企業ETF", productType: "etf", category: "China Equity", benchmark: "HKCE", aumUsd: 3e9 }),
  entry({ code: "7288", symbol: "7288.HK", name: "Harbour Tech Index Daily (2x) Leveraged Product", nameZhHant: "海港科技指數每日槓桿(2x)產品", productType: "etf", category: "Leveraged & Inverse", benchmark: "HKTEC", aumUsd: 4e8 }),
  entry({ code: "QZSP", symbol: "QZSP", isin: "US0000000QZ1", name: "FPX US 500 Tracker ETF", nameZhHant: "FPX美國500追蹤ETF", nameZhHans: "FPX美国500追踪ETF", productType: "etf", category: "US Equity", benchmark: "US500", aumUsd: 60e9 }),
  entry({ code: "F000001", isin: "LU0000000017", name: "Harbour Global Tracker Fund A (acc) - USD", nameZhHant: "海港環球追蹤基金 A (累積) - 美元", productType: "fund", category: "Global Equity", aumUsd: 5e8 }),
  entry({ code: "F000003", isin: "LU0000000033", name: "Jade Asian Bond Fund A (dist) - HKD", nameZhHant: "翠玉亞洲債券基金 A (派息) - 港元", productType: "fund", category: "Asia Bond", aumUsd: 2e9 }),
  entry({ code: "F000002", isin: "LU0000000025", name: "Jade Asian Bond Fund A (acc) - USD", nameZhHant: "翠玉亞洲債券基金 A (累積) - 美元", productType: "fund", category: "Asia Bond", aumUsd: 2e9 }),
  entry({ code: "F000004", name: "Jade International Equity Fund", productType: "fund", category: "Global Equity", aumUsd: Number.NaN }),
];

const index = buildSearchIndex(ENTRIES);
const search = (key: string, options?: SearchOptions) => index.search(key, options);
const codes = (key: string, options?: SearchOptions) => search(key, options).map((h) => h.code);

describe("search index: what matches, and how", () => {
  it.each<[string, SearchOptions, string, string, number]>([
    ["2838", {}, "2838", "code", 1],
    ["２８３８", {}, "2838", "code", 1],
    ["  2838  ", {}, "2838", "code", 1],
    ["hk0000002838", {}, "2838", "isin", 1],
    ["HK0000002838", {}, "2838", "isin", 1],
    ["2838.hk", {}, "2838", "symbol", 1],
    ["ＱＺＳＰ", {}, "QZSP", "code", 1],
    ["f000002", {}, "F000002", "code", 1],
    ["海港追蹤", {}, "2838", "name", 0.65],
    ["海港追踪", {}, "2838", "name", 0.65],
    ["海港追蹤基金", {}, "2838", "name", 0.7],
    ["harbour tracker fund", {}, "2838", "name", 0.7],
    ["Harbour  Tracker", {}, "2838", "name", 0.65],
    ["tracker fnd", {}, "2838", "name", 0.4088],
    ["trakcer", {}, "QZSP", "name", 0.3675],
    ["海港追宗基金", {}, "2838", "name", 0.36],
    ["500", {}, "QZSP", "name", 0.65],
    ["fpx美國500", {}, "QZSP", "name", 0.65],
    ["jade international equity fund", {}, "F000004", "name", 0.7],
  ])("%j %j → %s first, matched on %s, score %f", (key, options, code, matchedOn, score) => {
    const [first] = search(key, options);
    expect(first).toMatchObject({ code, matchedOn, score });
  });

  it.each([[""], ["   "], ["!!!"], ["　"]])("the empty key %j finds nothing", (key) => {
    expect(search(key)).toEqual([]);
  });

  it.each([
    ["2837", []], // no such code; digits are never matched fuzzily
    ["zzzz", []],
    ["海港 zzzz", []], // every query token must match
  ])("%j finds nothing", (key, expected) => {
    expect(codes(key)).toEqual(expected);
  });

  it("never matches codes fuzzily: one character off is another product", () => {
    expect(codes("f000002")).toEqual(["F000002"]);
    expect(codes("f000005")).toEqual([]);
  });

  it("matches a code among name words", () => {
    expect(codes("harbour 2838")).toEqual(["2838"]);
  });

  it("every query token must match a name token (whole, prefix or typo)", () => {
    expect(codes("harbour tech")).toEqual(["7288"]);
    expect(codes("harb glob")).toEqual(["F000001"]);
    expect(codes("globl trackr")).toEqual(["F000001"]);
  });

  it("matches Chinese as substrings of the name, at a run's start above inside it", () => {
    const hits = search("追踪");
    expect(hits.map((h) => h.code)).toEqual(["QZSP", "2838", "F000001"]);
    // "追踪" is a whole run of FPX美国500追踪ETF, inside 海港追踪基金 and 海港环球追踪基金
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
  });
});

describe("search index: ranking", () => {
  it("puts exact identifiers above prefixes above names above typos", () => {
    const hits = search("2838");
    expect(hits[0]).toMatchObject({ code: "2838", matchedOn: "code", score: 1 });
    const prefix = search("28", { productType: "etf" });
    expect(prefix.every((h) => h.matchedOn === "code" && h.score > 0.8 && h.score < 0.9)).toBe(true);
  });

  it("orders equal scores by AUM, bigger first", () => {
    // all four codes start with 28: same coverage, so AUM decides
    expect(codes("28")).toEqual(["2838", "2839", "2828", "2832"]);
  });

  it("orders equal scores and equal AUM by code", () => {
    expect(codes("jade asian bond")).toEqual(["F000002", "F000003"]);
  });

  it("ranks a whole word above a word prefix", () => {
    const hits = search("harbour", { productType: "etf" });
    // 2832 has the whole word "harbour" too (…Plus Harbour 50 ETF)
    expect(hits.map((h) => h.code)).toEqual(["2838", "2839", "2832", "7288"]);
    const [prefix, ...typos] = search("harbourv");
    expect(prefix!.code).toBe("2832");
    expect(prefix!.score).toBeLessThan(hits[0]!.score);
    // "harbourv" is also one edit from "harbour": a typo, below every name match
    expect(typos.every((h) => h.score < 0.5)).toBe(true);
  });

  it("answers scores that never increase down the list", () => {
    for (const key of ["harbour", "28", "fund", "a", "海港", "tracker fnd"]) {
      const scores = search(key).map((h) => h.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });
});

describe("search index: options", () => {
  it("searches one product type when asked", () => {
    expect(codes("harbour", { productType: "fund" })).toEqual(["F000001"]);
    expect(codes("F000001", { productType: "etf" })).toEqual([]);
    expect(codes("harbour", { productType: "stock" })).toEqual([]);
  });

  it("keeps strategy (leveraged) products: only screening excludes them", () => {
    expect(codes("7288", { productType: "etf" })).toEqual(["7288"]);
  });

  it("returns at most `limit` hits", () => {
    expect(search("a", { limit: 3 })).toHaveLength(3);
    expect(search("a", { limit: 50 }).length).toBeLessThanOrEqual(ENTRIES.length);
  });

  it("appends neighbours of the top hits with similarity: same benchmark/category, nearest AUM", () => {
    const hits = search("2838", { productType: "etf", similar: true });
    expect(hits[0]).toMatchObject({ code: "2838", matchedOn: "code" });
    const similar = hits.filter((h) => h.matchedOn === "similar");
    // 2832 shares both benchmark and category; nothing else shares either
    expect(similar.map((h) => h.code)).toEqual(["2832"]);
    expect(similar[0]!.score).toBeGreaterThanOrEqual(0.1);
    expect(similar[0]!.score).toBeLessThanOrEqual(0.2);
    expect(search("2838", { productType: "etf" }).some((h) => h.matchedOn === "similar")).toBe(false);
  });

  it("never lists a product twice nor crosses the product type with similarity", () => {
    const hits = search("harbour", { similar: true, productType: "etf" });
    expect(new Set(hits.map((h) => h.code)).size).toBe(hits.length);
    expect(hits.every((h) => h.productType === "etf")).toBe(true);
    const neighbours = search("2839", { similar: true }).filter((h) => h.matchedOn === "similar");
    expect(neighbours.map((h) => h.code)).toEqual(["2828"]);
  });

  it("keeps the best direct hit when the limit leaves no room for neighbours", () => {
    expect(search("2838", { similar: true, limit: 1 })).toMatchObject([{ code: "2838", matchedOn: "code" }]);
  });

  it("keeps the similar hits within the limit", () => {
    const hits = search("h", { similar: true, limit: 4 });
    expect(hits.length).toBeLessThanOrEqual(4);
    expect(hits.at(-1)?.matchedOn).toBe("similar");
  });
});
