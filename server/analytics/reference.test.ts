/**
 * Reference test: every figure of PerformanceAnalytics 2.0.8 on edhec (../shared/data/reference,
 * one of the public data sets beside the checkout; see its README) reproduced by this library, through the product path (NAV built as
 * 100 × Π(1 + r) from 100 on 1996-12-31 → total-return index → risk block SI / backtest) and,
 * where a figure has no place in the API, through the kernels on the same returns. The R call
 * behind each figure is read from meta.calls; its arguments (scale, MAR, p, Rf, geometric) are
 * parsed from there, so a regenerated file with other arguments fails here instead of passing.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../paths";
import { backtest } from "./backtest";
import { daysOf, isoDate } from "./dates";
import { worstDrawdownEpisode } from "./drawdown";
import { productPerformance } from "./performance";
import { downsideDeviation, sharpeRatio } from "./risk";
import { simpleReturns, totalReturnIndex } from "./series";
import { type Rebalance, simulatePortfolio } from "./simulate";
import { quantileType7 } from "./stats";

const referenceDir = path.resolve(projectRoot, "../shared/data/reference");
const present = existsSync(path.join(referenceDir, "edhec_metrics.json"));
if (!present) console.warn(`reference test SKIPPED: ${referenceDir} is absent (the shared data folder)`);

/** 1e-12 relative is achievable on both paths (observed worst ≈ 2e-14). */
const TOLERANCE = 1e-12;
const tally = { figures: 0, worst: 0, worstWhat: "" };

function close(actual: number | null | undefined, expected: number, what: string): void {
  expect(actual, what).toBeTypeOf("number");
  const err = expected === 0 ? Math.abs(actual!) : Math.abs(actual! - expected) / Math.abs(expected);
  tally.figures++;
  if (err > tally.worst) {
    tally.worst = err;
    tally.worstWhat = what;
  }
  expect(err, `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(TOLERANCE);
}

function same<T>(actual: T, expected: T, what: string): void {
  tally.figures++;
  expect(actual, what).toEqual(expected);
}

/** An argument of an R call string, e.g. arg("VaR(x, p = 0.95)", "p") → "0.95". */
function arg(call: string | undefined, name: string): string {
  const m = new RegExp(`\\b${name}\\s*=\\s*([^,)]+)`).exec(call ?? "");
  if (!m) throw new Error(`meta.calls: no ${name} in ${call}`);
  return m[1]!.trim().replace(/^'|'$/g, "");
}

describe.skipIf(!present)(`PerformanceAnalytics reference on edhec (${referenceDir})`, () => {
  const read = (f: string) => readFileSync(path.join(referenceDir, f), "utf8");
  const lines = present ? read("edhec.csv").trim().split("\n") : [];
  const header = (lines[0] ?? "").split(",");
  const rows = lines.slice(1).map((l) => l.split(","));
  const days = daysOf(["1996-12-31", ...rows.map((r) => r[0]!)]);
  const metrics = present ? JSON.parse(read("edhec_metrics.json")) : { meta: { calls: {} }, edhec: {} };
  const backtests = present ? JSON.parse(read("edhec_backtests.json")) : { meta: {}, backtests: {} };
  const calls: Record<string, string> = metrics.meta.calls;
  const scale = Number(metrics.meta.scale);

  const returnsOf = (name: string) => {
    const j = header.indexOf(name);
    if (j < 1) throw new Error(`no column ${name}`);
    return Float64Array.from(rows, (r) => Number(r[j]));
  };
  const navOf = (r: Float64Array) => {
    const nav = new Float64Array(r.length + 1);
    nav[0] = 100;
    for (let i = 0; i < r.length; i++) nav[i + 1] = nav[i]! * (1 + r[i]!);
    return nav;
  };

  it("reads the calls it reproduces", () => {
    expect(scale).toBe(12);
    expect(calls.annualized_return).toMatch(/^Return\.annualized\(x, scale = S, geometric = TRUE\)$/);
    expect(calls.annualized_stddev).toMatch(/^StdDev\.annualized\(x, scale = S\)$/);
    expect(calls.max_drawdown).toMatch(/^maxDrawdown\(x, geometric = TRUE, invert = TRUE\)$/);
    expect(calls.calmar_ratio).toMatch(/^CalmarRatio\(x, scale = S\)$/);
    expect(calls.cumulative_return).toMatch(/^Return\.cumulative\(x, geometric = TRUE\)$/);
    expect(arg(calls.downside_deviation_mar0, "method")).toBe("full");
    expect(arg(calls.var_95_historical, "method")).toBe("historical");
    expect(calls.worst_drawdown).toMatch(/table\.Drawdowns\(x, top = 1, .*geometric = TRUE\)/);
  });

  const names = Object.keys(metrics.edhec);
  it("covers all 13 indices", () => {
    expect(names).toHaveLength(13);
    expect(names).toEqual(header.slice(1));
  });

  it.each(names)("%s: every metric", (name) => {
    const ref = metrics.edhec[name];
    const r = returnsOf(name);
    const perf = productPerformance({ series: { days, nav: navOf(r) } });
    const si = perf.risk.SI!;
    const checked = new Set<string>();
    const check = (key: string, fn: () => void) => {
      expect(ref, `${name} lacks ${key}`).toHaveProperty(key);
      fn();
      checked.add(key);
    };
    expect(perf.scale).toBe(scale);
    check("n_obs", () => same(si.observations, ref.n_obs, "n_obs"));
    check("first_date", () => same(isoDate(days[1]!), ref.first_date, "first_date"));
    check("last_date", () => same(perf.asOf, ref.last_date, "last_date"));
    check("annualized_return", () =>
      close(si.annualizedReturn, ref.annualized_return, `${name} annualized_return`),
    );
    check("annualized_stddev", () =>
      close(si.volatility, ref.annualized_stddev, `${name} annualized_stddev`),
    );
    check("sharpe_annualized_rf0", () => {
      expect(arg(calls.sharpe_annualized_rf0, "Rf")).toBe("0");
      expect(arg(calls.sharpe_annualized_rf0, "geometric")).toBe("TRUE");
      close(si.sharpe, ref.sharpe_annualized_rf0, `${name} sharpe`);
    });
    check("sharpe_annualized_rf0_arithmetic", () => {
      const geometric = arg(calls.sharpe_annualized_rf0_arithmetic, "geometric") === "TRUE";
      expect(geometric).toBe(false);
      const v = sharpeRatio({ returns: r, scale, geometric });
      close(v, ref.sharpe_annualized_rf0_arithmetic, `${name} sharpe arithmetic`);
    });
    check("max_drawdown", () => close(si.maxDrawdown, ref.max_drawdown, `${name} max_drawdown`));
    check("calmar_ratio", () => close(si.calmar, ref.calmar_ratio, `${name} calmar`));
    check("cumulative_return", () => {
      close(si.cumulativeReturn, ref.cumulative_return, `${name} cumulative_return`);
      close(perf.periods.SI.return, ref.cumulative_return, `${name} periods.SI`);
    });
    check("downside_deviation_mar0", () => {
      const mar = Number(arg(calls.downside_deviation_mar0, "MAR"));
      close(downsideDeviation(r, mar), ref.downside_deviation_mar0, `${name} downside_deviation`);
    });
    check("sortino_ratio_mar0", () => {
      expect(Number(arg(calls.sortino_ratio_mar0, "MAR"))).toBe(0);
      // FundPilot reports the per-period SortinoRatio × √scale (README.md "Risk block")
      close(si.sortino, ref.sortino_ratio_mar0 * Math.sqrt(scale), `${name} sortino × √12`);
    });
    check("var_95_historical", () => {
      expect(Number(arg(calls.var_95_historical, "p"))).toBe(0.95);
      if (ref.var_95_historical === null) same(si.var95, null, `${name} var95 (NA)`);
      else close(si.var95, ref.var_95_historical, `${name} var95`);
    });
    check("quantile_05_type7", () => {
      const p = 1 - Number(arg(calls.var_95_historical, "p"));
      close(quantileType7(r, p), ref.quantile_05_type7, `${name} quantile type 7`);
    });
    check("worst_drawdown", () => {
      const w = ref.worst_drawdown;
      const e = worstDrawdownEpisode(r);
      same(e !== null, w.has_drawdown, `${name} has_drawdown`);
      if (!e) return;
      // return i ends on days[i + 1]; findDrawdowns' rows are 1-based over the returns
      same(isoDate(days[e.from + 1]!), w.from, `${name} from`);
      same(si.peakDate, w.derived_peak_date, `${name} peak`);
      same(si.troughDate, w.trough, `${name} trough`);
      same(si.recoveryDate, w.to, `${name} to`);
      same(si.recoveryDate !== null, w.recovered, `${name} recovered`);
      same(si.repairPeriods, w.recovery, `${name} recovery`);
      same((e.to ?? r.length) - e.from + 1, w.length, `${name} length`);
      same(e.trough - e.from + 1, w.to_trough, `${name} to_trough`);
      same(e.from + 1, w.derived_row_indices_1based_within_non_NA_returns.from, `${name} from row`);
      same(e.trough + 1, w.derived_row_indices_1based_within_non_NA_returns.trough, `${name} trough row`);
      same((e.to ?? r.length) + 1, w.derived_row_indices_1based_within_non_NA_returns.to, `${name} to row`);
      close(-si.maxDrawdown!, w.depth, `${name} depth`);
      close(e.depth, w.depth, `${name} episode depth`);
      if (w.to !== null) {
        const repairDays = (Date.parse(w.to) - Date.parse(w.trough)) / 86_400_000;
        same(si.repairDays, repairDays, `${name} repairDays`);
      }
    });
    const unchecked = Object.keys(ref).filter((k) => !checked.has(k));
    expect(unchecked, "reference figures without a check").toEqual([]);
  });

  const assets: string[] = backtests.meta.assets ?? [];
  const weights: number[] = backtests.meta.weights ?? [];
  it.each(Object.keys(backtests.backtests))("backtest %s", (rebalance) => {
    const ref = backtests.backtests[rebalance];
    const returns = assets.map(returnsOf);
    const result = backtest({
      holdings: assets.map((a, k) => ({
        fundCode: a,
        weight: weights[k]! * 100, // API weights are percent
        series: totalReturnIndex({ days, nav: navOf(returns[k]!) }),
      })),
      rebalance: rebalance as Rebalance,
    });
    const m = result.metrics!;
    close(m.cumulativeReturn, ref.cumulative_return, `${rebalance} cumulative`);
    close(m.annualizedReturn, ref.annualized_return, `${rebalance} annualized`);
    close(m.volatility, ref.annualized_stddev, `${rebalance} stddev`);
    close(m.maxDrawdown, ref.max_drawdown, `${rebalance} max drawdown`);
    ref.final_weights.forEach((w: number, k: number) => {
      close(result.finalWeights[k]!.weight, w, `${rebalance} final weight ${k}`);
    });
    same(result.series[1]![0], ref.first_return_date, `${rebalance} first return date`);
    same(m.observations, ref.n_returns, `${rebalance} n_returns`);
    same(result.warnings, [], `${rebalance} warnings`);

    // the kernel on prices Π(1 + r) directly (Return.portfolio's own arithmetic)
    const sim = simulatePortfolio({
      days,
      prices: returns.map((r) => navOf(r)),
      weights: Float64Array.from(weights),
      rebalance: rebalance as Rebalance,
      start: 0,
      end: days.length - 1,
      initialAmount: 1,
    });
    close(
      sim.unitValues[sim.unitValues.length - 1]! - 1,
      ref.cumulative_return,
      `${rebalance} kernel cumulative`,
    );
    same(simpleReturns(sim.unitValues).length, ref.n_returns, `${rebalance} kernel n_returns`);
  });

  afterAll(() => {
    console.log(
      `reference: ${tally.figures} figures matched; worst relative error ${tally.worst.toExponential(2)} (${tally.worstWhat})`,
    );
  });
});
