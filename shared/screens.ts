import { looksLikeLocale, matchWebLocale } from "./locales";

/**
 * The path of every web screen (without the optional language prefix; `:name` matches one
 * segment; "" is home). The web router's screens (web/lib/routes.ts) are checked against this
 * list by a test; the server answers any other page path with the Page Not Found page and a 404.
 */
// biome-ignore format: a list
export const screenPaths = [
  "", "home", "login", "register", "fund", "ETF", "disclaimer", "use-policy", "user-agreement",
  "strategyDetail", "ETF-Filter", "fundFilter", "topPickFilters", "ETF-Portfolio", "fundPortfolio",
  "newFundPortfolio", "fundPortfolioDetail", "fundDetail", "ETFDetail", "fundComparison", "ETFComparison",
  "AssetViews", "fundDetailMock", "payment", "UserCenter", "AboutUs", "404", "news", "news/:id", "pricing",
  "digital-twin", "profile", "wealth-planning", "subscribed-portfolios", "watchlist", "alerts", "reports", "chat/:id",
  "chat/share/:hash", "s/:hash", "checkout/:id", "billing/:id",
] as const;

const patterns = screenPaths.map((p) => (p === "" ? [] : p.toLowerCase().split("/")));

/**
 * Whether a URL path is a web screen: an optional language prefix (a known locale, or one shaped
 * like a locale, which the web redirects), then a screen path; case-insensitive, as the router.
 */
export function isScreenPath(pathname: string): boolean {
  const segments = pathname.split("/").filter((s) => s !== "");
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    return false;
  }
  if (decoded.length > 0 && (matchWebLocale(decoded[0]) || looksLikeLocale(decoded[0]))) decoded.shift();
  const lower = decoded.map((s) => s.toLowerCase());
  return patterns.some(
    (pattern) =>
      pattern.length === lower.length &&
      pattern.every((part, i) => part.startsWith(":") || part === lower[i]),
  );
}
