import { success } from "../../../shared/api/envelope";
import { type ProductType, productTypes } from "../../../shared/domain/product";
import { bearerSecurity, contractRoute } from "../../http/openapi";
import { createRouter } from "../../http/router";
import {
  type BacktestDeps,
  benchmarkBacktest,
  indexTiles,
  listBenchmarks,
  modelPortfolioBacktest,
  portfolioBacktest,
} from "./backtest.service";

const tags = ["Backtesting"];
const security = bearerSecurity;

function portfolioRoute(productType: ProductType) {
  const what = productType === "etf" ? "ETFs" : "funds";
  return contractRoute(`POST /v1/app/${productType}/backtesting`, {
    tags,
    summary: `Backtest a portfolio of ${what}`,
    description:
      `Holdings must all be ${what} (otherwise 400 naming the holding); an ` +
      "unknown code is 80610001. Weights are percent and must add up to 100 with `custom` weighting.",
    security,
    returns: "The backtest",
    failures: [401, 404],
  });
}

const benchmarkRoute = contractRoute("POST /v1/app/benchmark/backtesting", {
  tags,
  summary: "A benchmark's series and metrics over a window",
  security,
  returns: "The benchmark's backtest",
  failures: [401],
});

const benchmarkListRoute = contractRoute("GET /v1/pub/benchmarks", {
  tags,
  summary: "The fixed list of benchmarks a backtest can be compared with",
  returns: "The benchmarks",
});

const indexTilesRoute = contractRoute("GET /v1/pub/benchmarks/tiles", {
  tags,
  summary: "The headline indices: last level, change on the day and over a year, a year's sparkline",
  returns: "The index tiles",
});

const scrollRoute = contractRoute("POST /v1/pub/scroll/backtesting", {
  tags,
  summary: "Public showcase backtest of a model portfolio (no user data)",
  returns: "The model portfolio and its backtest",
  failures: [404],
});

export function backtestRoutes(deps: BacktestDeps) {
  const router = createRouter();
  // the /v1/app/* guard (server/http/auth.ts), documented where these routes reference it
  router.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });
  for (const productType of productTypes) {
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
    .openapi(indexTilesRoute, async (c) => c.json(success(await indexTiles(deps, c.get("lang"))), 200))
    .openapi(scrollRoute, async (c) => {
      const { modelPortfolioId } = c.req.valid("json");
      const data = await modelPortfolioBacktest(deps, { modelPortfolioId, lang: c.get("lang") });
      return c.json(success(data), 200);
    });
}
