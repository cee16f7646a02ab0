import { z } from "zod";
import { productSummarySchema } from "../api/product-summary";
import { WATCHLIST_GROUP_NAME_MAX, watchlistGroupSchema } from "../api/watchlist";
import { watchlistActions } from "../domain/assistant";
import { toolCodeSchema, toolOutputSchema } from "./common";

export const manageWatchlistInputSchema = z.object({
  action: z.enum(watchlistActions),
  code: toolCodeSchema.optional(),
  group: z.string().trim().min(1).max(WATCHLIST_GROUP_NAME_MAX).optional(),
});
export type ManageWatchlistInput = z.infer<typeof manageWatchlistInputSchema>;

/**
 * add: the product is in the group (created when named and missing), `done: true`.
 * remove: nothing is removed yet — `done: false`, and the card asks the person to confirm, then
 * calls DELETE /v1/app/watchlist/groups/{groupId}/items/{code} itself.
 * list: the groups (or the one named) with their products.
 */
export const manageWatchlistOutputSchema = toolOutputSchema({
  action: z.enum(watchlistActions),
  done: z.boolean().describe("false only for a remove awaiting the person's confirmation"),
  code: z.string().optional(),
  product: productSummarySchema.nullable().optional(),
  /** The group acted on (add, remove). */
  groupId: z.string().optional(),
  groupName: z.string().optional(),
  /** add: the product was already there. */
  alreadyThere: z.boolean().optional(),
  /** list: the groups with their products; add/remove: the group after the change. */
  groups: z.array(watchlistGroupSchema),
});
export type ManageWatchlistOutput = z.infer<typeof manageWatchlistOutputSchema>;

export const manageWatchlistDef = {
  description: "Add a product to, remove it from (after confirmation) or list the user's watchlist.",
  inputSchema: manageWatchlistInputSchema,
  outputSchema: manageWatchlistOutputSchema,
};
