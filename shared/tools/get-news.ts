import { z } from "zod";
import { newsItemSchema } from "../api/news";
import { toolCodeSchema, toolOutputSchema } from "./common";

/** Items a news card shows at most. */
export const NEWS_TOOL_LIMIT = 8;

export const getNewsInputSchema = z.object({
  code: toolCodeSchema.optional().describe("A product of the universe"),
  ticker: z.string().trim().min(1).max(32).optional().describe("A stock ticker that is not a product"),
  query: z.string().trim().min(1).max(200).optional(),
});
export type GetNewsInput = z.infer<typeof getNewsInputSchema>;

export const getNewsOutputSchema = toolOutputSchema({
  /** What the news is about: a product, a ticker, or everything (the latest news). */
  scope: z.enum(["product", "ticker", "latest"]),
  code: z.string().optional(),
  ticker: z.string().optional(),
  /** News items in all (the card shows the first NEWS_TOOL_LIMIT). */
  total: z.number().int().nonnegative(),
  items: z.array(newsItemSchema).describe("Newest first"),
});
export type GetNewsOutput = z.infer<typeof getNewsOutputSchema>;

export const getNewsDef = {
  description:
    "News with product tags: of one product (code), of the products tracking or holding a stock ticker (ticker), or the latest news when neither is given.",
  inputSchema: getNewsInputSchema,
  outputSchema: getNewsOutputSchema,
};
