import {
  ArrowLeftIcon,
  BellRingIcon,
  BotMessageSquareIcon,
  BriefcaseBusinessIcon,
  ChartCandlestickIcon,
  ChartLineIcon,
  ChartPieIcon,
  CreditCardIcon,
  FileTextIcon,
  FilterIcon,
  GitCompareArrowsIcon,
  GoalIcon,
  HourglassIcon,
  LayersIcon,
  type LucideIcon,
  NewspaperIcon,
  Share2Icon,
  SparklesIcon,
  StarIcon,
  UserRoundCogIcon,
  UserRoundIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ScreenName } from "@/lib/routes";
import { screenText } from "@/lib/screen-text";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { useScreen } from "@/lib/use-screen";

const icons: Partial<Record<ScreenName, LucideIcon>> = {
  fund: ChartLineIcon,
  ETF: ChartCandlestickIcon,
  strategyDetail: LayersIcon,
  "ETF-Filter": FilterIcon,
  fundFilter: FilterIcon,
  topPickFilters: StarIcon,
  "ETF-Portfolio": LayersIcon,
  fundPortfolio: BriefcaseBusinessIcon,
  newFundPortfolio: BriefcaseBusinessIcon,
  fundPortfolioDetail: BriefcaseBusinessIcon,
  fundDetail: ChartLineIcon,
  ETFDetail: ChartCandlestickIcon,
  fundComparison: GitCompareArrowsIcon,
  ETFComparison: GitCompareArrowsIcon,
  AssetViews: ChartPieIcon,
  fundDetailMock: ChartLineIcon,
  payment: CreditCardIcon,
  UserCenter: UserRoundIcon,
  news: NewspaperIcon,
  newsDetail: NewspaperIcon,
  pricing: SparklesIcon,
  "digital-twin": UserRoundCogIcon,
  profile: UserRoundIcon,
  "wealth-planning": GoalIcon,
  "subscribed-portfolios": BriefcaseBusinessIcon,
  watchlist: StarIcon,
  alerts: BellRingIcon,
  reports: FileTextIcon,
  chat: BotMessageSquareIcon,
  share: Share2Icon,
};

/**
 * One screen for every route whose feature arrives later: its real title and purpose, and a
 * calm "coming soon" state inside the normal layout. Detail pages echo the product they were asked for.
 */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const screen = useScreen() ?? "404";
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const code = params.get("fundCode") ?? params.get("isinCode") ?? params.get("keyword");
  const Icon = icons[screen] ?? HourglassIcon;

  return (
    <div className="flex flex-1 flex-col" data-testid="placeholder-page" data-screen={screen}>
      <div className="border-border border-b bg-surface">
        <div className="mx-auto flex max-w-[1320px] flex-col gap-2 px-4 py-8 sm:px-6 lg:px-8">
          <h1 className="font-semibold text-2xl text-foreground tracking-tight sm:text-[28px]">
            {t(screenText[screen].title)}
          </h1>
          <p className="max-w-2xl text-muted-foreground">{t(screenText[screen].description)}</p>
        </div>
      </div>
      <div className="mx-auto flex w-full max-w-[1320px] flex-1 px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex w-full flex-col items-center justify-center gap-5 rounded-2xl border border-border border-dashed bg-background px-6 py-16 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <Icon className="size-7" />
          </span>
          <Badge variant="default">{t("pages:placeholder.badge")}</Badge>
          <div className="flex max-w-md flex-col gap-2">
            <h2 className="font-semibold text-foreground text-lg">{t("pages:placeholder.title")}</h2>
            <p className="text-muted-foreground text-sm leading-relaxed">
              {t("pages:placeholder.description")}
            </p>
            {code ? (
              <p className="text-muted-foreground text-sm" data-testid="placeholder-query">
                {t("pages:placeholder.requested", { value: code })}
              </p>
            ) : null}
          </div>
          <Button asChild variant="outline">
            <Link to={localized("/")}>
              <ArrowLeftIcon />
              {t("pages:notFound.backHome")}
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
