import type { SelectionCriteria } from "@shared/api/selection";
import { describe, expect, it } from "vitest";
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
