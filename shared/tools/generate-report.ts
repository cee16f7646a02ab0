import { z } from "zod";
import { reportAudiences } from "../domain/assistant";
import { toolCodeSchema } from "./common";

export const generateReportInputSchema = z.object({
  code: toolCodeSchema,
  audience: z.enum(reportAudiences).describe('"adviser" for a client/professional report, else "personal"'),
});
export type GenerateReportInput = z.infer<typeof generateReportInputSchema>;

export const generateReportDef = {
  description: "Write the one-click AI report on a fund or ETF (personal or adviser version).",
  inputSchema: generateReportInputSchema,
};
