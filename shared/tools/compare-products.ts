import { z } from "zod";
import { BACKTEST_MAX_BENCHMARKS } from "../api/backtest";
import { productSummarySchema } from "../api/product-summary";
import { periodSchema, riskWindowSchema } from "../domain/period";
import { toolCodeSchema, toolOutputSchema, toolSeriesSchema } from "./common";

export const COMPARE_MAX_PRODUCTS = 3;

export const compareProductsInputSchema = z.object({
  codes: z.array(toolCodeSchema).min(2).max(COMPARE_MAX_PRODUCTS),
  benchmarks: z.array(z.string().trim().min(1).max(64)).max(BACKTEST_MAX_BENCHMARKS).optional(),
  period: periodSchema.optional(),
});
export type CompareProductsInput = z.infer<typeof compareProductsInputSchema>;

const figure = z.number().nullable();

/** One column of the comparison table: the product and its figures over `period`. */
export const compareProductsRowSchema = z.object({
  summary: productSummarySchema,
  figures: z.object({
    return: figure.describe("Trailing return over `period`"),
    annualized: figure.describe("Annualized return (3Y, 5Y, 10Y, SI only)"),
    categoryAverage: figure,
    quartile: z.number().int().min(1).max(4).nullable(),
    riskWindow: riskWindowSchema.describe("The risk window matching `period`"),
    volatility: figure,
    sharpe: figure,
    maxDrawdown: figure,
  }),
});

export const compareProductsOutputSchema = toolOutputSchema({
  period: periodSchema,
  products: z.array(compareProductsRowSchema).describe("In the order asked"),
  overlay: z
    .array(
      z.object({
        kind: z.enum(["product", "benchmark"]),
        code: z.string(),
        name: z.string(),
        points: toolSeriesSchema.describe("Total-return index rebased to 100 at the common start"),
      }),
    )
    .describe("Products then benchmarks, over the common window of `period`"),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type CompareProductsOutput = z.infer<typeof compareProductsOutputSchema>;

export const compareProductsDef = {
  description:
    "Compare 2 or 3 funds or ETFs side by side (returns, risk, fees, ratings) with an overlay chart.",
  inputSchema: compareProductsInputSchema,
  outputSchema: compareProductsOutputSchema,
};
