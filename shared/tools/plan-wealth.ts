import { z } from "zod";
import { goalTypes } from "../domain/assistant";

export const planWealthInputSchema = z.object({
  goal: z.enum(goalTypes),
  targetAmount: z.number().gt(0).max(1e12),
  initialAmount: z.number().min(0).max(1e12),
  years: z.number().gt(0).max(60),
  monthlyContribution: z.number().min(0).max(1e12).optional(),
  riskLevel: z.number().int().min(1).max(5).optional(),
});
export type PlanWealthInput = z.infer<typeof planWealthInputSchema>;

export const planWealthDef = {
  description: "Project a wealth plan toward a goal: success probability and a percentile fan chart.",
  inputSchema: planWealthInputSchema,
};
