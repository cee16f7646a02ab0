import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { success } from "../../../shared/api/envelope";
import {
  annualizedYieldBodySchema,
  annualizedYieldSchema,
  companyDictionarySchema,
  fundAssetDictionarySchema,
  fundAssetQuerySchema,
  relatedFundsQuerySchema,
  topPickBodySchema,
  topPickSchema,
} from "../../../shared/api/product";
import { productSummarySchema } from "../../../shared/api/product-summary";
import { planOf, previewRowsOf } from "../../../shared/entitlements";
import { envelopeResponses } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { ProductContext } from "./product-context";
import {
  annualizedYields,
  companyDictionary,
  fundAssetDictionary,
  relatedFunds,
  topPicks,
} from "./product-lists.service";

const tags = ["Products"];
const signedIn = "Needs `Authorization: Bearer <accessToken>`.";

const annualizedYieldRoute = createRoute({
  method: "post",
  path: "/v1/app/fund/annualized-yield",
  tags,
  summary: "1Y return and 3Y / 5Y annualized returns of up to 50 products",
  description: `${signedIn} An unknown code is 404 80610001 naming it.`,
  request: {
    body: { content: { "application/json": { schema: annualizedYieldBodySchema } }, required: true },
  },
  responses: envelopeResponses(annualizedYieldSchema, {
    description: "In request order",
    failures: [401, 404],
  }),
});

const topPickRoute = createRoute({
  method: "post",
  path: "/v1/app/fund/top-pick",
  tags,
  summary: "A curated list's best members, with the figure they are ranked by",
  description: `${signedIn} Lists and their rules: ANALYTICS.md "Curated lists".`,
  request: { body: { content: { "application/json": { schema: topPickBodySchema } }, required: true } },
  responses: envelopeResponses(topPickSchema, { description: "Best first", failures: [401] }),
});

const relatedFundsRoute = createRoute({
  method: "get",
  path: "/v1/pub/news/ticker/related-funds",
  tags,
  summary: "Products tracking a ticker (symbol) or holding it in their top 10",
  request: { query: relatedFundsQuerySchema },
  responses: envelopeResponses(z.array(productSummarySchema), {
    description: "Symbol matches first, then holders by weight",
  }),
});

const companyRoute = createRoute({
  method: "get",
  path: "/v1/pub/fund/resouce/dictionary/company",
  tags,
  summary: "Fund companies, named in the request's language and sorted",
  responses: envelopeResponses(companyDictionarySchema, { description: "Companies with products" }),
});

const fundAssetRoute = createRoute({
  method: "get",
  path: "/v1/pub/fund/resouce/dictionary/fundAsset",
  tags,
  summary: "Asset classes and categories available in a region",
  request: { query: fundAssetQuerySchema },
  responses: envelopeResponses(fundAssetDictionarySchema, { description: "With product counts" }),
});

export function productListRoutes(ctx: ProductContext) {
  return createRouter()
    .openapi(annualizedYieldRoute, async (c) => {
      const { fundCodes } = c.req.valid("json");
      return c.json(success(await annualizedYields(ctx, fundCodes)), 200);
    })
    .openapi(topPickRoute, async (c) => {
      const body = c.req.valid("json");
      const items = await topPicks(ctx, { ...body, lang: c.get("lang") });
      // Pro sees a preview of the first rows (DESIGN.md §4); Premium the whole list.
      const previewRows = previewRowsOf(planOf(c.get("user")), "topPicks");
      return c.json(success(previewRows === null ? items : items.slice(0, previewRows)), 200);
    })
    .openapi(relatedFundsRoute, async (c) => {
      const query = c.req.valid("query");
      return c.json(success(await relatedFunds(ctx, { ...query, lang: c.get("lang") })), 200);
    })
    .openapi(companyRoute, async (c) => c.json(success(await companyDictionary(ctx, c.get("lang"))), 200))
    .openapi(fundAssetRoute, async (c) =>
      c.json(success(await fundAssetDictionary(ctx, c.req.valid("query"))), 200),
    );
}
