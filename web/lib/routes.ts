/**
 * Every screen of the product. A screen's path is its name (`/fundFilter`, `/ETF-Filter`, …;
 * "" = home). Each is registered twice by the router: under the optional language prefix and
 * without it, and matched case-insensitively. `access` says whether it needs a signed-in user;
 * guard-skipping is in guards.ts.
 * The title of a screen is `pages:screens.<name>.title`.
 */
export type Access = "public" | "login";

/** Which component renders the screen; "placeholder" screens arrive with later features. */
export type PageKind =
  | "home"
  | "chat"
  | "chatShare"
  | "shareItem"
  | "login"
  | "register"
  | "legal"
  | "about"
  | "news"
  | "newsDetail"
  | "notFound"
  | "selector"
  | "productDetail"
  | "watchlist"
  | "alerts"
  | "comparison"
  | "portfolioList"
  | "portfolioNew"
  | "portfolioDetail"
  | "twin"
  | "profile"
  | "planning"
  | "reports"
  | "macro"
  | "pricing"
  | "userCenter"
  | "checkout"
  | "billing"
  | "placeholder";

export type ScreenDef = {
  name: ScreenName;
  /** Path without leading slash: the screen's URL name ("" = home). */
  path: string;
  access: Access;
  page: PageKind;
};

export const screenNames = [
  "home",
  "login",
  "register",
  "fund",
  "ETF",
  "disclaimer",
  "use-policy",
  "user-agreement",
  "strategyDetail",
  "ETF-Filter",
  "fundFilter",
  "topPickFilters",
  "ETF-Portfolio",
  "fundPortfolio",
  "newFundPortfolio",
  "fundPortfolioDetail",
  "fundDetail",
  "ETFDetail",
  "fundComparison",
  "ETFComparison",
  "AssetViews",
  "fundDetailMock",
  "payment",
  "UserCenter",
  "AboutUs",
  "404",
  "news",
  "newsDetail",
  "pricing",
  "digital-twin",
  "profile",
  "wealth-planning",
  "subscribed-portfolios",
  "watchlist",
  "alerts",
  "reports",
  "chat",
  "share",
  "checkout",
  "billing",
] as const;
export type ScreenName = (typeof screenNames)[number];

const screen = (name: ScreenName, access: Access, page: PageKind = "placeholder", path: string = name) => ({
  name,
  path,
  access,
  page,
});

export const screens: readonly ScreenDef[] = [
  screen("home", "login", "home", ""),
  screen("home", "login", "home", "home"),
  screen("login", "public", "login"),
  screen("register", "public", "register"),
  screen("fund", "login"),
  screen("ETF", "login"),
  screen("disclaimer", "public", "legal"),
  screen("use-policy", "public", "legal"),
  screen("user-agreement", "public", "legal"),
  // Access not fixed by the product: a strategy's public description, public like the selectors.
  screen("strategyDetail", "public"),
  screen("ETF-Filter", "public", "selector"),
  screen("fundFilter", "public", "selector"),
  screen("topPickFilters", "public", "selector"),
  screen("ETF-Portfolio", "public"),
  screen("fundPortfolio", "login", "portfolioList"),
  screen("newFundPortfolio", "login", "portfolioNew"),
  screen("fundPortfolioDetail", "login", "portfolioDetail"),
  screen("fundDetail", "login", "productDetail"),
  screen("ETFDetail", "login", "productDetail"),
  screen("fundComparison", "login", "comparison"),
  screen("ETFComparison", "login", "comparison"),
  screen("AssetViews", "login", "macro"),
  screen("fundDetailMock", "public"),
  // The checkout's own screen: the plans, where a checkout starts and returns.
  screen("payment", "public", "pricing"),
  screen("UserCenter", "public", "userCenter"),
  screen("AboutUs", "public", "about"),
  screen("404", "public", "notFound"),
  // Screens with a path of ours (the product names them without one).
  screen("news", "public", "news"),
  screen("newsDetail", "public", "newsDetail", "news/:id"),
  screen("pricing", "public", "pricing"),
  screen("digital-twin", "login", "twin"),
  screen("profile", "login", "profile"),
  screen("wealth-planning", "login", "planning"),
  screen("subscribed-portfolios", "login", "portfolioList"),
  screen("watchlist", "login", "watchlist"),
  screen("alerts", "login", "alerts"),
  screen("reports", "login", "reports"),
  screen("chat", "login", "chat", "chat/:id"),
  // A shared conversation, read-only for anyone with the link (the share API's `url`).
  screen("chat", "public", "chatShare", "chat/share/:hash"),
  // A shared report, portfolio or product, read-only for anyone with the link (the share API's `url`).
  screen("share", "public", "shareItem", "s/:hash"),
  // The built-in payment provider's hosted checkout and billing portal (the API's checkout and portal URLs).
  screen("checkout", "public", "checkout", "checkout/:id"),
  screen("billing", "public", "billing", "billing/:id"),
];

/** Screens shown without the navigation bar. */
export const bareScreens: ReadonlySet<ScreenName> = new Set(["login", "register", "checkout", "billing"]);
