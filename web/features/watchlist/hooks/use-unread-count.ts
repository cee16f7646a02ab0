import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { isSignedInAtom } from "@/features/auth";
import { appStore } from "@/lib/store";
import { unreadCountAtom } from "../atoms";
import { fetchUnreadCount } from "../watchlist-api";

/** Sets the nav bell's count (after marking alerts read the server answers the new count). */
export function setUnreadCount(count: number): void {
  appStore.set(unreadCountAtom, count);
}

/**
 * The number of unread risk alerts, fetched again on every navigation (a background call: a
 * failed refresh or a network error leaves the last count, never a toast). Null signed out.
 */
export function useUnreadCount(): number | null {
  const signedIn = useAtomValue(isSignedInAtom);
  const count = useAtomValue(unreadCountAtom);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the moment to refresh
  useEffect(() => {
    if (!signedIn) {
      appStore.set(unreadCountAtom, null);
      return;
    }
    const controller = new AbortController();
    fetchUnreadCount(controller.signal).then(setUnreadCount, () => {});
    return () => controller.abort();
  }, [signedIn, pathname]);

  return signedIn ? count : null;
}
