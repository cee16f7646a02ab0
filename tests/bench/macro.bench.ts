/**
 * The AI macro model on the demo universe's ten asset-class indices (`npm run bench -- macro`):
 *
 * 1. In process: the whole walk-forward evaluation (every month's views decided from the data
 *    before it, judged when the horizon passes, then the track record against the baselines),
 *    as the server runs it once per data version (no target: its cost is paid once, by the
 *    first macro call after new data); prints the measured hit rates against the baselines.
 * 2. Over real HTTP: the first GET /v1/pub/ai-marco/track-record after start (it runs the model),
 *    then the macro page's calls served from that run (track record, month history, the latest
 *    views for a Premium caller), each against p95 ≤ 10 ms with one connection.
 *
 * Loads the small demo universe into a temporary DATA_DIR (`npm run data -- demo --size small`;
 * the macro indices are the same for both sizes); set BENCH_DATA_DIR to reuse a directory.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { createProductReader } from "../../server/data/load/read-product";
import { readUniverseMeta } from "../../server/data/load/read-universe";
import { createMetricTableSource } from "../../server/data/metric-table";
import { macroHistoryOf, runModel } from "../../server/features/macro/macro.service";
import { versionOf } from "../../server/features/products";
import { openStore } from "../../server/store/db";
import { premiumBenchToken, root, startServer } from "./support/server";

const TARGET_P95_MS = 10;
const SECONDS = 5;
const RUNS = 10;

const reuse = process.env.BENCH_DATA_DIR;
const dataDir = reuse ?? mkdtempSync(path.join(tmpdir(), "fp-bench-macro-"));
const secret = "bench-secret-bench-secret-bench-secret-0123";
const env = { ...process.env, DATA_DIR: dataDir, DEMO_UNIVERSE: "small", JWT_SECRET: secret };

const pct = (x: number | null) => (x === null ? "   –  " : `${(x * 100).toFixed(1).padStart(5)}%`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

const verdicts: boolean[] = [];

// 1. the walk-forward in process, on the stored demo universe
{
  const store = await openStore({ dataDir });
  if ((await readUniverseMeta(store.db)) === null) {
    const started = Date.now();
    await store.close();
    const load = spawnSync(
      process.execPath,
      ["--import", "tsx", "server/cli/data.ts", "demo", "--size", "small"],
      { cwd: root, env: { ...env, LOG_LEVEL: "warn" }, encoding: "utf8" },
    );
    if (load.status !== 0) {
      console.error(load.stderr);
      process.exit(1);
    }
    console.log(`small demo universe loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else await store.close();

  const db = await openStore({ dataDir });
  try {
    const version = versionOf(await createMetricTableSource(db.db).get());
    const reader = createProductReader(db.db);
    const t0 = performance.now();
    const [assets, riskFree, tenYear] = await Promise.all([
      reader.macroAssets(version),
      reader.riskFree(version),
      reader.tenYearYields(version),
    ]);
    console.log(
      `inputs: ${assets.length} asset-class indices, risk-free and 10-year yields read in ${(performance.now() - t0).toFixed(0)} ms (data as of ${version.asOf})`,
    );
    const samples: number[] = [];
    let run = runModel(assets, macroHistoryOf({ assets, riskFree, tenYear }));
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      run = runModel(assets, macroHistoryOf({ assets, riskFree, tenYear }));
      samples.push(performance.now() - t);
    }
    samples.sort((a, b) => a - b);
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    const { record } = run;
    console.log(
      `walk-forward + judging + track record (${RUNS} runs): min ${samples[0]!.toFixed(0)} ms, ` +
        `mean ${mean.toFixed(0)} ms, max ${samples.at(-1)!.toFixed(0)} ms (no target)`,
    );
    console.log(
      `${run.views.length.toLocaleString("en")} views, judged ${record.first} … ${record.last}, latest views for ${run.latestMonth}`,
    );
    console.log("hit rates                 months   model  always+  always0  momentum");
    const line = (name: string, r: (typeof record.byHorizon)["1M"]) =>
      console.log(
        `${name.padEnd(25)} ${String(r.months).padStart(6)}  ${pct(r.hitRate)}  ${pct(r.baselines.alwaysPositive)}  ` +
          `${pct(r.baselines.alwaysNeutral)}  ${pct(r.baselines.momentum)}`,
      );
    line("pooled", record);
    line("1M", record.byHorizon["1M"]);
    line("3M", record.byHorizon["3M"]);
    for (const r of record.byAsset) line(`${r.assetId} ${r.horizon}`, r);
  } finally {
    await db.close();
  }
}

// 2. the macro page's calls over HTTP
const { url, server } = await startServer(env);
try {
  const token = await premiumBenchToken(secret);
  const t0 = performance.now();
  const first = await fetch(`${url}/v1/pub/ai-marco/track-record`);
  await first.arrayBuffer();
  console.log(
    `\nfirst GET /v1/pub/ai-marco/track-record after start (runs the model): ${(performance.now() - t0).toFixed(0)} ms, HTTP ${first.status}`,
  );

  const measure = async (title: string, pathname: string, headers: Record<string, string> = {}) => {
    const latencies: number[] = [];
    const r = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: `${url}${pathname}`, connections: 1, duration: SECONDS, headers },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
    latencies.sort((a, b) => a - b);
    const p95 = percentile(latencies, 0.95);
    const ok = p95 <= TARGET_P95_MS && r.non2xx === 0 && r.errors === 0;
    verdicts.push(ok);
    console.log(
      `${title.padEnd(52)} ${r.requests.average.toFixed(0).padStart(5)} req/s  p50 ${percentile(latencies, 0.5).toFixed(2)} ms  ` +
        `p95 ${p95.toFixed(2)} ms  non-2xx ${r.non2xx}  (target p95 ≤ ${TARGET_P95_MS} ms: ${ok ? "meets" : "MISSES"})`,
    );
  };
  await measure("GET /v1/pub/ai-marco/track-record", "/v1/pub/ai-marco/track-record");
  await measure("GET /v1/pub/ai-marco/region/views/month-list", "/v1/pub/ai-marco/region/views/month-list");
  await measure("GET …/region/views/score-list (Premium)", "/v1/pub/ai-marco/region/views/score-list", {
    authorization: `Bearer ${token}`,
  });
} finally {
  server.kill("SIGTERM");
  if (!reuse) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(verdicts.every(Boolean) ? 0 : 1);
