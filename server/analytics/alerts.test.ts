import { describe, expect, it } from "vitest";
import {
  abnormalReturnAlerts,
  aumChangeAlert,
  averageWeights,
  blocWeights,
  concentrationAlerts,
  feeChangeAlerts,
  managerChangeAlerts,
  peerMoveStats,
  recentMove,
} from "./alerts";
import { daysOf } from "./dates";

const monthEnds = (values: number[]) => ({
  days: daysOf(values.map((_, i) => new Date(Date.UTC(2026, i, 0)).toISOString().slice(0, 10))),
  values: Float64Array.from(values),
});

describe("aumChangeAlert", () => {
  it.each([
    { name: "a 55% fall", values: [100, 100, 100, 100, 45], launch: null, fires: true },
    { name: "a 25% fall", values: [100, 100, 100, 100, 75], launch: null, fires: false },
    {
      name: "a doubling of an old fund",
      values: [100, 100, 100, 100, 210],
      launch: "2010-01-01",
      fires: true,
    },
    {
      name: "a doubling of a young fund",
      values: [100, 100, 100, 100, 210],
      launch: "2026-01-15",
      fires: false,
    },
    { name: "a 60% rise", values: [100, 100, 100, 100, 160], launch: "2010-01-01", fires: false },
    { name: "too short a history", values: [100, 40], launch: null, fires: false },
  ])("$name → $fires", ({ values, launch, fires }) => {
    const alert = aumChangeAlert(monthEnds(values), launch);
    expect(alert !== null).toBe(fires);
    if (alert) expect(alert.detail.change).toBeCloseTo(values.at(-1)! / values.at(-4)! - 1, 12);
  });
});

describe("concentrationAlerts", () => {
  const norms = {
    industry: new Map([
      ["information_technology", 0.22],
      ["financials", 0.6],
    ]),
    countries: new Map([
      ["taiwan", 0.15],
      ["us", 0.6],
    ]),
    blocs: new Map([
      ["asia_ex_japan", 0.1],
      ["north_america", 0.62],
    ]),
  };
  const kinds = (industry: [string, number][], countries: [string, number][]) =>
    concentrationAlerts({
      asOf: "2026-06-30",
      industry: industry.map(([label, weight]) => ({ label, weight })),
      countries: countries.map(([label, weight]) => ({ label, weight })),
      norms,
    }).map((a) => a.kind);

  it("flags one industry over half the portfolio and twice its category's norm", () => {
    expect(kinds([["information_technology", 0.68]], [])).toEqual(["concentration_sector"]);
  });
  it("does not flag a sector fund for holding its sector (the category norm is as high)", () => {
    expect(kinds([["financials", 0.9]], [])).toEqual([]);
  });
  it("flags a country over 60% and a bloc over 80%, each against the norm", () => {
    expect(
      kinds(
        [],
        [
          ["taiwan", 0.72],
          ["korea", 0.1],
          ["china", 0.08],
        ],
      ),
    ).toEqual(["concentration_country", "concentration_region"]);
    expect(
      kinds(
        [],
        [
          ["china", 0.24],
          ["taiwan", 0.2],
          ["korea", 0.18],
          ["india", 0.16],
          ["hong_kong", 0.08],
          ["singapore", 0.06],
        ],
      ),
    ).toEqual(["concentration_region"]);
  });
  it("ignores the 'other' bucket and a US fund in a US category", () => {
    expect(kinds([], [["us", 0.95]])).toEqual([]);
    expect(kinds([["other", 0.9]], [["other", 0.9]])).toEqual([]);
  });
  it("sums countries into blocs and averages weights over a group", () => {
    expect(
      blocWeights([
        { label: "us", weight: 0.5 },
        { label: "canada", weight: 0.1 },
        { label: "mars", weight: 0.4 },
      ]),
    ).toEqual([{ label: "north_america", weight: 0.6 }]);
    expect(averageWeights([[{ label: "a", weight: 0.5 }], []]).get("a")).toBe(0.25);
  });
});

describe("abnormal returns", () => {
  it("measures the last 21 observations against non-overlapping earlier blocks", () => {
    const n = 800;
    const values = new Float64Array(n);
    for (let i = 0; i < n; i++) values[i] = 100 * (1 + 0.01 * Math.sin(i / 3));
    values[n - 1] = values[n - 22]! * 0.9;
    const days = Int32Array.from({ length: n }, (_, i) => 20_000 + Math.floor((i * 7) / 5));
    const { move, historySd } = recentMove({ days, values });
    expect(move).toBeCloseTo(-0.1, 12);
    expect(historySd).toBeGreaterThan(0);
    expect(historySd).toBeLessThan(0.03);
  });
  it("has no move or history when the series is short", () => {
    expect(recentMove({ days: Int32Array.of(1, 2, 3), values: Float64Array.of(1, 2, 3) })).toEqual({
      move: null,
      historySd: null,
    });
  });
  it.each([
    {
      move: 0.22,
      historySd: 0.04,
      peerMean: 0.0,
      peerSd: 0.02,
      kinds: ["abnormal_return_peers", "abnormal_return_history"],
    },
    { move: -0.09, historySd: 0.01, peerMean: -0.08, peerSd: 0.02, kinds: ["abnormal_return_history"] },
    { move: 0.02, historySd: 0.001, peerMean: 0, peerSd: 0.001, kinds: [] },
    { move: 0.05, historySd: 0.02, peerMean: 0.04, peerSd: 0.02, kinds: [] },
  ])("move $move → $kinds", ({ kinds, ...input }) => {
    expect(abnormalReturnAlerts({ asOf: "2026-06-30", ...input }).map((a) => a.kind)).toEqual(kinds);
  });
  it("needs five peers for peer statistics", () => {
    expect(peerMoveStats([0.1, 0.2, null])).toEqual({ mean: null, sd: null });
    expect(peerMoveStats([0.1, 0.2, 0.3, 0.4, 0.5]).mean).toBeCloseTo(0.3, 12);
    // leave-one-out: the outlier is judged against the others only
    const others = peerMoveStats([0.9, -0.04, -0.05, -0.045, -0.044, -0.046], 0);
    expect(others.mean).toBeCloseTo(-0.045, 12);
    expect(others.sd).toBeLessThan(0.01);
  });
});

describe("fee and manager changes", () => {
  it("reports a fund's management fee and an ETF's total fee changed in the last 90 days", () => {
    const changes = [
      { date: "2026-06-01", field: "management", from: 0.01, to: 0.0125 },
      { date: "2026-01-01", field: "management", from: 0.009, to: 0.01 },
      { date: "2026-06-10", field: "totalExpenseRatio", from: 0.002, to: 0.0035 },
    ];
    expect(feeChangeAlerts({ asOf: "2026-06-30", productType: "fund", changes }).map((a) => a.date)).toEqual([
      "2026-06-01",
    ]);
    expect(feeChangeAlerts({ asOf: "2026-06-30", productType: "etf", changes }).map((a) => a.kind)).toEqual([
      "fee_change_etf_total",
    ]);
  });
  it("reports managers who joined or left in the last 90 days, not the launch team", () => {
    const alerts = managerChangeAlerts({
      asOf: "2026-06-30",
      launchDate: "2026-05-01",
      managers: [
        { name: "Launch", startDate: "2026-05-01" },
        { name: "Old", startDate: "2015-01-01", endDate: "2026-06-05" },
        { name: "New", startDate: "2026-06-05" },
      ],
    });
    expect(alerts.map((a) => a.detail)).toEqual([{ left: "Old" }, { joined: "New" }]);
  });
});
