/**
 * The product detail calls over real HTTP on the full demo universe (15,000 products, 10+ years
 * of daily NAV): GET /v1/app/fund/info and /v1/app/fund/performance (with and without a
 * benchmark), each against the target p95 ≤ 10 ms. Two working sets per call: "hot" cycles 200
 * products (a detail page and its neighbours, served from the per-product caches) and "cold"
 * walks the whole universe once (every request a cache miss that reads the store).
 *
 * Loads the full universe into a temporary DATA_DIR (`npm run data -- demo --size full`, ~60 s)
 * and starts server/index.ts on it as its own process; set BENCH_DATA_DIR to reuse a directory.
 * With BENCH_DATABASE_URL the store is that PostgreSQL database instead (loaded first when it
 * holds no universe yet).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openStore } from "../../server/store/db";

const TARGET_P95_MS = 10;
const CONNECTIONS = 8;
const SECONDS = 6;

import { ensureFullUniverse, premiumBenchToken, startServer } from "./support/server";

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const reuse = process.env.BENCH_DATA_DIR;
const dataDir = reuse ?? mkdtempSync(path.join(tmpdir(), "fp-bench-product-"));
const secret = "bench-secret-bench-secret-bench-secret-0123";
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  DEMO_UNIVERSE: "full",
  NODE_ENV: "development",
  JWT_SECRET: secret,
};

const storeOptions = databaseUrl ? { databaseUrl } : { dataDir };
await ensureFullUniverse(env);

// the codes to ask for, read before the server opens the (single-process) embedded database
const store = await openStore(storeOptions);
const result = await store.db.execute(
  sql`select code, data->>'benchmark' as benchmark from products where data->>'benchmark' is not null order by code`,
);
await store.close();
const products = (result as unknown as { rows: Array<{ code: string; benchmark: string }> }).rows;
// a fixed, spread-out order (no randomness: runs are comparable)
const spread = products.map((_, i) => products[(i * 7919) % products.length]!);

const { url, server } = await startServer(env);
const token = await premiumBenchToken(secret);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/**
 * One autocannon run cycling through `paths`. The target is a latency target, judged with one
 * connection (requests one after another); with `connections` > 1 the figures show the same
 * calls under concurrent load, where latency includes queueing behind the other connections.
 */
async function measure(title: string, paths: string[], connections = 1): Promise<boolean> {
  let next = 0;
  const latencies: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: SECONDS,
        headers: { authorization: `Bearer ${token}` },
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 0.5);
  const p95 = percentile(latencies, 0.95);
  const judged = connections === 1;
  const ok = (!judged || p95 <= TARGET_P95_MS) && r.non2xx === 0 && r.errors === 0;
  const verdict = judged
    ? `target p95 ≤ ${TARGET_P95_MS} ms: ${ok ? "meets" : "MISSES"}`
    : "under load, no target";
  console.log(
    `${title.padEnd(50)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  ` +
      `non-2xx ${r.non2xx}  errors ${r.errors}  (${verdict})`,
  );
  return ok;
}

// disjoint working sets: "hot" is warmed up first; each "cold" set is asked for only once
const hot = spread.slice(0, 200);
const third = Math.floor((spread.length - 200) / 3);
const cold = [0, 1, 2].map((k) => spread.slice(200 + k * third, 200 + (k + 1) * third));
const info = (list: typeof products) => list.map((p) => `/v1/app/fund/info?fundCode=${p.code}&lang=en`);
const performance = (list: typeof products) => list.map((p) => `/v1/app/fund/performance?fundCode=${p.code}`);
const withBenchmark = (list: typeof products) =>
  list.map((p) => `/v1/app/fund/performance?fundCode=${p.code}&benchmark=${p.benchmark}&period=5Y`);

const verdicts: boolean[] = [];
try {
  console.log(
    `${products.length.toLocaleString("en")} products on ${databaseUrl ? "PostgreSQL" : "PGlite"}; ${SECONDS} s per run`,
  );
  // warm-up: the metric table and the universe-wide caches, then the hot set
  for (const p of [...info(hot), ...performance(hot), ...withBenchmark(hot)]) {
    await fetch(`${url}${p}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
  }
  verdicts.push(await measure("GET /v1/app/fund/info (hot, 200 products)", info(hot)));
  verdicts.push(await measure("GET /v1/app/fund/info (cold: store reads)", info(cold[0]!)));
  verdicts.push(await measure("GET /v1/app/fund/performance (hot)", performance(hot)));
  verdicts.push(await measure("GET /v1/app/fund/performance (cold: NAV read)", performance(cold[1]!)));
  verdicts.push(await measure("GET …/performance?benchmark=&period=5Y (cold)", withBenchmark(cold[2]!)));
  verdicts.push(
    await measure(`GET /v1/app/fund/info (hot, ${CONNECTIONS} connections)`, info(hot), CONNECTIONS),
  );
  verdicts.push(
    await measure(
      `GET /v1/app/fund/performance (hot, ${CONNECTIONS} connections)`,
      performance(hot),
      CONNECTIONS,
    ),
  );
} finally {
  server.kill("SIGTERM");
  if (!reuse) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(verdicts.every(Boolean) ? 0 : 1);
