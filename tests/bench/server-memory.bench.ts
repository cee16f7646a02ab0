/**
 * Server memory with the full demo universe loaded (target ≤ 1 GB RSS): loads the full universe
 * into a temporary DATA_DIR (`npm run data -- demo`), starts the server on it, waits until it
 * serves /healthz with the metric table in memory, makes a few requests, and reads its RSS.
 * Set BENCH_DATA_DIR to reuse an already loaded directory.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const TARGET_MB = 1024;

import { ensureFullUniverse, startServer } from "./support/server";

const reuse = process.env.BENCH_DATA_DIR;
const dataDir = reuse ?? mkdtempSync(path.join(tmpdir(), "fp-bench-mem-"));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DEMO_UNIVERSE: "full",
  LOG_LEVEL: "warn",
  NODE_ENV: "development",
};

await ensureFullUniverse(env);

const { url, server } = await startServer(env);
for (let i = 0; i < 20; i++) await fetch(`${url}/healthz`).then((r) => r.json());
const health = (await (await fetch(`${url}/healthz`)).json()) as { data: { products: number; asOf: string } };
const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
const peakMb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
server.kill("SIGTERM");
if (!reuse) rmSync(dataDir, { recursive: true, force: true });
const verdict = rssMb <= TARGET_MB ? "meets" : "MISSES";
console.log(
  `server RSS with ${health.data.products.toLocaleString("en")} products as of ${health.data.asOf}: ` +
    `${rssMb.toFixed(0)} MB (peak ${peakMb.toFixed(0)} MB; target ≤ ${TARGET_MB} MB: ${verdict})`,
);
process.exit(verdict === "meets" ? 0 : 1);
