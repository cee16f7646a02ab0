import type { ComparisonScreen } from "@shared/api/comparison";
import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";
import { cn } from "@/lib/utils";
import { useFormat } from "../hooks/use-format";
import { frequencyLabels } from "../labels";

/** Tint of a correlation: deeper blue the closer to 1, amber below zero (the number is always shown). */
export function correlationTone(value: number | null): string {
  if (value === null) return "bg-muted/40 text-muted-foreground";
  if (value >= 0.8) return "bg-brand-600 text-white";
  if (value >= 0.6) return "bg-brand-400 text-navy-950";
  if (value >= 0.4) return "bg-brand-200 text-navy-950";
  if (value >= 0.2) return "bg-brand-100 text-navy-950";
  if (value > -0.2) return "bg-background text-foreground";
  if (value > -0.5) return "bg-gold-100 text-navy-950";
  return "bg-gold-400 text-navy-950";
}

/**
 * The correlation matrix as a heat-map table: products then benchmarks on both axes, the
 * coefficient in every cell (two decimals) and a tint by strength, with a legend.
 */
export function CorrelationMatrix({ data }: { data: ComparisonScreen }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { codes, matrix, frequency } = data.correlation;
  const names = new Map(data.overlay.map((l) => [l.code, l.name]));
  if (codes.length < 2)
    return <p className="text-muted-foreground text-sm">{t("comparison:correlation.single")}</p>;
  const any = matrix.some((row, i) => row.some((v, j) => i !== j && v !== null));
  return (
    <div className="flex flex-col gap-3">
      {data.startDate && data.endDate ? (
        <p className="text-muted-foreground text-xs">
          {t("comparison:correlation.hint", {
            frequency: t(frequencyLabels[frequency]),
            from: format.date(data.startDate),
            to: format.date(data.endDate),
          })}
        </p>
      ) : null}
      {any ? null : <p className="text-muted-foreground text-sm">{t("comparison:correlation.none")}</p>}
      <div className="overflow-x-auto">
        <table className="border-separate border-spacing-1 text-sm" data-testid="correlation-matrix">
          <caption className="sr-only">{t("comparison:correlation.caption")}</caption>
          <thead>
            <tr>
              <td />
              {codes.map((code) => (
                <th
                  key={code}
                  scope="col"
                  title={names.get(code)}
                  className="max-w-24 truncate px-1 pb-1 text-center font-medium font-mono text-muted-foreground text-xs"
                >
                  {code}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {codes.map((row, i) => (
              <tr key={row}>
                <th
                  scope="row"
                  className="max-w-48 pr-2 text-left font-normal text-xs"
                  title={names.get(row)}
                >
                  <span className="block font-medium font-mono">{row}</span>
                  <span className="line-clamp-1 text-muted-foreground">{names.get(row)}</span>
                </th>
                {codes.map((col, j) => {
                  const v = matrix[i]?.[j] ?? null;
                  return (
                    <td
                      key={col}
                      data-testid="correlation-cell"
                      data-row={row}
                      data-col={col}
                      className={cn(
                        "h-11 w-16 min-w-14 rounded-md text-center font-medium tabular",
                        i === j ? "bg-muted text-muted-foreground" : correlationTone(v),
                      )}
                    >
                      <Value kind="number" value={v} digits={2} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex items-center gap-2 text-muted-foreground text-xs" aria-hidden>
        <span>{t("comparison:correlation.legendLow")}</span>
        <span className="flex overflow-hidden rounded">
          {[-0.7, -0.3, 0, 0.3, 0.5, 0.7, 0.9].map((v) => (
            <span key={v} className={cn("h-3 w-5", correlationTone(v))} />
          ))}
        </span>
        <span>{t("comparison:correlation.legendHigh")}</span>
      </div>
    </div>
  );
}
