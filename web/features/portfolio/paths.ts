import { PORTFOLIO_COMPARE_MAX, type PortfolioDraft } from "@shared/api/portfolio";
import { type Draft, draftSearch, emptyDraft } from "./draft";

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

/** The create flow pre-filled with a proposal of the auto builder (its holdings and settings). */
export function autoDraftPath(proposal: PortfolioDraft): string {
  const s = proposal.settings;
  return newPortfolioPath({
    ...emptyDraft,
    createMethod: proposal.createMethod,
    riskProfile: proposal.riskProfile,
    holdings: proposal.holdings.map((h) => ({ fundCode: h.fundCode, weight: h.weight })),
    weighting: "custom",
    rebalance: s.rebalance,
    startDate: s.startDate ?? "",
    endDate: s.endDate ?? "",
    initialAmount: s.initialAmount,
    monthlyContribution: s.monthlyContribution ?? 0,
    benchmarks: s.benchmarks,
    baseCurrency: s.baseCurrency,
    extendHistory: s.extendWithBenchmark,
  });
}

/** The ids of `?compare=` (2–3 distinct), else null. */
export function parseCompareIds(params: URLSearchParams): string[] | null {
  const ids = [
    ...new Set(
      (params.get("compare") ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, PORTFOLIO_COMPARE_MAX);
  return ids.length >= 2 ? ids : null;
}
