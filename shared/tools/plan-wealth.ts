import { z } from "zod";
import { goalTypes } from "../domain/assistant";
import { toolOutputSchema } from "./common";

export const planWealthInputSchema = z.object({
  goal: z.enum(goalTypes),
  targetAmount: z.number().gt(0).max(1e12),
  initialAmount: z.number().min(0).max(1e12),
  years: z.number().gt(0).max(60),
  monthlyContribution: z.number().min(0).max(1e12).optional(),
  riskLevel: z.number().int().min(1).max(5).optional(),
});
export type PlanWealthInput = z.infer<typeof planWealthInputSchema>;

const fanSchema = z.array(z.tuple([z.number(), z.number()])).describe("[month, value]");

/**
 * The plan card: the auto builder's portfolio for the risk level (the request's, else the
 * user's confirmed digital twin's, else Balanced), the Monte Carlo's success probability and
 * its 10/50/90 percentile fan (thinned), with the amounts as run. Ratios are decimals.
 */
export const planWealthOutputSchema = toolOutputSchema({
  goal: z.enum(goalTypes),
  riskLevel: z.number().int(),
  targetAmount: z.number(),
  initialAmount: z.number(),
  years: z.number().int(),
  monthlyContribution: z.number(),
  holdings: z.array(z.object({ code: z.string(), name: z.string(), weight: z.number().describe("Percent") })),
  successProbability: z.number(),
  targetAchievedRate: z.number(),
  expectedValue: z.number().describe("The median path's final value"),
  totalContributions: z.number(),
  timeWeightedReturn: z.number().nullable(),
  moneyWeightedReturn: z.number().nullable(),
  percentiles: z.object({ p10: fanSchema, p50: fanSchema, p90: fanSchema }),
  paths: z.number().int(),
  historyStart: z.string(),
  historyEnd: z.string(),
});
export type PlanWealthOutput = z.infer<typeof planWealthOutputSchema>;

export const planWealthDef = {
  description: "Project a wealth plan toward a goal: success probability and a percentile fan chart.",
  inputSchema: planWealthInputSchema,
  outputSchema: planWealthOutputSchema,
};
