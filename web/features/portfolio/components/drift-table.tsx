import type { PortfolioDetail } from "@shared/api/portfolio";
import { TriangleAlertIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "@/components/use-formatters";
import { Value } from "@/components/value";
import { cn } from "@/lib/utils";
import { HoldingCell, HoldingsTable } from "./holdings-table";

/**
 * Target against the drifted weights at the end of the backtest, with the drift in percentage
 * points; a holding beyond the threshold (±5 pp) is flagged in words and colour.
 */
export function DriftTable({
  detail,
  nameOf,
}: {
  detail: PortfolioDetail;
  nameOf: (code: string) => string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { drift } = detail;
  const threshold = drift.thresholdPp;
  return (
    <div className="flex flex-col gap-3" data-testid="drift">
      {drift.alert ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-destructive text-sm"
          data-testid="drift-alert"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("portfolio:drift.alert", { threshold })}
        </p>
      ) : (
        <p className="text-muted-foreground text-sm">{t("portfolio:drift.ok", { threshold })}</p>
      )}
      {drift.asOf ? (
        <p className="text-muted-foreground text-xs">
          {t("portfolio:asOf", { date: format.date(drift.asOf) })}
        </p>
      ) : null}
      <HoldingsTable
        caption={t("portfolio:drift.title")}
        columns={[
          { label: t("portfolio:drift.target") },
          { label: t("portfolio:drift.current") },
          { label: t("portfolio:drift.drift") },
        ]}
      >
        {drift.holdings.map((h) => {
          const flagged = Math.abs(h.driftPp) > threshold;
          return (
            <tr
              key={h.fundCode}
              className="border-b last:border-0"
              data-testid="drift-row"
              data-flagged={flagged || undefined}
            >
              <HoldingCell name={nameOf(h.fundCode)} code={h.fundCode} />
              <td className="whitespace-nowrap px-3 py-2 text-right">
                <Value kind="percent" value={h.targetWeight / 100} digits={1} />
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right">
                <Value kind="percent" value={h.currentWeight / 100} digits={1} />
              </td>
              <td
                className={cn(
                  "whitespace-nowrap px-3 py-2 text-right",
                  flagged && "font-semibold text-destructive",
                )}
              >
                {t("portfolio:drift.pp", {
                  value: `${h.driftPp > 0 ? "+" : ""}${format.number(h.driftPp, 1)}`,
                })}
                {flagged ? <span className="sr-only"> {t("portfolio:drift.flagged")}</span> : null}
                {flagged ? <TriangleAlertIcon className="ml-1 inline size-3.5" aria-hidden /> : null}
              </td>
            </tr>
          );
        })}
      </HoldingsTable>
    </div>
  );
}
