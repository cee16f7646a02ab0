import { macroAssets } from "@shared/domain/product";
import { ArrowRightIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatters } from "@/components/use-formatters";
import { accessOf, usePlan } from "@/features/selection";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import { assetLabel, levelLabel, levelStyle } from "../labels";
import { fetchScores, fetchTrackRecord } from "../macro-api";

/**
 * Home's "asset views": the latest 3-month view of each macro asset as compact chips (Premium),
 * otherwise the measured hit rate; both link to the AI macro page.
 */
export function AssetViewsBlock() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const format = useFormatters();
  const full = accessOf(usePlan(), "aiMacro") === "full";
  const scores = useLoad(`home-macro-${full}`, (signal) =>
    full ? fetchScores(signal) : Promise.resolve([]),
  );
  const record = useLoad("home-macro-record", fetchTrackRecord);
  const three = scores.state === "ready" ? scores.data.filter((s) => s.horizon === "3M") : [];
  return (
    <section
      aria-labelledby="home-asset-views-title"
      className="flex flex-col gap-3"
      data-testid="home-asset-views"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id="home-asset-views-title" className="font-semibold text-foreground text-xl tracking-tight">
            {t("macro:home.title")}
          </h2>
          <p className="text-muted-foreground text-sm">
            {t("macro:home.lead")}
            {three[0] ? ` ${t("macro:home.month", { month: three[0].month })}` : ""}
          </p>
        </div>
        <Link
          to={localized("/AssetViews")}
          className="inline-flex items-center gap-1 font-medium text-brand-700 text-sm hover:underline"
          data-testid="home-asset-views-more"
        >
          {t("macro:home.more")}
          <ArrowRightIcon className="size-4" aria-hidden />
        </Link>
      </div>
      {full && three.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {macroAssets.map((a) => {
            const s = three.find((x) => x.assetId === a);
            const style = levelStyle[String(s?.view ?? 0)]!;
            return (
              <li
                key={a}
                data-asset={a}
                data-view={s?.view ?? ""}
                className={cn(
                  "flex flex-col gap-0.5 rounded-lg px-3 py-2",
                  s ? [style.bg, style.fg] : "bg-muted",
                )}
              >
                <span className="text-xs">{t(assetLabel(a))}</span>
                <span className="font-medium text-sm">{s ? t(levelLabel(s.view)) : "—"}</span>
              </li>
            );
          })}
        </ul>
      ) : record.state === "ready" && record.data.months > 0 ? (
        <p className="rounded-lg border border-border border-dashed px-4 py-3 text-muted-foreground text-sm">
          {t("macro:home.locked", {
            count: format.number(record.data.months, 0),
            rate: record.data.hitRate === null ? "—" : format.percent(record.data.hitRate, 1),
          })}
        </p>
      ) : null}
    </section>
  );
}
