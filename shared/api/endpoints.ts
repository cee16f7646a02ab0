import { z } from "zod";
import type { Capability, Needs } from "../entitlements";
import {
  benefitsQuerySchema,
  benefitsStatusSchema,
  checkEmailRequestSchema,
  checkEmailResultSchema,
  loginRequestSchema,
  oauthProviderParamsSchema,
  oauthProvidersSchema,
  oauthRenderQuerySchema,
  oneTapQuerySchema,
  orgRegisterRequestSchema,
  registerRequestSchema,
  tokenPairSchema,
  trialApplicationResultSchema,
  trialApplicationSchema,
  userInfoSchema,
  verificationCodeRequestSchema,
  verificationCodeResultSchema,
} from "./auth";
import {
  backtestRequestSchema,
  backtestResultSchema,
  benchmarkBacktestRequestSchema,
  benchmarkBacktestResultSchema,
  benchmarkListSchema,
  indexTileListSchema,
  scrollBacktestRequestSchema,
  scrollBacktestResultSchema,
} from "./backtest";
import {
  chatRequestSchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationParamsSchema,
  conversationSchema,
  conversationShareSchema,
  renameConversationSchema,
  sharedConversationSchema,
  shareHashParamsSchema,
} from "./chat";
import { comparisonRequestSchema, comparisonScreenSchema } from "./comparison";
import { emptyDataSchema } from "./envelope";
import { healthSchema } from "./health";
import {
  macroAssetListSchema,
  macroMonthListSchema,
  macroReportSchema,
  macroScoreListSchema,
  macroTrackRecordSchema,
} from "./macro";
import {
  newsItemSchema,
  newsPageSchema,
  newsParamsSchema,
  productNewsQuerySchema,
  topNewsQuerySchema,
  trendingQuerySchema,
  trendingSchema,
} from "./news";
import {
  planCoreQuerySchema,
  planCoreSchema,
  planListSchema,
  planParamsSchema,
  planPreviewSchema,
  planRequestSchema,
  planSchema,
  twinSchema,
  updateTwinSchema,
} from "./planning";
import {
  autoPortfolioResultSchema,
  autoPortfolioSchema,
  comparePortfoliosSchema,
  createPortfolioSchema,
  modelPortfolioListSchema,
  modelPortfolioParamsSchema,
  modelSubscriptionSchema,
  portfolioComparisonSchema,
  portfolioDetailSchema,
  portfolioListSchema,
  portfolioParamsSchema,
  portfolioPreviewSchema,
  portfolioRecordSchema,
  previewPortfolioSchema,
  rebalancePlanSchema,
  rebalanceQuerySchema,
  updatePortfolioSchema,
} from "./portfolio";
import {
  annualizedYieldBodySchema,
  annualizedYieldSchema,
  companyDictionarySchema,
  distributionSchema,
  documentParamsSchema,
  documentQuerySchema,
  factorQuerySchema,
  factorsSchema,
  fundAssetDictionarySchema,
  fundAssetQuerySchema,
  holdingsSchema,
  performanceQuerySchema,
  performanceSchema,
  productDocumentSchema,
  productInfoSchema,
  productManagerSchema,
  productRefQuerySchema,
  rankSchema,
  relatedFundsQuerySchema,
  styleSchema,
  topPickBodySchema,
} from "./product";
import { productSummarySchema } from "./product-summary";
import { createReportSchema, reportListSchema, reportParamsSchema, reportSchema } from "./reports";
import { searchQuerySchema, searchResultSchema } from "./search";
import {
  axisFilterSchema,
  selectionExportSchema,
  selectionFilterSchema,
  selectionPageSchema,
  topPickFilterSchema,
  topPickPageSchema,
  topPicksSchema,
} from "./selection";
import {
  createShareSchema,
  imageParamsSchema,
  shareLinkSchema,
  shareListSchema,
  shareParamsSchema,
  shareViewSchema,
  uploadedImageSchema,
} from "./sharing";
import { startupSchema } from "./startup";
import {
  billingSessionViewSchema,
  cardPaymentSchema,
  checkoutPaymentResultSchema,
  checkoutQuerySchema,
  checkoutSessionViewSchema,
  enterpriseContactResultSchema,
  enterpriseContactSchema,
  hostedSessionParamsSchema,
  portalQuerySchema,
  sessionUrlSchema,
  subscriptionPlanListSchema,
  subscriptionPlanQuerySchema,
  subscriptionSchema,
  webhookResultSchema,
} from "./subscription";
import { withTextRule } from "./text";
import {
  alertCountSchema,
  alertPageSchema,
  alertSettingsSchema,
  alertsQuerySchema,
  createWatchlistGroupSchema,
  markAlertsReadSchema,
  updateWatchlistGroupSchema,
  watchlistGroupParamsSchema,
  watchlistGroupSchema,
  watchlistGroupsSchema,
  watchlistItemParamsSchema,
} from "./watchlist";

/**
 * The web↔server contract: every endpoint the server answers, keyed "METHOD /path" (OpenAPI
 * path syntax, `{name}` for a path parameter), with the zod schemas of its query, path
 * parameters, JSON body and answer. The server builds its routes from these entries
 * (server/http/openapi.ts `contractRoute`) and the web client types its calls from them
 * (web/lib/api.ts), so a path, a field or an answer cannot differ between the two.
 * A path that names the product type is one entry per type.
 */

export const httpMethods = ["GET", "POST", "PUT", "DELETE"] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface Endpoint {
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `data`; for `answer: "json"`, the whole answer. */
  data?: z.ZodType;
  /**
   * How the server answers when it is not the `{status, data, error, innerMessage}` envelope:
   * `json` a plain JSON document, `redirect` a 302, `stream` the AI SDK UI message stream
   * (server-sent events, read by the AI SDK's chat transport, not by the JSON client), `file` a
   * binary document of `mediaType` (a failure is still the FAILURE envelope).
   */
  answer?: "json" | "redirect" | "stream" | "file";
  /** The media type of a `file` answer, e.g. `application/pdf`. */
  mediaType?: string;
  /**
   * The plan capability (shared/entitlements.ts) the route serves. The server refuses a caller
   * whose plan lacks it with 403 40300001 (`error.details.capability`) before the handler runs,
   * and hands the handler the caller's access (a preview is served trimmed). A route of
   * `/v1/app` or `/algo-api` without one is listed in `ungatedEndpoints` with the reason.
   */
  capability?: Capability;
  /** How much of the capability the route needs (shared/entitlements.ts `Needs`); `preview` when absent. */
  needs?: Needs;
}

const empty = emptyDataSchema;

const contract = {
  // ---- operations ----
  "GET /healthz": { data: healthSchema, answer: "json" },
  "GET /v1/pub/startup": { data: startupSchema },

  // ---- auth and users ----
  "POST /v1/pub/check-email": { body: checkEmailRequestSchema, data: checkEmailResultSchema },
  "POST /v1/pub/verification-code": {
    body: verificationCodeRequestSchema,
    data: verificationCodeResultSchema,
  },
  "POST /v1/pub/individual/login": { body: loginRequestSchema, data: tokenPairSchema },
  "POST /v1/pub/individual/register": { body: registerRequestSchema, data: tokenPairSchema },
  "POST /v1/pub/org/register": { body: orgRegisterRequestSchema, data: tokenPairSchema },
  "POST /v1/pub/trial-application": { body: trialApplicationSchema, data: trialApplicationResultSchema },
  "POST /v1/app/token/refresh": { data: tokenPairSchema },
  "POST /v1/app/logout": { data: empty },
  "GET /v1/app/user/info": { data: userInfoSchema },
  "POST /v1/app/subscription/trial": { data: userInfoSchema },
  // ---- subscription and payments ----
  "GET /v1/app/subscription/plan/list": {
    query: subscriptionPlanQuerySchema,
    data: subscriptionPlanListSchema,
  },
  "GET /v1/app/subscription/create-checkout-session": { query: checkoutQuerySchema, data: sessionUrlSchema },
  "GET /v1/app/subscription/portal-session": { query: portalQuerySchema, data: sessionUrlSchema },
  "GET /v1/app/subscription": { data: subscriptionSchema },
  /** The payment provider's events; the raw body is verified against the `Stripe-Signature` header. */
  "POST /v1/pub/payments/webhook": { data: webhookResultSchema, answer: "json" },
  "POST /v1/pub/enterprise-contact": { body: enterpriseContactSchema, data: enterpriseContactResultSchema },
  // the built-in provider's hosted checkout and billing pages (web /checkout/{id}, /billing/{id})
  "GET /v1/pub/checkout/sessions/{id}": {
    params: hostedSessionParamsSchema,
    data: checkoutSessionViewSchema,
  },
  "POST /v1/pub/checkout/sessions/{id}/pay": {
    params: hostedSessionParamsSchema,
    body: cardPaymentSchema,
    data: checkoutPaymentResultSchema,
  },
  "GET /v1/pub/billing/sessions/{id}": { params: hostedSessionParamsSchema, data: billingSessionViewSchema },
  "POST /v1/pub/billing/sessions/{id}/cancel": {
    params: hostedSessionParamsSchema,
    data: billingSessionViewSchema,
  },
  "POST /v1/pub/billing/sessions/{id}/resume": {
    params: hostedSessionParamsSchema,
    data: billingSessionViewSchema,
  },
  "GET /algo-api/benefits/status": { query: benefitsQuerySchema, data: benefitsStatusSchema },
  "GET /v1/pub/oauth/providers": { data: oauthProvidersSchema },
  "GET /v1/pub/oauth/render/{provider}": {
    params: oauthProviderParamsSchema,
    query: oauthRenderQuerySchema,
    answer: "redirect",
  },
  "GET /v1/pub/oauth/callback/{provider}": { params: oauthProviderParamsSchema, answer: "redirect" },
  "POST /v1/pub/oauth/google/one-tap": { query: oneTapQuerySchema, data: tokenPairSchema },

  // ---- products ----
  "GET /v1/app/fund/info": {
    capability: "productPerformance",
    query: productRefQuerySchema,
    data: productInfoSchema,
  },
  "GET /v1/app/fund/performance": {
    capability: "productPerformance",
    query: performanceQuerySchema,
    data: performanceSchema,
  },
  "GET /v1/app/fund/rank": {
    capability: "productPerformance",
    query: productRefQuerySchema,
    data: rankSchema,
  },
  "GET /v1/app/fund/document": {
    capability: "productPerformance",
    query: productRefQuerySchema,
    data: z.array(productDocumentSchema),
  },
  "GET /v1/pub/factsheet/{code}": {
    params: documentParamsSchema,
    query: documentQuerySchema,
    answer: "file",
    mediaType: "application/pdf",
  },
  "GET /v1/app/fund/manager": {
    capability: "productPerformance",
    query: productRefQuerySchema,
    data: z.array(productManagerSchema),
  },
  "GET /v1/app/fund/holding": {
    capability: "productPerformance",
    query: productRefQuerySchema,
    data: holdingsSchema,
  },
  "GET /v1/app/fund/distribution": {
    capability: "productPerformance",
    query: productRefQuerySchema,
    data: distributionSchema,
  },
  "GET /v1/app/fund/factor": { capability: "factorAnalysis", query: factorQuerySchema, data: factorsSchema },
  "GET /v1/app/etf/factor": { capability: "factorAnalysis", query: factorQuerySchema, data: factorsSchema },
  "GET /v1/app/fund/style": { capability: "factorAnalysis", query: productRefQuerySchema, data: styleSchema },
  "POST /v1/app/fund/comparison": {
    capability: "fundComparison",
    body: comparisonRequestSchema,
    data: comparisonScreenSchema,
  },
  "POST /v1/app/etf/comparison": {
    capability: "fundComparison",
    body: comparisonRequestSchema,
    data: comparisonScreenSchema,
  },
  "POST /v1/app/fund/annualized-yield": {
    capability: "productPerformance",
    body: annualizedYieldBodySchema,
    data: annualizedYieldSchema,
  },
  "POST /v1/app/fund/top-pick": {
    capability: "topPicks",
    needs: "any",
    body: topPickBodySchema,
    data: topPicksSchema,
  },
  "GET /v1/pub/news/ticker/related-funds": {
    query: relatedFundsQuerySchema,
    data: z.array(productSummarySchema),
  },
  "GET /v1/pub/fund/resouce/dictionary/company": { data: companyDictionarySchema },

  // ---- news ----
  "GET /v1/pub/news/top": { query: topNewsQuerySchema, data: newsPageSchema },
  "GET /v1/pub/news/trending": { query: trendingQuerySchema, data: trendingSchema },
  "GET /v1/pub/news": { query: productNewsQuerySchema, data: newsPageSchema },
  "GET /v1/pub/news/{id}": { params: newsParamsSchema, data: newsItemSchema },

  "GET /v1/pub/fund/resouce/dictionary/fundAsset": {
    query: fundAssetQuerySchema,
    data: fundAssetDictionarySchema,
  },

  // ---- selection and search ----
  "POST /v1/pub/fund/selection/list": {
    // advanced filters need Premium; the handler refuses them to other plans (nobody else is refused)
    capability: "advancedFilters",
    needs: "any",
    body: selectionFilterSchema,
    data: selectionPageSchema,
  },
  "POST /v1/pub/etf/selection/list": {
    capability: "advancedFilters",
    needs: "any",
    body: selectionFilterSchema,
    data: selectionPageSchema,
  },
  "POST /v1/pub/fund/selection/top-pick/list": {
    // a preview for anonymous and Pro; the advanced filters among its filters are refused to them too
    capability: "topPicks",
    needs: "any",
    body: topPickFilterSchema,
    data: topPickPageSchema,
  },
  "POST /v1/pub/etf/selection/top-pick/list": {
    capability: "topPicks",
    needs: "any",
    body: topPickFilterSchema,
    data: topPickPageSchema,
  },
  "POST /v1/pub/fund/selection/axes/list": {
    // a shelf takes filters too: the advanced ones are refused to plans without them, as on the list
    capability: "advancedFilters",
    needs: "any",
    body: axisFilterSchema,
    data: selectionPageSchema,
  },
  "POST /v1/pub/etf/selection/axes/list": {
    capability: "advancedFilters",
    needs: "any",
    body: axisFilterSchema,
    data: selectionPageSchema,
  },
  "POST /v1/app/selection/export": {
    // the whole result set as a file: institutional data, Premium's in full
    capability: "institutionalData",
    needs: "full",
    body: selectionExportSchema,
    answer: "file",
    mediaType: "text/csv",
  },
  "GET /v1/pub/fund/selection/search": { query: searchQuerySchema, data: searchResultSchema },
  "GET /v1/pub/etf/selection/search": { query: searchQuerySchema, data: searchResultSchema },

  // ---- backtesting ----
  "POST /v1/app/fund/backtesting": {
    capability: "productPerformance",
    body: backtestRequestSchema,
    data: backtestResultSchema,
  },
  "POST /v1/app/etf/backtesting": {
    capability: "productPerformance",
    body: backtestRequestSchema,
    data: backtestResultSchema,
  },
  "POST /v1/app/benchmark/backtesting": {
    capability: "benchmarkComparison",
    body: benchmarkBacktestRequestSchema,
    data: benchmarkBacktestResultSchema,
  },
  "GET /v1/pub/benchmarks": { data: benchmarkListSchema },
  "GET /v1/pub/benchmarks/tiles": { data: indexTileListSchema },
  "POST /v1/pub/scroll/backtesting": { body: scrollBacktestRequestSchema, data: scrollBacktestResultSchema },

  // ---- watchlists and risk alerts ----
  "GET /v1/app/watchlist/groups": { data: watchlistGroupsSchema },
  "POST /v1/app/watchlist/groups": { body: createWatchlistGroupSchema, data: watchlistGroupSchema },
  "PUT /v1/app/watchlist/groups/{id}": {
    params: watchlistGroupParamsSchema,
    body: updateWatchlistGroupSchema,
    data: watchlistGroupSchema,
  },
  "DELETE /v1/app/watchlist/groups/{id}": { params: watchlistGroupParamsSchema, data: empty },
  "POST /v1/app/watchlist/groups/{id}/items/{fundCode}": {
    params: watchlistItemParamsSchema,
    data: watchlistGroupSchema,
  },
  "DELETE /v1/app/watchlist/groups/{id}/items/{fundCode}": {
    params: watchlistItemParamsSchema,
    data: watchlistGroupSchema,
  },
  "GET /v1/app/alerts": { query: alertsQuerySchema, data: alertPageSchema },
  "GET /v1/app/alerts/count": { data: alertCountSchema },
  "POST /v1/app/alerts/read": { body: markAlertsReadSchema, data: alertCountSchema },
  "GET /v1/app/alerts/settings": { data: alertSettingsSchema },
  "PUT /v1/app/alerts/settings": { body: alertSettingsSchema, data: alertSettingsSchema },

  // ---- portfolios and model portfolios ----
  "GET /v1/app/portfolios": { capability: "diyPortfolios", data: portfolioListSchema },
  "POST /v1/app/portfolios": {
    capability: "diyPortfolios",
    body: createPortfolioSchema,
    data: portfolioRecordSchema,
  },
  "POST /v1/app/portfolios/compare": {
    capability: "diyPortfolios",
    body: comparePortfoliosSchema,
    data: portfolioComparisonSchema,
  },
  "POST /v1/app/portfolios/preview": {
    capability: "diyPortfolios",
    body: previewPortfolioSchema,
    data: portfolioPreviewSchema,
  },
  "POST /v1/app/portfolios/auto": {
    capability: "diyPortfolios",
    body: autoPortfolioSchema,
    data: autoPortfolioResultSchema,
  },
  "GET /v1/app/portfolios/{id}": {
    capability: "diyPortfolios",
    params: portfolioParamsSchema,
    data: portfolioDetailSchema,
  },
  "PUT /v1/app/portfolios/{id}": {
    capability: "diyPortfolios",
    params: portfolioParamsSchema,
    body: updatePortfolioSchema,
    data: portfolioRecordSchema,
  },
  "DELETE /v1/app/portfolios/{id}": { params: portfolioParamsSchema, data: empty },
  "GET /v1/app/portfolios/{id}/rebalance": {
    capability: "diyPortfolios",
    params: portfolioParamsSchema,
    query: rebalanceQuerySchema,
    data: rebalancePlanSchema,
  },
  "GET /v1/pub/model-portfolios": { data: modelPortfolioListSchema },
  "POST /v1/app/model-portfolios/{id}/subscription": {
    capability: "modelPortfolioSubscriptions",
    params: modelPortfolioParamsSchema,
    data: modelSubscriptionSchema,
  },
  "DELETE /v1/app/model-portfolios/{id}/subscription": { params: modelPortfolioParamsSchema, data: empty },
  // ---- digital twin and wealth planning ----
  "GET /v1/app/twin": { data: twinSchema },
  "PUT /v1/app/twin": { body: updateTwinSchema, data: twinSchema },
  "GET /v1/app/plans/core": { query: planCoreQuerySchema, data: planCoreSchema },
  "POST /v1/app/plans/preview": { body: planRequestSchema, data: planPreviewSchema },
  "GET /v1/app/plans": { data: planListSchema },
  "GET /v1/app/reports": { data: reportListSchema },
  "POST /v1/app/reports": { capability: "aiReport", body: createReportSchema, data: reportSchema },
  "GET /v1/app/reports/{id}": { params: reportParamsSchema, data: reportSchema },
  "GET /v1/app/reports/{id}/pdf": {
    params: reportParamsSchema,
    answer: "file",
    mediaType: "application/pdf",
  },
  "POST /v1/app/plans": { body: planRequestSchema, data: planSchema },
  "GET /v1/app/plans/{id}": { params: planParamsSchema, data: planSchema },
  "PUT /v1/app/plans/{id}": { params: planParamsSchema, body: planRequestSchema, data: planSchema },
  "DELETE /v1/app/plans/{id}": { params: planParamsSchema, data: planSchema },

  // ---- AI macro ----
  "GET /v1/pub/ai-marco/region/views/asset-list": { data: macroAssetListSchema },
  "GET /v1/pub/ai-marco/region/views/score-list": {
    capability: "aiMacro",
    needs: "full",
    data: macroScoreListSchema,
  },
  "GET /v1/pub/ai-marco/region/views/month-list": {
    capability: "aiMacro",
    needs: "any",
    data: macroMonthListSchema,
  },
  "GET /v1/pub/ai-marco/forecast/report": { capability: "aiMacro", needs: "full", data: macroReportSchema },
  "GET /v1/pub/ai-marco/track-record": { data: macroTrackRecordSchema },

  // ---- assistant ----
  "POST /api/chat": { body: chatRequestSchema, answer: "stream" },
  "GET /v1/app/chat/conversations": { query: conversationListQuerySchema, data: conversationPageSchema },
  "GET /v1/app/chat/conversations/{id}": { params: conversationParamsSchema, data: conversationSchema },
  "PUT /v1/app/chat/conversations/{id}": {
    params: conversationParamsSchema,
    body: renameConversationSchema,
    data: conversationSchema,
  },
  "DELETE /v1/app/chat/conversations/{id}": { params: conversationParamsSchema, data: empty },
  "POST /v1/app/chat/conversations/{id}/share": {
    params: conversationParamsSchema,
    data: conversationShareSchema,
  },
  "DELETE /v1/app/chat/conversations/{id}/share": { params: conversationParamsSchema, data: empty },
  "GET /v1/pub/chat/share/{hash}": { params: shareHashParamsSchema, data: sharedConversationSchema },

  // ---- sharing ----
  "POST /v1/app/share": { body: createShareSchema, data: shareLinkSchema },
  "GET /v1/app/share": { data: shareListSchema },
  "DELETE /v1/app/share/{hash}": { params: shareParamsSchema, data: empty },
  "GET /v1/pub/share/{hash}": { params: shareParamsSchema, data: shareViewSchema },
  "GET /v1/pub/share/{hash}/poster.png": {
    params: shareParamsSchema,
    answer: "file",
    mediaType: "image/png",
  },
  "POST /v1/pub/upload/image": { data: uploadedImageSchema },
  "GET /v1/pub/upload/image/{id}": { params: imageParamsSchema, answer: "file", mediaType: "image/*" },
} as const satisfies Record<`${HttpMethod} /${string}`, Endpoint>;

/** Each entry with the text rule (`text.ts`) on its query, path parameters and body. */
function withTextRules<C extends Record<string, Endpoint>>(entries: C): C {
  const guarded: Record<string, Endpoint> = {};
  for (const [key, entry] of Object.entries(entries)) {
    guarded[key] = {
      ...entry,
      ...(entry.query ? { query: withTextRule(entry.query) } : {}),
      ...(entry.params ? { params: withTextRule(entry.params) } : {}),
      ...(entry.body ? { body: withTextRule(entry.body) } : {}),
    };
  }
  return guarded as C;
}

export const endpoints = withTextRules(contract);

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
export const endpointKeys = Object.keys(endpoints) as EndpointKey[];

/**
 * The `/v1/app` and `/algo-api` routes that serve no plan capability, each with why: open to
 * every signed-in caller (the route guard still asks for a token). A new route of those
 * prefixes must declare its `capability` or be listed here (server/http/entitlements.test.ts).
 */
export const ungatedEndpoints: Partial<Record<EndpointKey, string>> = {
  "POST /v1/app/token/refresh": "session: rotating one's own tokens",
  "POST /v1/app/logout": "session: ending one's own session",
  "GET /v1/app/user/info": "account: one's own plan, read by every plan to show it",
  "POST /v1/app/subscription/trial":
    "account: the way into Premium; its own rule allows one trial per account",
  "GET /v1/app/subscription/plan/list": "account: the plans on offer, shown to every plan",
  "GET /v1/app/subscription/create-checkout-session":
    "account: the way to pay for Premium, open to every plan",
  "GET /v1/app/subscription/portal-session": "account: managing one's own paid subscription",
  "GET /v1/app/subscription": "account: one's own subscription and payments",
  "GET /algo-api/benefits/status": "account: reports what the caller's plan allows",
  "GET /v1/app/watchlist/groups": "watchlists: one's own favourites, every signed-in plan",
  "POST /v1/app/watchlist/groups": "watchlists: one's own favourites, every signed-in plan",
  "PUT /v1/app/watchlist/groups/{id}": "watchlists: one's own favourites, every signed-in plan",
  "DELETE /v1/app/watchlist/groups/{id}": "watchlists: one's own favourites, every signed-in plan",
  "POST /v1/app/watchlist/groups/{id}/items/{fundCode}":
    "watchlists: one's own favourites, every signed-in plan",
  "DELETE /v1/app/watchlist/groups/{id}/items/{fundCode}":
    "watchlists: one's own favourites, every signed-in plan",
  "GET /v1/app/alerts": "risk alerts on one's own watchlists, every signed-in plan",
  "GET /v1/app/alerts/count": "risk alerts on one's own watchlists, every signed-in plan",
  "POST /v1/app/alerts/read": "risk alerts on one's own watchlists, every signed-in plan",
  "GET /v1/app/alerts/settings": "risk alerts on one's own watchlists, every signed-in plan",
  "PUT /v1/app/alerts/settings": "risk alerts on one's own watchlists, every signed-in plan",
  "DELETE /v1/app/portfolios/{id}":
    "removing one's own portfolio is never refused (it frees a place under the cap)",
  "DELETE /v1/app/model-portfolios/{id}/subscription": "cancelling a subscription is never refused",
  "GET /v1/app/twin": "digital twin: one's own role card, every signed-in plan",
  "PUT /v1/app/twin": "digital twin: one's own role card, every signed-in plan",
  "GET /v1/app/plans/core": "wealth planning: every signed-in plan",
  "POST /v1/app/plans/preview": "wealth planning: every signed-in plan",
  "GET /v1/app/plans": "wealth planning: every signed-in plan",
  "POST /v1/app/plans": "wealth planning: every signed-in plan",
  "GET /v1/app/plans/{id}": "wealth planning: every signed-in plan",
  "PUT /v1/app/plans/{id}": "wealth planning: every signed-in plan",
  "DELETE /v1/app/plans/{id}": "wealth planning: every signed-in plan",
  "GET /v1/app/reports": "reports one already generated stay readable whatever the plan",
  "GET /v1/app/reports/{id}": "reports one already generated stay readable whatever the plan",
  "GET /v1/app/reports/{id}/pdf": "reports one already generated stay readable whatever the plan",
  "GET /v1/app/chat/conversations": "one's own conversations; each chat tool checks its own capability",
  "GET /v1/app/chat/conversations/{id}": "one's own conversations; each chat tool checks its own capability",
  "PUT /v1/app/chat/conversations/{id}": "one's own conversations; each chat tool checks its own capability",
  "DELETE /v1/app/chat/conversations/{id}":
    "one's own conversations; each chat tool checks its own capability",
  "POST /v1/app/chat/conversations/{id}/share":
    "one's own conversations; each chat tool checks its own capability",
  "DELETE /v1/app/chat/conversations/{id}/share":
    "one's own conversations; each chat tool checks its own capability",
  "POST /v1/app/share": "sharing what one can already see",
  "GET /v1/app/share": "sharing what one can already see",
  "DELETE /v1/app/share/{hash}": "sharing what one can already see",
};

export type MethodOf<K extends EndpointKey> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;
export type PathOf<K extends EndpointKey> = K extends `${HttpMethod} ${infer P}` ? P : never;

/** The method and the path of a key ("GET /v1/app/fund/info" → GET, /v1/app/fund/info). */
export function splitEndpointKey<K extends EndpointKey>(key: K): { method: MethodOf<K>; path: PathOf<K> } {
  const space = key.indexOf(" ");
  return { method: key.slice(0, space) as MethodOf<K>, path: key.slice(space + 1) as PathOf<K> };
}

type SchemaAt<K extends EndpointKey, F extends keyof Endpoint> = Endpoints[K] extends {
  [P in F]: infer S extends z.ZodType;
}
  ? S
  : undefined;
type InputAt<K extends EndpointKey, F extends keyof Endpoint> =
  SchemaAt<K, F> extends z.ZodType ? z.input<SchemaAt<K, F>> : undefined;

/** What a caller sends: `undefined` when the endpoint takes no such part. */
export type QueryOf<K extends EndpointKey> = InputAt<K, "query">;
export type ParamsOf<K extends EndpointKey> = InputAt<K, "params">;
export type BodyOf<K extends EndpointKey> = InputAt<K, "body">;
/** What a caller receives: the envelope's `data` (or the plain JSON answer). */
export type DataOf<K extends EndpointKey> =
  SchemaAt<K, "data"> extends z.ZodType ? z.output<SchemaAt<K, "data">> : never;
/** The zod schema of the answer's data, for the server's route declaration. */
export type DataSchemaOf<K extends EndpointKey> = SchemaAt<K, "data">;

/** The endpoints answering the envelope (the default). */
export type EnvelopeEndpointKey = {
  [K in EndpointKey]: Endpoints[K] extends { answer: string } ? never : K;
}[EndpointKey];
/** The endpoints a JSON client can call: the envelope ones and the plain JSON ones. */
export type JsonEndpointKey = {
  [K in EndpointKey]: Endpoints[K] extends { answer: "redirect" | "stream" | "file" } ? never : K;
}[EndpointKey];

/** The JSON paths of a method, e.g. `PathsOf<"GET">` for the web client's `get`. */
export type PathsOf<M extends HttpMethod> = PathOf<Extract<JsonEndpointKey, `${M} ${string}`>>;
export type GetPath = PathsOf<"GET">;
export type PostPath = PathsOf<"POST">;
export type PutPath = PathsOf<"PUT">;
export type DeletePath = PathsOf<"DELETE">;
/** Every GET path, redirects included: what a browser may be sent to. */
export type NavigablePath = PathOf<Extract<EndpointKey, `GET ${string}`>>;
