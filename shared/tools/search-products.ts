import { z } from "zod";

export const searchProductsInputSchema = z.object({
  query: z.string().trim().min(1).max(200).describe("Code, ticker, ISIN or name, any language"),
  productType: z.enum(["fund", "etf", "any"]).optional(),
});
export type SearchProductsInput = z.infer<typeof searchProductsInputSchema>;

export const searchProductsDef = {
  description: "Find funds and ETFs by code, ticker, ISIN or name (English or Chinese, typos tolerated).",
  inputSchema: searchProductsInputSchema,
};
