import { z } from "zod";
import { watchlistActions } from "../domain/assistant";
import { toolCodeSchema } from "./common";

export const manageWatchlistInputSchema = z.object({
  action: z.enum(watchlistActions),
  code: toolCodeSchema.optional(),
  group: z.string().trim().min(1).max(26).optional(),
});
export type ManageWatchlistInput = z.infer<typeof manageWatchlistInputSchema>;

export const manageWatchlistDef = {
  description: "Add a product to, remove it from (after confirmation) or list the user's watchlist.",
  inputSchema: manageWatchlistInputSchema,
};
