import type { ComparisonLine, ComparisonWindow } from "@shared/api/comparison";
import { annualizedPeriods, type Period } from "@shared/domain/period";
import type { MessageKey } from "@shared/messages";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { lineChartOption } from "@/components/chart-options";
import { EChart } from "@/components/echart";
import { useFormatters } from "@/components/use-formatters";
import { Value, type ValueKind } from "@/components/value";
import { cn } from "@/lib/utils";
import type { OkOutput } from "../types";
import { DataTable, Muted, ProductCode, Td, Th } from "./card-parts";
import { periodLabels } from "./labels";
import type { ToolCardProps } from "./types";

type Output = OkOutput<"compareProducts">;
type Figures = Output["products"][number]["figures"];
type Row = { summary: Output["products"][number]["summary"]; figures: Figures };
type Metric = {
  key: string;
  label: MessageKey<"tools">;
  kind: ValueKind;
  signed?: boolean;
  digits?: number;
  pick: (row: Row) => number | null;
  /** Only in multi-year windows (a one-year return is its own annualized figure). */
  multiYear?: boolean;
  /** Null because the history is shorter than the window: say so under the dash. */
  windowed?: boolean;
};

const metrics: Metric[] = [
  {
    key: "return",
    label: "tools:compareProducts.metrics.return",
    kind: "percent",
    signed: true,
    pick: (r) => r.figures.return,
    windowed: true,
  },
  {
    key: "annualized",
    label: "tools:compareProducts.metrics.annualized",
    kind: "percent",
    signed: true,
    pick: (r) => r.figures.annualized,
    multiYear: true,
    windowed: true,
  },
  {
    key: "categoryAverage",
    label: "tools:compareProducts.metrics.categoryAverage",
    kind: "percent",
    pick: (r) => r.figures.categoryAverage,
  },
  {
    key: "quartile",
    label: "tools:compareProducts.metrics.quartile",
    kind: "number",
    digits: 0,
    pick: (r) => r.figures.quartile,
  },
  {
    key: "volatility",
    label: "tools:compareProducts.metrics.volatility",
    kind: "percent",
    pick: (r) => r.figures.volatility,
  },
  {
    key: "sharpe",
    label: "tools:compareProducts.metrics.sharpe",
    kind: "number",
    digits: 2,
    pick: (r) => r.figures.sharpe,
  },
  {
    key: "maxDrawdown",
    label: "tools:compareProducts.metrics.maxDrawdown",
    kind: "percent",
    pick: (r) => r.figures.maxDrawdown,
  },
  {
    key: "ter",
    label: "tools:compareProducts.metrics.ter",
    kind: "percent",
    pick: (r) => r.summary.totalExpenseRatio,
  },
  {
    key: "aum",
    label: "tools:compareProducts.metrics.aum",
    kind: "currency",
    digits: 1,
    pick: (r) => r.summary.aumUsd,
  },
];

/** Line colours: the products in the chart theme's first colours, the benchmarks in greys and reds. */
/** A phone-wide card has room for three product columns only with tight cells. */
const NARROW_CELL = "px-1 @lg:px-2";

const productColors = ["#4348cf", "#14a38b", "#c99a2e"];
const benchmarkColors = ["#c4314b", "#5a6478", "#7c89ef"];

/**
 * The windows the card can show: the output's `windows` (1Y, 3Y, 5Y and the asked period), or,
 * in a message stored before they were added, the one period it was drawn for.
 */
function windowsOf(output: Output): ComparisonWindow[] {
  const own: ComparisonWindow = {
    period: output.period,
    figures: output.products.map((p) => p.figures),
    overlay: output.overlay,
    startDate: output.startDate,
    endDate: output.endDate,
  };
  const windows = output.windows?.filter((w) => w.figures.length === output.products.length) ?? [];
  if (windows.length === 0) return [own];
  return windows.map((w) =>
    w.period === output.period ? { ...own, ...w, overlay: w.overlay ?? own.overlay } : w,
  );
}

const isMultiYear = (period: Period) => (annualizedPeriods as readonly Period[]).includes(period);

/**
 * compareProducts: products side by side over one window (1Y, 3Y or 5Y, switched here without
 * running the tool again), and their growth rebased to 100 beside the benchmark (dashed).
 */
export function CompareProductsCard({ output }: ToolCardProps<"compareProducts">) {
  const { t } = useTranslation();
  const format = useFormatters();
  const windows = useMemo(() => windowsOf(output), [output]);
  const [chosen, setChosen] = useState<Period>(output.period);
  const current = windows.find((w) => w.period === chosen) ?? windows[0]!;
  const rows: Row[] = output.products.map((p, i) => ({ summary: p.summary, figures: current.figures[i]! }));
  const overlay = current.overlay ?? [];
  const lines = useMemo(() => {
    let p = 0;
    let b = 0;
    return overlay
      .filter((l) => l.points.length > 0)
      .map((l: ComparisonLine) => ({
        ...l,
        color: l.kind === "product" ? productColors[p++ % 3]! : benchmarkColors[b++ % 3]!,
        last: l.points[l.points.length - 1]?.[1] ?? null,
      }));
  }, [overlay]);
  const option = useMemo(
    () =>
      lineChartOption({
        series: lines.map((l) => ({
          name: `${l.code} ${l.name}`,
          points: l.points,
          color: l.color,
          dashed: l.kind === "benchmark",
        })),
        format: (v) => format.number(v, 0),
        dateFormat: format.monthYear,
        legend: false,
      }),
    [lines, format],
  );
  const period = t(periodLabels[current.period]);
  const ending = lines.map((l) => `${l.code} ${format.number(l.last ?? 100, 1)}`);
  const shown = metrics.filter((m) => !m.multiYear || isMultiYear(current.period));

  return (
    <div className="@container flex min-w-0 flex-col gap-4">
      {windows.length > 1 ? (
        <fieldset className="flex flex-wrap items-center gap-1.5" data-testid="compare-windows">
          <legend className="sr-only">{t("tools:compareProducts.window")}</legend>
          {windows.map((w) => (
            <button
              key={w.period}
              type="button"
              aria-pressed={w.period === current.period}
              onClick={() => setChosen(w.period)}
              data-testid="compare-window"
              data-period={w.period}
              className={cn(
                "shrink-0 rounded-full border px-3 py-1 text-xs transition-colors focus-visible:outline-2 focus-visible:outline-brand-500",
                w.period === current.period
                  ? "border-primary bg-primary text-primary-foreground"
                  : "bg-background text-foreground hover:bg-muted",
              )}
            >
              {t(periodLabels[w.period])}
            </button>
          ))}
        </fieldset>
      ) : null}
      <Muted>
        {t("tools:compareProducts.over", { period })}
        {current.startDate && current.endDate ? (
          <>
            {" · "}
            <Value kind="date" value={current.startDate} /> – <Value kind="date" value={current.endDate} />
          </>
        ) : null}
      </Muted>
      {/* on a narrow card the columns carry codes only; the names are listed above */}
      <ul className="flex flex-col gap-1 @lg:hidden" data-testid="compare-legend">
        {rows.map((row) => (
          <li key={row.summary.fundCode} className="flex items-baseline gap-2 text-sm">
            <ProductCode code={row.summary.fundCode} productType={row.summary.productType} />
            <span className="min-w-0 font-medium text-foreground">{row.summary.fundName}</span>
          </li>
        ))}
      </ul>
      <DataTable data-testid="compare-table" data-period={current.period} fit>
        <thead>
          <tr>
            <Th />
            {rows.map((row) => (
              <Th key={row.summary.fundCode} numeric className={cn("max-w-48 align-bottom", NARROW_CELL)}>
                <span className="flex flex-col items-end gap-1 whitespace-normal">
                  <ProductCode
                    code={row.summary.fundCode}
                    productType={row.summary.productType}
                    className="px-1 text-[11px] @lg:px-1.5 @lg:text-[12px]"
                  />
                  <span className="hidden font-medium text-foreground @lg:line-clamp-2">
                    {row.summary.fundName}
                  </span>
                </span>
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((m) => (
            <tr key={m.key} data-metric={m.key}>
              <Td className={cn("text-muted-foreground text-xs", NARROW_CELL)}>
                {t(m.label, {
                  period,
                  // the risk window in the locale's words, like the period ("3年", not "3Y")
                  window: rows[0] ? t(periodLabels[rows[0].figures.riskWindow]) : period,
                })}
              </Td>
              {rows.map((row) => {
                const value = m.pick(row);
                const since = m.windowed && value === null ? row.figures.since : null;
                return (
                  <Td
                    key={row.summary.fundCode}
                    numeric
                    className={cn(NARROW_CELL, "text-xs @md:text-sm", since && "whitespace-normal")}
                  >
                    <Value
                      kind={m.kind}
                      value={value}
                      signed={m.signed}
                      digits={m.digits}
                      currency="USD"
                      compact={m.kind === "currency"}
                    />
                    {since ? (
                      <span
                        className="block text-muted-foreground text-xs"
                        data-testid="compare-short-history"
                      >
                        {t("tools:compareProducts.shortHistory", { date: format.monthYear(since) })}
                      </span>
                    ) : null}
                  </Td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </DataTable>
      {lines.length > 0 ? (
        <div className="flex flex-col gap-2">
          <EChart
            option={option}
            testId="compare-chart"
            className="h-64"
            summary={t("tools:compareProducts.chartSummary", { period, values: ending.join(", ") })}
          />
          {/* the legend, with each line's value at the end of the window (benchmarks dashed) */}
          <ul className="flex flex-col gap-1 text-xs" data-testid="compare-chart-legend">
            {lines.map((l) => (
              <li
                key={l.code}
                className="flex min-w-0 items-center gap-2"
                data-kind={l.kind}
                data-code={l.code}
              >
                <span
                  aria-hidden
                  className={cn("h-0 w-5 shrink-0 border-t-[3px]", l.kind === "benchmark" && "border-dashed")}
                  style={{ borderColor: l.color }}
                />
                <span className="shrink-0 font-mono text-muted-foreground">{l.code}</span>
                <span className="min-w-0 flex-1 truncate" title={l.name}>
                  {l.kind === "benchmark" ? t("tools:compareProducts.benchmark", { name: l.name }) : l.name}
                </span>
                <Value kind="number" value={l.last} digits={1} className="shrink-0 font-medium" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
