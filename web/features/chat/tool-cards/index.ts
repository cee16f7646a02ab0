import { lazy } from "react";
import { loadNamespace } from "@/lib/i18n";
import { fullScreenPaths } from "./full-screen";
import type { ToolCardRegistry } from "./types";

/**
 * The card registry: one entry per registered tool, checked by the type, so a new
 * tool is a compile error until it has a card. Cards load on first use (their chart code too),
 * which keeps the landing bundle small.
 */
export const toolCards: ToolCardRegistry = {
  searchProducts: {
    Card: lazy(() => import("./search-products-card").then((m) => ({ default: m.SearchProductsCard }))),
    fullScreen: fullScreenPaths.searchProducts,
  },
  screenProducts: {
    Card: lazy(() => import("./screen-products-card").then((m) => ({ default: m.ScreenProductsCard }))),
    fullScreen: fullScreenPaths.screenProducts,
  },
  getProduct: {
    Card: lazy(() => import("./get-product-card").then((m) => ({ default: m.GetProductCard }))),
    fullScreen: fullScreenPaths.getProduct,
  },
  compareProducts: {
    Card: lazy(() => import("./compare-products-card").then((m) => ({ default: m.CompareProductsCard }))),
    fullScreen: fullScreenPaths.compareProducts,
  },
  backtestPortfolio: {
    Card: lazy(() => import("./backtest-portfolio-card").then((m) => ({ default: m.BacktestPortfolioCard }))),
    fullScreen: fullScreenPaths.backtestPortfolio,
  },
  buildPortfolio: {
    Card: lazy(() => import("./build-portfolio-card").then((m) => ({ default: m.BuildPortfolioCard }))),
    fullScreen: fullScreenPaths.buildPortfolio,
  },
  getRiskAlerts: {
    Card: lazy(() => import("./get-risk-alerts-card").then((m) => ({ default: m.GetRiskAlertsCard }))),
    fullScreen: fullScreenPaths.getRiskAlerts,
  },
  manageWatchlist: {
    Card: lazy(() => import("./manage-watchlist-card").then((m) => ({ default: m.ManageWatchlistCard }))),
    fullScreen: fullScreenPaths.manageWatchlist,
  },
  getCuratedList: {
    Card: lazy(() => import("./get-curated-list-card").then((m) => ({ default: m.GetCuratedListCard }))),
    fullScreen: fullScreenPaths.getCuratedList,
  },
  getNews: {
    Card: lazy(() => import("./get-news-card").then((m) => ({ default: m.GetNewsCard }))),
    fullScreen: fullScreenPaths.getNews,
  },
  planWealth: {
    Card: lazy(() => import("./plan-wealth-card").then((m) => ({ default: m.PlanWealthCard }))),
    fullScreen: fullScreenPaths.planWealth,
  },
  getMacroOutlook: {
    // the card reuses the macro page's heat-map and words
    Card: lazy(() =>
      Promise.all([import("./get-macro-outlook-card"), loadNamespace("macro")]).then(([m]) => ({
        default: m.GetMacroOutlookCard,
      })),
    ),
    fullScreen: fullScreenPaths.getMacroOutlook,
  },
  explainTerm: {
    Card: lazy(() => import("./explain-term-card").then((m) => ({ default: m.ExplainTermCard }))),
    fullScreen: fullScreenPaths.explainTerm,
  },
  generateReport: {
    // the card carries the reports screen's Share dialog and its words
    Card: lazy(() =>
      Promise.all([import("./generate-report-card"), loadNamespace("sharing")]).then(([m]) => ({
        default: m.GenerateReportCard,
      })),
    ),
    fullScreen: fullScreenPaths.generateReport,
  },
};
