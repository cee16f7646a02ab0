import { tool } from "ai";
import { type SearchProductsOutput, searchProductsDef } from "../../../shared/tools/search-products";
import { productSummary } from "../../data/product-summary";
import { searchProducts } from "../../features/search";
import type { ToolContext } from "../context";

/** Hits a result card lists. */
const SEARCH_TOOL_LIMIT = 10;

/** Open to everyone, like GET /v1/pub/{fund,etf}/selection/search: no entitlement, no quota. */
export const searchProductsTool = (ctx: ToolContext) =>
  tool({
    ...searchProductsDef,
    execute: async ({ query, productType }): Promise<SearchProductsOutput> => {
      const table = await ctx.services.metrics.get();
      const hits = searchProducts(table, {
        key: query,
        productType: productType === "any" ? undefined : productType,
        lang: ctx.lang,
        limit: SEARCH_TOOL_LIMIT,
      });
      if (hits.length === 0) return { status: "notFound", query };
      const items = hits.map((h) => ({
        ...productSummary(table, table.rowOf.get(h.fundCode)!, ctx.lang),
        matchedOn: h.matchedOn,
        score: h.score,
      }));
      return { status: "ok", query, items };
    },
  });
