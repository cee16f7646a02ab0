import { mkdirSync } from "node:fs";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { Logger } from "pino";
import { createApp } from "./app";
import { createAssistantAi } from "./assistant/model";
import { type Config, ConfigError, loadConfig } from "./config";
import { loadDemoUniverse } from "./data/jobs/demo";
import { deriveStored } from "./data/jobs/derive";
import { readUniverseMeta } from "./data/load/read-universe";
import {
  createMetricTableSource,
  derivedLags,
  readDerivedMeta,
  readStoredMetricTable,
} from "./data/metric-table";
import { createProgress } from "./data/progress";
import { createStartupStatus, type StartupStatus } from "./data/startup";
import { DEMO_ACCOUNT_EMAIL, ensureDemoAccount } from "./features/accounts";
import { type FeedRefresher, startFeedRefresher } from "./features/news";
import { startRenewalScheduler } from "./features/payments";
import { type DigestScheduler, digestDeps, startDigestScheduler } from "./features/watchlist";
import { preloadMessages } from "./i18n";
import { createLogger } from "./logger";
import { appVersion } from "./paths";
import { createLimits } from "./platform/limits";
import { createMailer, type Mailer } from "./platform/mail";
import { ensureJwtSecret } from "./platform/secrets";
import { createServices, warmAnswers } from "./services";
import { DataDirLockedError } from "./store/data-dir-lock";
import { openStore, type Store } from "./store/db";

/**
 * How long a stop waits for in-flight requests before closing their connections; the whole
 * stop (then closing the database, limits and mail) stays within 10 s.
 */
export const SHUTDOWN_GRACE_MS = 7_000;
/** The process exits by then whatever is still closing. */
const SHUTDOWN_DEADLINE_MS = 9_500;
/** How often the built-in payment provider renews or ends subscriptions whose period is over. */
const RENEWAL_CHECK_MS = 60_000;

export interface RunningServer {
  url: string;
  port: number;
  /**
   * Settles when the data is ready ("FundPilot is ready") or could not be prepared; until then
   * the server already answers (the SPA's start-up status page, /healthz, GET /v1/pub/startup)
   * and data calls answer 503.
   */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts FundPilot on the configured backends: once the store is open, prepares the data
 * (`ready`) and listens (after the web build, when one runs; the SPA shows a start-up status
 * page until the data is ready); prints progress, then the URL.
 */
export async function startServer(
  config: Config,
  options: {
    logger: Logger;
    /** A web build in progress (npm start): the store opens meanwhile, the server listens after it. */
    webBuilt?: Promise<void>;
  },
): Promise<RunningServer> {
  const { logger } = options;
  const step = (msg: string) => logger.info(msg);
  step(`FundPilot ${appVersion} starting (${config.NODE_ENV})`);
  preloadMessages();
  mkdirSync(path.resolve(config.DATA_DIR), { recursive: true });
  const { secret, source } = ensureJwtSecret(config);
  if (source === "generated")
    step(`Generated a JWT secret in ${path.resolve(config.DATA_DIR, "jwt-secret")}`);

  step(
    config.DATABASE_URL
      ? "Connecting to PostgreSQL and applying migrations…"
      : `Opening the embedded database in ${path.resolve(config.DATA_DIR, "pglite")}…`,
  );
  const store = await openStore(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  const limits = await createLimits(config, { logger });
  const mailer = createMailer({ config, db: store.db, logger });
  step(`Backends: store=${store.kind}, limits=${limits.kind}, mail=${mailer.kind}`);

  // The app is built and listening before the data is: on a first start the universe is
  // generated, derived and stored meanwhile, the SPA shows a start-up status page and data calls
  // answer 503 (server/http/startup-gate.ts); the metric table is first read once it is stored.
  const startup = createStartupStatus();
  const metrics = createMetricTableSource(store.db);
  const ai = createAssistantAi({ config, metrics, logger });
  const appDeps = {
    config,
    logger,
    store,
    limits,
    mailer,
    metrics,
    ai,
    startup,
    secrets: { jwt: secret },
  };
  const services = createServices(appDeps);
  step(
    services.payments.provider.kind === "stripe"
      ? "Payments: Stripe"
      : "Payments: built-in test checkout (test cards only; set STRIPE_SECRET_KEY for real payments)",
  );
  const app = createApp({ ...appDeps, services });
  // The data is prepared from now on, while the web app is still building on a first start.
  let listening!: (url: string) => void;
  let notServed!: (err: unknown) => void;
  const served = new Promise<string>((resolve, reject) => {
    listening = resolve;
    notServed = reject;
  });
  let feeds: FeedRefresher | undefined;
  let digests: DigestScheduler | undefined;
  let renewals: { stop(): void } | undefined;
  const ready = (async () => {
    try {
      await prepareData({ config, logger, store, mailer, startup });
      const table = await metrics.get();
      step(`Metric table: ${table.size} products as of ${table.asOf} held in memory`);
      // A store whose data cannot feed one of them still serves: that answer fails on its own.
      const warming = Date.now();
      await warmAnswers(services).then(
        () => logger.info(`Search index, market series and macro model ready in ${Date.now() - warming} ms`),
        (err: Error) => logger.warn({ err: err.message }, "warm-up of the per-version answers failed"),
      );
    } catch (err) {
      // The status page and /healthz report the failure until the process is stopped.
      startup.failed();
      throw err;
    }
    startup.ready();
    feeds = startFeedRefresher({
      db: store.db,
      metrics,
      logger,
      urls: config.NEWS_FEEDS,
      everyMs: config.NEWS_FEEDS_REFRESH_MINUTES * 60_000,
    });
    digests = startDigestScheduler({
      ...digestDeps({ db: store.db, metrics, mailer, appUrl: config.APP_URL, logger }),
      everyMs: config.ALERT_DIGEST_CHECK_MINUTES * 60_000,
    });
    renewals = startRenewalScheduler({ ...services.payments, everyMs: RENEWAL_CHECK_MS });
    const url = await served;
    step(`FundPilot is ready: ${url}`);
    if (config.NODE_ENV !== "production" && mailer.kind === "dev-mailbox") {
      await ensureDemoAccount(store.db);
      step(
        `Sign in as ${DEMO_ACCOUNT_EMAIL} (Premium demo account) or sign up with any e-mail at ${url}/login: ` +
          `the verification code is printed here and shown at ${url}/dev/mailbox`,
      );
    }
    step(`API reference: ${url}/v1/docs`);
    // The assistant's engine is built in the background, so the first question does not wait for it.
    const warming = Date.now();
    ai.warm().then(
      () => logger.info(`Assistant ready (intent engine built in ${Date.now() - warming} ms)`),
      (err: Error) =>
        logger.warn({ err: err.message }, "assistant warm-up failed; it will build on the first question"),
    );
  })();
  // The caller awaits `ready`; an unobserved failure must not crash the process meanwhile.
  ready.catch(() => {});

  if (options.webBuilt) {
    try {
      await options.webBuilt;
    } catch (err) {
      // the data preparation stops with the store
      notServed(err);
      await Promise.allSettled([store.close(), limits.close(), mailer.close()]);
      throw err;
    }
  }
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: "0.0.0.0" });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("listening", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : config.PORT);
    });
    server.once("error", reject);
  }).catch((err: unknown) => {
    notServed(err);
    throw err;
  });
  // PORT=0 asks the OS for a free port (tests, e2e): report the one we got.
  const url = config.APP_URL.replace(/:0$/, `:${port}`);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Stop accepting, let in-flight requests (a streaming chat answer included) finish, and
      // cut whatever is still open after the grace period so a stop never hangs.
      const cut = setTimeout(() => {
        if ("closeAllConnections" in server) server.closeAllConnections();
      }, SHUTDOWN_GRACE_MS);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearTimeout(cut);
      feeds?.stop();
      digests?.stop();
      renewals?.stop();
      await Promise.allSettled([store.close(), limits.close(), mailer.close()]);
    })();
    return closing;
  };

  step(`FundPilot is serving at ${url}`);
  listening(url);
  return { url, port, ready, close };
}

/**
 * Makes the data ready while the server already answers: on an empty store generates, derives
 * and stores the demo universe; derives a universe stored without its derived data.
 */
async function prepareData(options: {
  config: Config;
  logger: Logger;
  store: Store;
  mailer: Mailer;
  startup: StartupStatus;
}): Promise<void> {
  const { config, logger, store, mailer, startup } = options;
  const step = (msg: string) => logger.info(msg);
  if (mailer.kind === "smtp") {
    // A wrong SMTP_URL should be seen at start, but mail being down must not keep the app down.
    await mailer.verify().then(
      () => step("SMTP server answered"),
      (err: Error) =>
        logger.warn({ err: err.message }, "SMTP server did not answer; mail will be retried per message"),
    );
  }
  let universe = await readUniverseMeta(store.db);
  if (!universe) {
    step("First start: preparing the demo data; the web app shows its progress meanwhile");
    universe = await loadDemoUniverse({
      store,
      size: config.DEMO_UNIVERSE,
      progress: startup.progress(createProgress()),
    });
  } else {
    // Derived again when the derived data is missing, lags the universe, or has no metric table,
    // no news or no stored alerts of this version (a store written by an older version: the data
    // jobs now write a universe and its derived data in one transaction).
    const derived = await readDerivedMeta(store.db);
    if (
      !derived ||
      derivedLags(derived, universe.asOf) ||
      derived.news === undefined ||
      derived.alerts === undefined ||
      !(await readStoredMetricTable(store.db, derived))
    ) {
      if (derived)
        step(
          `Derived data (from the universe of ${derived.universeAsOf}) is behind the universe of ${universe.asOf} ` +
            "or lacks what this version stores: deriving again",
        );
      await deriveStored({ store, progress: startup.progress(createProgress()) });
    }
  }
  step(`Universe: ${universe.counts.products} products as of ${universe.asOf} (${universe.source} data)`);
  startup.step("load");
}

/** Reads the configuration or exits naming every bad variable. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** The process entry: `tsx server/index.ts` (npm start goes through server/cli/start.ts). */
export async function main(
  config: Config = loadConfigOrExit(),
  options: { webBuilt?: Promise<void> } = {},
): Promise<void> {
  const logger = createLogger(config, process.stdout.isTTY);
  try {
    const running = await startServer(config, { logger, ...options });
    running.ready.catch((err) => {
      // Kept serving: the start-up page and /healthz (503) report the failure until a restart.
      logger.fatal({ err }, "FundPilot could not prepare its data; stop it and start again to retry");
    });
    const shutdown = (signal: string) => {
      logger.info(`${signal} received, shutting down`);
      // A backend that does not answer its close must not keep the process alive past 10 s.
      setTimeout(() => {
        logger.warn("shutdown did not finish in time; exiting");
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once("SIGINT", () => shutdown("SIGINT"));
    process.once("SIGTERM", () => shutdown("SIGTERM"));
  } catch (err) {
    if (err instanceof DataDirLockedError) logger.fatal(err.message);
    else logger.fatal({ err }, "FundPilot could not start");
    process.exit(1);
  }
}

const entry = process.argv[1] ? path.resolve(process.argv[1]) : "";
if (entry.endsWith(path.join("server", "index.ts")) || entry.endsWith(path.join("server", "index.js"))) {
  await main();
}
