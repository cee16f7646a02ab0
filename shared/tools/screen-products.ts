import { z } from "zod";
import { productSummarySchema } from "../api/product-summary";
import { fundSortTypes, type SelectionCriteria, selectionCriteriaSchema } from "../api/selection";
import { toolOutputSchema, toolProductTypeSchema } from "./common";

export const SCREEN_MAX_LIMIT = 50;
/** Rows shown when the question names no "top N". */
export const SCREEN_DEFAULT_LIMIT = 10;

export const screenProductsInputSchema = z.object({
  productType: toolProductTypeSchema.describe('"fund" unless ETFs are asked for'),
  filters: selectionCriteriaSchema.describe("SelectionFilter fields; ratios as decimals (1% = 0.01)"),
  sort: z.enum(fundSortTypes).optional(),
  limit: z.number().int().min(1).max(SCREEN_MAX_LIMIT).optional(),
});
export type ScreenProductsInput = z.infer<typeof screenProductsInputSchema>;

/**
 * The screener card: the rows, "matched N of M" and the filters and sort actually applied
 * (defaults filled in), so the card's chips can be edited and the screen re-run.
 */
export const screenProductsOutputSchema = toolOutputSchema({
  productType: toolProductTypeSchema,
  filters: selectionCriteriaSchema,
  sort: z.enum(fundSortTypes),
  limit: z.number().int().min(1).max(SCREEN_MAX_LIMIT),
  matched: z.number().int().nonnegative().describe("Products passing the filters"),
  total: z.number().int().nonnegative().describe("Screenable products of this type (strategy ETFs excluded)"),
  items: z.array(productSummarySchema).describe("The first `limit` matches in `sort` order"),
  /**
   * When nothing passes every filter: the one filter that empties the list, and the nearest
   * products with it relaxed (every other filter kept), in the order that filter implies (the
   * cheapest first for a fee cap) — shown marked as such, never as matches.
   */
  relaxed: z
    .object({
      filter: z.enum(
        Object.keys(selectionCriteriaSchema.shape) as [
          keyof SelectionCriteria,
          ...(keyof SelectionCriteria)[],
        ],
      ),
      matched: z.number().int().positive().describe("Products passing the other filters"),
      sort: z.enum(fundSortTypes),
      items: z.array(productSummarySchema),
    })
    .optional(),
});
export type ScreenProductsOutput = z.infer<typeof screenProductsOutputSchema>;

export const screenProductsDef = {
  description:
    "Screen funds or ETFs with filters (asset class, region, currency, risk, fees, returns, Sharpe, drawdown, AUM, ratings, dividends, local eligibility) and a sort.",
  inputSchema: screenProductsInputSchema,
  outputSchema: screenProductsOutputSchema,
};
