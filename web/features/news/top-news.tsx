import { ArrowRightIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { LoadError, LoadingRows } from "./components/load-state";
import { NewsCard } from "./components/news-card";
import { newsApi } from "./news-api";

/**
 * The latest news with product tags, for another page to place (e.g. the home page). The page
 * that places it loads the "news" namespace (`loadNamespace("news")`) with its code.
 */
export function TopNews({ count = 5 }: { count?: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const load = useLoad(`top-news:${count}`, (signal) => newsApi.top(1, count, signal));
  return (
    <section className="flex flex-col gap-3" data-testid="top-news">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-semibold text-foreground text-lg">{t("news:ui.top.title")}</h2>
        <Link
          to={localized("/news")}
          className="inline-flex items-center gap-1 text-brand-700 text-sm hover:underline"
        >
          {t("news:ui.top.all")}
          <ArrowRightIcon className="size-3.5" aria-hidden="true" />
        </Link>
      </div>
      {load.state === "loading" ? (
        <LoadingRows rows={Math.min(count, 3)} />
      ) : load.state === "error" ? (
        <LoadError retry={load.retry} />
      ) : load.data.items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("news:ui.empty")}</p>
      ) : (
        load.data.items.map((item) => <NewsCard key={item.id} item={item} compact />)
      )}
    </section>
  );
}
