import type { ComparisonScreen } from "@shared/api/comparison";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EChart, type EChartOption } from "@/components/echart";
import { Value } from "@/components/value";
import { cn } from "@/lib/utils";
import { useFormat } from "../hooks/use-format";

/** Line colours: the products in the chart theme's first colours, the benchmarks in its greys and reds. */
const productColors = ["#4348cf", "#14a38b", "#c99a2e"];
const benchmarkColors = ["#c4314b", "#5a6478", "#7c89ef"];

/**
 * Growth of 100: every product's total-return index and every benchmark, rebased to 100 on the
 * common start (benchmarks dashed). The text alternative names each line's last value.
 */
export function OverlayChart({
  data,
}: {
  data: Pick<ComparisonScreen, "overlay" | "startDate" | "endDate">;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const lines = useMemo(() => {
    let p = 0;
    let b = 0;
    return data.overlay
      .filter((l) => l.points.length > 0)
      .map((l) => ({
        ...l,
        color: l.kind === "product" ? productColors[p++ % 3]! : benchmarkColors[b++ % 3]!,
        last: l.points[l.points.length - 1]?.[1] ?? null,
      }));
  }, [data.overlay]);
  const option = useMemo<EChartOption>(
    () => ({
      grid: { left: 8, right: 16, top: 12, bottom: 8, containLabel: true },
      tooltip: {
        trigger: "axis",
        valueFormatter: (value: unknown) =>
          typeof value === "number" ? format.number(value, 2) : String(value ?? ""),
      },
      xAxis: {
        type: "time",
        axisLabel: {
          hideOverlap: true,
          formatter: (value: number) => format.monthYear(new Date(value).toISOString()),
        },
      },
      yAxis: {
        type: "value",
        scale: true,
        axisLabel: { formatter: (value: number) => format.number(value, 0) },
      },
      series: lines.map((l) => ({
        name: l.kind === "product" ? `${l.code} ${l.name}` : l.name,
        type: "line",
        showSymbol: false,
        sampling: "lttb",
        data: l.points,
        color: l.color,
        lineStyle: l.kind === "benchmark" ? { type: "dashed", width: 1.5 } : { width: 2 },
      })),
    }),
    [lines, format],
  );
  if (lines.length === 0 || !data.startDate || !data.endDate)
    return <p className="py-10 text-center text-muted-foreground text-sm">{t("comparison:chart.noData")}</p>;
  const values = lines
    .map((l) => `${l.code} ${format.number(l.points[l.points.length - 1]?.[1] ?? 100, 1)}`)
    .join(", ");
  return (
    <div className="flex flex-col gap-3">
      <EChart
        option={option}
        testId="comparison-chart"
        className="h-64 sm:h-80"
        summary={t("comparison:chart.summary", {
          from: format.date(data.startDate),
          to: format.date(data.endDate),
          values,
        })}
      />
      {/* the legend, with each line's value at the end of the window */}
      <ul className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2" data-testid="chart-legend">
        {lines.map((l) => (
          <li key={l.code} className="flex min-w-0 items-center gap-2">
            <span
              aria-hidden
              className={cn("h-0 w-5 shrink-0 border-t-[3px]", l.kind === "benchmark" && "border-dashed")}
              style={{ borderColor: l.color }}
            />
            <span className="shrink-0 font-mono text-muted-foreground text-xs">{l.code}</span>
            <span className="min-w-0 flex-1 truncate" title={l.name}>
              {l.name}
            </span>
            <Value kind="number" value={l.last} digits={1} className="shrink-0 font-medium" />
          </li>
        ))}
      </ul>
    </div>
  );
}
