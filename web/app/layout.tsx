import { defaultWebLocale, looksLikeLocale, matchWebLocale } from "@shared/locales";
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useParams } from "react-router";
import { PageFallback } from "@/components/page-fallback";
import { SiteFooter } from "@/components/site-footer";
import { NavBar } from "@/features/nav/nav-bar";
import { PlanPrompts } from "@/features/plans/plan-prompts";
import { activeLocale } from "@/lib/i18n";
import { persistLocale, splitLocalePath, withLocalePrefix } from "@/lib/locale";
import type { ScreenName } from "@/lib/routes";
import { screenText } from "@/lib/screen-text";
import { useScreen } from "@/lib/use-screen";

// The checkout's return and the lifecycle reminders load after the page: they are rarely shown.
// (Plan prompts register their handler with the page, so a refusal on the first screen finds it;
// their dialog loads when first needed.)
const SubscriptionNotices = lazy(() =>
  import("@/features/subscription/notices").then((m) => ({ default: m.SubscriptionNotices })),
);

const NotFoundPage = lazy(() =>
  import("@/features/not-found/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);

/**
 * The language prefix (en-HK, zh-Hans-HK, zh-Hant-HK, en-SG; default zh-Hant-HK). A supported
 * prefix is remembered as the language for later unprefixed URLs; an unknown locale-like prefix
 * redirects to the same path under the default language; any other first segment is not a page
 * (Page Not Found). Reaching a page in another language than the one loaded (an in-app link)
 * reloads it, as a language change does.
 */
export function LocaleGate() {
  const { lang } = useParams();
  const location = useLocation();
  const prefix = matchWebLocale(lang);
  const mismatch = prefix !== undefined && prefix !== activeLocale();

  useEffect(() => {
    if (!prefix) return;
    persistLocale(prefix);
    if (mismatch) window.location.reload();
  }, [prefix, mismatch]);

  if (lang && !prefix) {
    if (looksLikeLocale(lang)) {
      const { rest } = splitLocalePath(location.pathname);
      return (
        <Navigate replace to={withLocalePrefix(rest, defaultWebLocale) + location.search + location.hash} />
      );
    }
    return (
      <AppShell screen="404">
        <Suspense fallback={<PageFallback />}>
          <NotFoundPage />
        </Suspense>
      </AppShell>
    );
  }
  if (mismatch) return null;
  return <Outlet />;
}

/** Screens with the navigation bar and footer. */
export function AppShell({ children, screen }: { children?: ReactNode; screen?: ScreenName }) {
  useDocumentTitle(screen);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <SkipLabel />
      </a>
      <NavBar />
      <Suspense fallback={null}>
        <SubscriptionNotices />
      </Suspense>
      {/* at least a screen below the bar: while a page loads, the footer stays out of view
          instead of showing and then being pushed down (a layout shift) */}
      <main id="main" className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <PlanPrompts />
    </div>
  );
}

/** Login and register: no navigation bar. */
export function BareShell() {
  useDocumentTitle();
  return <Outlet />;
}

function SkipLabel() {
  const { t } = useTranslation();
  return <>{t("common:actions.skipToContent")}</>;
}

function useDocumentTitle(override?: ScreenName): void {
  const { t } = useTranslation();
  const matched = useScreen();
  const screen = override ?? matched ?? "404";
  const title = screen === "home" ? t("common:brand.homeTitle") : t(screenText[screen].title);
  useEffect(() => {
    document.title = screen === "home" ? title : t("common:brand.pageTitle", { page: title });
  }, [screen, title, t]);
}
