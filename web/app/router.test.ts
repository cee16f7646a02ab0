import { isScreenPath, screenPaths } from "@shared/screens";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { screenNames, screens } from "@/lib/routes";
import enPages from "../../locales/en-HK/pages.json";
import { routes } from "./router";

/** The deepest matched route's screen for a URL. */
function screenAt(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  const handle = matches.at(-1)?.route.handle as { screen?: string } | undefined;
  return handle?.screen;
}

describe("route table", () => {
  it.each([
    ["/", "home"],
    ["/home", "home"],
    ["/login", "login"],
    ["/register", "register"],
    ["/fund", "fund"],
    ["/ETF", "ETF"],
    ["/disclaimer", "disclaimer"],
    ["/use-policy", "use-policy"],
    ["/user-agreement", "user-agreement"],
    ["/strategyDetail", "strategyDetail"],
    ["/ETF-Filter", "ETF-Filter"],
    ["/fundFilter", "fundFilter"],
    ["/topPickFilters", "topPickFilters"],
    ["/ETF-Portfolio", "ETF-Portfolio"],
    ["/fundPortfolio", "fundPortfolio"],
    ["/newFundPortfolio", "newFundPortfolio"],
    ["/fundPortfolioDetail", "fundPortfolioDetail"],
    ["/fundDetail", "fundDetail"],
    ["/ETFDetail", "ETFDetail"],
    ["/fundComparison", "fundComparison"],
    ["/ETFComparison", "ETFComparison"],
    ["/AssetViews", "AssetViews"],
    ["/fundDetailMock", "fundDetailMock"],
    ["/payment", "payment"],
    ["/UserCenter", "UserCenter"],
    ["/AboutUs", "AboutUs"],
    ["/404", "404"],
    ["/news", "news"],
    ["/news/42", "newsDetail"],
    ["/pricing", "pricing"],
    ["/digital-twin", "digital-twin"],
    ["/profile", "profile"],
    ["/wealth-planning", "wealth-planning"],
    ["/subscribed-portfolios", "subscribed-portfolios"],
    ["/watchlist", "watchlist"],
    ["/alerts", "alerts"],
    ["/chat/c1", "chat"],
    ["/s/abc123", "share"],
  ])("%s is the %s screen, with and without a language prefix", (path, screen) => {
    expect(screenAt(path)).toBe(screen);
    expect(screenAt(`/en-HK${path === "/" ? "" : path}`)).toBe(screen);
    expect(screenAt(`/zh-Hant-HK${path === "/" ? "" : path}`)).toBe(screen);
  });

  it.each([
    ["/FundFilter", "fundFilter"],
    ["/FUNDFILTER", "fundFilter"],
    ["/etf-filter", "ETF-Filter"],
    ["/EN-hk/aboutus", "AboutUs"],
  ])("matches %s case-insensitively", (path, screen) => {
    expect(screenAt(path)).toBe(screen);
  });

  it("sends unknown paths to Page Not Found", () => {
    expect(screenAt("/no/such/page")).toBe("404");
    expect(screenAt("/en-HK/no-such-page")).toBe("404");
  });

  it("has a title and description for every screen", () => {
    const screens = enPages.screens as Record<string, { title?: string; description?: string }>;
    for (const name of screenNames) {
      expect(screens[name]?.title, name).toBeTruthy();
      expect(screens[name]?.description, name).toBeTruthy();
    }
  });
});

describe("the server's list of screen paths", () => {
  it("is the router's: every screen path is one, and nothing else", () => {
    expect(new Set(screens.map((s) => s.path))).toEqual(new Set(screenPaths));
    for (const s of screens) expect(isScreenPath(`/en-HK/${s.path.replace(/:\w+/g, "x")}`)).toBe(true);
  });
});
