import type { ProductType } from "@shared/domain/product";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Value } from "@/components/value";
import { CompareToggle } from "@/features/comparison";
import { productDetailPath } from "@/lib/product-paths";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { type ColumnId, columnIds, columnLabels, type SelectorRow } from "../columns";
import {
  assetClassLabels,
  dividendLabels,
  ratingTierLabels,
  regionLabels,
  riskLevelNames,
} from "../filter-options";

/** The columns of words (left-aligned); every other column is a figure, aligned right. */
const wordColumns: ReadonlySet<ColumnId> = new Set([
  "currency",
  "assetClass",
  "category",
  "region",
  "ratingTier",
  "dividendFrequency",
]);
const numeric = new Set<ColumnId>(columnIds.filter((c) => !wordColumns.has(c)));

const labelOf = (labels: Record<string, string>, value: string | null, t: TFunction) =>
  value === null ? "—" : labels[value] ? t(labels[value] as never) : value;

function cell(column: ColumnId, row: SelectorRow, t: TFunction): ReactNode {
  switch (column) {
    case "currency":
      return row.currency;
    case "assetClass":
      return labelOf(assetClassLabels, row.assetClass, t);
    case "category":
      return row.categoryName ?? row.category ?? "—";
    case "region":
      return labelOf(regionLabels, row.region, t);
    case "riskLevel":
      return row.riskLevel === null ? (
        "—"
      ) : (
        <span title={t(riskLevelNames[row.riskLevel as 1 | 2 | 3 | 4 | 5])}>
          <Value kind="number" value={row.riskLevel} digits={0} />
        </span>
      );
    case "ratingTier":
      return labelOf(ratingTierLabels, row.ratingTier, t);
    case "starRating":
      return row.starRating === null ? (
        "—"
      ) : (
        <span
          role="img"
          aria-label={t("selection:filters.stars", { count: row.starRating })}
          className="text-amber-500"
        >
          {"★".repeat(row.starRating)}
          <span className="text-muted-foreground/40">{"★".repeat(5 - row.starRating)}</span>
        </span>
      );
    case "nav":
      return <Value kind="number" value={row.nav} digits={4} />;
    case "aumUsd":
      return <Value kind="currency" currency="USD" value={row.aumUsd} compact digits={1} />;
    case "return1y":
    case "return3y":
      return <Value kind="percent" value={row[column]} signed />;
    case "sharpe1y":
      return <Value kind="number" value={row.sharpe1y} digits={2} />;
    case "volatility1y":
    case "maxDrawdown1y":
    case "totalExpenseRatio":
      return <Value kind="percent" value={row[column]} />;
    case "dividendFrequency":
      return labelOf(dividendLabels, row.dividendFrequency, t);
    case "launchDate":
      return <Value kind="date" value={row.launchDate} />;
  }
}

/**
 * The results: the product (name in the page's language, code, link to its detail, the
 * comparison basket's "Compare" toggle) and the chosen columns; on a curated list, the figure
 * the list ranks by comes first.
 */
export function ResultsTable({
  rows,
  columns,
  productType,
  listValue,
  rowAction,
}: {
  rows: readonly SelectorRow[];
  columns: readonly ColumnId[];
  productType: ProductType;
  listValue?: { label: string; render: (value: number) => ReactNode };
  /** A control shown before each product's name (the add-to-watchlist star). */
  rowAction?: (row: SelectorRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className="overflow-x-auto rounded-lg border bg-card" data-testid="results-table">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t("selection:results.caption")}</caption>
        <thead className="bg-muted text-muted-foreground text-xs">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 min-w-44 bg-muted px-3 py-2 text-left font-medium sm:min-w-64"
            >
              {t("selection:columns.product")}
            </th>
            {listValue ? (
              <th scope="col" className="whitespace-nowrap px-3 py-2 text-right font-medium">
                {listValue.label}
              </th>
            ) : null}
            {columns.map((c) => (
              <th
                key={c}
                scope="col"
                className={`whitespace-nowrap px-3 py-2 font-medium ${numeric.has(c) ? "text-right" : "text-left"}`}
              >
                {t(columnLabels[c])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.fundCode}
              className="group border-t"
              data-testid="result-row"
              data-code={row.fundCode}
            >
              <th
                scope="row"
                className="sticky left-0 z-10 bg-card px-3 py-2 text-left font-normal group-hover:bg-muted"
              >
                <div className="flex items-start gap-1.5">
                  {rowAction ? <div className="-ml-1.5 shrink-0">{rowAction(row)}</div> : null}
                  <div className="min-w-0 flex-1">
                    <Link
                      to={localized(productDetailPath(productType, row.fundCode))}
                      className="line-clamp-2 font-medium text-foreground hover:text-primary hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      data-testid="result-name"
                    >
                      {row.fundName}
                    </Link>
                    <span className="mt-0.5 flex items-center justify-between gap-2">
                      <span className="text-muted-foreground text-xs tabular" data-testid="result-code">
                        {row.symbol ?? row.fundCode}
                        {row.symbol && row.symbol !== row.fundCode ? ` · ${row.fundCode}` : ""}
                      </span>
                      <CompareToggle
                        size="compact"
                        product={{ fundCode: row.fundCode, fundName: row.fundName, productType }}
                      />
                    </span>
                  </div>
                </div>
              </th>
              {listValue ? (
                <td className="whitespace-nowrap px-3 py-2 text-right font-medium group-hover:bg-muted">
                  {row.listValue === undefined ? "—" : listValue.render(row.listValue)}
                </td>
              ) : null}
              {columns.map((c) => (
                <td
                  key={c}
                  className={`whitespace-nowrap px-3 py-2 group-hover:bg-muted ${numeric.has(c) ? "text-right" : "text-left"}`}
                >
                  {cell(c, row, t)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
