import { type ProductType, productTypes } from "../../../shared/domain/product";
import type { MetricTableSource } from "../../data/metric-table";
import { contractRoute, jsonAnswer } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { searchAnswerBytes } from "./search.service";

/** GET /v1/pub/{fund,etf}/selection/search: no token needed. */
function searchRoute(productType: ProductType) {
  const what =
    productType === "fund" ? "funds" : "ETFs (strategy ETFs included: only screening excludes them)";
  return contractRoute(`GET /v1/pub/${productType}/selection/search`, {
    tags: ["Selection"],
    summary: `Search ${productType === "fund" ? "funds" : "ETFs"} by code, ISIN, symbol or name`,
    description:
      `Searches ${what} by code, ISIN, exchange symbol, English or Chinese name (Traditional and ` +
      "Simplified match each other; full-width input and typos are tolerated). Best first: exact " +
      "code/ISIN/symbol, then a prefix of one, then name tokens, then names with a typo; equal " +
      "scores by AUM. `searchBySimilarity` appends neighbours of the top hits.",
    returns: "Matching products, best first",
  });
}

export function searchRoutes(deps: { metrics: MetricTableSource }) {
  const router = createRouter();
  for (const productType of productTypes) {
    router.openapi(searchRoute(productType), async (c) => {
      const query = c.req.valid("query");
      const table = await deps.metrics.get();
      const answer = searchAnswerBytes(table, {
        key: query.key,
        productType,
        lang: c.get("lang"),
        limit: query.limit,
        similar: query.searchBySimilarity,
      });
      return jsonAnswer(c, answer);
    });
  }
  return router;
}
