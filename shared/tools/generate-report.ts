import { z } from "zod";
import { reportAudiences } from "../domain/assistant";
import { toolCodeSchema, toolOutputSchema } from "./common";

export const generateReportInputSchema = z.object({
  code: toolCodeSchema,
  audience: z.enum(reportAudiences).describe('"adviser" for a client/professional report, else "personal"'),
});
export type GenerateReportInput = z.infer<typeof generateReportInputSchema>;

/**
 * The report written by the reports service (as POST /v1/app/reports, counted against the
 * same daily quota). The card keeps the text behind the disclaimer checkbox; the assistant's
 * summary names the report, never its figures.
 */
export const generateReportOutputSchema = toolOutputSchema({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  title: z.string(),
  audience: z.enum(reportAudiences),
  markdown: z.string(),
  dataAsOf: z.string().nullable(),
});
export type GenerateReportOutput = z.infer<typeof generateReportOutputSchema>;

export const generateReportDef = {
  description: "Write the one-click AI report on a fund or ETF (personal or adviser version).",
  inputSchema: generateReportInputSchema,
  outputSchema: generateReportOutputSchema,
};
