/**
 * The composition root: every service of the app is built here, once, from the platform parts
 * (store, limits, mail, secrets, identity, the assistant's model). The HTTP routes and the
 * assistant's tools receive these same objects, so a screen and a chat answer share one
 * product reader, one selection service with its curated-list cache, one backtest cache and
 * one session revocation.
 */
import type { Logger } from "pino";
import type { Plan } from "../shared/entitlements";
import { type ConversationService, createConversationService } from "./assistant";
import { type AssistantAi, createAssistantAi } from "./assistant/model";
import type { Config } from "./config";
import { createProductReader } from "./data/load/read-product";
import type { MetricTableSource } from "./data/metric-table";
import type { StartupStatus } from "./data/startup";
import { type AccountsDeps, currentPlanOf } from "./features/accounts";
import { type BacktestDeps, createBacktestData, versionOf } from "./features/backtest";
import { createMacroService, type MacroService } from "./features/macro";
import { createNewsService, type NewsService } from "./features/news";
import { handleWebhook, type PaymentsDeps } from "./features/payments";
import { createPlanningService, type PlanningService } from "./features/planning";
import { createPortfolioService, type PortfolioService } from "./features/portfolios";
import type { ProductContext } from "./features/products";
import { createReportService, type ReportService } from "./features/reports";
import { searchIndexFor } from "./features/search";
import { createSelectionService, type SelectionService } from "./features/selection";
import {
  createImageService,
  createSharingService,
  type ImageService,
  portfolioShareView,
  reportShareView,
  type SharingService,
} from "./features/sharing";
import {
  type AlertService,
  createAlertService,
  createWatchlistService,
  type WatchlistService,
} from "./features/watchlist";
import type { AuthDeps } from "./http/auth";
import { createConfiguredLlm } from "./platform/ai";
import { type Clock, systemClock } from "./platform/clock";
import type { AccessClaims } from "./platform/identity/access-token";
import { createOneTapVerifier, type OneTapVerifier } from "./platform/identity/google-one-tap";
import { createOidcService, type OidcService } from "./platform/identity/oidc";
import { createSessionRevocation } from "./platform/identity/session-revocation";
import type { Limits } from "./platform/limits/limits";
import type { Mailer } from "./platform/mail";
import { createPaymentProvider, isLocalProvider } from "./platform/payments";
import { ensurePaymentsWebhookSecret } from "./platform/secrets";
import type { Store } from "./store/db";

/** Third-party sign-in: OIDC for every configured issuer, Google one-tap when Google is one. */
export interface Identity {
  oidc: OidcService;
  oneTap?: OneTapVerifier;
  googleClientId?: string;
}

/** The platform parts the app is built from: tests pass PGlite or real PostgreSQL and Redis. */
export interface AppDeps {
  config: Config;
  logger: Logger;
  store: Store;
  limits: Limits;
  mailer: Mailer;
  /**
   * The screener's in-memory metric table of the current derived data version; it is first read
   * when the data is ready (an empty store yields an empty table).
   */
  metrics: MetricTableSource;
  /**
   * The first start's readiness (server/index.ts serves while the data is prepared): data calls
   * answer 503 until it is ready. Absent: the data is there (tests).
   */
  startup?: StartupStatus;
  /**
   * Signing secrets: JWT_SECRET or the one kept in DATA_DIR (identity signs access tokens with it);
   * the built-in payment provider's webhook secret (PAYMENTS_WEBHOOK_SECRET or DATA_DIR's;
   * absent: kept in DATA_DIR).
   */
  secrets: { jwt: string; paymentsWebhook?: string };
  /** The assistant's model; built from config when absent (server/index.ts passes one to warm it up). */
  ai?: AssistantAi;
  /** Third-party sign-in; built from config.oidcProviders when absent (tests pass a local issuer's). */
  identity?: Identity;
  /** Where the built SPA lives; defaults to dist/web under the project root. */
  webDistDir?: string;
  /** The source of "now" (plans, quotas, lifetimes); the system clock when absent, a settable one in tests. */
  clock?: Clock;
}

export interface Services {
  clock: Clock;
  /** The caller's plan as it stands on the clock: what every capability gate and the chat tools read. */
  planOfUser(claims: AccessClaims): Promise<Plan>;
  metrics: MetricTableSource;
  limits: Limits;
  /** Access-token verification and session revocation: the /v1/app guard, sign-out, the chat. */
  auth: AuthDeps;
  accounts: AccountsDeps;
  identity: Identity;
  products: ProductContext;
  news: NewsService;
  selection: SelectionService;
  backtest: BacktestDeps;
  conversations: ConversationService;
  watchlist: WatchlistService;
  alerts: AlertService;
  portfolios: PortfolioService;
  planning: PlanningService;
  sharing: SharingService;
  images: ImageService;
  reports: ReportService;
  macro: MacroService;
  ai: AssistantAi;
  /** The payment provider (built-in or Stripe) and what the payment routes need. */
  payments: PaymentsDeps;
}

export function createServices(deps: AppDeps): Services {
  const { config, store, metrics, limits } = deps;
  const clock = deps.clock ?? systemClock;
  const revocation = createSessionRevocation({ db: store.db, limits, logger: deps.logger });
  const auth: AuthDeps = { secret: deps.secrets.jwt, revocation, now: clock.now };
  const products: ProductContext = { metrics, reader: createProductReader(store.db) };
  const watchlist = createWatchlistService({ db: store.db, products });
  const backtest: BacktestDeps = { metrics, data: createBacktestData(store) };
  const planning = createPlanningService({ db: store.db, backtest });
  const portfolios = createPortfolioService({
    db: store.db,
    metrics,
    backtest,
    products,
    twinRiskLevel: planning.twinRiskLevel,
  });
  const reports = createReportService({
    db: store.db,
    products,
    limits,
    clock,
    llm: createConfiguredLlm(config),
  });
  return {
    payments: createPayments(deps, clock),
    clock,
    planOfUser: (claims) => currentPlanOf(store.db, claims, clock.now()),
    metrics,
    limits,
    auth,
    accounts: {
      now: clock.now,
      db: store.db,
      limits,
      mailer: deps.mailer,
      revocation,
      secret: deps.secrets.jwt,
      invitationCodes: config.INVITATION_CODES,
      teamEmail: config.TEAM_EMAIL,
    },
    identity: deps.identity ?? identityFromConfig(deps),
    products,
    news: createNewsService({ db: store.db, products }),
    selection: createSelectionService({ metrics, store }),
    backtest,
    conversations: createConversationService(store.db),
    watchlist,
    alerts: createAlertService({ db: store.db, products, watchlist, ownAlerts: portfolios.driftAlerts }),
    portfolios,
    planning,
    sharing: createSharingService({
      db: store.db,
      products,
      appUrl: config.APP_URL,
      portfolioView: portfolioShareView(portfolios),
      reportView: reportShareView(reports.shareView),
    }),
    images: createImageService(store.db),
    reports,
    macro: createMacroService(products),
    ai: deps.ai ?? createAssistantAi({ config, metrics, logger: deps.logger }),
  };
}

function identityFromConfig({ config, secrets }: AppDeps): Identity {
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

function createPayments(deps: AppDeps, clock: Clock): PaymentsDeps {
  const { config, store } = deps;
  const provider = createPaymentProvider({
    config,
    db: store.db,
    clock,
    localWebhookSecret: () => deps.secrets.paymentsWebhook ?? ensurePaymentsWebhookSecret(config),
  });
  const payments: PaymentsDeps = {
    db: store.db,
    provider,
    now: () => clock.now(),
    appUrl: config.APP_URL,
    mailer: deps.mailer,
    teamEmail: config.TEAM_EMAIL,
    logger: deps.logger,
  };
  // The built-in provider's events go through the same verification and handler as Stripe's.
  if (isLocalProvider(provider))
    provider.connect(async (delivery) => {
      await handleWebhook({ db: store.db, provider, now: payments.now }, delivery);
    });
  return payments;
}

/**
 * Builds what answers compute once per data version and the first screens need — the search
 * index, the market series behind the index tiles and the backtests, the macro model's
 * walk-forward — so the first requests after a start do not wait for them. Each runs on the main
 * thread (0.2–1.3 s on the small universe on a quiet machine) and every other request would wait
 * meanwhile; `server/index.ts` runs this before the data is declared ready.
 */
export async function warmAnswers(services: Pick<Services, "metrics" | "backtest" | "macro">): Promise<void> {
  const table = await services.metrics.get();
  searchIndexFor(table);
  await services.backtest.data.market(versionOf(table));
  await services.macro.run();
}
