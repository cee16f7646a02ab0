import { describe, expect, it } from "vitest";
import {
  calendarYearsOption,
  drawdownChartOption,
  drawdownOf,
  type Point,
  productLine,
  rebasedBenchmark,
} from "./chart-options";

const series: [string, number, number][] = [
  ["2026-01-01", 10, 100],
  ["2026-01-02", 11, 110],
  ["2026-01-05", 9.9, 99],
  ["2026-01-06", 11.2, 112],
];

describe("productLine", () => {
  it("NAV as published, or total return since the first day", () => {
    expect(productLine(series, "nav").map((p) => p[1])).toEqual([10, 11, 9.9, 11.2]);
    const returns = productLine(series, "return").map((p) => Number(p[1].toFixed(4)));
    expect(returns).toEqual([0, 0.1, -0.01, 0.12]);
    expect(productLine([], "return")).toEqual([]);
  });
});

describe("rebasedBenchmark", () => {
  const levels: Point[] = [
    ["2025-12-31", 500],
    ["2026-01-01", 1000],
    ["2026-01-06", 1050],
  ];
  it("starts where the product starts: its first NAV, or 0%", () => {
    expect(rebasedBenchmark(levels, series, "nav")).toEqual([
      ["2026-01-01", 10],
      ["2026-01-06", 10.5],
    ]);
    const ret = rebasedBenchmark(levels, series, "return");
    expect(ret[0]).toEqual(["2026-01-01", 0]);
    expect(ret[1]?.[1]).toBeCloseTo(0.05);
  });
  it("is empty without levels or a product series", () => {
    expect(rebasedBenchmark([], series, "nav")).toEqual([]);
    expect(rebasedBenchmark(levels, [], "nav")).toEqual([]);
  });
});

describe("drawdownOf", () => {
  it("finds the worst fall with its peak, trough, recovery and repair days", () => {
    const dd = drawdownOf([
      ["2026-01-01", 100],
      ["2026-01-02", 120],
      ["2026-01-05", 90],
      ["2026-01-06", 110],
      ["2026-01-12", 121],
      ["2026-01-13", 115],
    ]);
    expect(dd.curve.map((p) => Number(p[1].toFixed(4)))).toEqual([0, 0, -0.25, -0.0833, 0, -0.0496]);
    expect(dd.worst).toEqual({
      peak: "2026-01-02",
      trough: "2026-01-05",
      recovery: "2026-01-12",
      depth: 0.25,
      repairDays: 7,
    });
  });
  it("leaves an unrecovered fall open and reports none for a rising series", () => {
    const open = drawdownOf([
      ["2026-01-01", 100],
      ["2026-01-02", 80],
      ["2026-01-05", 90],
    ]);
    expect(open.worst).toMatchObject({
      peak: "2026-01-01",
      trough: "2026-01-02",
      recovery: null,
      repairDays: null,
    });
    expect(
      drawdownOf([
        ["2026-01-01", 1],
        ["2026-01-02", 2],
      ]).worst,
    ).toBeNull();
  });
});

describe("drawdownChartOption", () => {
  const labels = { peak: "Peak", trough: "Trough", recovery: "Recovery", worst: "Worst" };
  it("marks the peak, trough and recovery and shades the episode", () => {
    const drawdown = drawdownOf([
      ["2026-01-01", 100],
      ["2026-01-02", 80],
      ["2026-01-05", 101],
    ]);
    const option = drawdownChartOption({
      drawdown,
      name: "Drawdown",
      labels,
      percent: (v) => `${(v * 100).toFixed(1)}%`,
      dateFormat: (iso) => iso,
    }) as {
      series: {
        markPoint: { data: { name: string; coord: unknown[] }[] };
        markArea: { data: unknown[][] };
      }[];
    };
    const line = option.series[0];
    expect(line?.markPoint.data.map((d) => [d.name, d.coord[0]])).toEqual([
      ["Peak", "2026-01-01"],
      ["Trough", "2026-01-02"],
      ["Recovery", "2026-01-05"],
    ]);
    expect(line?.markArea.data[0]).toEqual([{ name: "Worst", xAxis: "2026-01-01" }, { xAxis: "2026-01-05" }]);
  });
});

describe("calendarYearsOption", () => {
  it("labels partial years and dims their bars", () => {
    const option = calendarYearsOption({
      years: [
        { year: 2025, return: 0.1, categoryAverage: 0.08, partial: false },
        { year: 2026, return: -0.02, categoryAverage: null, partial: true },
      ],
      names: { product: "Fund", category: "Category" },
      yearLabel: (year, partial) => (partial ? `${year}*` : String(year)),
      percent: String,
    }) as { xAxis: { data: string[] }; series: { data: unknown[] }[] };
    expect(option.xAxis.data).toEqual(["2025", "2026*"]);
    expect(option.series[0]?.data[1]).toEqual({ value: -0.02, itemStyle: { opacity: 0.5 } });
    expect(option.series[1]?.data).toEqual([0.08, null]);
  });
});
