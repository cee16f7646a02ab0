import type { Conversation } from "@shared/api/chat";
import type { DataOf, GetPath } from "@shared/api/endpoints";
import { isEnvelope } from "@shared/api/envelope-types";
import { apiLangOf } from "@shared/locales";
import { session } from "@/features/auth";
import { ApiError, del, get, post, put, refreshSession } from "@/lib/api";
import { activeLocale } from "@/lib/i18n";

/**
 * The conversations API (shared/api/chat.ts; ours under /v1/app/chat). Paths live here only.
 * Signed-in callers only: anonymous visitors have no history.
 */
const base = "/v1/app/chat/conversations" satisfies GetPath;
const one = (id: string) => ({ params: { id } });

/**
 * The history list is a background call on the public home page: it refreshes the token once
 * on 401 like every call, but a failed refresh leaves the page as it is (no logout, no jump to
 * /login, no toast) — the sidebar just shows no history. Asking a question or opening a
 * stored conversation goes through the client's usual rules.
 */
async function listQuietly(signal?: AbortSignal): Promise<DataOf<"GET /v1/app/chat/conversations">> {
  const url = `${base}?page=1&pageSize=100&lang=${apiLangOf[activeLocale()]}`;
  const attempt = () =>
    fetch(url, {
      headers: { Accept: "application/json", Authorization: `Bearer ${session.accessToken() ?? ""}` },
      signal,
    });
  let response = await attempt();
  if (response.status === 401 && (await refreshSession()) === "refreshed") response = await attempt();
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isEnvelope(body) || body.status !== "SUCCESS" || !body.data)
    throw new ApiError({ kind: "http", status: response.status, message: response.statusText });
  return body.data as DataOf<"GET /v1/app/chat/conversations">;
}

/** Stored messages are ChatMessage: the schema checks their shape only (shared/api/chat.ts). */
const asConversation = (data: DataOf<"GET /v1/app/chat/conversations/{id}">) => data as Conversation;

export const chatApi = {
  list: listQuietly,
  get: (id: string, signal?: AbortSignal) =>
    get(`${base}/{id}`, undefined, { ...one(id), signal, silent: true }).then(asConversation),
  rename: (id: string, title: string) => put(`${base}/{id}`, { title }, undefined, one(id)),
  remove: (id: string) => del(`${base}/{id}`, undefined, one(id)),
  share: (id: string) => post(`${base}/{id}/share`, undefined, undefined, one(id)),
};
