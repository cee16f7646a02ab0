import type { BacktestResultBody } from "@shared/api/backtest";
import { TriangleAlertIcon } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { lineChartOption, seriesRange } from "@/components/chart-options";
import { EChart } from "@/components/echart";
import { useFormatters } from "@/components/use-formatters";
import { Value } from "@/components/value";
import { FigureGrid, FigureTile, Section } from "./section";

/** An amount in the base currency, or a plain number when the amounts are in the holdings' own currencies. */
export function Money({ value, currency }: { value: number | null; currency: string | null }) {
  return currency ? (
    <Value kind="currency" currency={currency} value={value} digits={0} />
  ) : (
    <Value kind="number" value={value} digits={0} />
  );
}

export type ExtendedRange = { fundCode: string; from: string; to: string };

/**
 * A backtest's results: the growth of the money against the benchmarks (with the ranges where a
 * young holding's history was extended by its benchmark shaded and listed), the key metrics
 * (Calmar and the repair period included), the 1/3/5-year annualized returns, the calendar
 * years, the drawdown chart and the engine's warnings. Amounts are in `currency`.
 */
export function BacktestResults({
  result,
  currency,
  benchmarkName,
  extended = [],
}: {
  result: BacktestResultBody;
  /** The base currency of the amounts; null: the holdings' own (the plain backtest converts nothing). */
  currency: string | null;
  benchmarkName: (symbolCode: string) => string;
  extended?: ExtendedRange[];
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const m = result.metrics;
  const range = seriesRange(result.series);
  const money = useCallback(
    (v: number) => (currency ? format.currency(v, currency) : format.number(v, 0)),
    [currency, format],
  );

  const growth = useMemo(() => {
    const option = lineChartOption({
      series: [
        { name: t("portfolio:results.portfolio"), points: result.series },
        ...Object.entries(result.benchmarkSeries).map(([code, points]) => ({
          name: benchmarkName(code),
          points,
          dashed: true,
        })),
      ],
      format: money,
      dateFormat: format.monthYear,
      legend: true,
    }) as { series: Array<Record<string, unknown>> };
    // the spliced ranges: shaded bands on the portfolio line
    if (extended.length > 0 && option.series[0])
      option.series[0] = {
        ...option.series[0],
        markArea: {
          silent: true,
          itemStyle: { color: "rgba(148, 163, 184, 0.18)" },
          data: extended.map((r) => [{ xAxis: r.from, name: r.fundCode }, { xAxis: r.to }]),
        },
      };
    return option;
  }, [result.series, result.benchmarkSeries, extended, benchmarkName, money, format, t]);

  const drawdown = useMemo(
    () =>
      lineChartOption({
        series: [{ name: t("portfolio:results.drawdown"), points: result.drawdownSeries, area: true }],
        format: (v) => format.percent(v, 0),
        dateFormat: format.monthYear,
      }),
    [result.drawdownSeries, format, t],
  );

  const pct = (v: number | null | undefined, signed = true) => (
    <Value kind="percent" value={v ?? null} signed={signed} />
  );

  return (
    <div className="flex flex-col gap-5" data-testid="backtest-results">
      <Section title={t("portfolio:results.growth")} testId="growth-section">
        {range ? (
          <p className="text-muted-foreground text-xs">
            {t("portfolio:results.window", { from: format.date(range.from), to: format.date(range.to) })}
          </p>
        ) : null}
        {range ? (
          <EChart
            option={growth}
            testId="growth-chart"
            className="h-72"
            summary={t("portfolio:results.growthSummary", {
              from: format.date(range.from),
              to: format.date(range.to),
              first: money(range.first),
              last: money(range.last),
            })}
          />
        ) : (
          <p className="text-muted-foreground text-sm">{t("portfolio:results.noSeries")}</p>
        )}
        {extended.length > 0 ? (
          <ul className="flex flex-col gap-1 text-muted-foreground text-xs" data-testid="extended-ranges">
            {extended.map((r) => (
              <li key={r.fundCode} className="flex items-center gap-2">
                <span aria-hidden className="inline-block size-3 rounded-sm bg-slate-400/30" />
                {t("portfolio:results.extended", {
                  code: r.fundCode,
                  from: format.date(r.from),
                  to: format.date(r.to),
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      <Section title={t("portfolio:results.metrics")} testId="metrics-section">
        <FigureGrid>
          <FigureTile label={t("portfolio:metrics.finalValue")} testId="metric-final-value">
            <Money value={result.finalValue} currency={currency} />
          </FigureTile>
          <FigureTile label={t("portfolio:metrics.totalInvested")}>
            <Money value={result.totalInvested} currency={currency} />
          </FigureTile>
          <FigureTile label={t("portfolio:metrics.cumulativeReturn")}>{pct(m?.cumulativeReturn)}</FigureTile>
          <FigureTile label={t("portfolio:metrics.annualizedReturn")}>{pct(m?.annualizedReturn)}</FigureTile>
          <FigureTile label={t("portfolio:metrics.volatility")}>{pct(m?.volatility, false)}</FigureTile>
          <FigureTile label={t("portfolio:metrics.sharpe")}>
            <Value kind="number" value={m?.sharpe ?? null} digits={2} />
          </FigureTile>
          <FigureTile label={t("portfolio:metrics.sortino")}>
            <Value kind="number" value={m?.sortino ?? null} digits={2} />
          </FigureTile>
          <FigureTile label={t("portfolio:metrics.calmar")} testId="metric-calmar">
            <Value kind="number" value={m?.calmar ?? null} digits={2} />
          </FigureTile>
          <FigureTile label={t("portfolio:metrics.maxDrawdown")}>{pct(m?.maxDrawdown, false)}</FigureTile>
          <FigureTile label={t("portfolio:metrics.repairDays")} testId="metric-repair">
            {m?.repairDays === null || m?.repairDays === undefined ? (
              <span className="text-muted-foreground">
                {m?.maxDrawdown ? t("portfolio:metrics.notRepaired") : "—"}
              </span>
            ) : (
              <Value kind="number" value={m.repairDays} digits={0} />
            )}
          </FigureTile>
          <FigureTile label={t("portfolio:metrics.timeWeighted")}>
            {pct(result.timeWeightedReturn.annualized)}
          </FigureTile>
          <FigureTile label={t("portfolio:metrics.moneyWeighted")}>
            {pct(result.moneyWeightedReturn)}
          </FigureTile>
        </FigureGrid>
      </Section>

      <div className="grid items-start gap-5 lg:grid-cols-2">
        <Section title={t("portfolio:results.annualized")} testId="annualized-section">
          <FigureGrid className="grid-cols-3 sm:grid-cols-3 lg:grid-cols-3">
            <FigureTile label={t("portfolio:results.y1")}>{pct(result.annualized.y1)}</FigureTile>
            <FigureTile label={t("portfolio:results.y3")}>{pct(result.annualized.y3)}</FigureTile>
            <FigureTile label={t("portfolio:results.y5")}>{pct(result.annualized.y5)}</FigureTile>
          </FigureGrid>
        </Section>
        <Section title={t("portfolio:results.calendarYears")} testId="calendar-section">
          {result.calendarYears.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("portfolio:results.noYears")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t("portfolio:results.calendarYears")}</caption>
                <thead>
                  <tr className="border-b text-muted-foreground text-xs">
                    <th scope="col" className="py-1.5 text-left font-medium">
                      {t("portfolio:results.year")}
                    </th>
                    <th scope="col" className="py-1.5 text-right font-medium">
                      {t("portfolio:results.return")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...result.calendarYears].reverse().map((y) => (
                    <tr key={y.year} className="border-b last:border-0">
                      <th scope="row" className="py-1.5 text-left font-normal">
                        {y.year}
                        {y.partial ? (
                          <span className="ml-1.5 text-muted-foreground text-xs">
                            {t("portfolio:results.partial")}
                          </span>
                        ) : null}
                      </th>
                      <td className="py-1.5 text-right">{pct(y.return)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>
      </div>

      {result.drawdownSeries.length > 1 ? (
        <Section title={t("portfolio:results.drawdown")} testId="drawdown-section">
          <EChart
            option={drawdown}
            testId="drawdown-chart"
            className="h-44"
            summary={t("portfolio:results.drawdownSummary", {
              value:
                m?.maxDrawdown === null || m?.maxDrawdown === undefined ? "—" : format.percent(m.maxDrawdown),
            })}
          />
        </Section>
      ) : null}

      {result.warnings.length > 0 ? (
        <ul className="flex flex-col gap-1" data-testid="backtest-warnings">
          {result.warnings.map((w) => (
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
    </div>
  );
}
