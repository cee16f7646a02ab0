import { z } from "zod";
import { goalTypes } from "../domain/assistant";
import { toolProductTypeSchema } from "./common";

export const buildPortfolioInputSchema = z.object({
  riskLevel: z.number().int().min(1).max(5).optional(),
  goal: z.enum(goalTypes).optional(),
  productType: toolProductTypeSchema.optional(),
  maxHoldings: z.number().int().min(1).max(20).optional(),
  amount: z.number().gt(0).max(1e12).optional(),
  years: z.number().gt(0).max(60).optional(),
});
export type BuildPortfolioInput = z.infer<typeof buildPortfolioInputSchema>;

export const buildPortfolioDef = {
  description: "Propose a diversified portfolio for a risk level or goal, with its backtest.",
  inputSchema: buildPortfolioInputSchema,
};
