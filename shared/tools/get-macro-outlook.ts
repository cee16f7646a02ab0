import { z } from "zod";
import { macroHorizons } from "../domain/assistant";
import { macroAssets } from "../domain/product";

export const getMacroOutlookInputSchema = z.object({
  assets: z.array(z.enum(macroAssets)).optional(),
  horizon: z.enum(macroHorizons).optional(),
});
export type GetMacroOutlookInput = z.infer<typeof getMacroOutlookInputSchema>;

export const getMacroOutlookDef = {
  description:
    "The AI macro model's five-level views per asset class (1- and 3-month horizons) and track record.",
  inputSchema: getMacroOutlookInputSchema,
};
