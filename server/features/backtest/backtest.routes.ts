import { createRoute } from "@hono/zod-openapi";
import {
  backtestRequestSchema,
  backtestResultSchema,
  benchmarkBacktestRequestSchema,
  benchmarkBacktestResultSchema,
  benchmarkListSchema,
  scrollBacktestRequestSchema,
  scrollBacktestResultSchema,
} from "../../../shared/api/backtest";
import { success } from "../../../shared/api/envelope";
import { bearerSecurity, envelopeResponses, jsonRequestBody } from "../../http/openapi";
import { createRouter } from "../../http/router";
import {
  type BacktestDeps,
  benchmarkBacktest,
  listBenchmarks,
  modelPortfolioBacktest,
  portfolioBacktest,
} from "./backtest.service";

const jsonBody = jsonRequestBody;
const bearer = bearerSecurity;

function portfolioRoute(productType: "fund" | "etf") {
  return createRoute({
    method: "post",
    path: `/v1/app/${productType}/backtesting`,
    tags: ["Backtesting"],
    summary: `Backtest a portfolio of ${productType === "etf" ? "ETFs" : "funds"}`,
    description:
      `Holdings must all be ${productType === "etf" ? "ETFs" : "funds"} (otherwise 400 naming the holding); an ` +
      "unknown code is 80610001. Weights are percent and must add up to 100 with `custom` weighting.",
    security: bearer,
    request: jsonBody(backtestRequestSchema),
    responses: envelopeResponses(backtestResultSchema, {
      description: "The backtest",
      failures: [401, 404],
    }),
  });
}

const benchmarkRoute = createRoute({
  method: "post",
  path: "/v1/app/benchmark/backtesting",
  tags: ["Backtesting"],
  summary: "A benchmark's series and metrics over a window",
  security: bearer,
  request: jsonBody(benchmarkBacktestRequestSchema),
  responses: envelopeResponses(benchmarkBacktestResultSchema, {
    description: "The benchmark's backtest",
    failures: [401],
  }),
});

const benchmarkListRoute = createRoute({
  method: "get",
  path: "/v1/pub/benchmarks",
  tags: ["Backtesting"],
  summary: "The fixed list of benchmarks a backtest can be compared with",
  responses: envelopeResponses(benchmarkListSchema, { description: "The benchmarks" }),
});

const scrollRoute = createRoute({
  method: "post",
  path: "/v1/pub/scroll/backtesting",
  tags: ["Backtesting"],
  summary: "Public showcase backtest of a model portfolio (no user data)",
  request: jsonBody(scrollBacktestRequestSchema),
  responses: envelopeResponses(scrollBacktestResultSchema, {
    description: "The model portfolio and its backtest",
    failures: [404],
  }),
});

export function backtestRoutes(deps: BacktestDeps) {
  const router = createRouter();
  // the /v1/app/* guard (server/http/auth.ts), documented where these routes reference it
  router.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });
  for (const productType of ["fund", "etf"] as const) {
    router.openapi(portfolioRoute(productType), async (c) => {
      const body = c.req.valid("json");
      const data = await portfolioBacktest(deps, { body, productType, lang: c.get("lang") });
      return c.json(success(data), 200);
    });
  }
  return router
    .openapi(benchmarkRoute, async (c) => {
      const data = await benchmarkBacktest(deps, { body: c.req.valid("json"), lang: c.get("lang") });
      return c.json(success(data), 200);
    })
    .openapi(benchmarkListRoute, async (c) => c.json(success(await listBenchmarks(deps, c.get("lang"))), 200))
    .openapi(scrollRoute, async (c) => {
      const { modelPortfolioId } = c.req.valid("json");
      const data = await modelPortfolioBacktest(deps, { modelPortfolioId, lang: c.get("lang") });
      return c.json(success(data), 200);
    });
}
