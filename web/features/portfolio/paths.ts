import { type Draft, draftSearch } from "./draft";

/** The portfolio screens' paths (unprefixed; `useLocalizedPath` adds the language). */
export const portfolioListPath = "/fundPortfolio";
export const portfolioDetailPath = (id: string) => `/fundPortfolioDetail?id=${encodeURIComponent(id)}`;
/** The comparison view of the list screen: `?compare=id1,id2[,id3]` (saved or model ids). */
export const portfolioComparePath = (ids: readonly string[]) =>
  `/fundPortfolio?compare=${ids.map(encodeURIComponent).join(",")}`;
export const newPortfolioPath = (draft?: Draft) => {
  const search = draft ? draftSearch(draft, "backtest").toString() : "";
  return search ? `/newFundPortfolio?${search}` : "/newFundPortfolio";
};
