import { useAtomValue } from "jotai";
import { lazy, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "@/components/logo";
import { Badge } from "@/components/ui/badge";
import { SearchBox } from "@/features/search";
import { AlertsBell } from "@/features/watchlist";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { comingSoonOpenAtom } from "./atoms";
import { LanguageSwitcher } from "./language-switcher";
import { MobileNav } from "./mobile-nav";
import { NavMenus } from "./nav-menus";
import { UpgradeButton } from "./upgrade-button";
import { useNavState } from "./use-nav-state";
import { UserMenu } from "./user-menu";

// Opened from ETFs ▸ Portfolio only: its dialog code is fetched then.
const ComingSoonDialog = lazy(() =>
  import("./coming-soon-dialog").then((m) => ({ default: m.ComingSoonDialog })),
);

/** The navigation bar of every screen except login and register. */
export function NavBar() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { groups, upgrade } = useNavState();
  const comingSoon = useAtomValue(comingSoonOpenAtom);
  return (
    <header
      data-testid="nav-bar"
      className="sticky top-0 z-40 border-border/80 border-b bg-background/90 backdrop-blur-md supports-[backdrop-filter]:bg-background/75"
    >
      <div className="mx-auto flex h-16 max-w-[1320px] items-center gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex shrink-0 items-center gap-2.5">
          <Link to={localized("/")} aria-label={t("nav:home")} data-testid="nav-logo" className="rounded-md">
            <Logo />
          </Link>
          <DemoBadge />
        </div>
        <div className="ml-1 hidden lg:flex xl:ml-4">
          <NavMenus groups={groups} />
        </div>
        <div className="ml-auto flex items-center gap-1.5 xl:gap-2">
          <SearchBox className="hidden w-40 lg:block xl:w-72" testId="nav-search" />
          <LanguageSwitcher className="hidden lg:inline-flex" />
          <UpgradeButton action={upgrade} className="hidden lg:inline-flex" />
          <AlertsBell />
          <div className="hidden lg:block">
            <UserMenu />
          </div>
          <div className="lg:hidden">
            <MobileNav />
          </div>
        </div>
      </div>
      {comingSoon ? (
        <Suspense fallback={null}>
          <ComingSoonDialog />
        </Suspense>
      ) : null}
    </header>
  );
}

/**
 * "Demo" with its explanation on hover and focus: a plain CSS hint, so the bar on every screen
 * needs no tooltip library. Not displayed until then (an invisible box would still widen a
 * phone's page), and never wider than the screen.
 */
function DemoBadge() {
  const { t } = useTranslation();
  const hint = useId();
  return (
    <span className="group relative">
      <Badge variant="demo" tabIndex={0} aria-describedby={hint} data-testid="demo-badge">
        {t("common:demo.badge")}
      </Badge>
      <span
        role="tooltip"
        id={hint}
        className="absolute top-full left-0 z-50 mt-1.5 hidden w-max max-w-[min(20rem,calc(100vw-2rem))] rounded-md bg-navy-900 px-2.5 py-1.5 text-white text-xs shadow-popover group-focus-within:block group-hover:block"
      >
        {t("common:demo.tooltip")}
      </span>
    </span>
  );
}
