import { type Formatter, lineChartOption } from "@/components/chart-options";
import type { EChartOption } from "@/components/echart";

/**
 * The product screen's charts as plain ECharts options (no ECharts import; <EChart> loads the
 * runtime). Every label arrives translated and every number goes through the caller's
 * formatters, so the charts read like the tables around them.
 */
export type Point = [string, number];
export type ChartMode = "nav" | "return";

/** The product's line in the chosen mode: NAV as published, or the total return since the first day. */
export function productLine(series: [string, number, number][], mode: ChartMode): Point[] {
  if (mode === "nav") return series.map(([date, nav]) => [date, nav]);
  const first = series[0]?.[2];
  if (!first) return [];
  return series.map(([date, , index]) => [date, index / first - 1]);
}

/**
 * A benchmark's levels rebased to the product's start: in NAV mode to the product's first NAV,
 * in return mode to 0%. Levels before the product's first day are dropped.
 */
export function rebasedBenchmark(
  levels: Point[],
  series: [string, number, number][],
  mode: ChartMode,
): Point[] {
  const start = series[0];
  if (!start) return [];
  const kept = levels.filter(([date]) => date >= start[0]);
  const base = kept[0]?.[1];
  if (!base) return [];
  return kept.map(([date, level]) => [date, mode === "nav" ? (level / base) * start[1] : level / base - 1]);
}

export type Drawdown = {
  /** Every day's distance below the running peak (0 or negative). */
  curve: Point[];
  /** The deepest fall: its peak, trough, recovery (null while not recovered) and depth (positive). */
  worst: {
    peak: string;
    trough: string;
    recovery: string | null;
    depth: number;
    /** Calendar days from the trough back to the peak's level; null while not recovered. */
    repairDays: number | null;
  } | null;
};

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** The underwater curve of a value series and its worst drawdown. */
export function drawdownOf(points: Point[]): Drawdown {
  const curve: Point[] = [];
  let peak = points[0];
  let worst: { peak: Point; trough: Point; depth: number } | null = null;
  for (const point of points) {
    if (!peak || point[1] >= peak[1]) peak = point;
    const depth = peak[1] > 0 ? point[1] / peak[1] - 1 : 0;
    curve.push([point[0], depth]);
    if (depth < 0 && (!worst || -depth > worst.depth)) worst = { peak, trough: point, depth: -depth };
  }
  if (!worst) return { curve, worst: null };
  const from = worst;
  const recovered = points.find(([date, value]) => date > from.trough[0] && value >= from.peak[1]);
  return {
    curve,
    worst: {
      peak: from.peak[0],
      trough: from.trough[0],
      recovery: recovered?.[0] ?? null,
      depth: from.depth,
      repairDays: recovered ? daysBetween(from.trough[0], recovered[0]) : null,
    },
  };
}

export function drawdownChartOption(input: {
  drawdown: Drawdown;
  name: string;
  labels: { peak: string; trough: string; recovery: string; worst: string };
  percent: Formatter;
  dateFormat: (iso: string) => string;
}): EChartOption {
  const { drawdown, labels, percent } = input;
  const base = lineChartOption({
    series: [{ name: input.name, points: drawdown.curve, area: true }],
    format: percent,
    dateFormat: input.dateFormat,
    legend: false,
  }) as { series: Record<string, unknown>[] } & Record<string, unknown>;
  const worst = drawdown.worst;
  const valueAt = (date: string) => drawdown.curve.find(([d]) => d === date)?.[1] ?? 0;
  const line = base.series[0] ?? {};
  const marks = worst
    ? {
        markPoint: {
          symbol: "circle",
          symbolSize: 8,
          label: { show: true, position: "bottom", distance: 6, fontSize: 10, formatter: "{b}" },
          data: [
            { name: labels.peak, coord: [worst.peak, valueAt(worst.peak)] },
            { name: labels.trough, coord: [worst.trough, valueAt(worst.trough)] },
            ...(worst.recovery ? [{ name: labels.recovery, coord: [worst.recovery, 0] }] : []),
          ],
        },
        markArea: {
          silent: true,
          itemStyle: { opacity: 0.12 },
          // the figures under the chart name the episode; the shading only shows its span
          label: { show: false },
          data: [
            [
              { name: labels.worst, xAxis: worst.peak },
              { xAxis: worst.recovery ?? drawdown.curve[drawdown.curve.length - 1]?.[0] ?? worst.trough },
            ],
          ],
        },
      }
    : {};
  return {
    ...base,
    // room under the trough for its label
    yAxis: {
      type: "value",
      max: 0,
      min: (extent: { min: number }) => (extent.min < 0 ? extent.min * 1.2 : -0.01),
      axisLabel: { formatter: (value: number) => percent(value) },
    },
    series: [{ ...line, ...marks }],
  };
}

export function calendarYearsOption(input: {
  years: { year: number; return: number; categoryAverage: number | null; partial: boolean }[];
  names: { product: string; category: string };
  /** The year's axis label; partial years say so. */
  yearLabel: (year: number, partial: boolean) => string;
  percent: Formatter;
}): EChartOption {
  const { years, names, percent } = input;
  return {
    grid: { left: 8, right: 12, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, icon: "roundRect", itemHeight: 8 },
    tooltip: {
      trigger: "axis",
      axisPointer: { type: "shadow" },
      valueFormatter: (value: unknown) => (typeof value === "number" ? percent(value) : "—"),
    },
    xAxis: {
      type: "category",
      data: years.map((y) => input.yearLabel(y.year, y.partial)),
      axisLabel: { hideOverlap: true },
    },
    yAxis: { type: "value", axisLabel: { formatter: (value: number) => percent(value) } },
    series: [
      {
        name: names.product,
        type: "bar",
        data: years.map((y) => ({ value: y.return, itemStyle: y.partial ? { opacity: 0.5 } : undefined })),
      },
      { name: names.category, type: "bar", data: years.map((y) => y.categoryAverage) },
    ],
  };
}

export function radarOption(input: {
  axes: { name: string; value: number | null }[];
  seriesName: string;
  number: Formatter;
}): EChartOption {
  return {
    tooltip: { trigger: "item" },
    radar: {
      radius: "62%",
      indicator: input.axes.map((a) => ({ name: a.name, max: 5, min: 0 })),
      axisName: { fontSize: 11 },
      splitNumber: 5,
    },
    series: [
      {
        type: "radar",
        name: input.seriesName,
        areaStyle: { opacity: 0.2 },
        data: [{ name: input.seriesName, value: input.axes.map((a) => a.value ?? 0) }],
        tooltip: {
          valueFormatter: (value: unknown) => (typeof value === "number" ? input.number(value) : "—"),
        },
      },
    ],
  };
}

/** Rolling 3-year figures: volatility and drawdown on the left (percent), Sharpe on the right. */
export function rollingOption(input: {
  rows: { date: string; sharpe: number | null; volatility: number | null; maxDrawdown: number | null }[];
  names: { sharpe: string; volatility: string; maxDrawdown: string };
  percent: Formatter;
  number: Formatter;
  dateFormat: (iso: string) => string;
}): EChartOption {
  const { rows, names, percent, number } = input;
  const line = (name: string, data: [string, number | null][], yAxisIndex: number) => ({
    name,
    type: "line",
    showSymbol: false,
    yAxisIndex,
    data,
    tooltip: {
      valueFormatter: (value: unknown) =>
        typeof value === "number" ? (yAxisIndex === 0 ? percent(value) : number(value)) : "—",
    },
  });
  return {
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, type: "scroll", icon: "roundRect", itemHeight: 8 },
    tooltip: { trigger: "axis" },
    xAxis: {
      type: "time",
      axisLabel: {
        hideOverlap: true,
        formatter: (value: number) => input.dateFormat(new Date(value).toISOString()),
      },
    },
    yAxis: [
      { type: "value", axisLabel: { formatter: (value: number) => percent(value) } },
      {
        type: "value",
        splitLine: { show: false },
        axisLabel: { formatter: (value: number) => number(value) },
      },
    ],
    series: [
      line(
        names.volatility,
        rows.map((r) => [r.date, r.volatility]),
        0,
      ),
      line(
        names.maxDrawdown,
        rows.map((r) => [r.date, r.maxDrawdown === null ? null : -r.maxDrawdown]),
        0,
      ),
      line(
        names.sharpe,
        rows.map((r) => [r.date, r.sharpe]),
        1,
      ),
    ],
  };
}

/** Horizontal bars, largest first at the top (betas, weights). */
export function barsOption(input: {
  rows: { label: string; value: number }[];
  seriesName: string;
  format: Formatter;
}): EChartOption {
  const rows = [...input.rows].reverse();
  return {
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: "axis",
      axisPointer: { type: "shadow" },
      valueFormatter: (value: unknown) => (typeof value === "number" ? input.format(value) : "—"),
    },
    xAxis: {
      type: "value",
      axisLabel: { formatter: (value: number) => input.format(value), hideOverlap: true },
    },
    yAxis: {
      type: "category",
      data: rows.map((r) => r.label),
      axisLabel: { width: 130, overflow: "truncate" },
    },
    series: [
      {
        name: input.seriesName,
        type: "bar",
        barMaxWidth: 18,
        data: rows.map((r) => r.value),
        label: {
          show: true,
          position: "right",
          fontSize: 10,
          formatter: (p: { value: number }) => input.format(p.value),
        },
      },
    ],
  };
}

/** A donut of weights with its legend beside (wide) or below (narrow). */
export function donutOption(input: {
  rows: { label: string; value: number }[];
  seriesName: string;
  percent: Formatter;
}): EChartOption {
  return {
    tooltip: {
      trigger: "item",
      valueFormatter: (value: unknown) => (typeof value === "number" ? input.percent(value) : "—"),
    },
    legend: {
      type: "scroll",
      orient: "vertical",
      right: 0,
      top: "middle",
      icon: "circle",
      itemHeight: 8,
      textStyle: { width: 120, overflow: "truncate" },
    },
    series: [
      {
        name: input.seriesName,
        type: "pie",
        radius: ["45%", "72%"],
        center: ["27%", "50%"],
        avoidLabelOverlap: true,
        label: { show: false },
        data: input.rows.map((r) => ({ name: r.label, value: r.value })),
      },
    ],
  };
}
