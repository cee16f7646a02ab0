import { z } from "zod";
import { BACKTEST_MAX_BENCHMARKS } from "../api/backtest";
import { periodSchema } from "../domain/period";
import { toolCodeSchema } from "./common";

export const COMPARE_MAX_PRODUCTS = 3;

export const compareProductsInputSchema = z.object({
  codes: z.array(toolCodeSchema).min(2).max(COMPARE_MAX_PRODUCTS),
  benchmarks: z.array(z.string().trim().min(1).max(64)).max(BACKTEST_MAX_BENCHMARKS).optional(),
  period: periodSchema.optional(),
});
export type CompareProductsInput = z.infer<typeof compareProductsInputSchema>;

export const compareProductsDef = {
  description:
    "Compare 2 or 3 funds or ETFs side by side (returns, risk, fees, ratings) with an overlay chart.",
  inputSchema: compareProductsInputSchema,
};
