import type { WatchlistGroup } from "@shared/api/watchlist";
import { atom } from "jotai";

/**
 * The signed-in user's watchlist groups: ONE cache for every screen and every mounted
 * add-to-watchlist button, so a change made anywhere shows everywhere at once.
 * `owner` is the access token's user the groups were loaded for (a new sign-in reloads them).
 */
export type GroupsState =
  | { status: "idle" }
  | { status: "loading"; owner: string }
  | { status: "error"; owner: string }
  | { status: "ready"; owner: string; groups: WatchlistGroup[] };

export const groupsStateAtom = atom<GroupsState>({ status: "idle" });

/** The number of unread risk alerts for the nav bell; null until known. */
export const unreadCountAtom = atom<number | null>(null);
