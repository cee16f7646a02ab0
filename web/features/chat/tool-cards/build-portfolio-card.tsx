import { SaveIcon, TriangleAlertIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { lineChartOption, seriesRange } from "@/components/chart-options";
import { EChart } from "@/components/echart";
import { Button } from "@/components/ui/button";
import { useFormatters } from "@/components/use-formatters";
import { Value } from "@/components/value";
import { autoDraftPath } from "@/features/portfolio";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { Figures, Muted } from "./card-parts";
import { riskLevelSourceLabels, sleeveLabelOf } from "./labels";
import type { ToolCardProps } from "./types";

/**
 * buildPortfolio: the auto builder's proposal — the risk level and where it came from, each
 * holding with its sleeve, weight and one-sentence rationale — its backtest (growth, key figures)
 * and "Save as portfolio", which opens the create flow pre-filled with the proposal.
 * Amounts are plain numbers, as on the backtest card (the proposal's backtest converts nothing).
 */
export function BuildPortfolioCard({ output }: ToolCardProps<"buildPortfolio">) {
  const { t } = useTranslation();
  const format = useFormatters();
  const localized = useLocalizedPath();
  const m = output.metrics;
  const range = seriesRange(output.series);
  const growth = useMemo(
    () =>
      lineChartOption({
        series: [{ name: t("tools:buildPortfolio.portfolio"), points: output.series }],
        format: (v) => format.number(v, 0),
        dateFormat: format.monthYear,
      }),
    [output.series, format, t],
  );
  const band = output.volatilityBand;

  return (
    <div className="flex flex-col gap-4">
      <Muted>
        {t("tools:buildPortfolio.riskLevel", { name: output.riskLevelName, level: output.riskLevel })}
        {" · "}
        {t(riskLevelSourceLabels[output.riskLevelSource])}
        {" · "}
        {t("tools:buildPortfolio.band")} <Value kind="percent" value={band.min} digits={0} />
        {" – "}
        {band.max === null ? (
          t("tools:buildPortfolio.noCeiling")
        ) : (
          <Value kind="percent" value={band.max} digits={0} />
        )}
      </Muted>
      <ul className="flex flex-col gap-2" aria-label={t("tools:buildPortfolio.holdings")}>
        {output.holdings.map((h) => (
          <li
            key={h.code}
            className="flex flex-col gap-0.5 rounded-lg border px-3 py-2"
            data-testid="proposed-holding"
          >
            <div className="flex min-w-0 items-center gap-2 text-sm">
              <span className="shrink-0 font-medium font-mono text-xs">{h.code}</span>
              <span className="min-w-0 flex-1 truncate" title={h.name}>
                {h.name}
              </span>
              <Value kind="percent" value={h.weight / 100} digits={0} className="shrink-0 font-semibold" />
            </div>
            <p className="text-muted-foreground text-xs">
              <span className="font-medium text-foreground">{t(sleeveLabelOf(h.sleeve))}</span>
              {" · "}
              {h.rationale}
            </p>
          </li>
        ))}
      </ul>
      {range ? (
        <EChart
          option={growth}
          testId="build-portfolio-chart"
          className="h-48"
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
            label: t("tools:backtestPortfolio.annualizedReturn"),
            kind: "percent",
            value: m?.annualizedReturn ?? null,
            signed: true,
          },
          { label: t("tools:figures.volatility"), kind: "percent", value: m?.volatility ?? null },
          { label: t("tools:figures.maxDrawdown"), kind: "percent", value: m?.maxDrawdown ?? null },
        ]}
      />
      {output.warnings.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {output.warnings.map((w) => (
            <li
              key={`${w.code}-${w.fundCode ?? w.symbolCode ?? ""}`}
              className="flex items-start gap-2 text-warning text-xs"
            >
              <TriangleAlertIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              {w.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button asChild size="sm" variant="outline">
          <Link to={localized(autoDraftPath(output.draft))} data-testid="save-as-portfolio">
            <SaveIcon aria-hidden />
            {t("tools:saveAsPortfolio")}
          </Link>
        </Button>
      </div>
    </div>
  );
}
