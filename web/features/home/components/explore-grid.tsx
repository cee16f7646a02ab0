import {
  ArrowRightIcon,
  BriefcaseBusinessIcon,
  ChartCandlestickIcon,
  FilterIcon,
  StarIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "@/lib/use-localized-path";

const entries = [
  {
    key: "fundSelector",
    to: "/fundFilter",
    icon: FilterIcon,
    title: "home:explore.fundSelector.title",
    body: "home:explore.fundSelector.body",
  },
  {
    key: "etfSelector",
    to: "/ETF-Filter",
    icon: ChartCandlestickIcon,
    title: "home:explore.etfSelector.title",
    body: "home:explore.etfSelector.body",
  },
  {
    key: "topPicks",
    to: "/topPickFilters",
    icon: StarIcon,
    title: "home:explore.topPicks.title",
    body: "home:explore.topPicks.body",
  },
  {
    key: "portfolios",
    to: "/fundPortfolio",
    icon: BriefcaseBusinessIcon,
    title: "home:explore.portfolios.title",
    body: "home:explore.portfolios.body",
  },
] as const;

/** Entry points into the classic screens. */
export function ExploreGrid() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="explore-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="explore-title" className="font-semibold text-foreground text-xl tracking-tight">
          {t("home:explore.title")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("home:explore.subtitle")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {entries.map(({ key, to, icon: Icon, title, body }) => (
          <Link
            key={key}
            to={localized(to)}
            className="group flex flex-col gap-3 rounded-xl border border-border bg-background p-5 shadow-xs transition-[border-color,box-shadow,transform] hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-card"
          >
            <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600 transition-colors group-hover:bg-brand-600 group-hover:text-white">
              <Icon className="size-5" />
            </span>
            <span className="flex flex-col gap-1">
              <span className="flex items-center gap-1.5 font-semibold text-foreground">
                {t(title)}
                <ArrowRightIcon className="size-4 text-brand-600 opacity-0 transition-opacity group-hover:opacity-100" />
              </span>
              <span className="text-muted-foreground text-sm leading-relaxed">{t(body)}</span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
