/**
 * Server memory on the full demo universe under a mixed load (target ≤ 1 GB RSS after the load,
 * and no upward trend while it runs). Loads the full universe into a temporary DATA_DIR
 * (`npm run data -- demo`), starts the server on it and reads its RSS:
 *
 * - idle: once it serves /healthz with the metric table in memory;
 * - the top news alone (8 connections), the call that once grew the server by 0.7 GB per ~600
 *   calls (an `Intl` formatter made per value);
 * - a mix over ROUNDS rounds at 16 connections — search in English and Chinese, the selection
 *   list, fund info and performance, the top news in every language, an unknown route — with the
 *   RSS sampled every second (during) and at the end of each round (the trend);
 * - after: a few seconds after the load stops.
 *
 * The trend check compares the end-of-round RSS of the second half of the rounds with the
 * first half: a server that levels off stays within TREND_SLACK_MB of it. The selector's list is a
 * public POST limited per client, so the load names a different client per request
 * (X-Forwarded-For with TRUST_PROXY). Set BENCH_DATA_DIR to reuse an already loaded directory,
 * BENCH_ROUNDS / BENCH_ROUND_SECONDS to run longer.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openStore } from "../../server/store/db";
import { ensureFullUniverse, premiumBenchToken, startServer } from "./support/server";

const TARGET_MB = 1024;
const TREND_SLACK_MB = 96;
const CONNECTIONS = 16;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 12);
const NEWS_ALONE_SECONDS = 12;

const reuse = process.env.BENCH_DATA_DIR;
const dataDir = reuse ?? mkdtempSync(path.join(tmpdir(), "fp-bench-mem-"));
const secret = "bench-secret-bench-secret-bench-secret-0123";
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DEMO_UNIVERSE: "full",
  LOG_LEVEL: "warn",
  NODE_ENV: "development",
  JWT_SECRET: secret,
  TRUST_PROXY: "true",
};

await ensureFullUniverse(env);

// product codes for the detail calls, read before the server opens the (single-process) store
const store = await openStore({ dataDir });
const result = await store.db.execute(sql`select code from products order by code`);
await store.close();
const allCodes = (result as unknown as { rows: Array<{ code: string }> }).rows.map((r) => r.code);
// a fixed spread-out sample (no randomness: runs are comparable)
const codes = Array.from({ length: 1000 }, (_, i) => allCodes[(i * 7919) % allCodes.length]!);

const { url, server } = await startServer(env);
const token = await premiumBenchToken(secret);

const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const mb = (x: number) => `${x.toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Call = { method: "GET" | "POST"; path: string; body?: string };
const langs = ["en", "zh_TW", "zh_CN"] as const;
const searches = ["tech", "環球", "bond", "中國", "income", "科技", "asia", "美元"];
const filters = [
  { page: 1, pageSize: 30 },
  { page: 2, pageSize: 30, fundSortType: "return_1y_desc" },
  { page: 1, pageSize: 30, assetClasses: ["Stock"], fundSortType: "name_asc" },
];
/** One request of the mix, by its number: weights 25 search, 20 list, 25 detail, 20 news, 10 404. */
function mixCall(n: number): Call {
  const slot = n % 20;
  const lang = langs[n % 3]!;
  const code = codes[(n * 31) % codes.length]!;
  if (slot < 5)
    return {
      method: "GET",
      path: `/v1/pub/fund/selection/search?key=${encodeURIComponent(searches[n % searches.length]!)}&lang=${lang}`,
    };
  if (slot < 9)
    return {
      method: "POST",
      path: `/v1/pub/fund/selection/list?lang=${lang}`,
      body: JSON.stringify(filters[n % filters.length]),
    };
  if (slot < 12) return { method: "GET", path: `/v1/app/fund/info?fundCode=${code}&lang=${lang}` };
  if (slot < 14) return { method: "GET", path: `/v1/app/fund/performance?fundCode=${code}` };
  if (slot < 18) return newsCall(n);
  return { method: "GET", path: `/v1/unknown-${n % 50}?lang=${lang}` };
}
function newsCall(n: number): Call {
  return { method: "GET", path: `/v1/pub/news/top?page=${(n % 10) + 1}&pageSize=20&lang=${langs[n % 3]}` };
}

/** One autocannon run over `call`; each request from its own client address. */
async function run(seconds: number, connections: number, call: (n: number) => Call) {
  let n = 0;
  const statuses = new Map<number, number>();
  const res = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => {
              const c = call(n++);
              return {
                ...req,
                method: c.method,
                path: c.path,
                body: c.body,
                headers: {
                  ...req.headers,
                  authorization: `Bearer ${token}`,
                  "content-type": "application/json",
                  "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                },
              };
            },
          },
        ],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
    instance.on("response", (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  });
  const bad = [...statuses].filter(([s]) => s >= 500 || s === 429).reduce((sum, [, k]) => sum + k, 0);
  return { requests: res.requests.total, errors: res.errors + res.timeouts, bad, statuses };
}

let verdict = true;
try {
  for (let i = 0; i < 20; i++) await fetch(`${url}/healthz`).then((r) => r.json());
  const health = (await (await fetch(`${url}/healthz`)).json()) as {
    data: { products: number; asOf: string };
  };
  const idle = rssMb();
  console.log(
    `${health.data.products.toLocaleString("en")} products as of ${health.data.asOf}; idle RSS ${mb(idle)}`,
  );

  // the top news alone
  const beforeNews = rssMb();
  const news = await run(NEWS_ALONE_SECONDS, 8, newsCall);
  await sleep(2000);
  const afterNews = rssMb();
  console.log(
    `top news alone (8 connections, ${NEWS_ALONE_SECONDS} s, ${news.requests.toLocaleString("en")} calls): ` +
      `${mb(beforeNews)} → ${mb(afterNews)} (${afterNews - beforeNews >= 0 ? "+" : ""}${mb(afterNews - beforeNews)}), ` +
      `5xx/429 ${news.bad}, errors ${news.errors}`,
  );
  if (news.bad > 0 || news.errors > 0) verdict = false;

  // the mix, in rounds
  const ends: number[] = [];
  let peakDuring = 0;
  let total = 0;
  let bad = 0;
  let errors = 0;
  const statuses = new Map<number, number>();
  for (let round = 0; round < ROUNDS; round++) {
    const sampler = setInterval(() => {
      peakDuring = Math.max(peakDuring, rssMb());
    }, 1000);
    const r = await run(ROUND_SECONDS, CONNECTIONS, mixCall);
    clearInterval(sampler);
    const end = rssMb();
    peakDuring = Math.max(peakDuring, end);
    ends.push(end);
    total += r.requests;
    bad += r.bad;
    errors += r.errors;
    for (const [s, k] of r.statuses) statuses.set(s, (statuses.get(s) ?? 0) + k);
  }
  await sleep(5000);
  const after = rssMb();
  const half = Math.floor(ends.length / 2);
  const firstHalf = Math.max(...ends.slice(0, half));
  const secondHalf = Math.max(...ends.slice(half));
  const levels = secondHalf <= firstHalf + TREND_SLACK_MB;
  const byStatus = [...statuses]
    .sort((a, b) => a[0] - b[0])
    .map(([s, k]) => `${s}×${k}`)
    .join(" ");
  console.log(
    `mix at ${CONNECTIONS} connections, ${ROUNDS} × ${ROUND_SECONDS} s: ${total.toLocaleString("en")} requests ` +
      `(${byStatus}; errors ${errors})`,
  );
  console.log(`RSS at the end of each round: ${ends.map((x) => x.toFixed(0)).join(", ")} MB`);
  console.log(
    `trend: highest of the last ${ends.length - half} rounds ${mb(secondHalf)} vs first ${half} ${mb(firstHalf)} ` +
      `(levels off within ${TREND_SLACK_MB} MB: ${levels ? "yes" : "NO, still rising"})`,
  );
  const ok = after <= TARGET_MB && levels && bad === 0 && errors === 0;
  console.log(
    `server RSS: idle ${mb(idle)}, during ≤ ${mb(peakDuring)}, after ${mb(after)} ` +
      `(target after the load ≤ ${TARGET_MB} MB: ${ok ? "meets" : "MISSES"})`,
  );
  if (!ok) verdict = false;
} finally {
  server.kill("SIGTERM");
  if (!reuse) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(verdict ? 0 : 1);
