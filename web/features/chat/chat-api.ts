import type { Conversation, ConversationPage, ConversationShare } from "@shared/api/chat";
import { apiLangOf } from "@shared/locales";
import { session } from "@/features/auth";
import { ApiError, get, post, refreshSession, request } from "@/lib/api";
import { activeLocale } from "@/lib/i18n";

/**
 * The conversations API (shared/api/chat.ts; ours under /v1/app/chat). Paths live here only.
 * Signed-in callers only: anonymous visitors have no history.
 */
const base = "/v1/app/chat/conversations";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/**
 * The history list is a background call on the public home page: it refreshes the token once
 * on 401 like every call, but a failed refresh leaves the page as it is (no logout, no jump to
 * /login, no toast) — the sidebar just shows no history. Asking a question or opening a
 * stored conversation goes through the client's usual rules.
 */
async function listQuietly(signal?: AbortSignal): Promise<ConversationPage> {
  const url = `${base}?page=1&pageSize=100&lang=${apiLangOf[activeLocale()]}`;
  const attempt = () =>
    fetch(url, {
      headers: { Accept: "application/json", Authorization: `Bearer ${session.accessToken() ?? ""}` },
      signal,
    });
  let response = await attempt();
  if (response.status === 401 && (await refreshSession()) === "refreshed") response = await attempt();
  const body = (await response.json().catch(() => null)) as {
    status?: string;
    data?: ConversationPage;
  } | null;
  if (!response.ok || body?.status !== "SUCCESS" || !body.data)
    throw new ApiError({ kind: "http", status: response.status, message: response.statusText });
  return body.data;
}

export const chatApi = {
  list: listQuietly,
  get: (id: string, signal?: AbortSignal) => get<Conversation>(one(id), undefined, { signal, silent: true }),
  rename: (id: string, title: string) => request<unknown>("PUT", one(id), { body: { title } }),
  remove: (id: string) => request<unknown>("DELETE", one(id)),
  share: (id: string) => post<ConversationShare>(`${one(id)}/share`),
};
