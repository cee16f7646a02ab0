import { describe, expect, it } from "vitest";
import { activeFilterCount, filterKeys, filterQuery, parseSelectorQuery } from "./filter-query";

describe("selector query", () => {
  it.each([
    ["riskLevels=0,9", {}],
    ["riskLevels=2,x", {}],
    ["assetClasses=Stock,Gold", {}],
    ["minReturn1y=abc", {}],
    ["maxDrawdown1y=2", {}],
    ["sfcAuthorised=yes", {}],
    ["launchedBefore=2020-13-40", {}],
    ["domiciles=hk", {}],
    ["keyword=%20%20", {}],
    ["currencies=", {}],
    ["unknown=1&currencies=USD", { currencies: ["USD"] }],
  ])("drops what the filter schema refuses: %s", (query, criteria) => {
    expect(parseSelectorQuery(query).criteria).toEqual(criteria);
  });

  it("ignores an unknown sort, list or product type", () => {
    expect(parseSelectorQuery("fundSortType=best&list=nope&productType=stock")).toEqual({ criteria: {} });
  });

  it("leaves empty values and arrays out when writing", () => {
    expect(filterQuery({ currencies: [], keyword: "", riskLevels: [2] })).toEqual({ riskLevels: "2" });
  });

  it("counts the filters in use, the keyword aside", () => {
    const all = parseSelectorQuery(filterKeys.map((k) => `${k}=${k === "keyword" ? "x" : "1"}`).join("&"));
    expect(activeFilterCount({ ...all.criteria, riskLevels: [1], currencies: ["USD"] })).toBeGreaterThan(1);
    expect(activeFilterCount({ riskLevels: [1], keyword: "x", sfcAuthorised: false })).toBe(2);
    expect(activeFilterCount({ keyword: "x" })).toBe(0);
  });
});
