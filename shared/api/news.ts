import { z } from "zod";
import { newsKinds } from "../domain/news";
import { pageSchema } from "./envelope";
import { productSummarySchema } from "./product-summary";

/**
 * News: events the derive job reads off the product data (52-week highs, AUM moves, fee and
 * manager changes, rating-tier moves) and items of configured RSS/Atom feeds, each tagged with
 * the products it concerns. Titles and bodies are built in the request's language from the
 * event's kind and values; built by server/features/news.
 */

// ---- requests ----

const page = z.coerce.number().int().min(1).max(10_000).default(1).meta({ description: "1-based page" });
const pageSize = z.coerce.number().int().min(1).max(50).default(20);

export const topNewsQuerySchema = z.object({
  institution_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647) // a stored institution id (integer column)
    .optional()
    .meta({ description: "Adds the feed items scoped to this institution" }),
  page,
  pageSize,
});
export type TopNewsQuery = z.infer<typeof topNewsQuerySchema>;

const ticker = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9.\-: ]+$/, "expected a ticker such as 0700.HK or AAPL");

export const productNewsQuerySchema = z
  .object({
    fundCode: z.string().trim().min(1).max(40).optional().meta({ description: "Product code (fund or ETF)" }),
    ticker: ticker.optional().meta({ description: "News of the products tracking or holding this ticker" }),
    page,
    pageSize,
  })
  .refine((q) => q.fundCode !== undefined || q.ticker !== undefined, {
    path: ["fundCode"],
    message: "fundCode or ticker is required",
  });
export type ProductNewsQuery = z.infer<typeof productNewsQuerySchema>;

export const newsParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[A-Za-z0-9_.:-]+$/, "expected a news id"),
});

export const trendingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

// ---- responses ----

export const newsItemSchema = z
  .object({
    id: z.string(),
    date: z.string().meta({ description: "ISO date of the fact (or the feed item's publication)" }),
    kind: z.enum(newsKinds),
    source: z.enum(["data", "feed"]),
    title: z.string().meta({ description: "In the request's language" }),
    body: z.string().meta({ description: "In the request's language (a feed item's own summary)" }),
    /** A feed item's link; null for data events. */
    url: z.string().nullable(),
    /** A feed's title; null for data events. */
    publisher: z.string().nullable(),
    values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
    products: z.array(productSummarySchema),
  })
  .meta({ id: "NewsItem" });
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsPageSchema = pageSchema(newsItemSchema).meta({ id: "NewsPage" });
export type NewsPage = z.infer<typeof newsPageSchema>;

export const trendingProductSchema = z
  .object({ product: productSummarySchema, events: z.number().int().positive(), latest: z.string() })
  .meta({ id: "TrendingProduct" });
export const trendingSchema = z.array(trendingProductSchema);
export type TrendingProduct = z.infer<typeof trendingProductSchema>;
