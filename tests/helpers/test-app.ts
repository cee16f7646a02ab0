import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pino from "pino";
import { type AppDeps, createApp } from "../../server/app";
import { type Config, loadConfig } from "../../server/config";
import { createMetricTableSource } from "../../server/data/metric-table";
import type { StartupStatus } from "../../server/data/startup";
import type { Clock } from "../../server/platform/clock";
import { createMemoryLimits, createRedisLimits, type Limits } from "../../server/platform/limits";
import type { Mailer } from "../../server/platform/mail";
import { createDevMailbox } from "../../server/platform/mail/dev-mailbox";
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
    limits?: Limits;
    /** Instead of the dev mailbox (e.g. SMTP to an in-process server); closed by the caller. */
    mailer?: Mailer;
    identity?: AppDeps["identity"];
    /** The first start's readiness (default: the data is ready). */
    startup?: StartupStatus;
    /** The app's clock (default: the system clock); a settable one lets a test move time. */
    clock?: Clock;
  } = {},
): Promise<TestApp> {
  const backend = await createTestStore({ backend: options.backend });
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
