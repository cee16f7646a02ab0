import type { Chat } from "@ai-sdk/react";
import { useEffect, useState } from "react";
import { ApiError } from "@/lib/api";
import { chatApi } from "../chat-api";
import { chatFor, hasChat } from "../chat-store";
import type { ChatMessage } from "../types";

export type ConversationState =
  | { kind: "ready"; chat: Chat<ChatMessage> }
  | { kind: "loading" }
  | { kind: "notFound" }
  | { kind: "error" };

/**
 * The chat of a stored conversation: the live one if this page already has it (a reply may
 * still be streaming), else one created from the stored messages — cards re-render from the
 * stored tool outputs, nothing is re-run.
 */
export function useConversationChat(id: string): ConversationState {
  const [state, setState] = useState<ConversationState>(() =>
    hasChat(id) ? { kind: "ready", chat: chatFor(id) } : { kind: "loading" },
  );

  useEffect(() => {
    if (hasChat(id)) {
      setState({ kind: "ready", chat: chatFor(id) });
      return;
    }
    setState({ kind: "loading" });
    const controller = new AbortController();
    chatApi
      .get(id, controller.signal)
      .then((conversation) =>
        setState({ kind: "ready", chat: chatFor(id, conversation.messages as ChatMessage[]) }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: error instanceof ApiError && error.status === 404 ? "notFound" : "error" });
      });
    return () => controller.abort();
  }, [id]);

  return state;
}
