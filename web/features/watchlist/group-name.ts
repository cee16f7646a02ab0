import { WATCHLIST_GROUP_NAME_MAX, type WatchlistGroup } from "@shared/api/watchlist";

export type GroupNameProblem = "required" | "tooLong" | "taken";

/**
 * Checks a group name before it is sent (the server applies the same 1–26 rule): trimmed, not
 * empty, at most WATCHLIST_GROUP_NAME_MAX characters (counted as the user sees them, so a
 * Chinese character or an emoji is one), and not the name of another of the user's groups.
 */
export function groupNameProblem(
  raw: string,
  groups: readonly Pick<WatchlistGroup, "id" | "name">[] = [],
  exceptId?: string,
): GroupNameProblem | null {
  const name = raw.trim();
  if (!name) return "required";
  if ([...name].length > WATCHLIST_GROUP_NAME_MAX) return "tooLong";
  const folded = name.toLocaleLowerCase();
  if (groups.some((g) => g.id !== exceptId && g.name.trim().toLocaleLowerCase() === folded)) return "taken";
  return null;
}

export const groupNameMessages = {
  required: "watchlist:validation.required",
  tooLong: "watchlist:validation.tooLong",
  taken: "watchlist:validation.taken",
} as const satisfies Record<GroupNameProblem, string>;
