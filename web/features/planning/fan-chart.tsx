import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EChart, type EChartOption } from "@/components/echart";
import { useFormatters } from "@/components/use-formatters";

type Point = [number, number];

export type Fan = { p10: Point[]; p50: Point[]; p90: Point[] };

const BAND = "#7c89ef";
const MEDIAN = "#4348cf";
const TARGET = "#c4314b";

/**
 * The ECharts option of a plan's projection: the 10th–90th percentile band, the median path
 * and the target as a dashed line, on an axis of years. Plain data (the runtime is loaded by
 * <EChart>); the tooltip lists the three percentiles and the target of the hovered month.
 */
export function fanChartOption(input: {
  fan: Fan;
  target: number;
  labels: {
    p10: string;
    p50: string;
    p90: string;
    band: string;
    target: string;
    year: (years: number) => string;
  };
  format: (value: number) => string;
}): EChartOption {
  const { fan, target, labels, format } = input;
  const months = fan.p50.at(-1)?.[0] ?? 0;
  const band = fan.p90.map(([m, v], i): Point => [m, v - (fan.p10[i]?.[1] ?? 0)]);
  const years = months / 12;
  // whole years on the axis, at most about eight ticks, ending on the plan's last year
  const yearStep = years <= 8 ? 1 : years <= 16 ? 2 : years <= 40 ? 5 : 10;
  return {
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: {
      top: 0,
      left: 0,
      type: "scroll",
      icon: "roundRect",
      itemHeight: 8,
      data: [labels.p50, labels.band, labels.target],
    },
    tooltip: {
      trigger: "axis",
      formatter: (params: unknown) => {
        const first = (params as Array<{ dataIndex: number }>)[0];
        if (!first) return "";
        const i = first.dataIndex;
        const m = fan.p50[i]?.[0] ?? 0;
        const row = (label: string, value: number | undefined) =>
          `${label}: <b>${value === undefined ? "—" : format(value)}</b>`;
        return [
          labels.year(Math.round((m / 12) * 10) / 10),
          row(labels.p90, fan.p90[i]?.[1]),
          row(labels.p50, fan.p50[i]?.[1]),
          row(labels.p10, fan.p10[i]?.[1]),
          row(labels.target, target),
        ].join("<br/>");
      },
    },
    xAxis: {
      type: "value",
      min: 0,
      max: months,
      interval: 12 * yearStep,
      axisLabel: { formatter: (m: number) => labels.year(m / 12) },
    },
    yAxis: { type: "value", scale: false, axisLabel: { formatter: (v: number) => format(v) } },
    series: [
      {
        name: labels.p10,
        type: "line",
        data: fan.p10,
        legendHoverLink: false,
        stack: "fan",
        showSymbol: false,
        lineStyle: { width: 1, color: BAND, opacity: 0.8 },
        color: BAND,
      },
      {
        name: labels.band,
        type: "line",
        data: band,
        stack: "fan",
        showSymbol: false,
        lineStyle: { width: 1, color: BAND, opacity: 0.8 },
        areaStyle: { color: BAND, opacity: 0.22 },
        color: BAND,
      },
      {
        name: labels.p50,
        type: "line",
        data: fan.p50,
        showSymbol: false,
        lineStyle: { width: 2.5, color: MEDIAN },
        color: MEDIAN,
      },
      {
        name: labels.target,
        type: "line",
        data: [
          [0, target],
          [months, target],
        ],
        showSymbol: false,
        lineStyle: { width: 1.5, type: "dashed", color: TARGET },
        color: TARGET,
      },
    ],
  };
}

/** A plan's fan chart with its text summary (the screen reader's version of the chart). */
export function FanChart({
  fan,
  target,
  successProbability,
  className,
  testId = "plan-fan-chart",
}: {
  fan: Fan;
  target: number;
  successProbability: number;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const option = useMemo(
    () =>
      fanChartOption({
        fan,
        target,
        format: (v) => format.number(v, 0),
        labels: {
          p10: t("tools:planWealth.p10"),
          p50: t("tools:planWealth.p50"),
          p90: t("tools:planWealth.p90"),
          band: t("tools:planWealth.band"),
          target: t("tools:planWealth.target"),
          year: (years) =>
            t(years === 1 ? "tools:planWealth.yearTick_one" : "tools:planWealth.yearTick_other", {
              years: format.number(years, Number.isInteger(years) ? 0 : 1),
            }),
        },
      }),
    [fan, target, format, t],
  );
  const last = fan.p50.length - 1;
  return (
    <EChart
      option={option}
      testId={testId}
      className={className}
      summary={t("tools:planWealth.chartSummary", {
        years: format.number((fan.p50[last]?.[0] ?? 0) / 12, 0),
        p10: format.number(fan.p10[last]?.[1] ?? 0, 0),
        p50: format.number(fan.p50[last]?.[1] ?? 0, 0),
        p90: format.number(fan.p90[last]?.[1] ?? 0, 0),
        target: format.number(target, 0),
        probability: format.percent(successProbability, 0),
      })}
    />
  );
}
