/**
 * Analytics benchmark (`npx tsx tests/bench/analytics.bench.ts`, or `npm run bench analytics`):
 * deterministic synthetic 10-year daily histories, timed against the targets of the analytics
 * brief — metrics for one product (all windows) ≤ 1 ms, a 10-holding × 10-year daily backtest
 * with monthly rebalancing ≤ 20 ms (holdings on different holiday calendars, so the alignment
 * merge is part of the figure). Figures only; unit tests carry no timing thresholds.
 */
import { backtest, productPerformance, rollingMetrics, totalReturnIndex } from "../../server/analytics/index";
import { randomPrices, weekdays } from "../../server/analytics/test-support";

const YEARS = 10;
const POINTS = YEARS * 261; // Monday–Friday, ~2,610 observations
const days = weekdays("2015-01-01", POINTS);
const navs = Array.from({ length: 10 }, (_, k) =>
  randomPrices({ count: POINTS, seed: 1000 + k, drift: 0.0002 + k * 0.00003, vol: 0.006 + k * 0.002 }),
);
const dividends = new Float64Array(POINTS);
for (let i = 60; i < POINTS; i += 63) dividends[i] = 0.4; // quarterly distributions
const riskFree = { days: days.subarray(0, 1), values: Float64Array.of(0.03) };

/** Series k on its own calendar: a different set of "holidays" per holding (HK vs US style), so alignment merges. */
function onOwnCalendar(k: number, values: Float64Array) {
  const keep = (i: number) => i === 0 || (i + 7 * k) % 41 !== 0;
  return { days: days.filter((_, i) => keep(i)), values: values.filter((_, i) => keep(i)) };
}

function time(run: () => unknown, iterations: number): { mean: number; p95: number } {
  for (let i = 0; i < Math.min(200, iterations); i++) run(); // warm-up: let V8 optimize
  const samples = new Float64Array(iterations);
  for (let i = 0; i < iterations; i++) {
    const t0 = process.hrtime.bigint();
    run();
    samples[i] = Number(process.hrtime.bigint() - t0) / 1e6;
  }
  samples.sort();
  const mean = samples.reduce((a, b) => a + b, 0) / iterations;
  return { mean, p95: samples[Math.floor(0.95 * (iterations - 1))]! };
}

function report(title: string, t: { mean: number; p95: number }, targetMs: number | null): void {
  const verdict =
    targetMs === null
      ? "(no target)"
      : `(target ≤ ${targetMs} ms: ${t.p95 <= targetMs ? "meets" : "MISSES"})`;
  console.log(
    `${title.padEnd(58)} mean ${t.mean.toFixed(3).padStart(7)} ms  p95 ${t.p95.toFixed(3).padStart(7)} ms  ${verdict}`,
  );
}

console.log(`synthetic daily series: ${POINTS} points (${YEARS} years), seeded; node ${process.version}`);

report(
  "metrics for one product (periods, 4 risk windows, years)",
  time(() => productPerformance({ series: { days, nav: navs[0]!, dividends } }), 5000),
  1,
);
report(
  "  … with a risk-free series and a benchmark",
  time(
    () =>
      productPerformance({
        series: { days, nav: navs[0]!, dividends },
        riskFree,
        benchmark: onOwnCalendar(1, navs[1]!),
      }),
    2000,
  ),
  1,
);

const tri = totalReturnIndex({ days, nav: navs[0]!, dividends });
report(
  "rolling 3Y Sharpe/volatility/drawdown at month ends",
  time(() => rollingMetrics({ tri }), 500),
  null,
);

const holdings = navs.map((nav, k) => ({ fundCode: `F${k}`, weight: 10, series: onOwnCalendar(k + 2, nav) }));
report(
  "backtest 10 holdings × 10y daily, monthly rebalancing",
  time(() => backtest({ holdings, rebalance: "monthly" }), 300),
  20,
);
report(
  "  … with monthly contributions (TWR + IRR) and a benchmark",
  time(
    () =>
      backtest({
        holdings,
        rebalance: "monthly",
        monthlyContribution: 500,
        benchmarks: [{ symbolCode: "IDX", series: onOwnCalendar(1, navs[9]!) }],
      }),
    300,
  ),
  20,
);
