import { Chat } from "@ai-sdk/react";
import { appStore } from "@/lib/store";
import { conversationsVersionAtom } from "./atoms";
import { createChatTransport } from "./chat-transport";
import { liveChats } from "./live-chats";
import type { ChatMessage } from "./types";

export { newConversationId } from "./conversation-id";
export { forgetChat, hasChat } from "./live-chats";

/** The chat of a conversation, created with its stored messages the first time. */
export function chatFor(id: string, messages: ChatMessage[] = []): Chat<ChatMessage> {
  const existing = liveChats.get(id);
  if (existing) return existing;
  const chat = new Chat<ChatMessage>({
    id,
    messages,
    transport: createChatTransport(),
    // A finished reply is stored by the server: refresh the history (new title, order).
    onFinish: () => appStore.set(conversationsVersionAtom, (v) => v + 1),
  });
  liveChats.set(id, chat);
  return chat;
}
