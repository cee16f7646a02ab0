import type { EChartOption } from "@/components/echart";

/**
 * ECharts options of the cards, as plain data (no ECharts import: the runtime is loaded by
 * <EChart>). Axis and tooltip labels are formatted by the caller's `format` (Intl with the
 * active locale), so charts follow the same number rules as <Value>.
 */
export type Series = {
  name: string;
  points: [string, number][];
  area?: boolean;
  /** A reference line (a benchmark): dashed and thinner. */
  dashed?: boolean;
  color?: string;
};
export type Formatter = (value: number) => string;

export function lineChartOption({
  series,
  format,
  dateFormat,
  legend = series.length > 1,
  yMin,
}: {
  series: Series[];
  format: Formatter;
  dateFormat: (iso: string) => string;
  legend?: boolean;
  yMin?: "dataMin" | number;
}): EChartOption {
  return {
    grid: { left: 8, right: 12, top: legend ? 36 : 12, bottom: 8, containLabel: true },
    legend: legend ? { top: 0, left: 0, type: "scroll", icon: "roundRect", itemHeight: 8 } : undefined,
    tooltip: {
      trigger: "axis",
      valueFormatter: (value: unknown) => (typeof value === "number" ? format(value) : String(value ?? "")),
    },
    xAxis: {
      type: "time",
      axisLabel: {
        hideOverlap: true,
        formatter: (value: number) => dateFormat(new Date(value).toISOString()),
      },
    },
    yAxis: {
      type: "value",
      scale: true,
      min: yMin,
      axisLabel: { formatter: (value: number) => format(value) },
    },
    series: series.map((s) => ({
      name: s.name,
      type: "line",
      showSymbol: false,
      sampling: "lttb",
      data: s.points,
      ...(s.area ? { areaStyle: { opacity: 0.15 } } : {}),
      ...(s.color ? { color: s.color } : {}),
      ...(s.dashed ? { lineStyle: { type: "dashed", width: 1.5 } } : {}),
    })),
  };
}

/** "from <first date> to <last date>: <first value> → <last value>" for a chart's text summary. */
export function seriesRange(points: [string, number][]): {
  from: string;
  to: string;
  first: number;
  last: number;
} | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  return { from: first[0], to: last[0], first: first[1], last: last[1] };
}
