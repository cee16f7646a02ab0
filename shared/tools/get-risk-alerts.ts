import { z } from "zod";
import { toolCodeSchema } from "./common";

export const getRiskAlertsInputSchema = z.object({ code: toolCodeSchema.optional() });
export type GetRiskAlertsInput = z.infer<typeof getRiskAlertsInputSchema>;

export const getRiskAlertsDef = {
  description:
    "Risk alerts (AUM change, concentration, fee change, abnormal return, manager change) on a product or on my watchlist.",
  inputSchema: getRiskAlertsInputSchema,
};
