import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useLoad } from "@/lib/use-load";
import { LoadError, LoadingRows } from "./components/load-state";
import { NewsCard } from "./components/news-card";
import { TrendingPanel } from "./components/trending-panel";
import { newsApi } from "./news-api";

const PAGE_SIZE = 15;

/** The news list (newest first, paged by `?page=`) beside the trending funds and ETFs. */
export function NewsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const load = useLoad(`top:${page}`, (signal) => newsApi.top(page, PAGE_SIZE, signal));
  const pages = load.state === "ready" ? Math.max(1, Math.ceil(load.data.total / PAGE_SIZE)) : 1;
  const goTo = (p: number) => {
    setParams(p === 1 ? {} : { page: String(p) });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="flex flex-1 flex-col" data-testid="news-page">
      <div className="border-border border-b bg-surface">
        <div className="mx-auto flex max-w-[1320px] flex-col gap-2 px-4 py-8 sm:px-6 lg:px-8">
          <p className="font-medium text-brand-600 text-sm uppercase tracking-wider">
            {t("news:ui.eyebrow")}
          </p>
          <h1 className="font-semibold text-2xl text-foreground tracking-tight sm:text-[28px]">
            {t("news:ui.title")}
          </h1>
          <p className="max-w-2xl text-muted-foreground">{t("news:ui.lead")}</p>
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-[1320px] grid-cols-1 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:px-8">
        <section className="flex min-w-0 flex-col gap-3" aria-label={t("news:ui.title")}>
          {load.state === "loading" ? (
            <LoadingRows />
          ) : load.state === "error" ? (
            <LoadError retry={load.retry} />
          ) : load.data.items.length === 0 ? (
            <p className="rounded-xl border border-border border-dashed p-8 text-center text-muted-foreground">
              {t("news:ui.empty")}
            </p>
          ) : (
            <>
              {load.data.items.map((item) => (
                <NewsCard key={item.id} item={item} />
              ))}
              <nav className="flex items-center justify-between gap-3 pt-2" aria-label={t("news:ui.title")}>
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  <ChevronLeftIcon />
                  {t("news:ui.pager.previous")}
                </Button>
                <span className="text-muted-foreground text-sm">
                  {t("news:ui.pager.status", { page, pages })}
                </span>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                  {t("news:ui.pager.next")}
                  <ChevronRightIcon />
                </Button>
              </nav>
            </>
          )}
        </section>
        <aside className="flex min-w-0 flex-col gap-6">
          <TrendingPanel />
        </aside>
      </div>
    </div>
  );
}
