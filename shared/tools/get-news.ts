import { z } from "zod";
import { toolCodeSchema } from "./common";

export const getNewsInputSchema = z.object({
  code: toolCodeSchema.optional().describe("A product of the universe"),
  ticker: z.string().trim().min(1).max(32).optional().describe("A stock ticker that is not a product"),
  query: z.string().trim().min(1).max(200).optional(),
});
export type GetNewsInput = z.infer<typeof getNewsInputSchema>;

export const getNewsDef = {
  description: "News related to a product or a stock ticker, with product tags.",
  inputSchema: getNewsInputSchema,
};
