import { z } from "zod";
import { riskAlertSchema } from "../api/watchlist";
import { toolCodeSchema, toolOutputSchema } from "./common";

/** Alerts a card shows at most. */
export const RISK_ALERTS_TOOL_LIMIT = 10;

export const getRiskAlertsInputSchema = z.object({ code: toolCodeSchema.optional() });
export type GetRiskAlertsInput = z.infer<typeof getRiskAlertsInputSchema>;

export const getRiskAlertsOutputSchema = toolOutputSchema({
  /** One product's alerts, or those on the user's watched products. */
  scope: z.enum(["product", "watchlist"]),
  code: z.string().optional(),
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
  /** watchlist scope: products watched (0 → the card suggests adding some). */
  watched: z.number().int().nonnegative().optional(),
  items: z.array(riskAlertSchema).describe("Newest first, at most RISK_ALERTS_TOOL_LIMIT"),
});
export type GetRiskAlertsOutput = z.infer<typeof getRiskAlertsOutputSchema>;

export const getRiskAlertsDef = {
  description:
    "Risk alerts (AUM change, concentration, fee change, abnormal return, manager change) on a product or on my watchlist.",
  inputSchema: getRiskAlertsInputSchema,
  outputSchema: getRiskAlertsOutputSchema,
};
