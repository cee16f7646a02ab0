import { z } from "zod";
import { topPickItemSchema, topPickPreviewSchema } from "../api/selection";
import { curatedListIds } from "../domain/product";
import { toolOutputSchema, toolProductTypeSchema } from "./common";

/** The curated lists plus the quants' Top Picks. */
export const assistantListIds = ["top_picks", ...curatedListIds] as const;
export type AssistantListId = (typeof assistantListIds)[number];
/** Rows a curated-list card shows at most. */
export const CURATED_LIST_LIMIT = 10;

export const getCuratedListInputSchema = z.object({
  list: z.enum(assistantListIds),
  productType: toolProductTypeSchema.optional(),
});
export type GetCuratedListInput = z.infer<typeof getCuratedListInputSchema>;

export const getCuratedListOutputSchema = toolOutputSchema({
  list: z.enum(assistantListIds),
  productType: toolProductTypeSchema,
  items: z.array(topPickItemSchema.extend({ rank: z.number().int().min(1) })).describe("Best first"),
  /** Present when the caller's plan shows only the first rows (Top Picks for anonymous and Pro callers). */
  preview: topPickPreviewSchema.optional(),
});
export type GetCuratedListOutput = z.infer<typeof getCuratedListOutputSchema>;

export const getCuratedListDef = {
  description:
    "A ranked curated list: top_picks, top_excess_return_1y, top_inflow_1y, stable_7d_yield, top_annualized_1y, fast_rebound, short_term_bond, high_sharpe.",
  inputSchema: getCuratedListInputSchema,
  outputSchema: getCuratedListOutputSchema,
};
