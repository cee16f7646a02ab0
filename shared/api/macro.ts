import { z } from "zod";
import { macroHorizons } from "../domain/assistant";
import { macroAssets } from "../domain/product";

/**
 * The AI macro model (/v1/pub/ai-marco/*): five-level views per asset class for the next one
 * and three months, made each month from the data known at the end of the month before, and
 * the track record those views earned once their horizon passed, beside three naive baselines.
 * Anyone gets the asset list, the track record and the judged history; the latest views (and
 * the pending ones, the monthly report) need the `aiMacro` capability in full (Premium; 403
 * 40300001 otherwise). Served by server/features/macro.
 */

export const macroViewLabels = [
  "Negative",
  "Moderately Negative",
  "Neutral",
  "Moderately Positive",
  "Positive",
] as const;
export type MacroViewLabel = (typeof macroViewLabels)[number];
export const macroJudgements = ["Correct", "Incorrect", "Pending"] as const;
export const macroMarkets = ["US", "JP", "EU", "CN"] as const;

const assetId = z.enum(macroAssets);
const horizon = z.enum(macroHorizons);
const month = z
  .string()
  .regex(/^\d{4}-\d{2}$/)
  .meta({ description: "YYYY-MM" });
const view = z.number().int().min(-2).max(2).meta({ description: "−2 Negative … 2 Positive" });
const rate = z.number().nullable().meta({ description: "Share of judged views that were Correct (0..1)" });

export const macroAssetSchema = z.object({
  assetId,
  name: z.string().meta({ description: "The asset class in the request's language" }),
  market: z.enum(macroMarkets),
  type: z.enum(["stock", "bond"]),
});
export const macroAssetListSchema = z.array(macroAssetSchema);

export const macroScoreSchema = z.object({
  assetId,
  horizon,
  month,
  view,
  label: z.enum(macroViewLabels),
  confidence: z.number().min(0).max(1),
});
export const macroScoreListSchema = z.array(macroScoreSchema);

export const macroMonthViewSchema = z.object({
  month,
  assetId,
  horizon,
  view,
  realizedExcessReturn: z
    .number()
    .nullable()
    .meta({ description: "Over the horizon, vs cash; null while Pending" }),
  judged: z.enum(macroJudgements),
});
export const macroMonthListSchema = z.array(macroMonthViewSchema);

export const macroHitRateSchema = z.object({
  months: z.number().int().meta({ description: "Judged views counted" }),
  hitRate: rate,
  baselines: z.object({ alwaysPositive: rate, alwaysNeutral: rate, momentum: rate }),
});
export type MacroHitRate = z.infer<typeof macroHitRateSchema>;

export const macroTrackRecordSchema = macroHitRateSchema.extend({
  first: month.nullable().meta({ description: "First judged month" }),
  last: month.nullable().meta({ description: "Last judged month" }),
  byHorizon: z.object({ "1M": macroHitRateSchema, "3M": macroHitRateSchema }),
  byAsset: z.array(macroHitRateSchema.extend({ assetId, horizon })),
});
export type MacroTrackRecord = z.infer<typeof macroTrackRecordSchema>;

export const macroReportSchema = z.object({
  month,
  summary: z.string().meta({ description: "Markdown written from the figures below only" }),
  perAsset: z.array(
    z.object({
      assetId,
      name: z.string(),
      views: z.array(macroScoreSchema.pick({ horizon: true, view: true, label: true, confidence: true })),
      /** The model portfolio's weight: strategic, tilt (±5 pp at most) and tilted, percent. */
      strategicWeight: z.number(),
      tilt: z.number(),
      weight: z.number(),
    }),
  ),
  trackRecord: macroTrackRecordSchema,
});
export type MacroReport = z.infer<typeof macroReportSchema>;
export type MacroAssetInfo = z.infer<typeof macroAssetSchema>;
export type MacroScore = z.infer<typeof macroScoreSchema>;
export type MacroMonthView = z.infer<typeof macroMonthViewSchema>;
