/**
 * The ECharts runtime, loaded on demand by <EChart> (eager ECharts adds ~165 KB
 * gzipped). Tree-shaken from `echarts/core`: only the charts and components the app draws.
 * If a card needs another series type or component, register it here.
 */
import { BarChart, HeatmapChart, LineChart, PieChart, RadarChart } from "echarts/charts";
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkPointComponent,
  RadarComponent,
  TooltipComponent,
  VisualMapPiecewiseComponent,
} from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

// the product screen adds donuts (pie), the factor radar and the drawdown's marked points and area;
// the AI macro page its history heat-map (drawn through a hidden piecewise visual map)
echarts.use([
  LineChart,
  BarChart,
  PieChart,
  RadarChart,
  HeatmapChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  RadarComponent,
  MarkPointComponent,
  MarkAreaComponent,
  VisualMapPiecewiseComponent,
  SVGRenderer,
]);

/** The FundPilot chart theme: the brand palette of web/styles.css, quiet axes, Inter. */
export const themeName = "fundpilot";
echarts.registerTheme(themeName, {
  color: ["#4348cf", "#14a38b", "#c99a2e", "#c4314b", "#7c89ef", "#5a6478"],
  backgroundColor: "transparent",
  textStyle: {
    fontFamily: '"Inter Variable", "PingFang TC", "Noto Sans TC", "Noto Sans CJK TC", sans-serif',
    color: "#5a6478",
  },
  categoryAxis: {
    axisLine: { lineStyle: { color: "#d3d9e4" } },
    axisTick: { show: false },
    axisLabel: { color: "#8590a5" },
    splitLine: { show: false },
  },
  valueAxis: {
    axisLine: { show: false },
    axisLabel: { color: "#8590a5" },
    splitLine: { lineStyle: { color: "#eef1f8" } },
  },
  timeAxis: {
    axisLine: { lineStyle: { color: "#d3d9e4" } },
    axisLabel: { color: "#8590a5" },
    splitLine: { show: false },
  },
  line: { symbol: "none", lineStyle: { width: 1.75 } },
  legend: { textStyle: { color: "#5a6478" } },
  tooltip: {
    backgroundColor: "#0e1638",
    borderWidth: 0,
    textStyle: { color: "#ffffff", fontSize: 12 },
  },
});

export { echarts };
