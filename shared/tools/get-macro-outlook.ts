import { z } from "zod";
import { macroHitRateSchema, macroTrackRecordSchema, macroViewLabels } from "../api/macro";
import { macroHorizons } from "../domain/assistant";
import { macroAssets } from "../domain/product";
import { toolOutputSchema } from "./common";

export const getMacroOutlookInputSchema = z.object({
  assets: z.array(z.enum(macroAssets)).optional(),
  horizon: z.enum(macroHorizons).optional(),
});
export type GetMacroOutlookInput = z.infer<typeof getMacroOutlookInputSchema>;

/**
 * The macro card: the latest month's five-level views of the asked assets (all ten by default)
 * and horizons (both by default) — empty with `locked` when the plan has only the preview (Pro)
 * — and the measured track record (hit rates against the three baselines) for those assets.
 */
export const getMacroOutlookOutputSchema = toolOutputSchema({
  month: z.string().nullable().describe("YYYY-MM of the latest views"),
  locked: z.boolean().describe("The latest views need Premium; the track record is shown anyway"),
  horizons: z.array(z.enum(macroHorizons)),
  views: z.array(
    z.object({
      assetId: z.enum(macroAssets),
      horizon: z.enum(macroHorizons),
      view: z.number().int().min(-2).max(2),
      label: z.enum(macroViewLabels),
      confidence: z.number(),
    }),
  ),
  trackRecord: macroTrackRecordSchema.pick({
    months: true,
    hitRate: true,
    baselines: true,
    first: true,
    last: true,
  }),
  byAsset: z.array(
    macroHitRateSchema.extend({ assetId: z.enum(macroAssets), horizon: z.enum(macroHorizons) }),
  ),
});
export type GetMacroOutlookOutput = z.infer<typeof getMacroOutlookOutputSchema>;

export const getMacroOutlookDef = {
  description:
    "The AI macro model's five-level views per asset class (1- and 3-month horizons) and track record.",
  inputSchema: getMacroOutlookInputSchema,
  outputSchema: getMacroOutlookOutputSchema,
};
