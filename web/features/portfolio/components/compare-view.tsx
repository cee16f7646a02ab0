import type { PortfolioComparison } from "@shared/api/portfolio";
import { ArrowLeftIcon, LoaderCircleIcon, TrophyIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Value } from "@/components/value";
import { bestIndexes, OverlayChart } from "@/features/comparison";
import { useLoad } from "@/lib/use-load";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import { type CompareRow, columnLetter, compareRows, rebased } from "../compare-rows";
import { riskLevelOf } from "../labels";
import { portfolioDetailPath, portfolioListPath } from "../paths";
import { comparePortfolios } from "../portfolio-api";
import { Section } from "./section";

type Item = PortfolioComparison["items"][number];

function Cell({ row, item }: { row: CompareRow; item: Item }) {
  const v = row.value(item);
  if (v === null) return <span className="text-subtle-foreground">—</span>;
  switch (row.kind) {
    case "percent":
      return <Value kind="percent" value={v} />;
    case "signedPercent":
      return <Value kind="percent" value={v} signed />;
    case "ratio":
      return <Value kind="number" value={v} digits={2} />;
    case "days":
      return <Value kind="number" value={v} digits={0} />;
  }
}

/**
 * 2–3 portfolios (mine and/or models) side by side over their common window, without
 * contributions: growth rebased to 100, and every metric with the best one tinted and labelled.
 */
export function CompareView({ ids }: { ids: string[] }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalizedPath();
  const load = useLoad(`compare:${ids.join(",")}:${i18n.language}`, (signal) =>
    comparePortfolios(ids, { signal, silent: true }),
  );

  return (
    <div
      className="mx-auto flex w-full max-w-screen-xl flex-col gap-5 px-4 py-6 sm:px-6"
      data-testid="portfolio-compare"
    >
      <header className="flex flex-col gap-2">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link to={localized(portfolioListPath)}>
            <ArrowLeftIcon aria-hidden />
            {t("portfolio:compare.back")}
          </Link>
        </Button>
        <h1 className="font-semibold text-2xl tracking-tight">{t("portfolio:compare.title")}</h1>
        <p className="text-muted-foreground text-sm">{t("portfolio:compare.description")}</p>
      </header>
      {load.state === "loading" ? (
        <div className="flex justify-center py-16" role="status">
          <LoaderCircleIcon className="size-6 animate-spin text-muted-foreground" aria-hidden />
          <span className="sr-only">{t("portfolio:loading")}</span>
        </div>
      ) : load.state === "error" ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm"
        >
          <span className="flex-1">{t("portfolio:compare.error")}</span>
          <Button variant="outline" size="sm" onClick={load.retry}>
            {t("portfolio:retry")}
          </Button>
        </div>
      ) : (
        <CompareResult data={load.data} />
      )}
    </div>
  );
}

function CompareResult({ data }: { data: PortfolioComparison }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const overlay = {
    startDate: data.startDate,
    endDate: data.endDate,
    overlay: data.items.map((item, i) => ({
      kind: "product" as const,
      code: columnLetter(i),
      name: item.name,
      points: rebased(item.series),
    })),
  };
  const rowLabel = (row: CompareRow) =>
    row.years ? t("portfolio:compare.annualizedYears", { period: t(row.years) }) : t(row.label);

  return (
    <div className="flex flex-col gap-5" data-testid="compare-result">
      <Section title={t("portfolio:compare.growth")} testId="compare-chart">
        <OverlayChart data={overlay} />
      </Section>
      <Section title={t("portfolio:compare.metrics")} testId="compare-metrics">
        <p className="text-muted-foreground text-xs" id="compare-best-hint">
          {t("portfolio:compare.bestHint")}
        </p>
        <div className="overflow-x-auto rounded-lg border">
          <table
            className="w-full border-collapse text-sm"
            aria-describedby="compare-best-hint"
            data-testid="compare-table"
          >
            <caption className="sr-only">{t("portfolio:compare.metrics")}</caption>
            <thead>
              <tr className="border-b bg-muted/60">
                <th
                  scope="col"
                  className="sticky left-0 z-10 w-24 min-w-24 bg-muted px-2 py-2 text-left font-medium text-muted-foreground text-xs sm:w-48 sm:px-3"
                >
                  {t("portfolio:compare.figure")}
                </th>
                {data.items.map((item, i) => (
                  <th
                    key={item.id}
                    scope="col"
                    className="min-w-24 px-2 py-2 text-right align-top font-normal sm:min-w-32 sm:px-3"
                    data-testid="compare-column"
                    data-id={item.id}
                  >
                    <span className="flex flex-col items-end gap-1">
                      <span className="flex items-center gap-1.5 text-muted-foreground text-xs">
                        <span className="font-mono">{columnLetter(i)}</span>
                        <Badge variant={item.kind === "model" ? "accent" : "default"}>
                          {item.kind === "model" ? t("portfolio:compare.model") : t("portfolio:compare.mine")}
                        </Badge>
                      </span>
                      {item.kind === "portfolio" ? (
                        <Link
                          to={localized(portfolioDetailPath(item.id))}
                          className="text-right font-medium text-foreground hover:text-primary hover:underline"
                        >
                          {item.name}
                        </Link>
                      ) : (
                        <span className="text-right font-medium text-foreground">{item.name}</span>
                      )}
                      {item.riskLevel && t(riskLevelOf(item.riskLevel)) !== item.name ? (
                        <span className="text-muted-foreground text-xs">
                          {t(riskLevelOf(item.riskLevel))}
                        </span>
                      ) : null}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {compareRows.map((row) => {
                const values = data.items.map((item) => row.value(item));
                if (values.every((v) => v === null)) return null;
                const best = bestIndexes(values, row.direction);
                return (
                  <tr key={row.id} className="border-t" data-testid="compare-row" data-row={row.id}>
                    <th
                      scope="row"
                      className="sticky left-0 z-10 bg-card px-2 py-2 text-left font-normal text-muted-foreground sm:px-3"
                    >
                      {rowLabel(row)}
                    </th>
                    {data.items.map((item, i) => {
                      const isBest = best.has(i);
                      return (
                        <td
                          key={item.id}
                          data-best={isBest || undefined}
                          className={cn(
                            "whitespace-nowrap px-2 py-2 text-right sm:px-3",
                            isBest && "bg-positive/10 font-semibold",
                          )}
                        >
                          <span className="inline-flex items-center justify-end gap-1.5">
                            {isBest ? (
                              <span className="inline-flex items-center gap-0.5 rounded-full bg-positive px-1.5 py-0.5 font-medium text-[10px] text-white uppercase leading-none tracking-wide">
                                <TrophyIcon className="size-2.5" aria-hidden />
                                <span className="sr-only sm:not-sr-only">{t("portfolio:compare.best")}</span>
                              </span>
                            ) : null}
                            <Cell row={row} item={item} />
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title={t("portfolio:compare.holdings")} testId="compare-holdings">
        <div className="grid gap-4 md:grid-cols-3">
          {data.items.map((item, i) => (
            <div key={item.id} className="flex min-w-0 flex-col gap-2">
              <h3 className="font-medium text-sm">
                <span className="mr-1.5 font-mono text-muted-foreground">{columnLetter(i)}</span>
                {item.name}
              </h3>
              <ul className="flex flex-col gap-1 text-xs">
                {item.holdings.map((h) => (
                  <li key={h.fundCode} className="flex items-center justify-between gap-2">
                    <span className="min-w-0 truncate text-muted-foreground" title={h.fundName ?? h.fundCode}>
                      {h.fundName ?? h.fundCode}
                    </span>
                    <Value kind="percent" value={h.weight / 100} digits={1} className="shrink-0" />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
    </div>
  );
}
