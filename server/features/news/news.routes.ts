/**
 * GET /v1/pub/news/top, /v1/pub/news/trending, /v1/pub/news and /v1/pub/news/{id} (no token).
 * The handlers only validate and hand over to the news service. The fixed paths are registered
 * before /{id} so "top" and "trending" never read as ids.
 */
import { success } from "../../../shared/api/envelope";
import { contractRoute } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { NewsService } from "./news.service";

const tags = ["News"];

const topRoute = contractRoute("GET /v1/pub/news/top", {
  tags,
  summary: "News of the product data and the configured feeds, newest first, with product tags",
  returns: "A page of news",
});

const trendingRoute = contractRoute("GET /v1/pub/news/trending", {
  tags,
  summary: "Products with the most news in the last 30 days of news",
  returns: "Most events first",
});

const productNewsRoute = contractRoute("GET /v1/pub/news", {
  tags,
  summary: "News of one product (fundCode) or of the products tracking or holding a ticker",
  description: "An unknown fundCode is 404 80610001; a ticker no product tracks or holds has no news.",
  returns: "A page of news",
  failures: [404],
});

const detailRoute = contractRoute("GET /v1/pub/news/{id}", {
  tags,
  summary: "One news item",
  description: "An id not in the current data (or feeds) is 404 40400001.",
  returns: "The item with its product tags",
  failures: [404],
});

export function newsRoutes(news: NewsService) {
  return createRouter()
    .openapi(topRoute, async (c) =>
      c.json(success(await news.top({ ...c.req.valid("query"), lang: c.get("lang") })), 200),
    )
    .openapi(trendingRoute, async (c) =>
      c.json(success(await news.trending({ ...c.req.valid("query"), lang: c.get("lang") })), 200),
    )
    .openapi(productNewsRoute, async (c) =>
      c.json(success(await news.forProduct({ ...c.req.valid("query"), lang: c.get("lang") })), 200),
    )
    .openapi(detailRoute, async (c) =>
      c.json(success(await news.detail(c.req.valid("param").id, c.get("lang"))), 200),
    );
}
