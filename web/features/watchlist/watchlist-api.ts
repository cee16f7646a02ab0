import type { AlertPage, AlertSettings, WatchlistGroup } from "@shared/api/watchlist";
import { del, get, post, put } from "@/lib/api";

/** The watchlist and risk-alert calls (server/features/watchlist answers them). */

/** `background`: a block of another page (a failed session refresh rejects, it does not log out). */
export function fetchGroups(background: boolean): Promise<WatchlistGroup[]> {
  return get("/v1/app/watchlist/groups", undefined, { silent: true, background }).then((d) => d.groups);
}

export function createGroup(name: string): Promise<WatchlistGroup> {
  return post("/v1/app/watchlist/groups", { name });
}

export function renameGroup(id: string, name: string): Promise<WatchlistGroup> {
  return put("/v1/app/watchlist/groups/{id}", { name }, undefined, { params: { id } });
}

export function makeGroupPersonalized(id: string): Promise<WatchlistGroup> {
  return put("/v1/app/watchlist/groups/{id}", { personalized: true }, undefined, { params: { id } });
}

export function deleteGroup(id: string): Promise<unknown> {
  return del("/v1/app/watchlist/groups/{id}", undefined, { params: { id } });
}

export function addItem(id: string, fundCode: string): Promise<WatchlistGroup> {
  return post("/v1/app/watchlist/groups/{id}/items/{fundCode}", undefined, undefined, {
    params: { id, fundCode },
  });
}

export function removeItem(id: string, fundCode: string): Promise<WatchlistGroup> {
  return del("/v1/app/watchlist/groups/{id}/items/{fundCode}", undefined, { params: { id, fundCode } });
}

export type AlertFilter = { page: number; pageSize: number; unreadOnly: boolean; fundCode?: string };

export function fetchAlerts(filter: AlertFilter, signal?: AbortSignal): Promise<AlertPage> {
  return get(
    "/v1/app/alerts",
    {
      page: filter.page,
      pageSize: filter.pageSize,
      unreadOnly: filter.unreadOnly ? "true" : undefined,
      fundCode: filter.fundCode,
    },
    { signal, silent: true },
  );
}

export function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  return get("/v1/app/alerts/count", undefined, { signal, silent: true, background: true }).then(
    (d) => d.unread,
  );
}

export function markRead(body: { ids: string[] } | { all: true }): Promise<number> {
  return post("/v1/app/alerts/read", body).then((d) => d.unread);
}

export function fetchAlertSettings(signal?: AbortSignal): Promise<AlertSettings> {
  return get("/v1/app/alerts/settings", undefined, { signal, silent: true });
}

export function saveAlertSettings(settings: AlertSettings): Promise<AlertSettings> {
  return put("/v1/app/alerts/settings", settings);
}
