import { SaveIcon, TriangleAlertIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { lineChartOption, seriesRange } from "@/components/chart-options";
import { EChart } from "@/components/echart";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/components/use-formatters";
import { Value } from "@/components/value";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { Figures, Muted } from "./card-parts";
import { fullScreenPaths } from "./full-screen";
import { rebalanceLabels } from "./labels";
import type { ToolCardProps } from "./types";

/**
 * Amounts are plain numbers: the backtest output names no currency (the engine compounds each
 * holding's own NAV; see the report's contract notes), so no currency symbol is claimed.
 */

/** backtestPortfolio: the growth chart (with benchmarks), the metrics, and the drawdown chart. */
export function BacktestPortfolioCard({ output, input }: ToolCardProps<"backtestPortfolio">) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const format = useFormatters();
  const m = output.metrics;
  const range = seriesRange(output.series);

  const growth = useMemo(
    () =>
      lineChartOption({
        series: [
          { name: t("tools:backtestPortfolio.portfolio"), points: output.series },
          ...output.benchmarkSeries.map((b) => ({ name: b.symbolCode, points: b.points })),
        ],
        format: (v) => format.number(v, 0),
        dateFormat: format.monthYear,
      }),
    [output.series, output.benchmarkSeries, format, t],
  );
  const drawdown = useMemo(
    () =>
      lineChartOption({
        series: [{ name: t("tools:backtestPortfolio.drawdown"), points: output.drawdownSeries, area: true }],
        format: (v) => format.percent(v, 0),
        dateFormat: format.monthYear,
      }),
    [output.drawdownSeries, format, t],
  );

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-wrap gap-1.5" aria-label={t("tools:backtestPortfolio.holdings")}>
        {output.holdings.map((h) => (
          <li
            key={h.code}
            className="inline-flex min-w-0 max-w-full items-center gap-1.5 rounded-full border border-border bg-surface px-2.5 py-0.5 text-xs"
          >
            <span className="font-medium font-mono">{h.code}</span>
            <span className="min-w-0 max-w-48 truncate text-muted-foreground">{h.name}</span>
            <Value kind="percent" value={h.weight / 100} digits={0} className="font-semibold" />
          </li>
        ))}
      </ul>
      <Muted>
        {t(rebalanceLabels[output.rebalance])}
        {output.startDate && output.endDate ? (
          <>
            {" · "}
            <Value kind="date" value={output.startDate} /> – <Value kind="date" value={output.endDate} />
          </>
        ) : null}
        {" · "}
        {t("tools:backtestPortfolio.initial")} <Value kind="number" value={output.initialAmount} digits={0} />
        {output.monthlyContribution ? (
          <>
            {" · "}
            {t("tools:backtestPortfolio.monthly")}{" "}
            <Value kind="number" value={output.monthlyContribution} digits={0} />
          </>
        ) : null}
      </Muted>
      {range ? (
        <EChart
          option={growth}
          testId="backtest-chart"
          summary={t("tools:backtestPortfolio.chartSummary", {
            from: format.date(range.from),
            to: format.date(range.to),
            first: format.number(range.first, 0),
            last: format.number(range.last, 0),
          })}
        />
      ) : null}
      <Figures
        items={[
          {
            label: t("tools:backtestPortfolio.finalValue"),
            kind: "number",
            value: output.finalValue,
            digits: 0,
          },
          {
            label: t("tools:backtestPortfolio.totalInvested"),
            kind: "number",
            value: output.totalInvested,
            digits: 0,
          },
          {
            label: t("tools:backtestPortfolio.cumulativeReturn"),
            kind: "percent",
            value: m?.cumulativeReturn ?? null,
            signed: true,
          },
          {
            label: t("tools:backtestPortfolio.annualizedReturn"),
            kind: "percent",
            value: m?.annualizedReturn ?? null,
            signed: true,
          },
          { label: t("tools:figures.volatility"), kind: "percent", value: m?.volatility ?? null },
          { label: t("tools:figures.sharpe"), kind: "number", value: m?.sharpe ?? null, digits: 2 },
          { label: t("tools:figures.maxDrawdown"), kind: "percent", value: m?.maxDrawdown ?? null },
          {
            label: t("tools:backtestPortfolio.repairDays"),
            kind: "number",
            value: m?.repairDays ?? null,
            digits: 0,
          },
        ]}
      />
      {output.drawdownSeries.length > 1 ? (
        <div className="flex flex-col gap-1">
          <h4 className="font-semibold text-foreground text-sm">{t("tools:backtestPortfolio.drawdown")}</h4>
          <EChart
            option={drawdown}
            testId="drawdown-chart"
            className="h-36"
            summary={t("tools:backtestPortfolio.drawdownSummary", {
              value:
                m?.maxDrawdown === null || m?.maxDrawdown === undefined ? "—" : format.percent(m.maxDrawdown),
            })}
          />
        </div>
      ) : null}
      {output.warnings.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {output.warnings.map((w) => (
            <li
              key={`${w.code}-${w.fundCode ?? w.symbolCode ?? ""}`}
              className="flex items-start gap-2 text-warning text-xs"
            >
              <TriangleAlertIcon className="mt-0.5 size-3.5 shrink-0" />
              {w.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button asChild size="sm" variant="outline">
          <Link
            to={localized(fullScreenPaths.backtestPortfolio(output, input) ?? "/newFundPortfolio")}
            data-testid="save-as-portfolio"
          >
            <SaveIcon aria-hidden />
            {t("tools:saveAsPortfolio")}
          </Link>
        </Button>
      </div>
    </div>
  );
}
