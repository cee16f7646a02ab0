import type { SelectionCriteria } from "@shared/api/selection";
import type { Period } from "@shared/domain/period";
import { describe, expect, it } from "vitest";
import {
  comparisonPath,
  comparisonScreenFor,
  comparisonSearch,
  parseComparisonQuery,
} from "@/features/comparison";
import { filterKeys, parseSelectorQuery, selectorSearch } from "@/features/selection";
import type { OkOutput } from "../types";
import { fullScreenPaths } from "./full-screen";

/** One value for every filter: a filter added to SelectionCriteria and not here fails `tsc`. */
const everyFilter: Required<SelectionCriteria> = {
  keyword: "global bond",
  assetClasses: ["Stock", "Bond"],
  categories: ["Asia Equity", "Global Bond"],
  regions: ["hong_kong", "asia_ex_japan"],
  currencies: ["USD", "HKD"],
  riskLevels: [1, 3, 5],
  aumBuckets: ["lt_100m", "gt_1b"],
  ratingTiers: ["Gold", "Silver"],
  dividendFrequencies: ["monthly", "semi-annually"],
  companyIds: ["c-001", "c-002"],
  starRatings: [4, 5],
  creditRatings: ["Aaa", "Below B", "Not Rated"],
  domiciles: ["HK", "LU"],
  minReturn1y: 0.05,
  minSharpe1y: 1,
  maxVolatility1y: 0.15,
  maxDrawdown1y: 0.2,
  maxTotalExpenseRatio: 0.0075,
  minSevenDayYield: 0.02,
  maxEffectiveDuration: 3.5,
  launchedBefore: "2020-01-01",
  sfcAuthorised: true,
  masRecognised: false,
  cpfisEligible: true,
  srsEligible: false,
  hedged: true,
  distributing: false,
};

const screenOutput = (filters: SelectionCriteria): OkOutput<"screenProducts"> => ({
  status: "ok",
  productType: "fund",
  filters,
  sort: "sharpe_1y_desc",
  limit: 10,
  matched: 0,
  total: 0,
  items: [],
});

const searchOf = (path: string) => new URL(path, "http://x").searchParams;

describe("selector links of the chat cards", () => {
  it("reads a chat card's full-screen link back to the card's filters and sort, for every field", () => {
    const path =
      fullScreenPaths.screenProducts(screenOutput(everyFilter), {
        productType: "fund",
        filters: everyFilter,
      }) ?? "";
    expect(path.startsWith("/fundFilter?")).toBe(true);
    const state = parseSelectorQuery(searchOf(path));
    expect(state.criteria).toEqual(everyFilter);
    expect(state.sort).toBe("sharpe_1y_desc");
    expect(Object.keys(state.criteria).sort()).toEqual([...filterKeys].sort());
  });

  it.each(filterKeys)("round-trips %s alone through the card link", (key) => {
    const filters = { [key]: everyFilter[key] } as SelectionCriteria;
    const path =
      fullScreenPaths.screenProducts(screenOutput(filters), { productType: "fund", filters }) ?? "";
    expect(parseSelectorQuery(searchOf(path)).criteria).toEqual(filters);
  });

  it("writes the screen's state in the card's format (the card's link is the screen's URL)", () => {
    const path =
      fullScreenPaths.screenProducts(screenOutput(everyFilter), {
        productType: "fund",
        filters: everyFilter,
      }) ?? "";
    const fromScreen = selectorSearch({ criteria: everyFilter, sort: "sharpe_1y_desc" });
    expect(Object.fromEntries(fromScreen)).toEqual(Object.fromEntries(searchOf(path)));
    expect(fromScreen.get("riskLevels")).toBe("1,3,5");
    expect(fromScreen.get("sfcAuthorised")).toBe("true");
    expect(fromScreen.get("maxTotalExpenseRatio")).toBe("0.0075");
  });

  it("reads the curated-list card's link", () => {
    const path =
      fullScreenPaths.getCuratedList(
        {
          status: "ok",
          list: "short_term_bond",
          productType: "etf",
          items: [],
        } as OkOutput<"getCuratedList">,
        { list: "short_term_bond" },
      ) ?? "";
    expect(path.startsWith("/topPickFilters?")).toBe(true);
    expect(parseSelectorQuery(searchOf(path))).toEqual({
      criteria: {},
      list: "short_term_bond",
      productType: "etf",
    });
    expect(parseSelectorQuery("list=top_picks").list).toBe("top_excess_return_1y");
  });
});

describe("comparison links of the chat cards", () => {
  const compareOutput = (types: Array<"fund" | "etf">, period: Period = "3Y") =>
    ({
      status: "ok",
      period,
      products: types.map((productType, i) => ({
        summary: { fundCode: `C${i}`, productType, fundName: `Product ${i}` },
        figures: {},
      })),
      overlay: [],
      startDate: null,
      endDate: null,
    }) as unknown as OkOutput<"compareProducts">;

  it.each([
    [["fund", "etf", "fund"], "fundComparison"],
    [["etf", "etf"], "ETFComparison"],
    [["fund", "fund"], "fundComparison"],
  ] as const)(
    "opens %j on the screen the basket would (%s) with the same products, benchmarks and period",
    (types, screen) => {
      const output = compareOutput([...types]);
      const path =
        fullScreenPaths.compareProducts(output, {
          codes: output.products.map((p) => p.summary.fundCode),
          benchmarks: ["FPXHK50", "FPXUS500"],
          period: "3Y",
        }) ?? "";
      expect(path.startsWith(`/${screen}?`)).toBe(true);
      expect(comparisonScreenFor([...types])).toBe(screen);
      expect(parseComparisonQuery(searchOf(path))).toEqual({
        fundCodes: output.products.map((p) => p.summary.fundCode),
        benchmarks: ["FPXHK50", "FPXUS500"],
        period: "3Y",
      });
      // the screen writes the same query back, and the basket's Compare opens the same path
      expect(Object.fromEntries(comparisonSearch(parseComparisonQuery(searchOf(path))))).toEqual(
        Object.fromEntries(searchOf(path)),
      );
      expect(
        comparisonPath(
          output.products.map((p) => p.summary),
          ["FPXHK50", "FPXUS500"],
          "3Y",
        ),
      ).toBe(path);
    },
  );

  it("carries the benchmark the card drew when none was asked (the first product's own)", () => {
    const output = {
      ...compareOutput(["fund", "etf"], "1Y"),
      overlay: [
        { kind: "product", code: "C0", name: "Product 0", points: [] },
        { kind: "benchmark", code: "FPXHK50", name: "HK 50", points: [] },
      ],
    } as OkOutput<"compareProducts">;
    const path = fullScreenPaths.compareProducts(output, { codes: ["C0", "C1"] }) ?? "";
    expect(parseComparisonQuery(searchOf(path)).benchmarks).toEqual(["FPXHK50"]);
  });

  it("reads a link without benchmarks and period as the 1Y comparison of its products", () => {
    const output = compareOutput(["fund", "fund"], "1Y");
    const path = fullScreenPaths.compareProducts(output, { codes: ["C0", "C1"] }) ?? "";
    expect(parseComparisonQuery(searchOf(path))).toEqual({
      fundCodes: ["C0", "C1"],
      benchmarks: [],
      period: "1Y",
    });
    expect(parseComparisonQuery(searchOf("/fundComparison?fundCodes=A,,B,A,C,D&period=2Y"))).toEqual({
      fundCodes: ["A", "B", "C"],
      benchmarks: [],
      period: "1Y",
    });
  });
});
