import { assistantRoutes } from "./assistant";
import { alreadyReady } from "./data/startup";
import { accountRoutes, oauthRoutes, sessionRoutes } from "./features/accounts";
import { backtestRoutes } from "./features/backtest";
import { comparisonRoutes } from "./features/comparison";
import { devMailboxRoutes } from "./features/dev-mailbox";
import { docsRoutes } from "./features/docs/docs.routes";
import { healthRoutes } from "./features/health/health.routes";
import { macroRoutes } from "./features/macro";
import { newsRoutes } from "./features/news";
import { paymentRoutes, WEBHOOK_PATH } from "./features/payments";
import { planningRoutes } from "./features/planning";
import { portfolioRoutes } from "./features/portfolios";
import { productRoutes } from "./features/products";
import { reportRoutes } from "./features/reports";
import { searchRoutes } from "./features/search";
import { selectionRoutes } from "./features/selection";
import { sharingRoutes, UPLOAD_MAX_BODY_BYTES, UPLOAD_PATH } from "./features/sharing";
import { watchlistRoutes } from "./features/watchlist";
import { securityHeaders, withAnswerHeaders } from "./http/answer-headers";
import { AppError } from "./http/app-error";
import { requireUser } from "./http/auth";
import { enforceCapabilities } from "./http/entitlements";
import { failureResponse, toAppError } from "./http/failure";
import { declaredBodyLimit, jsonBody } from "./http/json-body";
import { apiDescription } from "./http/openapi";
import { publicPostLimits } from "./http/public-limits";
import { requestContext } from "./http/request-context";
import { createRouter } from "./http/router";
import { isApiPath, spaRoutes } from "./http/spa";
import { startupGate } from "./http/startup-gate";
import { appVersion, fromRoot } from "./paths";
import { isDevMailbox } from "./platform/mail";
import { type AppDeps, createServices, type Services } from "./services";

export type { AppDeps } from "./services";

/** JSON bodies above this are refused with 413 before they are read (uploads get their own limit). */
const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Builds the app: every service once (server/services.ts), then middleware and the routers that receive them. */
export function createApp(deps: AppDeps & { services?: Services }) {
  const { config, logger } = deps;
  // server/index.ts builds them first to start the background jobs that use them
  const services = deps.services ?? createServices(deps);
  const startup = deps.startup ?? alreadyReady;
  const app = createRouter();

  app.use(
    "*",
    requestContext(
      logger,
      securityHeaders({
        https: config.APP_URL.startsWith("https:"),
        // Google one-tap loads its client and frame from Google
        googleSignIn: config.oidcProviders.some((p) => p.name === "google"),
      }),
    ),
  );
  for (const prefix of ["/v1/*", "/api/*", "/algo-api/*"]) {
    // Until the first start's data is ready, data calls answer 503 (server/http/startup-gate.ts).
    app.use(prefix, startupGate(startup));
    const jsonLimit = declaredBodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: () => {
        throw new AppError("payloadTooLarge", `Body larger than ${MAX_JSON_BODY_BYTES} bytes`);
      },
    });
    // image uploads are multipart and may be larger (server/features/sharing)
    const uploadLimit = declaredBodyLimit({
      maxSize: UPLOAD_MAX_BODY_BYTES,
      onError: () => {
        throw new AppError("imageTooLarge", `Upload larger than ${UPLOAD_MAX_BODY_BYTES} bytes`);
      },
    });
    app.use(prefix, (c, next) => {
      // A GET or HEAD has no body to limit.
      if (c.req.method === "GET" || c.req.method === "HEAD") return next();
      return c.req.path === UPLOAD_PATH ? uploadLimit(c, next) : jsonLimit(c, next);
    });
    // the payment webhook's signature covers its raw text (server/features/payments)
    app.use(prefix, jsonBody({ except: (path) => path === UPLOAD_PATH || path === WEBHOOK_PATH }));
  }
  // Every public POST is limited per client (and per e-mail address where it names one).
  app.use("*", publicPostLimits({ limits: deps.limits, trustProxy: config.TRUST_PROXY }));

  // /v1/app/* needs a signed-in caller; token refresh presents the refresh token instead (accounts)
  const { auth, accounts } = services;
  const guard = requireUser(auth);
  app.use("/v1/app/*", (c, next) => (c.req.path === "/v1/app/token/refresh" ? next() : guard(c, next)));
  // every route whose contract entry serves a plan capability: refused (403) or admitted with the access
  const capabilities = enforceCapabilities({ auth, planOfUser: services.planOfUser });
  for (const prefix of ["/v1/*", "/algo-api/*"]) app.use(prefix, capabilities);
  // A signed-in caller's answers are theirs: no cache (a shared one or the browser's) keeps them.
  const noStore = [["Cache-Control", "no-store"]] as const;
  for (const prefix of ["/v1/app/*", "/api/*", "/algo-api/*"])
    app.use(prefix, (c, next) => withAnswerHeaders(c, noStore, next));

  app.route("/", healthRoutes({ ...deps, startup, version: appVersion }));
  app.route("/", accountRoutes({ ...accounts, trustProxy: config.TRUST_PROXY }));
  app.route("/", sessionRoutes({ ...accounts, auth, portfolioUsage: services.portfolios.usage }));
  app.route("/", oauthRoutes({ ...accounts, appUrl: config.APP_URL, ...services.identity }));
  app.route("/", productRoutes(services.products));
  app.route("/", newsRoutes(services.news));
  app.route("/", searchRoutes(services));
  app.route("/", backtestRoutes(services.backtest));
  app.route("/", comparisonRoutes(services));
  app.route("/", selectionRoutes({ selection: services.selection, auth, now: services.clock.now }));
  app.route("/", watchlistRoutes(services));
  app.route("/", portfolioRoutes(services));
  app.route("/", planningRoutes(services));
  app.route("/", sharingRoutes({ ...services, trustProxy: config.TRUST_PROXY }));
  app.route("/", reportRoutes(services));
  app.route("/", macroRoutes(services));
  app.route(
    "/",
    paymentRoutes({ ...services.payments, limits: services.limits, trustProxy: config.TRUST_PROXY }),
  );
  app.route(
    "/",
    assistantRoutes({
      services,
      conversations: services.conversations,
      ai: services.ai,
      auth,
      appUrl: config.APP_URL,
    }),
  );
  if (config.NODE_ENV !== "production" && isDevMailbox(deps.mailer)) {
    app.route("/", devMailboxRoutes(deps.mailer));
  }

  app.doc31("/v1/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "FundPilot API",
      version: appVersion,
      description: apiDescription(),
    },
    servers: [{ url: config.APP_URL }],
  });
  app.route("/", docsRoutes());
  app.route("/", spaRoutes({ distDir: deps.webDistDir ?? fromRoot("dist", "web"), startup }));

  app.notFound((c) => {
    const path = c.req.path;
    const what = isApiPath(path) ? `No API route ${c.req.method} ${path}` : `Not found: ${path}`;
    return failureResponse(c, new AppError("notFound", what));
  });
  app.onError((err, c) => {
    const { appError, fault } = toAppError(err);
    const log = c.get("log") ?? logger;
    if (fault) log.error({ err }, "unhandled error");
    const res = failureResponse(c, appError);
    if (appError.errorName === "serviceUnavailable" && !(err instanceof AppError)) {
      // a backend outage: said once per request at warn, and the client is told when to retry
      log.warn({ err: err.message }, "backend unavailable");
      res.headers.set("Retry-After", "5");
    }
    // The unread rest of a body too large (JSON or upload) is not drained: the connection closes after this answer.
    if (appError.httpStatus === 413) res.headers.set("Connection", "close");
    return res;
  });
  return app;
}
