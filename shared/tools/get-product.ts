import { z } from "zod";
import { productViews } from "../domain/assistant";
import { toolCodeSchema } from "./common";

export const getProductInputSchema = z.object({
  code: toolCodeSchema,
  view: z.enum(productViews).optional(),
});
export type GetProductInput = z.infer<typeof getProductInputSchema>;

export const getProductDef = {
  description:
    "One fund or ETF: key facts, NAV history and figures; `view` focuses on performance, risk, holdings, distribution, fees, managers, documents, dividends or factors.",
  inputSchema: getProductInputSchema,
};
