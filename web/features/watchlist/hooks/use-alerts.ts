import type { AlertPage, RiskAlertItem } from "@shared/api/watchlist";
import type { AlertType } from "@shared/domain/alerts";
import { useCallback, useEffect, useState } from "react";
import { fetchAlerts } from "../watchlist-api";

export const ALERTS_PAGE_SIZE = 20;
/** With a type filter the alerts are read whole (the API pages them without one); at most this many. */
const FILTERED_LIMIT = 1000;

export type AlertsQuery = { page: number; unreadOnly: boolean; type: AlertType | null };

export type AlertsView =
  | { status: "loading" }
  | { status: "error"; retry: () => void }
  | { status: "ready"; page: AlertPage; markLocal: (ids: string[] | "all") => void };

/**
 * One page of alerts, newest first. Without a type the server pages them; with a type every
 * alert matching the read filter is read (100 at a time) and the page is cut here, so the
 * pager counts only that type.
 */
export function useAlerts(query: AlertsQuery, version: number): AlertsView {
  const [state, setState] = useState<{ key: string; view: AlertsView }>({
    key: "",
    view: { status: "loading" },
  });
  const [attempt, setAttempt] = useState(0);
  const key = `${query.page}|${query.unreadOnly}|${query.type ?? ""}|${version}|${attempt}`;

  const markLocal = useCallback(
    (ids: string[] | "all") =>
      setState((s) => {
        if (s.view.status !== "ready") return s;
        const page = s.view.page;
        const hit = (a: RiskAlertItem) => !a.read && (ids === "all" || ids.includes(a.id));
        const changed = page.items.filter(hit).length;
        return {
          ...s,
          view: {
            ...s.view,
            page: {
              ...page,
              unread: ids === "all" ? 0 : Math.max(0, page.unread - changed),
              items: page.items.map((a) => (hit(a) ? { ...a, read: true } : a)),
            },
          },
        };
      }),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` holds the query
  useEffect(() => {
    const controller = new AbortController();
    setState({ key, view: { status: "loading" } });
    load(query, controller.signal).then(
      (page) => setState({ key, view: { status: "ready", page, markLocal } }),
      () => {
        if (!controller.signal.aborted)
          setState({ key, view: { status: "error", retry: () => setAttempt((n) => n + 1) } });
      },
    );
    return () => controller.abort();
  }, [key]);

  return state.key === key ? state.view : { status: "loading" };
}

async function load(query: AlertsQuery, signal: AbortSignal): Promise<AlertPage> {
  if (!query.type) {
    const page = await fetchAlerts(
      { page: query.page, unreadOnly: query.unreadOnly, pageSize: ALERTS_PAGE_SIZE },
      signal,
    );
    return page;
  }
  const all: RiskAlertItem[] = [];
  let unread = 0;
  for (let page = 1; all.length < FILTERED_LIMIT; page++) {
    const answer = await fetchAlerts({ page, unreadOnly: query.unreadOnly, pageSize: 100 }, signal);
    unread = answer.unread;
    all.push(...answer.items.filter((a) => a.type === query.type));
    if (answer.items.length < 100 || page * 100 >= answer.total) break;
  }
  const start = (query.page - 1) * ALERTS_PAGE_SIZE;
  return {
    total: all.length,
    page: query.page,
    pageSize: ALERTS_PAGE_SIZE,
    unread,
    items: all.slice(start, start + ALERTS_PAGE_SIZE),
  };
}
