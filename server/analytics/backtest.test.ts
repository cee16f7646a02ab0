import { describe, expect, it } from "vitest";
import { type BacktestHolding, backtest, targetWeights } from "./backtest";
import { daysOf, isoDate } from "./dates";
import { simpleReturns } from "./series";
import { f64, monthEnds, randomPrices, weekdays } from "./test-support";

const days = daysOf(["2024-01-30", "2024-01-31", "2024-02-01", "2024-02-29"]);
const A: BacktestHolding = { fundCode: "A", weight: 50, series: { days, values: f64(100, 110, 121, 121) } };
const B: BacktestHolding = { fundCode: "B", weight: 50, series: { days, values: f64(100, 90, 99, 108.9) } };

describe("targetWeights", () => {
  it.each([
    ["custom percent weights are normalized", "custom", [{ weight: 60 }, { weight: 40 }], [0.6, 0.4], []],
    ["equal ignores the given weights", "equal", [{ weight: 90 }, { weight: 10 }], [0.5, 0.5], []],
    [
      "marketCap uses AUM",
      "marketCap",
      [
        { weight: 50, aumUsd: 3e9 },
        { weight: 50, aumUsd: 1e9 },
      ],
      [0.75, 0.25],
      [],
    ],
    [
      "marketCap without an AUM falls back to equal, with a warning",
      "marketCap",
      [{ weight: 90, aumUsd: 3e9 }, { weight: 10 }],
      [0.5, 0.5],
      [{ code: "market_cap_unavailable", fundCodes: ["h1"] }],
    ],
  ] as const)("%s", (_, weighting, rows, expected, warnings) => {
    const holdings = rows.map((r, i) => ({ ...A, ...r, fundCode: `h${i}` }));
    const out = targetWeights(holdings, weighting);
    expect(Array.from(out.weights)).toEqual(expected);
    expect(out.warnings).toEqual(warnings);
  });

  it.each([
    ["a negative weight", [-10, 110]],
    ["zero weights", [0, 0]],
  ])("rejects %s", (_, ws) => {
    expect(() =>
      targetWeights(
        ws.map((weight, i) => ({ ...A, weight, fundCode: `h${i}` })),
        "custom",
      ),
    ).toThrow(RangeError);
  });
});

describe("backtest", () => {
  it("reports the hand-computed monthly-rebalanced path with its metrics", () => {
    const r = backtest({ holdings: [A, B], rebalance: "monthly", initialAmount: 100 });
    expect(r.series.map(([d]) => d)).toEqual(["2024-01-30", "2024-01-31", "2024-02-01", "2024-02-29"]);
    expect(r.series.map(([, v]) => v)).toEqual([
      100,
      100,
      expect.closeTo(110, 12),
      expect.closeTo(115.5, 12),
    ]);
    expect(r.metrics!.cumulativeReturn).toBeCloseTo(0.155, 14);
    expect(r.metrics!.observations).toBe(3);
    expect(r.finalWeights).toEqual([
      { fundCode: "A", weight: expect.closeTo(55 / 115.5, 14) },
      { fundCode: "B", weight: expect.closeTo(60.5 / 115.5, 14) },
    ]);
    expect(r.targetWeights.map((w) => w.weight)).toEqual([0.5, 0.5]);
    expect(r.warnings).toEqual([]);
    expect(r.startDate).toBe("2024-01-30");
    expect(r.endDate).toBe("2024-02-29");
  });

  it("with contributions reports the time-weighted and the money-weighted return", () => {
    const r = backtest({ holdings: [A, B], rebalance: "none", initialAmount: 100, monthlyContribution: 10 });
    expect(r.totalInvested).toBe(110);
    expect(r.finalValue).toBeCloseTo(125.45, 12);
    expect(r.timeWeightedReturn.cumulative).toBeCloseTo(1.1 * (125.45 / 120) - 1, 14);
    const mwr = r.moneyWeightedReturn!;
    const t = (i: number) => (days[i]! - days[0]!) / 365.25;
    expect(-100 - 10 * (1 + mwr) ** -t(2) + 125.45 * (1 + mwr) ** -t(3)).toBeCloseTo(0, 9);
  });

  it("gives the time-weighted drawdown from the running peak on every day, contributions or not", () => {
    const falls: BacktestHolding = {
      fundCode: "F",
      weight: 100,
      series: { days, values: f64(1, 1.2, 0.9, 1.08) },
    };
    const plain = backtest({ holdings: [falls], rebalance: "none", initialAmount: 100 });
    expect(plain.drawdownSeries.map(([d]) => d)).toEqual(plain.series.map(([d]) => d));
    expect(plain.drawdownSeries.map(([, v]) => v)).toEqual([
      0,
      0,
      expect.closeTo(0.9 / 1.2 - 1, 14),
      expect.closeTo(1.08 / 1.2 - 1, 14),
    ]);
    expect(-Math.min(...plain.drawdownSeries.map(([, v]) => v))).toBeCloseTo(plain.metrics!.maxDrawdown!, 14);
    // a contribution on the fall raises the money value but not the time-weighted drawdown
    const funded = backtest({
      holdings: [falls],
      rebalance: "none",
      initialAmount: 100,
      monthlyContribution: 500,
    });
    expect(funded.drawdownSeries).toEqual(plain.drawdownSeries);
  });

  it("starts the common window when the youngest holding has data, and says so", () => {
    const young: BacktestHolding = {
      fundCode: "Y",
      weight: 50,
      series: { days: days.subarray(1), values: f64(1, 1.1, 1.2) },
    };
    const r = backtest({ holdings: [A, young], rebalance: "none" });
    expect(r.startDate).toBe("2024-01-31");
    expect(r.warnings).toEqual([{ code: "common_window_start", date: "2024-01-31", fundCode: "Y" }]);
    const asked = backtest({ holdings: [A, B], rebalance: "none", startDate: "2023-01-01" });
    expect(asked.warnings).toEqual([{ code: "common_window_start", date: "2024-01-30", fundCode: "A" }]);
  });

  it("cuts the window at startDate / endDate (last observation on or before each)", () => {
    const r = backtest({
      holdings: [A, B],
      rebalance: "none",
      startDate: "2024-01-31",
      endDate: "2024-02-10",
    });
    expect([r.startDate, r.endDate]).toEqual(["2024-01-31", "2024-02-01"]);
    expect(r.metrics!.observations).toBe(1);
  });

  it("warns about a holding whose prices stop before the end (carried forward)", () => {
    const stale: BacktestHolding = {
      fundCode: "S",
      weight: 50,
      series: { days: days.subarray(0, 3), values: f64(1, 1, 1) },
    };
    const r = backtest({ holdings: [A, stale], rebalance: "none" });
    expect(r.warnings).toEqual([{ code: "stale_holding", fundCode: "S", lastDate: "2024-02-01" }]);
  });

  it("returns no metrics, with a warning, when the window has a single observation", () => {
    const r = backtest({ holdings: [A, B], rebalance: "none", startDate: "2024-02-29" });
    expect(r.metrics).toBeNull();
    expect(r.warnings).toEqual([{ code: "insufficient_history" }]);
    expect(r.series).toEqual([["2024-02-29", 10_000]]);
  });

  it("rejects an empty portfolio and a malformed date", () => {
    expect(() => backtest({ holdings: [], rebalance: "none" })).toThrow(RangeError);
    expect(() => backtest({ holdings: [A], rebalance: "none", startDate: "2024-02-30" })).toThrow(RangeError);
  });

  it("annualized y1/y3/y5, best and worst complete years, calendar years on the unit value", () => {
    const cal = monthEnds("2017-12-31", 6 * 12 + 5); // to 2024-04-30
    const holdings = [1, 2].map((seed) => ({
      fundCode: `F${seed}`,
      weight: 50,
      series: { days: cal, values: randomPrices({ count: cal.length, seed, vol: 0.04, drift: 0.005 }) },
    }));
    const r = backtest({ holdings, rebalance: "annually" });
    const unit = r.series.map(([, v]) => v / 10_000);
    const at = (iso: string) => unit[r.series.findIndex(([d]) => d === iso)]!;
    expect(r.annualized.y1).toBeCloseTo(at("2024-04-30") / at("2023-04-30") - 1, 12);
    expect(r.annualized.y3).toBeCloseTo((at("2024-04-30") / at("2021-04-30")) ** (1 / 3) - 1, 12);
    expect(r.annualized.y5).toBeCloseTo((at("2024-04-30") / at("2019-04-30")) ** (1 / 5) - 1, 12);
    const complete = r.calendarYears.filter((y) => !y.partial);
    expect(complete.map((y) => y.year)).toEqual([2018, 2019, 2020, 2021, 2022, 2023]);
    expect(r.calendarYears.at(-1)).toMatchObject({ year: 2024, partial: true });
    const best = complete.reduce((a, y) => (y.return > a.return ? y : a));
    expect(r.metrics!.bestYear).toEqual({ year: best.year, return: best.return });
    expect(r.metrics!.worstYear!.return).toBe(Math.min(...complete.map((y) => y.return)));
  });

  it("rebases benchmarks on the portfolio's calendar and reports a late one as unavailable", () => {
    const cal = weekdays("2023-01-02", 300);
    const p = randomPrices({ count: cal.length, seed: 5 });
    const r = backtest({
      holdings: [{ fundCode: "F", weight: 100, series: { days: cal, values: p } }],
      rebalance: "none",
      benchmarks: [
        { symbolCode: "IDX", series: { days: cal, values: p } },
        { symbolCode: "LATE", series: { days: cal.subarray(10), values: p.subarray(10) } },
      ],
    });
    expect(r.benchmarkSeries.IDX!.map(([, v]) => v)).toEqual(r.series.map(([, v]) => expect.closeTo(v, 9)));
    expect(r.benchmarkMetrics.IDX!.sharpe).toBeCloseTo(r.metrics!.sharpe!, 12);
    expect(r.benchmarkSeries.LATE).toBeUndefined();
    expect(r.warnings).toEqual([{ code: "benchmark_unavailable", symbolCode: "LATE" }]);
  });

  it("looks through the final weights to the holdings' distributions", () => {
    const r = backtest({
      holdings: [
        { ...A, distribution: { assetClass: [{ label: "Stock", weight: 1 }] } },
        { ...B, distribution: { assetClass: [{ label: "Bond", weight: 1 }] } },
      ],
      rebalance: "none",
      initialAmount: 100,
    });
    expect(r.distribution.assetClass).toEqual([
      { label: "Stock", weight: expect.closeTo(60.5 / 114.95, 14) },
      { label: "Bond", weight: expect.closeTo(54.45 / 114.95, 14) },
    ]);
  });

  it("aligns mixed calendars: the metrics' returns come from the union calendar", () => {
    const hk = weekdays("2023-01-02", 200).filter((_, i) => i % 17 !== 5);
    const us = weekdays("2023-01-02", 200).filter((_, i) => i % 23 !== 7);
    const r = backtest({
      holdings: [
        {
          fundCode: "HK",
          weight: 50,
          series: { days: hk, values: randomPrices({ count: hk.length, seed: 11 }) },
        },
        {
          fundCode: "US",
          weight: 50,
          series: { days: us, values: randomPrices({ count: us.length, seed: 12 }) },
        },
      ],
      rebalance: "monthly",
    });
    expect(r.series).toHaveLength(200);
    expect(simpleReturns(Float64Array.from(r.series, ([, v]) => v))).toHaveLength(r.metrics!.observations);
    expect(isoDate(weekdays("2023-01-02", 1)[0]!)).toBe(r.startDate);
  });
});
