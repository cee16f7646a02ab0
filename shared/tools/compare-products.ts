import { z } from "zod";
import { BACKTEST_MAX_BENCHMARKS } from "../api/backtest";
import { COMPARE_MAX_PRODUCTS, COMPARE_MIN_PRODUCTS, comparisonSchema } from "../api/comparison";
import { periodSchema } from "../domain/period";
import { toolCodeSchema, toolOutputSchema } from "./common";

export { COMPARE_MAX_PRODUCTS } from "../api/comparison";

export const compareProductsInputSchema = z.object({
  codes: z.array(toolCodeSchema).min(COMPARE_MIN_PRODUCTS).max(COMPARE_MAX_PRODUCTS),
  benchmarks: z.array(z.string().trim().min(1).max(64)).max(BACKTEST_MAX_BENCHMARKS).optional(),
  period: periodSchema.optional(),
});
export type CompareProductsInput = z.infer<typeof compareProductsInputSchema>;

/** The comparison service's answer, its overlay thinned for the card. */
export const compareProductsOutputSchema = toolOutputSchema(comparisonSchema.shape);
export type CompareProductsOutput = z.infer<typeof compareProductsOutputSchema>;

export const compareProductsDef = {
  description:
    "Compare 2 or 3 funds or ETFs side by side (returns, risk, fees, ratings) with an overlay chart.",
  inputSchema: compareProductsInputSchema,
  outputSchema: compareProductsOutputSchema,
};
