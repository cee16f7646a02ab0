import { describe, expect, it } from "vitest";
import { isGroupActive, navGroupsFor, upgradeActionFor } from "./nav-model";

describe("upgrade button", () => {
  it.each([
    [true, 0, "upgrade"],
    [true, 1, "upgrade"],
    [true, 2, null],
    [true, 3, "signUp"],
    [true, undefined, "signUp"],
    [false, undefined, "signUp"],
    [false, 2, "signUp"],
  ] as const)("signedIn=%s authLevel=%s → %s", (signedIn, level, action) => {
    expect(upgradeActionFor(signedIn, level)).toBe(action);
  });
});

describe("menus", () => {
  it("shows Funds, ETFs and Markets, and only Funds for institution 9 (About Us is always shown)", () => {
    expect(navGroupsFor(undefined).map((g) => g.id)).toEqual(["funds", "etfs", "markets"]);
    expect(navGroupsFor(1).map((g) => g.id)).toEqual(["funds", "etfs", "markets"]);
    expect(navGroupsFor(9).map((g) => g.id)).toEqual(["funds"]);
  });

  it("routes the selectors and opens the coming-soon dialog for ETF portfolios", () => {
    const [funds, etfs] = navGroupsFor(undefined);
    expect(funds?.items.map((i) => i.to)).toEqual(["/fundFilter", "/fundPortfolio"]);
    expect(etfs?.items[0]?.to).toBe("/ETF-Filter");
    expect(etfs?.items[1]?.action).toBe("comingSoon");
  });

  it("leads to the news and to the AI macro views, the latter marked as needing the macro capability", () => {
    const markets = navGroupsFor(undefined)[2];
    expect(markets?.items.map((i) => [i.to, i.capability])).toEqual([
      ["/news", undefined],
      ["/AssetViews", "aiMacro"],
    ]);
    expect(markets && isGroupActive(markets, "/news/abc")).toBe(true);
    expect(markets && isGroupActive(markets, "/AssetViews")).toBe(true);
  });

  it("highlights the group of the current page", () => {
    const [funds, etfs] = navGroupsFor(undefined);
    expect(funds && isGroupActive(funds, "/FundFilter")).toBe(true);
    expect(etfs && isGroupActive(etfs, "/ETF-Filter")).toBe(true);
    expect(funds && isGroupActive(funds, "/ETF-Filter")).toBe(false);
  });
});
