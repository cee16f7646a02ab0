import type { Chat } from "@ai-sdk/react";
import type { ChatMessage } from "./types";

/**
 * Live chats by conversation id, kept across route changes: the first question on the home page
 * moves the URL to /chat/{id} while the reply streams, and the chat page picks up the same
 * Chat instance instead of starting over. Entries are plain objects; a few per session.
 */
export const liveChats = new Map<string, Chat<ChatMessage>>();

export function hasChat(id: string): boolean {
  return liveChats.has(id);
}

/** Stops a conversation's reply if one is streaming and drops its chat (a deleted conversation). */
export function forgetChat(id: string): void {
  const chat = liveChats.get(id);
  if (chat && (chat.status === "streaming" || chat.status === "submitted")) void chat.stop();
  liveChats.delete(id);
}
