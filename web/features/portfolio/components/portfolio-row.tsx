import type { PortfolioSummary } from "@shared/api/portfolio";
import { Trash2Icon, TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { useFormatters } from "@/components/use-formatters";
import { Value } from "@/components/value";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { riskLevelOf } from "../labels";
import { portfolioDetailPath } from "../paths";
import { Money } from "./backtest-results";
import { FigureGrid, FigureTile } from "./section";

/** One of my portfolios: name (to its detail), how it was made, latest figures, drift, compare pick, delete. */
export function PortfolioRow({
  portfolio: p,
  picked,
  pickDisabled,
  onPick,
  onDelete,
}: {
  portfolio: PortfolioSummary;
  picked: boolean;
  pickDisabled: boolean;
  onPick: (picked: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const format = useFormatters();
  const pickId = `pick-${p.id}`;
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs"
      data-testid="my-portfolio"
      data-id={p.id}
      data-name={p.name}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Link
            to={localized(portfolioDetailPath(p.id))}
            className="font-semibold leading-snug hover:text-primary hover:underline"
            data-testid="portfolio-link"
          >
            {p.name}
          </Link>
          <span className="flex flex-wrap items-center gap-1.5 text-muted-foreground text-xs">
            <Badge variant="accent">
              {p.createMethod === "auto" ? t("portfolio:list.auto") : t("portfolio:list.diy")}
            </Badge>
            {p.riskProfile ? <Badge variant="outline">{t(riskLevelOf(p.riskProfile))}</Badge> : null}
            <span>{t("portfolio:list.holdings", { count: p.holdingsCount })}</span>
            <span>· {p.baseCurrency}</span>
          </span>
        </div>
        {p.driftAlert ? (
          <Badge
            variant="outline"
            className="border-destructive/40 bg-destructive/10 text-destructive"
            data-testid="drift-alert"
          >
            <TriangleAlertIcon className="size-3" aria-hidden />
            {t("portfolio:drift.alertShort")}
          </Badge>
        ) : null}
      </div>
      <FigureGrid className="grid-cols-2 sm:grid-cols-4 lg:grid-cols-4">
        <FigureTile label={t("portfolio:metrics.latestValue")}>
          <Money value={p.latestValue} currency={p.baseCurrency} />
        </FigureTile>
        <FigureTile label={t("portfolio:metrics.cumulativeReturn")}>
          <Value kind="percent" value={p.cumulativeReturn} signed />
        </FigureTile>
        <FigureTile label={t("portfolio:metrics.annualizedReturn")}>
          <Value kind="percent" value={p.annualizedReturn} signed />
        </FigureTile>
        <FigureTile label={t("portfolio:drift.max")}>
          {p.maxAbsDriftPp === null
            ? "—"
            : t("portfolio:drift.pp", { value: format.number(p.maxAbsDriftPp, 1) })}
        </FigureTile>
      </FigureGrid>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={pickId}
            checked={picked}
            disabled={pickDisabled && !picked}
            onCheckedChange={(c) => onPick(c === true)}
            data-testid="compare-pick"
          />
          <label htmlFor={pickId} className="text-sm">
            {t("portfolio:compare.pick")}
          </label>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          className="text-destructive hover:text-destructive"
          data-testid="delete-portfolio"
          aria-label={t("portfolio:delete.label", { name: p.name })}
        >
          <Trash2Icon aria-hidden />
          <span className="hidden sm:inline">{t("portfolio:delete.action")}</span>
        </Button>
      </div>
    </li>
  );
}
