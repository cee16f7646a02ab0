/**
 * The load run (`npm run bench -- load`): autocannon against two server instances on one
 * PostgreSQL database and one Redis for 60 s with a realistic mix — search 30%, selection lists
 * 30%, fund info and performance 25%, backtests 10%, chat 5% — on the full demo universe. Prints
 * throughput, p50/p95/p99 per route group and overall, errors and non-2xx answers (target: none;
 * p95 ≤ 50 ms for every group but the chat) and each server's RSS after the run (≤ 1 GB).
 *
 * The load stands for many people: every request comes from its own client address through the
 * app's TRUST_PROXY (the public POSTs are limited per client), signed-in calls carry a Premium
 * token. Backends: BENCH_DATABASE_URL (a database to load or reuse), else the database
 * `fp_bench_load` on TEST_DATABASE_URL's server (created and loaded with the full demo universe
 * on the first run, a few minutes; kept for the next), with BENCH_REDIS_URL or TEST_REDIS_URL;
 * with neither, one instance on the embedded database (printed). BENCH_LOAD_SECONDS shortens
 * the run.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { addYears, isoDate, parseIsoDate } from "../../server/analytics/index";
import { loadMetricTable } from "../../server/data/metric-table";
import { rngFor } from "../../server/data/universe/prng";
import { signAccessToken } from "../../server/platform/identity/access-token";
import { openStore } from "../../server/store/db";
import { ensureFullUniverse, startServer } from "./support/server";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const CONNECTIONS = 16; // over all instances
const TARGET = { p95Ms: 50, rssMb: 1024 };
const JWT_SECRET = "load-bench-secret-load-bench-secret-0123456789";

// ---- backends ----
const benchDb = process.env.BENCH_DATABASE_URL || undefined;
const adminUrl = benchDb ? undefined : process.env.TEST_DATABASE_URL || undefined;
const redisUrl = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || undefined;
const keptDb = adminUrl ? "fp_bench_load" : undefined;
const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(adminUrl!, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
if (keptDb) await admin(`create database ${keptDb}`).catch(() => {}); // already there: reused
const databaseUrl = benchDb ?? (keptDb ? withDatabase(adminUrl!, keptDb) : undefined);
const dataDir = mkdtempSync(path.join(tmpdir(), "fp-bench-load-"));
const instances = databaseUrl ? 2 : 1;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  DEMO_UNIVERSE: "full",
  JWT_SECRET,
  TRUST_PROXY: "true",
  DATABASE_URL: databaseUrl ?? "",
  REDIS_URL: databaseUrl ? (redisUrl ?? "") : "",
};
const backends = databaseUrl
  ? `${instances} instances on PostgreSQL + ${redisUrl ? "Redis" : "memory limits (no Redis URL: limits per instance)"}`
  : "1 instance on the embedded database (no TEST_DATABASE_URL: PostgreSQL runs two)";

const servers: ChildProcess[] = [];
async function cleanup(): Promise<void> {
  for (const s of servers) s.kill("SIGTERM");
  await Promise.all(
    servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once("exit", r)))),
  );
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  await ensureFullUniverse(env);

  // ---- what to ask for (read before the servers open an embedded database) ----
  const store = await openStore(databaseUrl ? { databaseUrl } : { dataDir });
  const table = await loadMetricTable(store.db);
  await store.close();
  if (!table.asOf) throw new Error("no derived data");
  const rows = Array.from({ length: table.size }, (_, row) => row);
  const spread = <T>(xs: T[]) => xs.map((_, i) => xs[(i * 7919) % xs.length]!);
  const products = spread(rows.filter((r) => table.numeric.nav[r]! > 0).map((r) => table.text.code[r]!));
  const tenYearsAgo = addYears(parseIsoDate(table.asOf), -10);
  const longFunds = spread(
    rows
      .filter(
        (r) =>
          table.text.productType[r] === "fund" &&
          table.numeric.launchDay[r]! < tenYearsAgo - 30 &&
          table.numeric.nav[r]! > 0,
      )
      .map((r) => table.text.code[r]!),
  );

  const token = await signAccessToken(
    JWT_SECRET,
    { userId: "u-load", email: "load@example.com", authLevel: 2, licenseStatus: 2, institutionId: null },
    { seconds: 3600 },
  );
  const auth = `Bearer ${token}`;
  const json = { "content-type": "application/json" };
  const searchKeys = ["tech", "環球", "bond", "income", "美元", "china", "health", "亚洲", "gold", "fpx"];
  // biome-ignore format: a table
  const filters = [
    { type: "fund", filter: { page: 1, pageSize: 30 } },
    { type: "etf", filter: { page: 1, pageSize: 30, fundSortType: "aum_desc" } },
    { type: "fund", filter: { page: 1, pageSize: 30, assetClasses: ["Stock"], regions: ["global", "us"], fundSortType: "return_1y_desc" } },
    { type: "fund", filter: { page: 2, pageSize: 30, assetClasses: ["Bond"], riskLevels: [1, 2, 3], fundSortType: "sharpe_1y_desc" } },
    { type: "etf", filter: { page: 1, pageSize: 30, regions: ["hong_kong", "china"], keyword: "fpx" } },
  ];
  const chats: Array<[string, string, boolean]> = [
    ["What is the Sharpe ratio?", "en", false],
    ["值唔值得買盈富基金？", "zh_TW", false],
    ["low risk USD bond funds under 1% fee", "en", true],
    ["低风险美元债券基金，费用低于1%", "zh_CN", true],
  ];

  type Req = { method: "GET" | "POST"; path: string; headers: Record<string, string>; body?: string };
  type Group = { name: string; share: number; next: (i: number) => Req };
  const groups: Group[] = [
    {
      name: "search",
      share: 6,
      next: (i) => ({
        method: "GET",
        path: `/v1/pub/${i % 3 === 2 ? "etf" : "fund"}/selection/search?key=${encodeURIComponent(searchKeys[i % searchKeys.length]!)}&lang=en`,
        headers: {},
      }),
    },
    {
      name: "selection list",
      share: 6,
      next: (i) => {
        const q = filters[i % filters.length]!;
        return {
          method: "POST",
          path: `/v1/pub/${q.type}/selection/list?lang=en`,
          headers: json,
          body: JSON.stringify(q.filter),
        };
      },
    },
    {
      name: "fund info/performance",
      share: 5,
      next: (i) => {
        const code = products[(i >> 1) % products.length];
        return {
          method: "GET",
          path:
            i % 2 === 0
              ? `/v1/app/fund/info?fundCode=${code}&lang=en`
              : `/v1/app/fund/performance?fundCode=${code}&period=1Y`,
          headers: { authorization: auth },
        };
      },
    },
    {
      name: "backtest",
      share: 2,
      next: (i) => {
        const from = (i * 5) % Math.max(1, longFunds.length - 5);
        return {
          method: "POST",
          path: "/v1/app/fund/backtesting?lang=en",
          headers: { ...json, authorization: auth },
          body: JSON.stringify({
            holdings: longFunds.slice(from, from + 5).map((fundCode) => ({ fundCode, weight: 20 })),
            rebalance: "monthly",
            startDate: isoDate(tenYearsAgo),
            endDate: table.asOf,
          }),
        };
      },
    },
    {
      name: "chat",
      share: 1,
      next: (i) => {
        const [text, lang, signedIn] = chats[i % chats.length]!;
        return {
          method: "POST",
          path: `/api/chat?lang=${lang}`,
          headers: { ...json, ...(signedIn ? { authorization: auth } : {}) },
          body: JSON.stringify({
            id: `load-${process.pid}-${i}`,
            messages: [{ id: "m1", role: "user", parts: [{ type: "text", text }] }],
          }),
        };
      },
    },
  ];

  // ---- the servers ----
  const urls: string[] = [];
  for (let k = 0; k < instances; k++) {
    const cpuProfileDir = k === 0 ? process.env.BENCH_CPU_PROFILE_DIR || undefined : undefined;
    const { url, server } = await startServer(env, { cpuProfileDir });
    servers.push(server);
    urls.push(url);
  }

  // ---- the mix: 20 slots in a fixed shuffled order (every connection walks it from its start);
  // each request from its own client address ----
  const slots = groups.flatMap((g) => Array.from({ length: g.share }, () => g));
  rngFor(20261125, "load-mix").shuffle(slots);
  let client = 0;
  const counters = new Map<Group, number>();
  /** The group whose response autocannon is reporting (onResponse runs just before its event). */
  let answering: Group | undefined;
  const stats = new Map<string, { ms: number[]; non2xx: number }>();
  const requestsOf = () =>
    slots.map((g) => ({
      method: g.next(0).method,
      setupRequest: (req: autocannon.Request): autocannon.Request => {
        const n = (counters.get(g) ?? 0) + 1;
        counters.set(g, n);
        const r = g.next(n);
        client = (client + 1) % 16_000_000;
        return {
          ...req,
          method: r.method,
          path: r.path,
          headers: {
            ...r.headers,
            "x-forwarded-for": `10.${client >> 16}.${(client >> 8) & 255}.${client & 255}`,
          },
          ...(r.body === undefined ? {} : { body: r.body }),
        };
      },
      onResponse: () => {
        answering = g;
      },
    }));

  const run = (url: string, seconds: number, record: boolean) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url, connections: CONNECTIONS / instances, duration: seconds, timeout: 30, requests: requestsOf() },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      if (record)
        instance.on("response", (_client, status, _bytes, ms) => {
          const name = answering?.name ?? "?";
          const s = stats.get(name) ?? { ms: [], non2xx: 0 };
          stats.set(name, s);
          s.ms.push(ms);
          if (status < 200 || status > 299) s.non2xx++;
        });
    });

  // warm-up (not counted): the intent engine, the caches, V8
  await Promise.all(urls.map((u) => run(u, 8, false)));
  const started = performance.now();
  const results = await Promise.all(urls.map((u) => run(u, SECONDS, true)));
  const elapsed = (performance.now() - started) / 1000;

  // ---- figures ----
  const rss = servers.map((s) => {
    const status = readFileSync(`/proc/${s.pid}/status`, "utf8");
    const mb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
    return { rss: mb("VmRSS"), peak: mb("VmHWM") };
  });
  const pct = (sorted: Float64Array, p: number) =>
    sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  const line = (name: string, ms: number[], non2xx: number) => {
    const s = Float64Array.from(ms).sort();
    return {
      text:
        `${name.padEnd(22)} ${String(ms.length).padStart(8)} ${(ms.length / elapsed).toFixed(0).padStart(7)}` +
        ` ${pct(s, 0.5).toFixed(1).padStart(7)} ${pct(s, 0.95).toFixed(1).padStart(7)} ${pct(s, 0.99).toFixed(1).padStart(7)}` +
        ` ${String(non2xx).padStart(7)}`,
      p95: pct(s, 0.95),
    };
  };
  const errors = results.reduce((n, r) => n + r.errors, 0);
  const timeouts = results.reduce((n, r) => n + r.timeouts, 0);
  const non2xx = results.reduce((n, r) => n + r.non2xx, 0);
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  console.log(
    `load: ${backends}; full demo universe (${table.size.toLocaleString("en")} products as of ${table.asOf}); ` +
      `${CONNECTIONS} connections, ${elapsed.toFixed(0)} s; node ${process.version}; ` +
      `load average ${loadavg()[0]!.toFixed(1)} at the end`,
  );
  console.log(`${"group".padEnd(22)} requests   req/s  p50 ms  p95 ms  p99 ms non-2xx`);
  let worstNonChat = 0;
  for (const g of groups) {
    const s = stats.get(g.name) ?? { ms: [], non2xx: 0 };
    const l = line(g.name, s.ms, s.non2xx);
    if (g.name !== "chat") worstNonChat = Math.max(worstNonChat, l.p95);
    console.log(l.text);
  }
  const all = [...stats.values()];
  const nonChat = [...stats.entries()].filter(([n]) => n !== "chat").map(([, s]) => s);
  for (const [name, groups] of [
    ["non-chat", nonChat],
    ["overall", all],
  ] as const)
    console.log(
      line(
        name,
        groups.flatMap((s) => s.ms),
        groups.reduce((n, s) => n + s.non2xx, 0),
      ).text,
    );
  console.log(
    `throughput ${(total / elapsed).toFixed(0)} req/s (${total.toLocaleString("en")} requests); ` +
      `errors ${errors}, timeouts ${timeouts}, non-2xx ${non2xx} (target 0)`,
  );
  const p95ok = worstNonChat <= TARGET.p95Ms;
  console.log(
    `worst non-chat group p95 ${worstNonChat.toFixed(1)} ms (target ≤ ${TARGET.p95Ms} ms: ${p95ok ? "meets" : "MISSES"})`,
  );
  const rssOk = rss.every((r) => r.rss <= TARGET.rssMb);
  console.log(
    `server RSS after the run: ${rss.map((r, k) => `${String.fromCharCode(65 + k)} ${r.rss.toFixed(0)} MB (peak ${r.peak.toFixed(0)} MB)`).join(", ")}` +
      ` (budget ≤ ${TARGET.rssMb} MB each: ${rssOk ? "meets" : "MISSES"})`,
  );
  await cleanup();
  process.exit(errors + timeouts + non2xx === 0 && p95ok && rssOk ? 0 : 1);
} catch (err) {
  await cleanup();
  throw err;
}
