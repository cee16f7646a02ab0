import type { RiskAlertItem } from "@shared/api/watchlist";
import type { AlertType } from "@shared/domain/alerts";
import type { LucideIcon } from "lucide-react";
import {
  ActivityIcon,
  BriefcaseBusinessIcon,
  CheckIcon,
  PieChartIcon,
  ReceiptIcon,
  TrendingDownIcon,
  UserRoundCogIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Value } from "@/components/value";
import { productDetailPath } from "@/lib/product-paths";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import { alertKindKeys, alertTypeKeys } from "../labels";

const icons: Record<AlertType, { icon: LucideIcon; tone: string }> = {
  aum_change: { icon: TrendingDownIcon, tone: "bg-brand-50 text-brand-700" },
  concentration: { icon: PieChartIcon, tone: "bg-accent-50 text-accent-700" },
  fee_change: { icon: ReceiptIcon, tone: "bg-gold-100 text-gold-700" },
  abnormal_return: { icon: ActivityIcon, tone: "bg-destructive/10 text-destructive" },
  manager_change: { icon: UserRoundCogIcon, tone: "bg-muted text-foreground" },
  portfolio_drift: { icon: BriefcaseBusinessIcon, tone: "bg-gold-100 text-gold-700" },
};

/** A drift alert names the saved portfolio it stands on (its detail screen). */
const portfolioOf = (alert: RiskAlertItem): string | null =>
  alert.type === "portfolio_drift" && typeof alert.detail.portfolioId === "string"
    ? alert.detail.portfolioId
    : null;

/**
 * One alert: its type (icon and name) and kind, the product (to its profile), the data date,
 * the title and the message with the figure. Clicking it, or opening its product, marks it read.
 */
export function AlertCard({
  alert,
  onRead,
}: {
  alert: RiskAlertItem;
  onRead: (alert: RiskAlertItem) => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { icon: Icon, tone } = icons[alert.type];
  const name = alert.product?.fundName ?? alert.fundCode;
  const portfolioId = portfolioOf(alert);
  const read = () => {
    if (!alert.read) onRead(alert);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the card's keyboard way is its own "Mark as read" button and the product link
    <article
      onClick={read}
      className={cn(
        "relative flex gap-3 rounded-xl border bg-card p-4 transition-colors sm:gap-4 sm:p-5",
        alert.read ? "border-border" : "border-brand-200 bg-brand-50/40",
      )}
      data-testid="alert-item"
      data-id={alert.id}
      data-type={alert.type}
      data-read={alert.read ? "true" : "false"}
      aria-labelledby={`alert-${alert.id}`}
    >
      <span
        className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", tone)}
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span className="font-semibold text-foreground" data-testid="alert-type">
            {t(alertTypeKeys[alert.type])}
          </span>
          <span className="text-muted-foreground">· {t(alertKindKeys[alert.kind])}</span>
          <span className="text-muted-foreground">
            · <Value kind="date" value={alert.date} />
          </span>
          {alert.read ? null : (
            <span className="inline-flex items-center gap-1 font-medium text-brand-700">
              <span className="size-1.5 rounded-full bg-brand-600" aria-hidden="true" />
              {t("watchlist:alerts.unread")}
            </span>
          )}
        </div>
        <h3 id={`alert-${alert.id}`} className="font-semibold text-[15px] text-foreground leading-snug">
          {alert.title}
        </h3>
        <p className="text-muted-foreground text-sm leading-relaxed" data-testid="alert-message">
          {alert.message}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <div className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1">
            {alert.product ? (
              <Link
                to={localized(productDetailPath(alert.product.productType, alert.fundCode))}
                onClick={read}
                className="min-w-0 truncate font-medium text-brand-700 text-sm hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                data-testid="alert-product"
              >
                {name}
                <span className="ml-1.5 font-normal text-muted-foreground text-xs tabular">
                  {alert.product.symbol ?? alert.fundCode}
                </span>
              </Link>
            ) : (
              <span className="text-muted-foreground text-sm tabular">{alert.fundCode}</span>
            )}
            {portfolioId ? (
              <Link
                to={localized(`/fundPortfolioDetail?id=${encodeURIComponent(portfolioId)}`)}
                onClick={read}
                className="font-medium text-brand-700 text-sm hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                data-testid="alert-portfolio"
              >
                {t("watchlist:alerts.openPortfolio")}
              </Link>
            ) : null}
          </div>
          {alert.read ? null : (
            <Button
              variant="ghost"
              size="sm"
              onClick={(event) => {
                event.stopPropagation();
                read();
              }}
              aria-label={`${t("watchlist:alerts.markRead")}: ${alert.title}`}
              data-testid="alert-mark-read"
            >
              <CheckIcon />
              {t("watchlist:alerts.markRead")}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
