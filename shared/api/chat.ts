import { z } from "zod";
import { apiLangs } from "../locales";
import type { ChatMessage } from "../tools/chat";
import { pageSchema } from "./envelope";

/**
 * The assistant's HTTP shapes (POST /api/chat and the conversations API under /v1/app/chat/*;
 * see server/assistant/README.md). Messages are AI SDK UI messages (shared/tools/chat.ts
 * `ChatMessage`); here they are validated structurally, and the server validates tool parts
 * against the tool contracts.
 */

export const CONVERSATION_TITLE_MAX = 80;
/** Longest user message accepted. */
export const CHAT_TEXT_MAX = 2_000;
export const CHAT_MAX_MESSAGES = 200;

/** Conversation ids come from the client (useChat's chat id): short, URL-safe. */
export const conversationIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "expected 1-64 letters, digits, _ or -")
  .meta({ description: "Conversation id (the chat id the client generated)" });

/** The `{id}` of /v1/app/chat/conversations/{id} and its share path. */
export const conversationParamsSchema = z.object({ id: conversationIdSchema });

/** The `{hash}` of /v1/pub/chat/share/{hash}. */
export const shareHashParamsSchema = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

const partSchema = z.looseObject({ type: z.string().min(1).max(100) });

/** A stored or sent UI message (ChatMessage), checked for shape only. */
export const uiMessageSchema = z
  .looseObject({
    id: z.string().min(1).max(100),
    // the system prompt is the server's: a client cannot send one
    role: z.enum(["user", "assistant"]),
    metadata: z.unknown().optional(),
    parts: z.array(partSchema).max(100),
  })
  .meta({ id: "UIMessage" });

/**
 * POST /api/chat. `messages` is what useChat sends (the whole list); the last one must be the
 * new user message. Signed-in callers: the stored conversation is the history and only the last
 * message is read (a client cannot rewrite stored tool results). Anonymous: nothing is stored,
 * so the list sent is the history.
 */
export const chatRequestSchema = z
  .object({
    id: conversationIdSchema,
    messages: z.array(uiMessageSchema).min(1).max(CHAT_MAX_MESSAGES),
    lang: z.enum(apiLangs).optional().meta({ description: "Answer language; default the `lang` query" }),
  })
  .meta({ id: "ChatRequest" });
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const conversationSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shared: z.boolean().meta({ description: "A read-only share link exists" }),
  })
  .meta({ id: "ConversationSummary" });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationPageSchema = pageSchema(conversationSummarySchema).meta({ id: "ConversationPage" });
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const conversationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});

/** One conversation with its stored messages (tool parts keep their outputs: cards re-render as is). */
export const conversationSchema = conversationSummarySchema
  .extend({ messages: z.array(uiMessageSchema) })
  .meta({ id: "Conversation" });
/** With the messages typed as ChatMessage (the schema checks their shape only). */
export type Conversation = Omit<z.infer<typeof conversationSchema>, "messages"> & { messages: ChatMessage[] };

export const renameConversationSchema = z
  .object({ title: z.string().trim().min(1).max(CONVERSATION_TITLE_MAX) })
  .meta({ id: "RenameConversation" });

export const conversationShareSchema = z
  .object({ hash: z.string(), url: z.string().meta({ description: "Web page showing it read-only" }) })
  .meta({ id: "ConversationShare" });
export type ConversationShare = z.infer<typeof conversationShareSchema>;

/** GET /v1/pub/chat/share/{hash}: what anyone with the link sees (no ids of the owner). */
export const sharedConversationSchema = z
  .object({ title: z.string(), updatedAt: z.string(), messages: z.array(uiMessageSchema) })
  .meta({ id: "SharedConversation" });
export type SharedConversation = Omit<z.infer<typeof sharedConversationSchema>, "messages"> & {
  messages: ChatMessage[];
};
/** A message as the schemas above describe it on the wire. */
export type WireMessage = z.infer<typeof uiMessageSchema>;
