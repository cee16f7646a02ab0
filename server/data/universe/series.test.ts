import { describe, expect, it } from "vitest";
import type { Product } from "../batch";
import { toDayNumber } from "../batch";
import {
  annualizedVol,
  median,
  navOf,
  observations,
  smallUniverse,
  TEST_AS_OF,
  totalReturnIndex,
} from "./test-support";

const batch = smallUniverse();
const asOf = toDayNumber(TEST_AS_OF);
const scenarioCodes = new Set(batch.demoScenarios.filter((s) => s.kind !== "search").map((s) => s.code));
/** Ordinary products with at least three years of history, in their base currency. */
const ordinary = (pred: (p: Product) => boolean) =>
  batch.products.filter(
    (p) =>
      pred(p) &&
      !p.isStrategy &&
      !scenarioCodes.has(p.code) &&
      toDayNumber(p.launchDate ?? TEST_AS_OF) < asOf - 3 * 365 &&
      !(p.currency !== "USD" && p.currency !== "HKD" && !p.hedged && p.assetClass !== "Cash"),
  );
const volOf = (p: Product) => annualizedVol(totalReturnIndex(batch, navOf(batch, p.code)).map((t) => t.tri));

const percentile = (values: readonly number[], q: number) =>
  [...values].sort((x, y) => x - y)[Math.floor(q * (values.length - 1))] as number;
const benchmarkCurrency = (p: Product) =>
  batch.benchmarks.find((b) => b.symbolCode === p.benchmark)?.currency;
const monthKey = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 7);
/** Month-end levels by YYYY-MM. */
const monthEnds = (points: readonly { day: number; value: number }[]) => {
  const out = new Map<string, number>();
  for (const x of points) out.set(monthKey(x.day), x.value);
  return out;
};
/** Monthly log returns of a product and of its benchmark over their last five common years. */
function monthlyVsBenchmark(p: Product): { fund: number[]; index: number[] } {
  const bench = batch.benchmarks.find((b) => b.symbolCode === p.benchmark);
  const days = batch.calendars[bench?.calendar ?? ""] as Int32Array;
  const b = monthEnds(
    Array.from(bench?.level ?? [], (value, i) => ({
      day: days[(bench?.startIndex ?? 0) + i] as number,
      value,
    })),
  );
  const f = monthEnds(
    totalReturnIndex(batch, navOf(batch, p.code)).map((t) => ({ day: t.day, value: t.tri })),
  );
  const months = [...f.keys()].filter((m) => b.has(m)).slice(-61, -1);
  const fund: number[] = [];
  const index: number[] = [];
  for (let k = 1; k < months.length; k++) {
    fund.push(Math.log((f.get(months[k] as string) as number) / (f.get(months[k - 1] as string) as number)));
    index.push(Math.log((b.get(months[k] as string) as number) / (b.get(months[k - 1] as string) as number)));
  }
  return { fund, index };
}
const monthlyVol = (r: readonly number[]) => {
  const mean = r.reduce((a, x) => a + x, 0) / r.length;
  return Math.sqrt((r.reduce((a, x) => a + (x - mean) ** 2, 0) / (r.length - 1)) * 12);
};

describe("NAV series realism", () => {
  it("equity products have equity-like volatility", () => {
    const vols = ordinary((p) => p.assetClass === "Stock").map(volOf);
    expect(vols.length).toBeGreaterThan(200);
    expect(median(vols)).toBeGreaterThan(0.14);
    expect(median(vols)).toBeLessThan(0.25);
    expect(Math.min(...vols)).toBeGreaterThan(0.08);
    expect(Math.max(...vols)).toBeLessThan(0.45);
  });

  it("bond products are far calmer, money-market products nearly flat", () => {
    const bonds = ordinary((p) => p.assetClass === "Bond").map(volOf);
    expect(median(bonds)).toBeGreaterThan(0.02);
    expect(median(bonds)).toBeLessThan(0.09);
    expect(Math.max(...bonds)).toBeLessThan(0.2);
    const cash = ordinary((p) => p.assetClass === "Cash").map(volOf);
    expect(Math.max(...cash)).toBeLessThan(0.01);
  });

  it("money-market NAVs grow near the currency's risk-free rate and never drop much", () => {
    // Only currencies with years of negative policy rates (EUR, CHF, SEK, JPY) may drift down.
    const negativeRates = new Set(["EUR", "CHF", "SEK", "JPY"]);
    for (const p of ordinary((x) => x.assetClass === "Cash")) {
      const tri = totalReturnIndex(batch, navOf(batch, p.code));
      let peak = 0;
      let worst = 0;
      for (const t of tri) {
        peak = Math.max(peak, t.tri);
        worst = Math.min(worst, t.tri / peak - 1);
      }
      expect(worst).toBeGreaterThan(negativeRates.has(p.currency) ? -0.04 : -0.003);
      const rf = batch.riskFree.find((r) => r.currency === p.currency)?.annualRate ?? new Float64Array();
      const years = ((tri.at(-1)?.day ?? 0) - (tri[0]?.day ?? 0)) / 365.25;
      const growth = Math.log(tri.at(-1)?.tri ?? 1) / years;
      const from = (batch.calendars.WD as Int32Array).findIndex((d) => d >= (tri[0]?.day ?? 0));
      const avgRf = rf.slice(from).reduce((a, b) => a + b, 0) / (rf.length - from);
      expect(growth).toBeLessThan(avgRf + 0.002);
      expect(growth).toBeGreaterThan(avgRf - (p.totalExpenseRatio ?? 0) - 0.003);
    }
  });

  it("passive equity ETFs are cheap, in Hong Kong and Singapore too", () => {
    const etfs = ordinary((p) => p.productType === "etf" && p.assetClass === "Stock");
    const ters = etfs.map((p) => p.totalExpenseRatio ?? 1);
    expect(ters.length).toBeGreaterThan(50);
    expect(median(ters)).toBeLessThan(0.003);
    expect(percentile(ters, 0.9)).toBeLessThan(0.006);
    const asian = etfs
      .filter((p) => p.domicile === "HK" || p.domicile === "SG")
      .map((p) => p.totalExpenseRatio ?? 1);
    expect(asian.length).toBeGreaterThan(10);
    expect(median(asian)).toBeLessThan(0.0035);
  });

  it("active equity funds move like their category index with a realistic tracking error", () => {
    const funds = ordinary(
      (p) =>
        p.productType === "fund" &&
        p.assetClass === "Stock" &&
        benchmarkCurrency(p) === p.currency &&
        toDayNumber(p.launchDate ?? TEST_AS_OF) < asOf - 5 * 365,
    );
    expect(funds.length).toBeGreaterThan(50);
    const te: number[] = [];
    const volRatio: number[] = [];
    for (const p of funds) {
      const { fund, index } = monthlyVsBenchmark(p);
      te.push(monthlyVol(fund.map((x, k) => x - (index[k] as number))));
      volRatio.push(monthlyVol(fund) / monthlyVol(index));
    }
    expect(median(te)).toBeGreaterThan(0.02);
    expect(median(te)).toBeLessThan(0.08);
    expect(percentile(te, 0.1)).toBeGreaterThan(0.015);
    expect(percentile(te, 0.9)).toBeLessThan(0.1);
    expect(median(volRatio)).toBeGreaterThan(0.85);
    expect(median(volRatio)).toBeLessThan(1.2);
  });

  it("an index tracker lags its benchmark by about its TER (fee drag)", () => {
    const p = batch.products.find((x) => x.code === "2838") as Product;
    const tri = totalReturnIndex(batch, navOf(batch, p.code));
    const bench = batch.benchmarks.find((b) => b.symbolCode === p.benchmark);
    const days = batch.calendars[bench?.calendar ?? ""] as Int32Array;
    const level = (day: number) => bench?.level[days.indexOf(day)] ?? Number.NaN;
    const from = tri.findIndex((t) => t.day >= asOf - 10 * 365);
    const years = ((tri.at(-1)?.day ?? 0) - (tri[from]?.day ?? 0)) / 365.25;
    const fund = Math.log((tri.at(-1)?.tri ?? 1) / (tri[from]?.tri ?? 1)) / years;
    const index = Math.log(level(tri.at(-1)?.day ?? 0) / level(tri[from]?.day ?? 0)) / years;
    expect(fund - index).toBeCloseTo(-(p.totalExpenseRatio ?? 0), 3);
  });

  it.each([
    ["7288", 2],
    ["7588", -1],
  ])("the daily-reset product %s moves %d× its index each day", (code, leverage) => {
    const p = batch.products.find((x) => x.code === code) as Product;
    const obs = observations(batch, navOf(batch, code)).slice(-500);
    const bench = batch.benchmarks.find((b) => b.symbolCode === p.benchmark);
    const days = batch.calendars[bench?.calendar ?? ""] as Int32Array;
    const ratios: number[] = [];
    for (let k = 1; k < obs.length; k++) {
      const i = days.indexOf(obs[k]?.day ?? 0);
      const b = (bench?.level[i] ?? 1) / (bench?.level[i - 1] ?? 1) - 1;
      const f = (obs[k]?.nav ?? 1) / (obs[k - 1]?.nav ?? 1) - 1;
      if (Math.abs(b) > 0.01) ratios.push(f / b);
    }
    expect(median(ratios)).toBeCloseTo(leverage, 1);
  });

  it("share classes of one fund differ by currency, hedging and fees only", () => {
    const hedged = batch.products.find(
      (p) => p.hedged && p.productType === "fund" && p.assetClass === "Bond",
    ) as Product;
    const sibling = batch.products.find(
      (p) => p.baseFundId === hedged.baseFundId && !p.hedged && p.currency === "USD",
    );
    if (!sibling) return;
    const a = totalReturnIndex(batch, navOf(batch, hedged.code))
      .slice(-250)
      .map((t) => t.tri);
    const b = totalReturnIndex(batch, navOf(batch, sibling.code))
      .slice(-250)
      .map((t) => t.tri);
    const ra = a.slice(1).map((v, k) => Math.log(v / (a[k] ?? 1)));
    const rb = b.slice(1).map((v, k) => Math.log(v / (b[k] ?? 1)));
    const diff = ra.map((x, k) => x - (rb[k] ?? 0));
    expect(
      annualizedVol([1, ...diff.map((_, k) => Math.exp(diff.slice(0, k + 1).reduce((s, x) => s + x, 0)))]),
    ).toBeLessThan(0.01);
  });

  it("pays dividends only for distributing products, on their schedule", () => {
    for (const s of batch.navs) {
      const p = batch.products.find((x) => x.code === s.code) as Product;
      if (!p.distributing || p.assetClass === "Cash")
        expect(s.dividendIndex.length === 0 || p.distributing).toBe(true);
      for (const [j, k] of s.dividendIndex.entries()) {
        expect(k).toBeGreaterThan(0);
        expect(k).toBeLessThan(s.nav.length);
        expect(s.dividendAmount[j]).toBeGreaterThan(0);
        expect(s.dividendAmount[j]).toBeLessThan((s.nav[k] as number) * 0.2);
      }
      const years = s.nav.length / 252;
      if (p.dividendFrequency === "monthly" && p.assetClass !== "Cash" && years > 2) {
        expect(s.dividendIndex.length / years).toBeGreaterThan(10);
        expect(s.dividendIndex.length / years).toBeLessThan(13);
      }
    }
  });
});

describe("market series", () => {
  it("risk-free rates, FX and 10Y yields stay in plausible ranges", () => {
    for (const r of batch.riskFree) for (const v of r.annualRate) expect(Math.abs(v)).toBeLessThan(0.12);
    const hkd = batch.fx.find((f) => f.currency === "HKD")?.unitsPerUsd ?? new Float64Array();
    expect(Math.min(...hkd)).toBeGreaterThan(7.6);
    expect(Math.max(...hkd)).toBeLessThan(7.95);
    expect(batch.fx.find((f) => f.currency === "USD")?.unitsPerUsd.every((v) => v === 1)).toBe(true);
    for (const g of batch.govYields) for (const v of g.annualYield) expect(v).toBeGreaterThan(-0.02);
  });

  it("macro assets carry twenty years of levels and their yield signal", () => {
    for (const m of batch.macroAssets) {
      expect(m.level.length).toBeGreaterThan(4500);
      expect(m.level.every((v) => v > 0)).toBe(true);
      expect(m.yield.every((v) => v > -0.02 && v < 0.25)).toBe(true);
    }
    const usStock = batch.macroAssets.find((m) => m.asset === "us_stock")?.level ?? new Float64Array();
    const usBills =
      batch.macroAssets.find((m) => m.asset === "us_short_treasury")?.level ?? new Float64Array();
    expect(annualizedVol([...usStock])).toBeGreaterThan(0.12);
    expect(annualizedVol([...usBills])).toBeLessThan(0.03);
  });
});
