import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Logo } from "@/components/logo";
import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
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
          <Tooltip>
            <TooltipTrigger asChild>
              <Badge variant="demo" tabIndex={0} data-testid="demo-badge">
                {t("common:demo.badge")}
              </Badge>
            </TooltipTrigger>
            <TooltipContent>{t("common:demo.tooltip")}</TooltipContent>
          </Tooltip>
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
