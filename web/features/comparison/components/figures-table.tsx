import type { ComparisonFigures, ComparisonScreen } from "@shared/api/comparison";
import { type RiskWindow, riskWindows } from "@shared/domain/period";
import type { DividendFrequency, RatingTier } from "@shared/domain/product";
import { TrophyIcon } from "lucide-react";
import { Fragment, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";
import { dividendLabels, ratingTierLabels } from "@/features/selection";
import { cn } from "@/lib/utils";
import { bestIndexes, type FigureRow, figureGroups, rankOf, riskWindowOf, rowHasValues } from "../figures";
import { periodLabels } from "../labels";

const riskWindowLabels = periodLabels satisfies Record<RiskWindow, string>;

function FigureValue({ row, f }: { row: FigureRow; f: ComparisonFigures }) {
  const { t } = useTranslation();
  const v = row.value(f);
  const { format } = row;
  if (v === null) return <span className="text-subtle-foreground">—</span>;
  switch (format.kind) {
    case "percent":
      return <Value kind="percent" value={v} signed={format.signed} />;
    case "ratio":
      return <Value kind="number" value={v} digits={2} />;
    case "days":
      return <Value kind="number" value={v} digits={0} />;
    case "currency":
      return <Value kind="currency" currency="USD" value={v} compact digits={1} />;
    case "date":
      return <Value kind="date" value={v} />;
    case "riskLevel":
      return <Value kind="number" value={v} digits={0} />;
    case "stars": {
      const n = Number(v);
      return (
        <span role="img" aria-label={t("comparison:figures.stars", { count: n })} className="text-amber-500">
          {"★".repeat(n)}
          <span className="text-muted-foreground/40">{"★".repeat(Math.max(0, 5 - n))}</span>
        </span>
      );
    }
    case "tier": {
      const key = ratingTierLabels[v as RatingTier];
      return <>{key ? t(key) : String(v)}</>;
    }
    case "dividend": {
      const key = dividendLabels[v as DividendFrequency];
      return <>{key ? t(key) : String(v)}</>;
    }
  }
}

/**
 * Every key figure side by side, one column per product, in three groups (returns over every
 * period; risk over a chosen window; costs and facts). The best value of each ranked row is
 * tinted and labelled "Best" (so colour is not the only cue); neutral facts are not ranked.
 */
export function FiguresTable({
  data,
  header,
}: {
  data: ComparisonScreen;
  header: (index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const [window, setWindow] = useState<RiskWindow | null>(null);
  const riskWindow = window ?? riskWindowOf(data);
  const figures = data.figures;
  const groups = figureGroups(riskWindow);
  const columns = figures.length;

  const rowLabel = (row: FigureRow): string =>
    row.period ? t("comparison:figures.rows.return", { period: t(periodLabels[row.period]) }) : t(row.label);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-xs" id="figures-best-hint">
          {t("comparison:figures.bestHint")}
        </p>
        <fieldset className="flex items-center gap-1.5 text-sm">
          <legend className="sr-only">{t("comparison:figures.riskWindow")}</legend>
          <span aria-hidden className="text-muted-foreground text-xs">
            {t("comparison:figures.riskWindow")}
          </span>
          <div className="inline-flex rounded-md border bg-muted p-0.5">
            {riskWindows.map((w) => (
              <button
                key={w}
                type="button"
                aria-pressed={w === riskWindow}
                onClick={() => setWindow(w)}
                data-testid="risk-window"
                data-window={w}
                className={cn(
                  "rounded px-2 py-1 text-xs",
                  w === riskWindow
                    ? "bg-background font-medium text-foreground shadow-xs"
                    : "text-muted-foreground hover:text-foreground",
                )}
              >
                {t(riskWindowLabels[w])}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="overflow-x-auto rounded-lg border bg-card">
        <table
          className="w-full border-collapse text-sm"
          data-testid="figures-table"
          aria-describedby="figures-best-hint"
        >
          <caption className="sr-only">{t("comparison:figures.caption")}</caption>
          <thead>
            <tr className="border-b bg-muted/60">
              <th
                scope="col"
                className="sticky left-0 z-10 w-28 min-w-28 bg-muted px-3 py-2 text-left font-medium text-muted-foreground text-xs sm:w-56 sm:min-w-44"
              >
                {t("comparison:figures.figure")}
              </th>
              {figures.map((f, i) => (
                <th
                  key={f.fundCode}
                  scope="col"
                  className="min-w-28 px-2 py-2 text-right align-top font-normal sm:min-w-40 sm:px-3"
                  data-testid="figures-product"
                  data-code={f.fundCode}
                >
                  {header(i)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => {
              const rows = group.rows.filter((row) => rowHasValues(row, figures));
              if (rows.length === 0) return null;
              return (
                <Fragment key={group.id}>
                  <tr className="border-t bg-muted/30">
                    <th
                      scope="colgroup"
                      colSpan={columns + 1}
                      className="sticky left-0 px-3 pt-3 pb-1.5 text-left font-semibold text-xs uppercase tracking-wide"
                    >
                      {t(group.label)}
                      {group.id === "risk" ? ` · ${t(riskWindowLabels[riskWindow])}` : ""}
                    </th>
                  </tr>
                  {rows.map((row) => {
                    const best = bestIndexes(
                      figures.map((f) => rankOf(row, f)),
                      row.direction,
                    );
                    return (
                      <tr key={row.id} className="border-t" data-testid="figure-row" data-row={row.id}>
                        <th
                          scope="row"
                          className="sticky left-0 z-10 bg-card px-2 py-2 text-left font-normal text-muted-foreground sm:px-3"
                        >
                          {rowLabel(row)}
                        </th>
                        {figures.map((f, i) => {
                          const isBest = best.has(i);
                          return (
                            <td
                              key={f.fundCode}
                              data-best={isBest || undefined}
                              data-code={f.fundCode}
                              className={cn(
                                "whitespace-nowrap px-2 py-2 text-right sm:px-3",
                                isBest && "bg-positive/10 font-semibold",
                              )}
                            >
                              <span className="inline-flex items-center justify-end gap-1.5">
                                {isBest ? (
                                  <span className="inline-flex items-center gap-0.5 rounded-full bg-positive px-1.5 py-0.5 font-medium text-[10px] text-white uppercase leading-none tracking-wide">
                                    <TrophyIcon className="size-2.5" aria-hidden />
                                    <span className="sr-only sm:not-sr-only">
                                      {t("comparison:figures.best")}
                                    </span>
                                  </span>
                                ) : null}
                                <FigureValue row={row} f={f} />
                              </span>
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
