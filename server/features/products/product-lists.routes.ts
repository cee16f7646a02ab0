import { success } from "../../../shared/api/envelope";
import { contractRoute } from "../../http/openapi";
import { createRouter } from "../../http/router";
import type { ProductContext } from "./product-context";
import {
  annualizedYields,
  companyDictionary,
  fundAssetDictionary,
  relatedFunds,
} from "./product-lists.service";

const tags = ["Products"];
const signedIn = "Needs `Authorization: Bearer <accessToken>`.";

const annualizedYieldRoute = contractRoute("POST /v1/app/fund/annualized-yield", {
  tags,
  summary: "1Y return and 3Y / 5Y annualized returns of up to 50 products",
  description: `${signedIn} An unknown code is 404 80610001 naming it.`,
  returns: "In request order",
  failures: [401, 404],
});

const relatedFundsRoute = contractRoute("GET /v1/pub/news/ticker/related-funds", {
  tags,
  summary: "Products tracking a ticker (symbol) or holding it in their top 10",
  returns: "Symbol matches first, then holders by weight",
});

const companyRoute = contractRoute("GET /v1/pub/fund/resouce/dictionary/company", {
  tags,
  summary: "Fund companies, named in the request's language and sorted",
  returns: "Companies with products",
});

const fundAssetRoute = contractRoute("GET /v1/pub/fund/resouce/dictionary/fundAsset", {
  tags,
  summary: "Asset classes and categories available in a region",
  returns: "With product counts",
});

export function productListRoutes(ctx: ProductContext) {
  return createRouter()
    .openapi(annualizedYieldRoute, async (c) => {
      const { fundCodes } = c.req.valid("json");
      return c.json(success(await annualizedYields(ctx, fundCodes)), 200);
    })
    .openapi(relatedFundsRoute, async (c) => {
      const query = c.req.valid("query");
      return c.json(success(await relatedFunds(ctx, { ...query, lang: c.get("lang") })), 200);
    })
    .openapi(companyRoute, async (c) => c.json(success(await companyDictionary(ctx, c.get("lang"))), 200))
    .openapi(fundAssetRoute, async (c) =>
      c.json(success(await fundAssetDictionary(ctx, { ...c.req.valid("query"), lang: c.get("lang") })), 200),
    );
}
