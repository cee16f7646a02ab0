import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import type { Logger } from "pino";
import { assistantRoutes, createAssistantServices } from "./assistant";
import type { AssistantAi } from "./assistant/model";
import type { Config } from "./config";
import type { MetricTableSource } from "./data/metric-table";
import { type AccountsDeps, accountRoutes, oauthRoutes, sessionRoutes } from "./features/accounts";
import { backtestRoutes } from "./features/backtest";
import { devMailboxRoutes } from "./features/dev-mailbox";
import { docsRoutes } from "./features/docs/docs.routes";
import { healthRoutes } from "./features/health/health.routes";
import { productRoutes } from "./features/products";
import { searchRoutes } from "./features/search";
import { selectionRoutes } from "./features/selection";
import { AppError } from "./http/app-error";
import { requireUser } from "./http/auth";
import { failureResponse, toAppError } from "./http/failure";
import { jsonBody } from "./http/json-body";
import { requestContext } from "./http/request-context";
import { createRouter } from "./http/router";
import { isApiPath, spaRoutes } from "./http/spa";
import { appVersion, fromRoot } from "./paths";
import { createOneTapVerifier, type OneTapVerifier } from "./platform/identity/google-one-tap";
import { createOidcService, type OidcService } from "./platform/identity/oidc";
import { createSessionRevocation } from "./platform/identity/session-revocation";
import type { Limits } from "./platform/limits/limits";
import { isDevMailbox, type Mailer } from "./platform/mail";
import type { Store } from "./store/db";

/** The platform parts the app is built from (STYLE.md §4): tests pass PGlite or real PostgreSQL/Redis. */
export interface AppDeps {
  config: Config;
  logger: Logger;
  store: Store;
  limits: Limits;
  mailer: Mailer;
  /** The screener's in-memory metric table of the current derived data version. */
  metrics: MetricTableSource;
  /** Signing secrets (JWT_SECRET or the one kept in DATA_DIR); identity signs access tokens with it. */
  secrets: { jwt: string };
  /** The assistant's model; built from config when absent (server/index.ts passes one to warm it up). */
  ai?: AssistantAi;
  /** Third-party sign-in; built from config.oidcProviders when absent (tests pass a local issuer's). */
  identity?: { oidc: OidcService; oneTap?: OneTapVerifier; googleClientId?: string };
  /** Where the built SPA lives; defaults to dist/web under the project root. */
  webDistDir?: string;
}

/** JSON bodies above this are refused with 413 before they are read (uploads get their own limit). */
const MAX_JSON_BODY_BYTES = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const app = createRouter();

  app.use("*", requestContext(logger));
  const googleOrigins = config.oidcProviders.some((p) => p.name === "google")
    ? ["https://accounts.google.com"]
    : [];
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // Google one-tap (when Google sign-in is configured) loads its client and iframe from Google.
        scriptSrc: ["'self'", ...googleOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...googleOrigins],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...googleOrigins],
        frameSrc: ["'self'", ...googleOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: config.APP_URL.startsWith("https:")
        ? "max-age=31536000; includeSubDomains"
        : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );
  for (const prefix of ["/v1/*", "/api/*", "/algo-api/*"]) {
    app.use(
      prefix,
      bodyLimit({
        maxSize: MAX_JSON_BODY_BYTES,
        onError: () => {
          throw new AppError("payloadTooLarge", `Body larger than ${MAX_JSON_BODY_BYTES} bytes`);
        },
      }),
    );
    app.use(prefix, jsonBody());
  }

  // /v1/app/* needs a signed-in caller; token refresh presents the refresh token instead (accounts)
  const auth = { secret: deps.secrets.jwt, revocation: createSessionRevocation(deps.limits) };
  const guard = requireUser(auth);
  app.use("/v1/app/*", (c, next) => (c.req.path === "/v1/app/token/refresh" ? next() : guard(c, next)));
  const accounts: AccountsDeps = {
    db: deps.store.db,
    limits: deps.limits,
    mailer: deps.mailer,
    revocation: auth.revocation,
    secret: deps.secrets.jwt,
    invitationCodes: config.INVITATION_CODES,
    teamEmail: config.TEAM_EMAIL,
  };

  app.route("/", healthRoutes({ ...deps, version: appVersion }));
  app.route("/", accountRoutes({ ...accounts, trustProxy: config.TRUST_PROXY }));
  app.route("/", sessionRoutes({ ...accounts, auth }));
  app.route(
    "/",
    oauthRoutes({ ...accounts, appUrl: config.APP_URL, ...(deps.identity ?? identityFromConfig(deps)) }),
  );
  // One product reader, selection service and backtest cache per app, shared by the HTTP
  // routes and the assistant's tools (which call the same services).
  const services = createAssistantServices(deps);
  app.route("/", productRoutes(services.products));
  app.route("/", searchRoutes(deps));
  app.route("/", backtestRoutes(services.backtest));
  app.route("/", selectionRoutes({ selection: services.selection, auth }));
  app.route("/", assistantRoutes({ ...deps, services, auth }));
  if (config.NODE_ENV !== "production" && isDevMailbox(deps.mailer)) {
    app.route("/", devMailboxRoutes(deps.mailer));
  }

  app.doc31("/v1/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "FundPilot API",
      version: appVersion,
      description:
        "Every response is the envelope {status, data, error, innerMessage}. Pass `lang=en|zh_CN|zh_TW` on every call. " +
        "/v1/app/* needs `Authorization: Bearer <accessToken>`.",
    },
    servers: [{ url: config.APP_URL }],
  });
  app.route("/", docsRoutes());
  app.route("/", spaRoutes(deps.webDistDir ?? fromRoot("dist", "web")));

  app.notFound((c) => {
    const path = c.req.path;
    const what = isApiPath(path) ? `No API route ${c.req.method} ${path}` : `Not found: ${path}`;
    return failureResponse(c, new AppError("notFound", what));
  });
  app.onError((err, c) => {
    const { appError, fault } = toAppError(err);
    if (fault) (c.get("log") ?? logger).error({ err }, "unhandled error");
    return failureResponse(c, appError);
  });
  return app;
}

export type AppType = ReturnType<typeof createApp>;

/** OIDC for every configured issuer; Google one-tap when Google is one of them. */
function identityFromConfig({ config, secrets }: AppDeps): NonNullable<AppDeps["identity"]> {
  const google = config.oidcProviders.find((p) => p.name === "google");
  return {
    oidc: createOidcService({ providers: config.oidcProviders, appUrl: config.APP_URL, secret: secrets.jwt }),
    ...(google
      ? {
          oneTap: createOneTapVerifier({ clientId: google.clientId, issuer: google.issuer }),
          googleClientId: google.clientId,
        }
      : {}),
  };
}
