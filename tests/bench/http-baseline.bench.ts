/**
 * The HTTP floor every endpoint stands on: the full middleware stack (request id, secure
 * headers, body limit, JSON guard, envelope) over real HTTP on loopback, measured with
 * autocannon. Later endpoint benchmarks are read against these figures.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { loadConfig } from "../../server/config";
import { startServer } from "../../server/index";
import { createLogger } from "../../server/logger";

const dataDir = mkdtempSync(path.join(tmpdir(), "fp-bench-"));
const config = loadConfig({
  PORT: "0",
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  NODE_ENV: "test",
  DEMO_UNIVERSE: "small",
});
const server = await startServer(config, { logger: createLogger(config) });
await server.ready;

async function measure(
  title: string,
  opts: Partial<autocannon.Options> & { path: string },
  target: { p95Ms: number; rps: number },
) {
  const { path: urlPath, ...rest } = opts;
  const result = await autocannon({ url: `${server.url}${urlPath}`, connections: 20, duration: 5, ...rest });
  const p95 = result.latency.p97_5 ?? result.latency.p99; // autocannon reports p97.5 and p99, not p95
  const verdict = p95 <= target.p95Ms && result.requests.average >= target.rps ? "meets" : "MISSES";
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p97.5 ${p95} ms  ` +
      `non-2xx ${result.non2xx}  errors ${result.errors}  (target ≥ ${target.rps} req/s, p95 ≤ ${target.p95Ms} ms: ${verdict})`,
  );
}

try {
  await measure("GET /healthz (store + limits ping)", { path: "/healthz" }, { p95Ms: 15, rps: 1500 });
  await measure("GET /v1/unknown (404 envelope)", { path: "/v1/unknown?lang=en" }, { p95Ms: 10, rps: 2500 });
  await measure(
    "POST malformed JSON (400 envelope)",
    { path: "/v1/pub/x", method: "POST", headers: { "content-type": "application/json" }, body: "{bad" },
    { p95Ms: 10, rps: 2500 },
  );
  const mem = process.memoryUsage();
  console.log(
    `memory: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
