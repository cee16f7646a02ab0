import { z } from "zod";
import { glossaryTerms } from "../domain/assistant";

export const explainTermInputSchema = z.object({ term: z.enum(glossaryTerms) });
export type ExplainTermInput = z.infer<typeof explainTermInputSchema>;

export const explainTermDef = {
  description: "Explain a fund term (Sharpe, drawdown, TER, duration, ...) in plain words.",
  inputSchema: explainTermInputSchema,
};
