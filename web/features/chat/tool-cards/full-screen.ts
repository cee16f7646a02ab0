import { autoDraftPath } from "@/features/portfolio";
import { filterQuery } from "@/features/selection";
import { productDetailPath } from "@/lib/product-paths";
import type { OkOutput, ToolInput, ToolName } from "../types";

type Paths = { [K in ToolName]: (output: OkOutput<K>, input: ToolInput<K>) => string | null };

const query = (params: Record<string, string | number | boolean | undefined | null>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
};

const detailPath = productDetailPath;

/**
 * The classic screen of each card with the same state (route paths: detail pages take
 * ?fundCode=, comparisons ?fundCodes=a,b and ?benchmarks=, selectors keep their filters in the
 * query, written by the selection feature's `filterQuery` so the screen reads them back). The glossary has no screen of its own.
 */
export const fullScreenPaths: Paths = {
  searchProducts: (output, input) =>
    `/${input.productType === "etf" ? "ETF-Filter" : "fundFilter"}${query({ keyword: output.query })}`,
  screenProducts: (output) =>
    `/${output.productType === "etf" ? "ETF-Filter" : "fundFilter"}${query({
      ...filterQuery(output.filters),
      fundSortType: output.sort,
    })}`,
  getProduct: (output) => detailPath(output.product.productType, output.product.fundCode),
  compareProducts: (output, input) => {
    const allEtfs = output.products.every((p) => p.summary.productType === "etf");
    return `/${allEtfs ? "ETFComparison" : "fundComparison"}${query({
      fundCodes: output.products.map((p) => p.summary.fundCode).join(","),
      // the benchmarks drawn (the asked ones, else the first product's own), so the screen shows the same lines
      benchmarks:
        output.overlay
          .filter((l) => l.kind === "benchmark")
          .map((l) => l.code)
          .join(",") || input.benchmarks?.join(","),
      period: output.period,
    })}`;
  },
  backtestPortfolio: (output) =>
    `/newFundPortfolio${query({
      step: "backtest",
      holdings: output.holdings.map((h) => `${h.code}:${h.weight}`).join(","),
      rebalance: output.rebalance,
      startDate: output.startDate,
      endDate: output.endDate,
      initialAmount: output.initialAmount,
      monthlyContribution: output.monthlyContribution,
    })}`,
  // the create flow pre-filled with the proposal (its holdings, settings and risk level, as auto)
  buildPortfolio: (output) => autoDraftPath(output.draft),
  getRiskAlerts: (output) =>
    `/alerts${query({ fundCode: output.scope === "product" ? output.code : undefined })}`,
  manageWatchlist: () => "/watchlist",
  getCuratedList: (output) =>
    `/topPickFilters${query({ list: output.list, productType: output.productType })}`,
  getNews: () => "/news",
  planWealth: (output) =>
    `/wealth-planning${query({
      goal: output.goal,
      targetAmount: output.targetAmount,
      initialAmount: output.initialAmount,
      years: output.years,
      monthlyContribution: output.monthlyContribution || undefined,
      riskLevel: output.riskLevel,
    })}`,
  getMacroOutlook: () => "/AssetViews",
  explainTerm: () => null,
  generateReport: (output) => `/reports${query({ id: output.id })}`,
};

export { detailPath };
