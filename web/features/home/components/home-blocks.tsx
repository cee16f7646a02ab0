import { CalendarClockIcon, DatabaseIcon, ShieldCheckIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { SearchBox } from "@/features/search";
import { PersonalizedShelf } from "@/features/watchlist";
import { loadNamespace } from "@/lib/i18n";
import { ExploreGrid } from "./explore-grid";

// Below the fold, with their features' code: loaded after the page.
const CuratedShelf = lazy(() => import("@/features/selection").then((m) => ({ default: m.CuratedShelf })));
const AxesShelf = lazy(() => import("@/features/selection").then((m) => ({ default: m.AxesShelf })));
const AssetViewsBlock = lazy(() =>
  Promise.all([import("@/features/macro"), loadNamespace("macro")]).then(([m]) => ({
    default: m.AssetViewsBlock,
  })),
);
const TopNews = lazy(() => import("@/features/news").then((m) => ({ default: m.TopNews })));

import { IndexTiles } from "./index-tiles";

const assurances = [
  {
    key: "informationOnly",
    icon: ShieldCheckIcon,
    title: "home:assurances.informationOnly.title",
    body: "home:assurances.informationOnly.body",
  },
  {
    key: "updated",
    icon: CalendarClockIcon,
    title: "home:assurances.updated.title",
    body: "home:assurances.updated.body",
  },
  { key: "demo", icon: DatabaseIcon, title: "home:assurances.demo.title", body: "home:assurances.demo.body" },
] as const;

/**
 * The classic home blocks below the chat: product search, the headline indices, top news with
 * its product tags, the AI macro model's asset views, the curated lists, the thematic axes, the ways into the screens, and what the data is.
 */
export function HomeBlocks({ onAsk }: { onAsk?: (question: string) => void }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="home-blocks"
      className="mx-auto flex w-full max-w-5xl flex-col gap-10 border-border border-t px-4 py-10 sm:px-6"
    >
      <section aria-labelledby="home-search-title" className="flex flex-col gap-3">
        <h2 id="home-search-title" className="font-semibold text-foreground text-xl tracking-tight">
          {t("home:search.title")}
        </h2>
        <SearchBox className="max-w-xl" testId="home-search" onAsk={onAsk} />
      </section>
      <IndexTiles />
      <Suspense fallback={<div className="h-32 animate-pulse rounded-lg bg-muted" aria-hidden="true" />}>
        <AssetViewsBlock />
      </Suspense>
      <Suspense fallback={<div className="h-64 animate-pulse rounded-lg bg-muted" aria-hidden="true" />}>
        <TopNews />
      </Suspense>
      <Suspense fallback={<div className="h-80 animate-pulse rounded-lg bg-muted" aria-hidden="true" />}>
        <CuratedShelf />
      </Suspense>
      <Suspense fallback={<div className="h-80 animate-pulse rounded-lg bg-muted" aria-hidden="true" />}>
        <AxesShelf />
      </Suspense>
      <PersonalizedShelf />
      <ExploreGrid />
      <ul className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:grid-cols-3">
        {assurances.map(({ key, icon: Icon, title, body }) => (
          <li key={key} className="flex items-start gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium text-foreground text-sm">{t(title)}</span>
              <span className="text-muted-foreground text-sm leading-relaxed">{t(body)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
