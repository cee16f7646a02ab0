import { z } from "zod";
import { productSummarySchema } from "../api/product-summary";
import { searchMatchKinds } from "../api/search";
import { toolOutputSchema } from "./common";

export const searchProductsInputSchema = z.object({
  query: z.string().trim().min(1).max(200).describe("Code, ticker, ISIN or name, any language"),
  productType: z.enum(["fund", "etf", "any"]).optional(),
});
export type SearchProductsInput = z.infer<typeof searchProductsInputSchema>;

/** A hit with the figures a result row shows; names in the request's language. */
export const searchProductsItemSchema = productSummarySchema.extend({
  matchedOn: z.enum(searchMatchKinds),
  score: z.number().min(0).max(1),
});
export const searchProductsOutputSchema = toolOutputSchema({
  query: z.string(),
  items: z.array(searchProductsItemSchema).describe("Best first"),
});
export type SearchProductsOutput = z.infer<typeof searchProductsOutputSchema>;

export const searchProductsDef = {
  description: "Find funds and ETFs by code, ticker, ISIN or name (English or Chinese, typos tolerated).",
  inputSchema: searchProductsInputSchema,
  outputSchema: searchProductsOutputSchema,
};
