import { Chat } from "@ai-sdk/react";
import { appStore } from "@/lib/store";
import { conversationsVersionAtom } from "./atoms";
import { createChatTransport } from "./chat-transport";
import type { ChatMessage } from "./types";

/**
 * Live chats by conversation id, kept across route changes: the first question on the home page
 * moves the URL to /chat/{id} while the reply streams, and the chat page picks up the same
 * Chat instance instead of starting over. Entries are plain objects; a few per session.
 */
const chats = new Map<string, Chat<ChatMessage>>();

export function newConversationId(): string {
  return crypto.randomUUID().replaceAll("-", "").slice(0, 24);
}

/** The chat of a conversation, created with its stored messages the first time. */
export function chatFor(id: string, messages: ChatMessage[] = []): Chat<ChatMessage> {
  const existing = chats.get(id);
  if (existing) return existing;
  const chat = new Chat<ChatMessage>({
    id,
    messages,
    transport: createChatTransport(),
    // A finished reply is stored by the server: refresh the history (new title, order).
    onFinish: () => appStore.set(conversationsVersionAtom, (v) => v + 1),
  });
  chats.set(id, chat);
  return chat;
}

export function hasChat(id: string): boolean {
  return chats.has(id);
}

export function forgetChat(id: string): void {
  const chat = chats.get(id);
  if (chat && (chat.status === "streaming" || chat.status === "submitted")) void chat.stop();
  chats.delete(id);
}
