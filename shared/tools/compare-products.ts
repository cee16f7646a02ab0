import { z } from "zod";
import { BACKTEST_MAX_BENCHMARKS } from "../api/backtest";
import {
  COMPARE_MAX_PRODUCTS,
  COMPARE_MIN_PRODUCTS,
  comparisonSchema,
  comparisonWindowSchema,
} from "../api/comparison";
import { periodSchema } from "../domain/period";
import { toolCodeSchema, toolOutputSchema } from "./common";

export { COMPARE_MAX_PRODUCTS } from "../api/comparison";

export const compareProductsInputSchema = z.object({
  codes: z.array(toolCodeSchema).min(COMPARE_MIN_PRODUCTS).max(COMPARE_MAX_PRODUCTS),
  benchmarks: z.array(z.string().trim().min(1).max(64)).max(BACKTEST_MAX_BENCHMARKS).optional(),
  period: periodSchema.optional(),
});
export type CompareProductsInput = z.infer<typeof compareProductsInputSchema>;

/**
 * The comparison service's answer over `period`, its overlay thinned for the card, and the same
 * comparison over 1Y, 3Y and 5Y (`windows`, the asked period among them) so the card switches
 * windows without running the tool again. Without benchmarks asked, the overlay carries the first
 * product's own benchmark. `windows` is absent in messages stored before it was added.
 */
export const compareProductsOutputSchema = toolOutputSchema({
  ...comparisonSchema.shape,
  windows: z.array(comparisonWindowSchema).optional(),
});
export type CompareProductsOutput = z.infer<typeof compareProductsOutputSchema>;

export const compareProductsDef = {
  description:
    "Compare 2 or 3 funds or ETFs side by side (returns, risk, fees, ratings) with an overlay chart.",
  inputSchema: compareProductsInputSchema,
  outputSchema: compareProductsOutputSchema,
};
