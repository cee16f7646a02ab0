/**
 * Wealth-plan Monte Carlo benchmark (`npx tsx tests/bench/wealth-plan.bench.ts`, or
 * `npm run bench wealth-plan`): 10,000 seeded paths × 30 years of monthly steps bootstrapped
 * from ten years of monthly returns, with the 10/50/90 percentiles of every month and the
 * success probability — the projection a plan's analysis runs. Target ≤ 150 ms. Also the
 * whole analysis input: the month-end returns of a 10-holding × 10-year daily portfolio.
 * Figures only; unit tests carry no timing thresholds.
 */
import { alignSeries, monthEndReturns, projectWealth, simulatePortfolio } from "../../server/analytics/index";
import { randomPrices, weekdays } from "../../server/analytics/test-support";

const POINTS = 10 * 261;
const days = weekdays("2015-01-01", POINTS);
const prices = Array.from({ length: 10 }, (_, k) =>
  randomPrices({ count: POINTS, seed: 2000 + k, drift: 0.0002 + k * 0.00003, vol: 0.006 + k * 0.002 }),
);
const weights = new Float64Array(10).fill(0.1);

function history(): Float64Array {
  const aligned = alignSeries(prices.map((values) => ({ days, values })));
  const sim = simulatePortfolio({
    days: aligned.days,
    prices: aligned.values,
    weights,
    rebalance: "monthly",
    start: 0,
    end: aligned.days.length - 1,
    initialAmount: 1,
  });
  return monthEndReturns(aligned.days, sim.unitValues);
}

function time(
  run: () => unknown,
  iterations: number,
  warmup: number,
): { mean: number; p95: number; max: number } {
  for (let i = 0; i < warmup; i++) run();
  const samples = new Float64Array(iterations);
  for (let i = 0; i < iterations; i++) {
    const t0 = process.hrtime.bigint();
    run();
    samples[i] = Number(process.hrtime.bigint() - t0) / 1e6;
  }
  samples.sort();
  const mean = samples.reduce((a, b) => a + b, 0) / iterations;
  return { mean, p95: samples[Math.floor(0.95 * (iterations - 1))]!, max: samples[iterations - 1]! };
}

function report(title: string, t: { mean: number; p95: number; max: number }, targetMs: number | null): void {
  const verdict =
    targetMs === null
      ? "(no target)"
      : `(target ≤ ${targetMs} ms: ${t.p95 <= targetMs ? "meets" : "MISSES"})`;
  console.log(
    `${title.padEnd(58)} mean ${t.mean.toFixed(2).padStart(7)} ms  p95 ${t.p95.toFixed(2).padStart(7)} ms  max ${t.max.toFixed(2).padStart(7)} ms  ${verdict}`,
  );
}

const monthly = history();
console.log(
  `history: ${monthly.length} monthly returns from a 10 × ${POINTS}-point daily portfolio; node ${process.version}`,
);
report("month-end returns of a 10-holding × 10-year portfolio", time(history, 50, 5), null);
let seed = 1;
const projection = () =>
  projectWealth({
    monthlyReturns: monthly,
    months: 360,
    startValue: 500_000,
    monthlyContribution: 5_000,
    target: 40_000_000,
    paths: 10_000,
    seed: seed++,
  });
report("Monte Carlo 10,000 paths × 360 months + 10/50/90 fan", time(projection, 30, 3), 150);
const one = projection();
console.log(`  success probability of the last run: ${(one.successProbability * 100).toFixed(1)}%`);
