import { z } from "zod";
import { type Period, periodSchema, riskWindowSchema } from "../domain/period";
import type { MessageKey } from "../messages";
import { productSummarySchema } from "./product-summary";

/**
 * A side-by-side comparison of 1–3 products (the assistant's tool asks for 2–3; the screen also
 * compares one product with benchmarks) over one trailing period: a table of figures per
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
    since: z
      .string()
      .nullable()
      .optional()
      .describe(
        "When the product's history is shorter than `period`: its first day (the figures are then null); else null",
      ),
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

/** The trailing windows a chat comparison always carries, so its card can switch between them. */
export const COMPARISON_WINDOWS = ["1Y", "3Y", "5Y"] as const satisfies readonly Period[];

/**
 * The same comparison over another trailing window: the figures of each product (in the order
 * of `products`) and the overlay rebased on that window's common start. The overlay is absent
 * for the comparison's own `period` (its top-level `overlay` is that window's).
 */
export const comparisonWindowSchema = z.object({
  period: periodSchema,
  figures: z.array(comparisonRowSchema.shape.figures).describe("One per product, in the order of `products`"),
  overlay: z.array(comparisonLineSchema).optional(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type ComparisonWindow = z.infer<typeof comparisonWindowSchema>;

// ---- the comparison screen (POST /v1/app/fund/comparison, /v1/app/etf/comparison; ours) ----

export const COMPARE_MAX_BENCHMARKS = 3;
/** Issue param naming the localized "You can select up to 3 products for comparison analysis." */
export const COMPARE_MAX_PRODUCTS_MESSAGE_KEY =
  "errors:validation.compareMaxProducts" satisfies MessageKey<"errors">;

export const comparisonRequestSchema = z
  .object({
    fundCodes: z
      .array(z.string().trim().min(1).max(40))
      .min(1)
      // not .max(): the issue of a 4th product names its own message ("You can select up to 3 …")
      .superRefine((codes, ctx) => {
        if (codes.length > COMPARE_MAX_PRODUCTS)
          ctx.addIssue({
            code: "custom",
            message: `You can select up to ${COMPARE_MAX_PRODUCTS} products for comparison analysis.`,
            params: { messageKey: COMPARE_MAX_PRODUCTS_MESSAGE_KEY },
          });
      })
      .meta({
        description: `1–${COMPARE_MAX_PRODUCTS} product codes (funds, ETFs or both), in display order`,
        maxItems: COMPARE_MAX_PRODUCTS,
      }),
    benchmarks: z
      .array(z.string().trim().min(1).max(40))
      .max(COMPARE_MAX_BENCHMARKS)
      .default([])
      .meta({ description: `Up to ${COMPARE_MAX_BENCHMARKS} benchmark symbolCodes` }),
    period: periodSchema.default("1Y"),
  })
  .meta({ id: "ComparisonRequest" });
export type ComparisonRequest = z.input<typeof comparisonRequestSchema>;

/** Every key figure of one product, for the side-by-side table (best value highlighted by the web). */
export const comparisonFiguresSchema = z.object({
  fundCode: z.string(),
  returns: z.record(periodSchema, figure).describe("Trailing return per period"),
  risk: z.record(
    riskWindowSchema,
    z
      .object({
        annualizedReturn: figure,
        volatility: figure,
        sharpe: figure,
        sortino: figure,
        calmar: figure,
        maxDrawdown: figure,
        repairDays: z.number().int().nullable(),
      })
      .nullable(),
  ),
  aumUsd: figure,
  totalExpenseRatio: figure,
  managementFee: figure,
  riskLevel: z.number().int().nullable(),
  ratingTier: z.string().nullable(),
  starRating: z.number().int().nullable(),
  launchDate: z.string().nullable(),
  dividendFrequency: z.string().nullable(),
  concentrationTop10: figure,
});
export type ComparisonFigures = z.infer<typeof comparisonFiguresSchema>;

export const comparisonScreenSchema = comparisonSchema
  .extend({
    figures: z.array(comparisonFiguresSchema).describe("One per product, in the order asked"),
    correlation: z
      .object({
        codes: z.array(z.string()).describe("Products then benchmarks"),
        matrix: z
          .array(z.array(figure))
          .describe("Correlation of daily (or weekly) returns over the common window; null: too few returns"),
        frequency: z
          .enum(["daily", "weekly"])
          .describe("Daily when every series has the same dates in the window, else weekly (Friday closes)"),
      })
      .describe("Over the overlay's common window"),
    overlap: z
      .array(
        z.object({
          a: z.string(),
          b: z.string(),
          weight: figure.describe("Sum over common top-10 holdings of the smaller of the two weights"),
          common: z.array(z.object({ name: z.string(), weightA: z.number(), weightB: z.number() })),
        }),
      )
      .describe("Every pair of products"),
  })
  .meta({ id: "ProductComparison" });
export type ComparisonScreen = z.infer<typeof comparisonScreenSchema>;
