import { z } from "zod";
import { fundSortTypes, selectionCriteriaSchema } from "../api/selection";
import { toolProductTypeSchema } from "./common";

export const SCREEN_MAX_LIMIT = 50;

export const screenProductsInputSchema = z.object({
  productType: toolProductTypeSchema.describe('"fund" unless ETFs are asked for'),
  filters: selectionCriteriaSchema.describe("SelectionFilter fields; ratios as decimals (1% = 0.01)"),
  sort: z.enum(fundSortTypes).optional(),
  limit: z.number().int().min(1).max(SCREEN_MAX_LIMIT).optional(),
});
export type ScreenProductsInput = z.infer<typeof screenProductsInputSchema>;

export const screenProductsDef = {
  description:
    "Screen funds or ETFs with filters (asset class, region, currency, risk, fees, returns, Sharpe, drawdown, AUM, ratings, dividends, local eligibility) and a sort.",
  inputSchema: screenProductsInputSchema,
};
