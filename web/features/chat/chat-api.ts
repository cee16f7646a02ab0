import type { Conversation } from "@shared/api/chat";
import type { DataOf, GetPath } from "@shared/api/endpoints";
import { del, get, post, put } from "@/lib/api";

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
const listQuietly = (signal?: AbortSignal) =>
  get(base, { page: 1, pageSize: 100 }, { signal, silent: true, background: true });

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
