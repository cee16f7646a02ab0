import { z } from "zod";
import {
  distributionSchema,
  factorsSchema,
  holdingsSchema,
  performanceSchema,
  productDocumentSchema,
  productInfoSchema,
  productManagerSchema,
  rankSchema,
} from "../api/product";
import { productViews } from "../domain/assistant";
import { toolCodeSchema, toolOutputSchema, toolSeriesSchema } from "./common";

export const getProductInputSchema = z.object({
  code: toolCodeSchema,
  view: z.enum(productViews).optional(),
});
export type GetProductInput = z.infer<typeof getProductInputSchema>;

/**
 * The fund card: key facts, the figures of GET /v1/app/fund/performance without its daily
 * series, the NAV history thinned to TOOL_MAX_CHART_POINTS, the rank, and the one section the
 * `view` asks for (absent for the others).
 */
export const getProductOutputSchema = toolOutputSchema({
  view: z.enum(productViews),
  product: productInfoSchema,
  asOf: z.string().nullable(),
  periods: performanceSchema.shape.periods,
  risk: performanceSchema.shape.risk,
  calendarYears: performanceSchema.shape.calendarYears,
  navSeries: toolSeriesSchema.describe("[date, NAV] over the whole history, thinned"),
  rank: rankSchema,
  holdings: holdingsSchema.optional(),
  distribution: distributionSchema.optional(),
  managers: z.array(productManagerSchema).optional(),
  documents: z.array(productDocumentSchema).optional(),
  factors: factorsSchema.optional(),
  dividends: z
    .array(z.object({ date: z.string(), amount: z.number().describe("Per unit, in the product's currency") }))
    .optional()
    .describe("Newest first"),
});
export type GetProductOutput = z.infer<typeof getProductOutputSchema>;

export const getProductDef = {
  description:
    "One fund or ETF: key facts, NAV history and figures; `view` focuses on performance, risk, holdings, distribution, fees, managers, documents, dividends or factors.",
  inputSchema: getProductInputSchema,
  outputSchema: getProductOutputSchema,
};
