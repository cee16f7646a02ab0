/**
 * Scale-out: two instances of the server, each listening on its own port with its own
 * connection pool, in-memory metric table and Redis connection, on ONE PostgreSQL database and
 * ONE Redis (what a deployment behind a load balancer is). Runs when TEST_DATABASE_URL and
 * TEST_REDIS_URL are set (CI sets both); skipped otherwise. Proves that sessions, limits, user
 * data and the screener's data version are the deployment's, not an instance's.
 */
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readUniverseMeta } from "../../server/data/load/read-universe";
import { readDerivedMeta } from "../../server/data/metric-table";
import { PUBLIC_POST_LIMITS } from "../../server/http/public-limits";
import { fromRoot } from "../../server/paths";
import { createSettableClock } from "../../server/platform/clock";
import { createRedisLimits, type Limits } from "../../server/platform/limits";
import type { TokenPair } from "../../shared/api/auth";
import { errorCatalog } from "../../shared/api/errors";
import { bearer, signUp } from "../helpers/accounts";
import { testDatabaseUrl, testRedisUrl } from "../helpers/backends";
import { createPeerApp, createTestApp, listen, type TestApp } from "../helpers/test-app";
import { loadTestUniverse } from "../helpers/universe";

const enabled = Boolean(testDatabaseUrl && testRedisUrl);

type Instance = { name: "A" | "B"; url: string };
type Answer = { status: number; body: any };

const clock = createSettableClock();
let t: TestApp;
let a: Instance;
let b: Instance;
const closers: Array<() => Promise<void>> = [];

async function call(
  at: Instance,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(`${at.url}${path}`, {
    method,
    headers: { "content-type": "application/json", ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const refresh = (at: Instance, refreshToken: string) =>
  call(at, "POST", "/v1/app/token/refresh", { headers: bearer(refreshToken) });

/** Polls `probe` until `done` holds (the instances notice a new data version by themselves). */
async function eventually<T>(
  probe: () => Promise<T>,
  done: (v: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  if (!enabled) return;
  const keyPrefix = `fp-test:scale:${process.pid}:${Date.now().toString(36)}:`;
  const limitsOf = async (): Promise<Limits> => {
    const limits = await createRedisLimits(testRedisUrl as string, { keyPrefix });
    closers.push(() => limits.close());
    return limits;
  };
  t = await createTestApp({
    backend: "postgres",
    clock,
    limits: await limitsOf(),
    // the per-client limits read the client from X-Forwarded-For, as behind the load balancer
    env: { TRUST_PROXY: "true" },
  });
  closers.push(() => t.close());
  await loadTestUniverse(t.deps.store);
  const peer = await createPeerApp(t, { limits: await limitsOf() });
  closers.push(() => peer.close());
  const servedA = await listen(t.app);
  const servedB = await listen(peer.app);
  closers.push(servedA.close, servedB.close);
  a = { name: "A", url: servedA.url };
  b = { name: "B", url: servedB.url };
}, 180_000);

afterAll(async () => {
  // servers first, then the peer, the limits and the database (pushed in the opposite order)
  for (const close of closers.reverse()) await close();
});

describe.skipIf(!enabled)(
  enabled
    ? "two instances on one PostgreSQL and one Redis"
    : "two instances on one PostgreSQL and one Redis (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL)",
  () => {
    it("a refresh token rotated on A is dead on B: within the reuse interval B returns A's successor pair; replayed later it revokes the family on both", async () => {
      const first = await signUp(t, "scale-refresh@example.com");
      const rotated = await refresh(a, first.refreshToken);
      expect(rotated.status).toBe(200);
      const pair = rotated.body.data as TokenPair;
      expect(pair.refreshToken).not.toBe(first.refreshToken);

      // a second tab on the other instance a moment later: the very same pair, not a revocation
      clock.set(new Date(clock.now().getTime() + 5_000));
      const twin = await refresh(b, first.refreshToken);
      expect(twin.status).toBe(200);
      expect(twin.body.data).toEqual(pair);
      for (const at of [a, b])
        expect(
          (await call(at, "GET", "/v1/app/user/info", { headers: bearer(pair.accessToken) })).status,
        ).toBe(200);

      // the successor rotates on B; the rotated one is dead on A after the reuse interval
      const next = await refresh(b, pair.refreshToken);
      expect(next.status).toBe(200);
      const latest = next.body.data as TokenPair;
      clock.set(new Date(clock.now().getTime() + 60_000));
      const replay = await refresh(a, pair.refreshToken);
      expect([replay.status, replay.body.error.code]).toEqual([401, errorCatalog.refreshTokenInvalid.code]);

      // the replay revoked the whole family: the newest tokens die on both instances
      for (const at of [a, b]) {
        expect((await refresh(at, latest.refreshToken)).status).toBe(401);
        expect(
          (await call(at, "GET", "/v1/app/user/info", { headers: bearer(latest.accessToken) })).status,
          `access token on ${at.name}`,
        ).toBe(401);
      }
    });

    it("public limits are exact across both instances: 200 concurrent check-email and sign-in calls from one client", async () => {
      const [checkEmailRule] = PUBLIC_POST_LIMITS["POST /v1/pub/check-email"];
      const [loginRule] = PUBLIC_POST_LIMITS["POST /v1/pub/individual/login"];
      const burst = (client: string, path: string, body: (i: number) => unknown) =>
        Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            call(i % 2 === 0 ? a : b, "POST", path, {
              headers: { "x-forwarded-for": client },
              body: body(i),
            }),
          ),
        );

      // distinct addresses: only the per-client rule can stop them
      const checks = await burst("203.0.113.10", "/v1/pub/check-email", (i) => ({
        email: `scale-check-${i}@example.com`,
        registerType: "INDIVIDUAL_USER",
      }));
      const checked = checks.filter((r) => r.status === 200).length;
      const refused = checks.filter((r) => r.status === 429);
      expect([checked, refused.length]).toEqual([checkEmailRule!.limit, 200 - checkEmailRule!.limit]);

      // wrong codes for unknown addresses: each judged try is a 4xx other than 429
      const logins = await burst("203.0.113.11", "/v1/pub/individual/login", (i) => ({
        email: `scale-login-${i}@example.com`,
        code: "000000",
      }));
      const judged = logins.filter((r) => r.status !== 429);
      const limited = logins.filter((r) => r.status === 429);
      expect([judged.length, limited.length]).toEqual([loginRule!.limit, 200 - loginRule!.limit]);
      for (const r of judged) expect(r.status).toBeGreaterThanOrEqual(400);
      for (const r of limited) expect(r.body.error.code).toBe(errorCatalog.tooManyRequests.code);
      // another client is not affected by the first one's spent limit
      expect(
        (
          await call(b, "POST", "/v1/pub/check-email", {
            headers: { "x-forwarded-for": "203.0.113.12" },
            body: { email: "scale-other@example.com", registerType: "INDIVIDUAL_USER" },
          })
        ).status,
      ).toBe(200);
    });

    it("a watchlist written on A is read on B, and B's change is read on A", async () => {
      const pair = await signUp(t, "scale-watch@example.com");
      const auth = { headers: bearer(pair.accessToken) };
      const table = await t.deps.metrics.get();
      const fund = table.text.code.find((_, row) => table.text.productType[row] === "fund") as string;

      const created = await call(a, "POST", "/v1/app/watchlist/groups", { ...auth, body: { name: "Scale" } });
      expect(created.status).toBe(200);
      const id = created.body.data.id as string;
      expect((await call(a, "POST", `/v1/app/watchlist/groups/${id}/items/${fund}`, auth)).status).toBe(200);

      const onB = await call(b, "GET", "/v1/app/watchlist/groups", auth);
      expect(onB.status).toBe(200);
      const group = JSON.stringify(onB.body.data);
      expect(group).toContain(id);
      expect(group).toContain(fund);

      expect((await call(b, "DELETE", `/v1/app/watchlist/groups/${id}/items/${fund}`, auth)).status).toBe(
        200,
      );
      const onA = await call(a, "GET", "/v1/app/watchlist/groups", auth);
      expect(JSON.stringify(onA.body.data)).toContain(id);
      expect(JSON.stringify(onA.body.data)).not.toContain(fund);
    });

    it("after `npm run data -- update` both instances serve the new day's screener table without a restart", async () => {
      const db = t.deps.store.db;
      const before = await readDerivedMeta(db);
      for (const at of [a, b]) {
        const health = await call(at, "GET", "/healthz");
        expect(health.body.data.asOf).toBe(before?.asOf);
      }
      const listed = () =>
        Promise.all(
          [a, b].map((at) =>
            call(at, "POST", "/v1/pub/fund/selection/list?lang=en", {
              headers: { "x-forwarded-for": "203.0.113.20" },
              body: { page: 1, pageSize: 30 },
            }),
          ),
        );
      const [oldList] = await listed();
      // a product whose NAV moves every trading day, read by a signed-in user during the update
      const pair = await signUp(t, "scale-update@example.com");
      const table = await t.deps.metrics.get();
      const funds = table.text.code.filter(
        (_, row) => table.text.productType[row] === "fund" && !Number.isNaN(table.numeric.return1m[row]!),
      ) as string[];
      const seen: string[] = [];
      let next = 0;
      /** Fund info's NAV date, performance's asOf and its series' last day: one data version. */
      const consistent = async (at: Instance) => {
        // a product not read before each time: nothing answers from an instance's cache
        const q = `fundCode=${funds[next++ % funds.length]}`;
        const [info, perf] = await Promise.all([
          call(at, "GET", `/v1/app/fund/info?${q}`, { headers: bearer(pair.accessToken) }),
          call(at, "GET", `/v1/app/fund/performance?${q}&period=1M`, { headers: bearer(pair.accessToken) }),
        ]);
        if (info.status !== 200 || perf.status !== 200) {
          seen.push(
            `${at.name} ${q}: ${info.status} ${JSON.stringify(info.body.error)} / ${perf.status} ${JSON.stringify(perf.body.error)}`,
          );
          return false;
        }
        const last = perf.body.data.series.at(-1)?.[0];
        seen.push(
          `${at.name} ${q}: info ${info.body.data.navDate}, performance ${perf.body.data.asOf}, series to ${last}`,
        );
        return info.body.data.navDate === perf.body.data.asOf && last === perf.body.data.asOf;
      };
      expect(await consistent(a)).toBe(true);

      // the real CLI in its own process, on the same database (as a cron job would run it)
      const update = spawn(process.execPath, ["--import", "tsx", fromRoot("server/cli/data.ts"), "update"], {
        cwd: fromRoot("."),
        env: { ...process.env, DATABASE_URL: t.backend.databaseUrl, REDIS_URL: "", LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      update.stdout.on("data", (d) => {
        output += d;
      });
      update.stderr.on("data", (d) => {
        output += d;
      });
      const exited = new Promise<number | null>((resolve) => update.on("exit", resolve));
      // while it runs (the new day and its derive commit together) both instances keep
      // answering one version: never a NAV series ahead of the figures beside it
      let running = true;
      void exited.then(() => {
        running = false;
      });
      let inconsistent = 0;
      while (running) {
        for (const at of [a, b]) if (!(await consistent(at))) inconsistent++;
        await new Promise((r) => setTimeout(r, 200));
      }
      const code = await exited;
      expect(code, output).toBe(0);
      expect(inconsistent, seen.filter((_, i, all) => i === 0 || all[i - 1] !== seen[i]).join("\n")).toBe(0);
      const universe = await readUniverseMeta(db);
      const after = await readDerivedMeta(db);
      expect(after?.asOf).not.toBe(before?.asOf);
      expect(after?.universeAsOf).toBe(universe?.asOf);

      for (const at of [a, b]) {
        const health = await eventually(
          () => call(at, "GET", "/healthz"),
          (h) => h.body.data.asOf === after?.asOf,
        );
        expect(health.body.data, `instance ${at.name}`).toMatchObject({
          asOf: after?.asOf,
          universeAsOf: universe?.asOf,
        });
      }
      // both answer the same list of the new day, which differs from the old day's
      const [listA, listB] = await listed();
      expect(listA!.status).toBe(200);
      expect(listB!.body.data).toEqual(listA!.body.data);
      expect(listA!.body.data).not.toEqual(oldList!.body.data);
      for (const at of [a, b]) expect(await consistent(at), seen.at(-1)).toBe(true);
    }, 180_000);
  },
);
