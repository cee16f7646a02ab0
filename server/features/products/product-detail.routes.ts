import type { EnvelopeEndpointKey } from "../../../shared/api/endpoints";
import { success } from "../../../shared/api/envelope";
import { contractRoute, jsonAnswer } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { productPerformanceData } from "./performance.service";
import { type ProductContext, recordOf, resolveProduct, resolveRef } from "./product-context";
import {
  productDistribution,
  productDocuments,
  productFactors,
  productHoldings,
  productInfo,
  productManagers,
  productRank,
} from "./products.service";
import { productStyle } from "./style.service";

/** The product detail calls: GET, signed in, `fundCode` or `isinCode`. */
const detail = <K extends EnvelopeEndpointKey>(key: K, summary: string) =>
  contractRoute(key, {
    tags: ["Products"],
    summary,
    description: "Needs `Authorization: Bearer <accessToken>`. An unknown product is 404 80610001.",
    failures: [401, 404],
  });

const infoRoute = detail("GET /v1/app/fund/info", "A fund's or ETF's profile");
const performanceRoute = detail(
  "GET /v1/app/fund/performance",
  "Trailing returns, risk per window, NAV series and calendar years; with `benchmark`, relative figures",
);
const rankRoute = detail("GET /v1/app/fund/rank", "Rank and rating within the category");
const documentRoute = detail("GET /v1/app/fund/document", "Offering and reporting documents");
const managerRoute = detail("GET /v1/app/fund/manager", "Current managers with what each manages");
const holdingRoute = detail("GET /v1/app/fund/holding", "Latest top-10 holdings");
const distributionRoute = detail(
  "GET /v1/app/fund/distribution",
  "Latest breakdowns by asset class, region, industry, bond sector and credit rating",
);
const fundFactorRoute = detail("GET /v1/app/fund/factor", "Factor scores of a fund by group");
const etfFactorRoute = detail("GET /v1/app/etf/factor", "Factor scores of an ETF by group");

const styleRoute = detail(
  "GET /v1/app/fund/style",
  "Comprehensive analysis: 3-year rolling Sharpe, volatility and max drawdown at each month end, and a returns-based style analysis on the ten macro asset classes",
);

const isFullMarket = (v: string | undefined) => v === undefined || v === "true" || v === "1";

export function productDetailRoutes(ctx: ProductContext) {
  return createRouter()
    .openapi(infoRoute, async (c) => {
      const p = await resolveProduct(ctx, c.req.valid("query"));
      return c.json(success(await productInfo(ctx, p, c.get("lang"))), 200);
    })
    .openapi(performanceRoute, async (c) => {
      const query = c.req.valid("query");
      const ref = await resolveRef(ctx, query);
      // the answer (mostly the NAV series) is the same for every caller until the data version
      // changes: serialized once, then served as is (a kept answer reads nothing from the store)
      const key = `${ref.code}|${query.period ?? ""}|${query.benchmark ?? ""}`;
      const body = await ctx.reader.body(ref.version, `performance:${key}`, async () => {
        // the NAV history is read beside the record (one round trip, not two in a row); the
        // reader keeps it for productPerformanceData, and a failed read is retried there
        ctx.reader.navHistory(ref.version, ref.code).catch(() => {});
        return productPerformanceData(ctx, await recordOf(ctx, ref), query);
      });
      return jsonAnswer(c, body);
    })
    .openapi(rankRoute, async (c) => {
      const p = await resolveProduct(ctx, c.req.valid("query"));
      return c.json(success(productRank(p)), 200);
    })
    .openapi(documentRoute, async (c) => {
      const p = await resolveProduct(ctx, c.req.valid("query"));
      return c.json(success(await productDocuments(ctx, p, c.get("lang"))), 200);
    })
    .openapi(managerRoute, async (c) => {
      const p = await resolveProduct(ctx, c.req.valid("query"));
      return c.json(success(await productManagers(ctx, p, c.get("lang"))), 200);
    })
    .openapi(holdingRoute, async (c) => {
      const p = await resolveProduct(ctx, c.req.valid("query"));
      return c.json(success(await productHoldings(ctx, p)), 200);
    })
    .openapi(distributionRoute, async (c) => {
      const p = await resolveProduct(ctx, c.req.valid("query"));
      return c.json(success(await productDistribution(ctx, p)), 200);
    })
    .openapi(fundFactorRoute, async (c) => {
      const query = c.req.valid("query");
      const p = await resolveProduct(ctx, query, "fund");
      const { access } = c.get("access").entitlement;
      return c.json(success(productFactors(p, isFullMarket(query.fullMarket), access)), 200);
    })
    .openapi(etfFactorRoute, async (c) => {
      const query = c.req.valid("query");
      const p = await resolveProduct(ctx, query, "etf");
      const { access } = c.get("access").entitlement;
      return c.json(success(productFactors(p, isFullMarket(query.fullMarket), access)), 200);
    })
    .openapi(styleRoute, async (c) => {
      // open to every signed-in caller, like the factor scores (factorAnalysis: Pro preview, Premium full)
      const p = await resolveProduct(ctx, c.req.valid("query"));
      const lang = c.get("lang");
      // a few ms of regression and rolling windows per product: kept per derived version
      const body = await ctx.reader.body(p.version, `style:${p.record.product.code}|${lang}`, () =>
        productStyle(ctx, p, lang),
      );
      return jsonAnswer(c, body);
    });
}
