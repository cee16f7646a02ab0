import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { PageFallback } from "@/components/page-fallback";
import { loadNamespace } from "@/lib/i18n";
import { setNavigator } from "@/lib/navigation";
import { bareScreens, type PageKind, type ScreenDef, screens } from "@/lib/routes";
import type { RouteHandle } from "@/lib/use-screen";
import { requireLogin } from "./guards";
import { AppShell, BareShell, LocaleGate } from "./layout";
import { RouteError } from "./route-error";

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Every screen's code is loaded on first visit: the start-up bundle is the chrome only. */
const pages: Record<PageKind, LazyPage> = {
  // Home is the chat (its cards and chat copy load with it).
  home: async () => {
    const [m] = await Promise.all([
      import("@/features/home/home-page"),
      loadNamespace("chat"),
      loadNamespace("tools"),
      // the wealth-plan card's goal and risk-level names
      loadNamespace("planning"),
      loadNamespace("selection"),
      loadNamespace("taxonomy"),
      loadNamespace("news"),
      loadNamespace("watchlist"),
      // the shelves' rows carry the comparison toggle
      loadNamespace("comparison"),
    ]);
    return { Component: m.HomePage };
  },
  chat: async () => {
    const [m] = await Promise.all([
      import("@/features/chat/chat-page"),
      loadNamespace("chat"),
      loadNamespace("tools"),
      // the wealth-plan card's goal and risk-level names
      loadNamespace("planning"),
      // the cards' filter values and sort orders are the selectors' words
      loadNamespace("selection"),
      loadNamespace("taxonomy"),
    ]);
    return { Component: m.ChatPage };
  },
  chatShare: async () => {
    const [m] = await Promise.all([
      import("@/features/chat/shared-conversation-page"),
      loadNamespace("chat"),
      loadNamespace("tools"),
      // the wealth-plan card's goal and risk-level names
      loadNamespace("planning"),
      // the cards' filter values and sort orders are the selectors' words
      loadNamespace("selection"),
      loadNamespace("taxonomy"),
    ]);
    return { Component: m.SharedConversationPage };
  },
  shareItem: async () => {
    const [m] = await Promise.all([import("@/features/sharing/shared-item-page"), loadNamespace("sharing")]);
    return { Component: m.SharedItemPage };
  },
  login: () => import("@/features/auth/login-page").then((m) => ({ Component: m.LoginPage })),
  register: () => import("@/features/auth/register-page").then((m) => ({ Component: m.RegisterPage })),
  legal: async () => {
    const [m] = await Promise.all([import("@/features/legal/legal-page"), loadNamespace("legal")]);
    return { Component: m.LegalPage };
  },
  about: () => import("@/features/about/about-page").then((m) => ({ Component: m.AboutPage })),
  news: async () => {
    const [m] = await Promise.all([import("@/features/news/news-page"), loadNamespace("news")]);
    return { Component: m.NewsPage };
  },
  newsDetail: async () => {
    const [m] = await Promise.all([import("@/features/news/news-detail-page"), loadNamespace("news")]);
    return { Component: m.NewsDetailPage };
  },
  notFound: () => import("@/features/not-found/not-found-page").then((m) => ({ Component: m.NotFoundPage })),
  selector: async () => {
    const [m] = await Promise.all([
      import("@/features/selection/selector-page"),
      loadNamespace("selection"),
      // the add-to-watchlist star on each row
      loadNamespace("watchlist"),
      // the results' "Compare" buttons and the basket bar
      loadNamespace("comparison"),
    ]);
    return { Component: m.SelectorScreen };
  },
  productDetail: async () => {
    const [m] = await Promise.all([
      import("@/features/product/product-page"),
      loadNamespace("product"),
      // the Share dialog in its header
      loadNamespace("sharing"),
      loadNamespace("taxonomy"),
      // the watchlist star and the comparison toggle in its header
      loadNamespace("watchlist"),
      loadNamespace("comparison"),
      // period and factor-group names are the cards' words; risk levels and tiers the selectors'
      loadNamespace("tools"),
      loadNamespace("selection"),
    ]);
    return { Component: m.ProductPage };
  },
  watchlist: async () => {
    const [m] = await Promise.all([
      import("@/features/watchlist/watchlist-page"),
      loadNamespace("watchlist"),
      // the risk levels' names are the selectors' words
      loadNamespace("selection"),
    ]);
    return { Component: m.WatchlistPage };
  },
  alerts: async () => {
    const [m] = await Promise.all([import("@/features/watchlist/alerts-page"), loadNamespace("watchlist")]);
    return { Component: m.AlertsPage };
  },
  comparison: async () => {
    const [m] = await Promise.all([
      import("@/features/comparison/comparison-page"),
      loadNamespace("comparison"),
      // rating tiers and dividend frequencies are the selectors' words
      loadNamespace("selection"),
    ]);
    return { Component: m.ComparisonScreenPage };
  },
  portfolioList: async () => {
    const [m] = await Promise.all([
      import("@/features/portfolio/portfolio-list-page"),
      loadNamespace("portfolio"),
      // the comparison view's growth chart is the comparison screen's
      loadNamespace("comparison"),
    ]);
    return { Component: m.PortfolioListPage };
  },
  portfolioNew: async () => {
    const [m] = await Promise.all([
      import("@/features/portfolio/new-portfolio-page"),
      loadNamespace("portfolio"),
    ]);
    return { Component: m.NewPortfolioPage };
  },
  portfolioDetail: async () => {
    const [m] = await Promise.all([
      import("@/features/portfolio/portfolio-detail-page"),
      // the Share dialog in its header
      loadNamespace("sharing"),
      loadNamespace("portfolio"),
      // the look-through's asset classes, countries and sectors are the selectors' and taxonomy's words
      loadNamespace("selection"),
      loadNamespace("taxonomy"),
    ]);
    return { Component: m.PortfolioDetailPage };
  },
  twin: async () => {
    const [m] = await Promise.all([import("@/features/planning/twin-page"), loadNamespace("planning")]);
    return { Component: m.TwinPage };
  },
  profile: async () => {
    const [m] = await Promise.all([import("@/features/planning/profile-page"), loadNamespace("planning")]);
    return { Component: m.ProfilePage };
  },
  reports: async () => {
    const [m] = await Promise.all([
      import("@/features/reports/reports-page"),
      loadNamespace("reports"),
      loadNamespace("sharing"),
    ]);
    return { Component: m.ReportsPage };
  },
  planning: async () => {
    const [m] = await Promise.all([
      import("@/features/planning/planning-page"),
      loadNamespace("planning"),
      // the fan chart's words are the chat card's; asset classes the selectors'
      loadNamespace("tools"),
      loadNamespace("selection"),
    ]);
    return { Component: m.PlanningPage };
  },
  macro: async () => {
    const [m] = await Promise.all([import("@/features/macro/macro-page"), loadNamespace("macro")]);
    return { Component: m.MacroPage };
  },
  pricing: async () => {
    const [m] = await Promise.all([
      import("@/features/subscription/pricing-page"),
      loadNamespace("subscription"),
    ]);
    return { Component: m.PricingPage };
  },
  userCenter: async () => {
    const [m] = await Promise.all([
      import("@/features/subscription/user-center-page"),
      loadNamespace("subscription"),
    ]);
    return { Component: m.UserCenterPage };
  },
  checkout: async () => {
    const [m] = await Promise.all([import("@/features/billing/checkout-page"), loadNamespace("billing")]);
    return { Component: m.CheckoutPage };
  },
  billing: async () => {
    const [m] = await Promise.all([import("@/features/billing/billing-page"), loadNamespace("billing")]);
    return { Component: m.BillingPage };
  },
  placeholder: () =>
    import("@/features/placeholder/placeholder-page").then((m) => ({ Component: m.PlaceholderPage })),
};

function toRoute(def: ScreenDef): RouteObject {
  const handle: RouteHandle = { screen: def.name };
  const common = {
    id: `${def.name}:${def.path || "index"}`,
    handle,
    loader: def.access === "login" ? requireLogin : undefined,
    lazy: pages[def.page],
  };
  return def.path === "" ? { ...common, index: true } : { ...common, path: def.path };
}

const notFound: RouteObject = { id: "404:*", path: "*", handle: { screen: "404" }, lazy: pages.notFound };

/**
 * One branch under the optional language prefix serves both "/x" and "/en-HK/x"; matching is
 * case-insensitive (React Router's default), so "/FundFilter" and "/fundFilter" are one route.
 */
export const routes: RouteObject[] = [
  {
    id: "locale",
    path: ":lang?",
    element: <LocaleGate />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        id: "app-shell",
        element: <AppShell />,
        children: [...screens.filter((s) => !bareScreens.has(s.name)).map(toRoute), notFound],
      },
      {
        id: "bare-shell",
        element: <BareShell />,
        children: screens.filter((s) => bareScreens.has(s.name)).map(toRoute),
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
