import type { PathOf } from "@shared/api/endpoints";
import { apiLangOf } from "@shared/locales";
import { DefaultChatTransport } from "ai";
import { session } from "@/features/auth";
import { refreshSession } from "@/lib/api";
import { activeLocale } from "@/lib/i18n";
import type { ChatMessage } from "./types";

/** The contract's stream endpoint (its body is the AI SDK's request, its answer a UI message stream). */
export const chatApiPath = "/api/chat" satisfies PathOf<"POST /api/chat">;

/**
 * fetch for the chat stream with the API client's rules (lib/api.ts): the bearer token when
 * signed in, and one token refresh + one retry on 401. A rejected refresh clears the session
 * and retries once as a signed-out visitor (who may still ask, without history).
 */
export const chatFetch: typeof fetch = async (input, init) => {
  const attempt = (token: string | null) => {
    const headers = new Headers(init?.headers);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    else headers.delete("Authorization");
    return fetch(input, { ...init, headers });
  };
  const sent = session.accessToken();
  const response = await attempt(sent);
  if (response.status !== 401 || !sent) return response;
  const current = session.accessToken();
  const outcome = current && current !== sent ? "refreshed" : await refreshSession();
  if (outcome === "refreshed") return attempt(session.accessToken());
  if (outcome === "rejected") {
    session.clear();
    return attempt(null);
  }
  return response;
};

/**
 * useChat's transport: POST /api/chat with `lang` (the page's language, fixed for its life) in
 * the query. useChat sends the whole list; for signed-in callers the server reads only the new
 * message and takes the history from the stored conversation (shared/api/chat.ts).
 */
export function createChatTransport(): DefaultChatTransport<ChatMessage> {
  return new DefaultChatTransport<ChatMessage>({
    api: `${chatApiPath}?lang=${apiLangOf[activeLocale()]}`,
    fetch: chatFetch,
  });
}
