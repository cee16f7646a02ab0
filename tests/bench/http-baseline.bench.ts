/**
 * The HTTP floor every endpoint stands on, read against a bare Hono app measured in the same
 * run: a POST with JSON parsing answering a 10 KB JSON body on @hono/node-server, no middleware.
 * Each FundPilot route (the full middleware stack: request id, language, security headers, body
 * limit, JSON guard, rate limit, capability gate, validation, envelope) prints its throughput as
 * a fraction of that baseline, so a regression in the shared request path shows whatever machine
 * the bench runs on, and its server cost: the server thread's busy time per request, against the
 * baseline's.
 * The servers run on this process's main thread and autocannon in a process of its own
 * (support/autocannon-apart.ts), so the client's work (it reads every answer into a string) is
 * not counted against the larger answers. The baseline and the routes are measured in turns,
 * BENCH_ROUNDS rounds of BENCH_SECONDS each, and each route's shares are the median over the
 * rounds of its share of the same round's baseline (a busy machine slows a round as a whole).
 * Targets: unknown route ≥ 80% of the baseline; selection list and search (Chinese keys
 * included) ≥ 50%; search p97.5 ≤ 10 ms at 16 connections on a quiet machine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import type autocannon from "autocannon";
import { Hono } from "hono";
import { loadConfig } from "../../server/config";
import { startServer } from "../../server/index";
import { createLogger } from "../../server/logger";
import { type ApartRun, autocannonApart } from "./support/autocannon-apart";

const CONNECTIONS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const dataDir = mkdtempSync(path.join(tmpdir(), "fp-bench-"));
const config = loadConfig({
  PORT: "0",
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  NODE_ENV: "production",
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-0123",
  DEMO_UNIVERSE: "small",
  // the load stands for many people: each request from its own client address (the public POSTs
  // are limited per client)
  TRUST_PROXY: "true",
});
const server = await startServer(config, { logger: createLogger(config) });
await server.ready;

// The bare baseline: what Hono on Node costs for a JSON POST with a 10 KB JSON answer.
const payload = {
  items: Array.from({ length: 60 }, (_, i) => ({
    code: `F${1000 + i}`,
    name: `Fund number ${i}`,
    ret: i / 97,
  })),
};
const bare = new Hono().post("/echo", async (c) => {
  const body = await c.req.json();
  return c.json({ ...payload, page: body.page });
});
const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((r) => bareServer.once("listening", r));
const bareUrl = `http://127.0.0.1:${(bareServer.address() as AddressInfo).port}`;

function measure(url: string, opts: Partial<autocannon.Options> = {}): Promise<ApartRun> {
  return autocannonApart({ url, connections: CONNECTIONS, duration: SECONDS, ...opts });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[sorted.length >> 1]!;
};

const json = (body: unknown): Partial<autocannon.Options> => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

try {
  const routes: {
    title: string;
    path: string;
    opts?: Partial<autocannon.Options>;
    expect: number;
    target: number;
    p975?: number;
  }[] = [
    { title: "GET /v1/unknown (404 envelope)", path: "/v1/unknown?lang=en", expect: 404, target: 0.8 },
    { title: "GET /healthz (store + limits ping)", path: "/healthz", expect: 200, target: 0 },
    {
      title: "POST fund selection list (30 rows)",
      path: "/v1/pub/fund/selection/list",
      opts: {
        requests: Array.from({ length: 2000 }, (_, i) => ({
          method: "POST" as const,
          headers: { "content-type": "application/json", "x-forwarded-for": `10.1.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ page: 1, pageSize: 30 }),
        })),
      },
      expect: 200,
      target: 0.5,
    },
    {
      title: "GET search 'tech'",
      path: "/v1/pub/fund/selection/search?key=tech",
      expect: 200,
      target: 0.5,
      p975: 10,
    },
    {
      title: "GET search '環球'",
      path: `/v1/pub/fund/selection/search?key=${encodeURIComponent("環球")}`,
      expect: 200,
      target: 0.5,
      p975: 10,
    },
  ];
  const baselines: ApartRun[] = [];
  const runs = routes.map(() => [] as ApartRun[]);
  for (let round = 0; round < ROUNDS; round++) {
    baselines.push(await measure(`${bareUrl}/echo`, json({ page: 1 })));
    for (const [i, route] of routes.entries())
      runs[i]!.push(await measure(`${server.url}${route.path}`, route.opts));
  }
  const us = (r: ApartRun) => r.serverMicrosPerRequest;
  const busy = (r: ApartRun) =>
    `server busy ${(r.serverBusy * 100).toFixed(0)}%, client ${(r.clientBusy * 100).toFixed(0)}%`;
  const bare = baselines[ROUNDS >> 1]!;
  console.log(
    `bare Hono baseline (POST JSON → 10 KB JSON)  ${median(baselines.map((r) => r.requests.average))
      .toFixed(0)
      .padStart(6)} req/s  ` +
      `${median(baselines.map(us)).toFixed(0)} µs/request  p50 ${bare.latency.p50} ms  p97.5 ${bare.latency.p97_5} ms  (${busy(bare)})`,
  );
  console.log(
    `${ROUNDS} rounds of ${SECONDS} s; shares are medians of each round's share of its own baseline`,
  );
  for (const [i, route] of routes.entries()) {
    const rs = runs[i]!;
    const share = median(rs.map((r, k) => r.requests.average / baselines[k]!.requests.average));
    const cost = median(rs.map((r, k) => us(baselines[k]!) / us(r)));
    const p975 = median(rs.map((r) => r.latency.p97_5));
    const mid = rs[ROUNDS >> 1]!;
    const ok = share >= route.target && (route.p975 === undefined || p975 <= route.p975);
    const errors = rs.reduce((n, r) => n + r.errors + r.timeouts, 0);
    const wrong = route.expect === 200 ? rs.reduce((n, r) => n + r.non2xx, 0) : 0;
    console.log(
      `${route.title.padEnd(38)} ${median(rs.map((r) => r.requests.average))
        .toFixed(0)
        .padStart(6)} req/s = ${(share * 100).toFixed(0).padStart(3)}% of bare  ` +
        `${median(rs.map(us)).toFixed(0)} µs/request = ${(cost * 100).toFixed(0)}% of bare by server time  ` +
        `p50 ${mid.latency.p50} ms  p97.5 ${p975} ms  errors ${errors}${wrong ? `  non-2xx ${wrong}` : ""}  (${busy(mid)})` +
        (route.target > 0
          ? `  (target ≥ ${route.target * 100}%${route.p975 ? `, p97.5 ≤ ${route.p975} ms` : ""}: ${ok ? "meets" : "MISSES"})`
          : ""),
    );
  }
  const mem = process.memoryUsage();
  console.log(
    `memory: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
} finally {
  bareServer.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
