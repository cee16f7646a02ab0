import { z } from "zod";
import { curatedListIds } from "../domain/product";
import { toolProductTypeSchema } from "./common";

/** The curated lists plus the quants' Top Picks. */
export const assistantListIds = ["top_picks", ...curatedListIds] as const;

export const getCuratedListInputSchema = z.object({
  list: z.enum(assistantListIds),
  productType: toolProductTypeSchema.optional(),
});
export type GetCuratedListInput = z.infer<typeof getCuratedListInputSchema>;

export const getCuratedListDef = {
  description:
    "A ranked curated list: top_picks, top_excess_return_1y, top_inflow_1y, stable_7d_yield, top_annualized_1y, fast_rebound, short_term_bond, high_sharpe.",
  inputSchema: getCuratedListInputSchema,
};
