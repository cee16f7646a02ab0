import type { WatchlistGroup } from "@shared/api/watchlist";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { accessTokenAtom, userInfoAtom } from "@/features/auth";
import { groupsStateAtom } from "../atoms";
import { loadGroups, resetGroups } from "./groups-store";

export type GroupsView =
  | { status: "signedOut" }
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; groups: WatchlistGroup[] };

/**
 * The signed-in user's groups from the one shared cache, loaded on first use. Every component
 * that calls it re-renders when any group changes. `fresh`: read them again on mount (they may
 * have changed elsewhere, e.g. from the chat), showing the cached ones meanwhile.
 */
export function useGroups({
  background = true,
  fresh = false,
}: {
  background?: boolean;
  fresh?: boolean;
} = {}): GroupsView {
  const token = useAtomValue(accessTokenAtom);
  const user = useAtomValue(userInfoAtom);
  const state = useAtomValue(groupsStateAtom);
  const owner = token ? (user?.userId ?? user?.email ?? "me") : null;

  useEffect(() => {
    if (owner) void loadGroups(owner, { background, force: fresh });
    else resetGroups();
  }, [owner, background, fresh]);

  if (!owner) return { status: "signedOut" };
  if (state.status === "ready" && state.owner === owner) return { status: "ready", groups: state.groups };
  if (state.status === "error" && state.owner === owner)
    return { status: "error", retry: () => void loadGroups(owner, { force: true, background }) };
  return { status: "loading" };
}

/** The groups holding `fundCode` (ids). */
export function groupsHolding(groups: readonly WatchlistGroup[], fundCode: string): Set<string> {
  return new Set(groups.filter((g) => g.items.some((i) => i.fundCode === fundCode)).map((g) => g.id));
}
