import { z } from "zod";
import { assetClasses, currencies, productTypes, ratingTiers } from "../domain/product";

/**
 * One product in a list (selection pages, curated lists, related funds, search answers that
 * need figures): the `ProductSummary` schema. Figures are as of the derived data's `asOf`; ratios
 * are decimals; null means "no figure" (history too short, or not applicable).
 * Built by server/data/product-summary.ts from the in-memory metric table.
 */
export const productSummarySchema = z
  .object({
    fundCode: z.string(),
    productType: z.enum(productTypes),
    fundName: z.string().meta({ description: "Name in the request's language" }),
    isin: z.string().nullable(),
    symbol: z.string().nullable(),
    currency: z.enum(currencies),
    assetClass: z.enum(assetClasses).nullable(),
    category: z.string().nullable(),
    categoryName: z.string().nullable().optional().meta({
      description:
        "The category in the request's language (absent in chat answers stored before it was added)",
    }),
    region: z.string().nullable(),
    companyId: z.string().nullable(),
    riskLevel: z.number().int().min(1).max(5).nullable(),
    ratingTier: z.enum(ratingTiers).nullable(),
    starRating: z.number().int().min(1).max(5).nullable(),
    nav: z.number().nullable(),
    aumUsd: z.number().nullable(),
    return1y: z.number().nullable(),
    return3y: z.number().nullable(),
    sharpe1y: z.number().nullable(),
    volatility1y: z.number().nullable(),
    maxDrawdown1y: z.number().nullable(),
    totalExpenseRatio: z.number().nullable(),
    dividendFrequency: z.string().nullable(),
    launchDate: z.string().nullable(),
    isDemo: z.boolean(),
  })
  .meta({ id: "ProductSummary" });
export type ProductSummary = z.infer<typeof productSummarySchema>;
