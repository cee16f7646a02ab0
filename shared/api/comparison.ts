import { z } from "zod";
import { periodSchema, riskWindowSchema } from "../domain/period";
import { productSummarySchema } from "./product-summary";

/**
 * A side-by-side comparison of 2–3 products over one trailing period: a table of figures per
 * product and an overlay chart of total-return indices rebased to 100 at the common start.
 * Used by the comparison screen and the assistant's compareProducts tool (which thins the
 * overlay for its card).
 */
export const COMPARE_MIN_PRODUCTS = 2;
export const COMPARE_MAX_PRODUCTS = 3;

const figure = z.number().nullable();
const point = z.tuple([z.string(), z.number()]);

/** One column of the comparison table: the product and its figures over `period`. */
export const comparisonRowSchema = z.object({
  summary: productSummarySchema,
  figures: z.object({
    return: figure.describe("Trailing return over `period` (decimal)"),
    annualized: figure.describe("Annualized return (3Y, 5Y, 10Y, SI only)"),
    categoryAverage: figure,
    quartile: z.number().int().min(1).max(4).nullable(),
    riskWindow: riskWindowSchema.describe("The risk window matching `period`"),
    volatility: figure,
    sharpe: figure,
    maxDrawdown: figure,
  }),
});
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;

export const comparisonLineSchema = z.object({
  kind: z.enum(["product", "benchmark"]),
  code: z.string(),
  name: z.string(),
  points: z.array(point).describe("Total-return index rebased to 100 at the common start"),
});
export type ComparisonLine = z.infer<typeof comparisonLineSchema>;

export const comparisonSchema = z.object({
  period: periodSchema,
  products: z.array(comparisonRowSchema).describe("In the order asked"),
  overlay: z.array(comparisonLineSchema).describe("Products then benchmarks, over the common window"),
  startDate: z.string().nullable().describe("First day of the overlay (the youngest product's start)"),
  endDate: z.string().nullable().describe("Last day every line reaches"),
});
export type Comparison = z.infer<typeof comparisonSchema>;
