import { z } from "zod";
import { glossaryTerms } from "../domain/assistant";
import { toolOutputSchema } from "./common";

export const explainTermInputSchema = z.object({ term: z.enum(glossaryTerms) });
export type ExplainTermInput = z.infer<typeof explainTermInputSchema>;

/** The glossary card, in the request's language (texts from locales/<locale>/assistant.json). */
export const explainTermOutputSchema = toolOutputSchema({
  term: z.enum(glossaryTerms),
  title: z.string(),
  explanation: z.string().describe("Plain words, a few sentences"),
  formula: z.string().nullable().describe("How it is computed, as text; null for descriptive terms"),
});
export type ExplainTermOutput = z.infer<typeof explainTermOutputSchema>;

export const explainTermDef = {
  description: "Explain a fund term (Sharpe, drawdown, TER, duration, ...) in plain words.",
  inputSchema: explainTermInputSchema,
  outputSchema: explainTermOutputSchema,
};
