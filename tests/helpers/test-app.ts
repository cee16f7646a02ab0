import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import { type AppDeps, createApp } from "../../server/app";
import { type Config, loadConfig } from "../../server/config";
import { createMetricTableSource } from "../../server/data/metric-table";
import type { StartupStatus } from "../../server/data/startup";
import type { Clock } from "../../server/platform/clock";
import { createMemoryLimits, createRedisLimits, type Limits } from "../../server/platform/limits";
import type { Mailer } from "../../server/platform/mail";
import { createDevMailbox } from "../../server/platform/mail/dev-mailbox";
import { openStore } from "../../server/store/db";
import { createTestStore, type TestStore, testRedisUrl } from "./backends";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  config: Config;
  backend: TestStore;
  /** Shorthand for app.request with a JSON body. */
  json(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** A tiny built SPA so the static/fallback routes can be exercised without running Vite. */
function writeWebFixture(dir: string): string {
  const dist = path.join(dir, "web-dist");
  mkdirSync(path.join(dist, "assets"), { recursive: true });
  writeFileSync(
    path.join(dist, "index.html"),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log('app')");
  return dist;
}

/**
 * The real app on real backends: PGlite in a temp dir (or PostgreSQL with TEST_DATABASE_URL),
 * memory limits (or Redis with TEST_REDIS_URL), the dev mailbox. Called through app.request().
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    backend?: "pglite" | "postgres";
    /** PostgreSQL only: the URL the app connects through (e.g. a cuttable proxy's). */
    connectVia?: (url: string) => string;
    limits?: Limits;
    /** Instead of the dev mailbox (e.g. SMTP to an in-process server); closed by the caller. */
    mailer?: Mailer;
    identity?: AppDeps["identity"];
    /** The first start's readiness (default: the data is ready). */
    startup?: StartupStatus;
    /** The source of "now" (default: the system clock); tests of dates pass createSettableClock(). */
    clock?: Clock;
  } = {},
): Promise<TestApp> {
  const backend = await createTestStore({
    backend: options.backend,
    ...(options.connectVia ? { connectVia: options.connectVia } : {}),
  });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: backend.dataDir,
    ...options.env,
  });
  const logger = pino({ level: "silent" });
  const limits =
    options.limits ??
    (testRedisUrl
      ? await createRedisLimits(testRedisUrl, {
          keyPrefix: `fp-test:${process.pid}:${Date.now().toString(36)}:`,
        })
      : createMemoryLimits());
  const mailer = options.mailer ?? createDevMailbox({ db: backend.store.db, logger, logBodies: false });
  const deps: AppDeps = {
    config,
    logger,
    store: backend.store,
    limits,
    mailer,
    metrics: createMetricTableSource(backend.store.db),
    secrets: { jwt: "test-secret-test-secret-test-secret-0123456789" },
    webDistDir: writeWebFixture(backend.dataDir),
    ...(options.identity ? { identity: options.identity } : {}),
    ...(options.startup ? { startup: options.startup } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    config,
    backend,
    json: async (method, url, body, headers = {}) =>
      app.request(url, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }),
    close: async () => {
      if (!options.limits) await limits.close();
      if (!options.mailer) await mailer.close();
      await backend.cleanup();
    },
  };
}

/**
 * Another instance of the same deployment as `t` (PostgreSQL only): its own connection pool on
 * `t`'s database, its own in-memory metric table and the given limits (a Redis connection on the
 * same keys as `t`'s), the same secrets, configuration and clock. Closing it leaves `t` open.
 */
export async function createPeerApp(
  t: TestApp,
  options: { limits: Limits },
): Promise<{ app: ReturnType<typeof createApp>; deps: AppDeps; close(): Promise<void> }> {
  if (!t.backend.databaseUrl) throw new Error("a peer instance needs the PostgreSQL backend");
  const store = await openStore({ databaseUrl: t.backend.databaseUrl, poolSize: 4 });
  const deps: AppDeps = {
    ...t.deps,
    store,
    limits: options.limits,
    mailer: createDevMailbox({ db: store.db, logger: t.deps.logger, logBodies: false }),
    metrics: createMetricTableSource(store.db),
  };
  return {
    app: createApp(deps),
    deps,
    close: async () => {
      await deps.mailer.close();
      await store.close();
    },
  };
}

/** Serves `app` over real HTTP on a free local port, as `npm start` does (@hono/node-server). */
export async function listen(app: { fetch: (req: Request) => Response | Promise<Response> }): Promise<{
  url: string;
  close(): Promise<void>;
}> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("listening", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
    server.once("error", reject);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
