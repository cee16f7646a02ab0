/**
 * Backtest API benchmark (`npm run bench backtest-api`): a 10-holding × 10-year backtest with
 * monthly rebalancing over HTTP against the full demo universe, target p95 ≤ 30 ms once the
 * holdings' histories are cached. Loads the full universe into a temporary DATA_DIR
 * (`npm run data -- demo --size full`, about a minute) unless BENCH_DATA_DIR names one already
 * loaded, starts the server on it (its own process, PORT=0) and times requests from here.
 * Also printed, without targets: the first (uncached) request, rotating portfolios, 3 benchmarks.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addYears, isoDate, parseIsoDate } from "../../server/analytics/index";
import { loadMetricTable } from "../../server/data/metric-table";
import { signAccessToken } from "../../server/platform/identity/access-token";
import { openStore } from "../../server/store/db";

const TARGET_P95_MS = 30;
const HOLDINGS = 10;
const YEARS = 10;
const ITERATIONS = 300;
const JWT_SECRET = "bench-secret-bench-secret-bench-secret-0123456789";

import { ensureFullUniverse, startServer } from "./support/server";

const reuse = process.env.BENCH_DATA_DIR;
const dataDir = reuse ?? mkdtempSync(path.join(tmpdir(), "fp-bench-backtest-"));
const env = { ...process.env, DATA_DIR: dataDir, DEMO_UNIVERSE: "full", NODE_ENV: "development" };

await ensureFullUniverse(env);

// Pick the portfolios before the server opens the (single-process) embedded database.
const store = await openStore({ dataDir });
const table = await loadMetricTable(store.db);
await store.close();
if (!table.asOf) throw new Error("no derived data in the bench DATA_DIR");
const tenYearsAgo = addYears(parseIsoDate(table.asOf), -YEARS);
const funds: string[] = [];
for (let row = 0; row < table.size; row++) {
  const launch = table.numeric.launchDay[row]!;
  if (table.text.productType[row] === "fund" && launch < tenYearsAgo - 30 && table.numeric.nav[row]! > 0)
    funds.push(table.text.code[row]!);
}
if (funds.length < HOLDINGS * 10)
  throw new Error(`only ${funds.length} funds with ${YEARS} years of history`);
// spread the picks over the code range: different companies, currencies and calendars
const stride = Math.floor(funds.length / (HOLDINGS * 10));
const pool = Array.from({ length: HOLDINGS * 10 }, (_, i) => funds[i * stride]!);
const portfolio = (k: number) => ({
  holdings: pool
    .slice(k * HOLDINGS, (k + 1) * HOLDINGS)
    .map((fundCode) => ({ fundCode, weight: 100 / HOLDINGS })),
  rebalance: "monthly",
  startDate: isoDate(tenYearsAgo),
  endDate: table.asOf,
});

const { url, server } = await startServer({ ...env, JWT_SECRET });

const token = await signAccessToken(JWT_SECRET, {
  userId: "u-bench",
  email: "bench@example.com",
  authLevel: 2,
  licenseStatus: 2,
  institutionId: null,
});
const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };

async function post(body: unknown): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${url}/v1/app/fund/backtesting?lang=en`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; data: { series: unknown[] } };
  const ms = performance.now() - t0;
  if (res.status !== 200 || json.status !== "SUCCESS")
    throw new Error(`backtest failed: ${JSON.stringify(json)}`);
  return ms;
}

function percentiles(samples: number[]): { p50: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: s[Math.floor(0.5 * (s.length - 1))]!, p95: s[Math.floor(0.95 * (s.length - 1))]! };
}

async function timeMany(body: (i: number) => unknown, n: number) {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) samples.push(await post(body(i)));
  return percentiles(samples);
}

const line = (title: string, t: { p50: number; p95: number }, target: number | null) =>
  console.log(
    `${title.padEnd(62)} p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms  ` +
      (target === null
        ? "(no target)"
        : `(target p95 ≤ ${target} ms: ${t.p95 <= target ? "meets" : "MISSES"})`),
  );

let failed = false;
try {
  await fetch(`${url}/healthz`); // the metric table is in memory from here on
  const cold = await post(portfolio(0));
  console.log(
    `universe ${table.size.toLocaleString("en")} products as of ${table.asOf}; ${HOLDINGS} funds × ${YEARS} years, monthly rebalancing`,
  );
  console.log(
    `${"first request (histories read from the database)".padEnd(62)} ${cold.toFixed(1)} ms (no target)`,
  );
  for (let i = 0; i < 30; i++) await post(portfolio(0)); // warm-up
  const warm = await timeMany(() => portfolio(0), ITERATIONS);
  line(`same portfolio, ${ITERATIONS} requests`, warm, TARGET_P95_MS);
  failed = warm.p95 > TARGET_P95_MS;
  for (let k = 1; k < 10; k++) await post(portfolio(k)); // fill the cache with the other nine
  line(
    "10 portfolios in rotation (100 funds, cached)",
    await timeMany((i) => portfolio(i % 10), ITERATIONS),
    null,
  );
  const benchRes = await fetch(`${url}/v1/pub/benchmarks?lang=en`);
  const symbols = ((await benchRes.json()) as { data: Array<{ symbolCode: string }> }).data
    .slice(0, 3)
    .map((b) => b.symbolCode);
  line(
    "same portfolio with 3 benchmarks",
    await timeMany(() => ({ ...portfolio(0), benchmarks: symbols }), ITERATIONS),
    null,
  );
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  if (!reuse) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
