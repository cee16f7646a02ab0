/**
 * Stored conversations: every query is scoped by the caller's user id (a rule for every
 * user-owned row), so another user's conversation is indistinguishable from a missing one (404).
 * Ids are chosen by the client but keyed by owner (user_id, id): the same id in two accounts is
 * two conversations, and starting one tells nothing about another user's.
 * Messages are kept as the AI SDK UI messages the stream produced, tool outputs included, so a
 * reopened or shared conversation re-renders its cards without running a tool.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gte } from "drizzle-orm";
import type { Conversation, ConversationPage, SharedConversation } from "../../shared/api/chat";
import { CONVERSATION_TITLE_MAX } from "../../shared/api/chat";
import type { ChatMessage } from "../../shared/tools/chat";
import { AppError } from "../http/app-error";
import type { Db } from "../store/db";
import { chatMessages, conversations } from "../store/schema";
import { upgradeLegacyParts } from "./legacy-parts";

type Row = typeof conversations.$inferSelect;

const notFound = (id: string) => new AppError("notFound", `No conversation ${id}`, { id });
const summaryOf = (r: Row) => ({
  id: r.id,
  title: r.title,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  shared: r.shareHash !== null,
});

/** A title from the first question: one line, at most CONVERSATION_TITLE_MAX characters. */
export function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, " ").trim() || "…";
  const chars = [...line];
  return chars.length <= CONVERSATION_TITLE_MAX
    ? line
    : `${chars.slice(0, CONVERSATION_TITLE_MAX - 1).join("")}…`;
}

export function createConversationService(db: Db) {
  async function owned(userId: string, id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
    if (!row) throw notFound(id);
    return row;
  }

  async function messagesOf(userId: string, id: string): Promise<ChatMessage[]> {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.conversationId, id)))
      .orderBy(asc(chatMessages.position));
    return rows.map((m) => ({
      id: m.id,
      role: m.role as ChatMessage["role"],
      parts: upgradeLegacyParts(m.parts as ChatMessage["parts"]),
      ...(m.metadata ? { metadata: m.metadata as ChatMessage["metadata"] } : {}),
    }));
  }

  return {
    async list(userId: string, paging: { page: number; pageSize: number }): Promise<ConversationPage> {
      const mine = eq(conversations.userId, userId);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(conversations).where(mine);
      const rows = await db
        .select()
        .from(conversations)
        .where(mine)
        .orderBy(desc(conversations.updatedAt), desc(conversations.id))
        .limit(paging.pageSize)
        .offset((paging.page - 1) * paging.pageSize);
      return { total, page: paging.page, pageSize: paging.pageSize, items: rows.map(summaryOf) };
    },

    async get(userId: string, id: string): Promise<Conversation> {
      const row = await owned(userId, id);
      return { ...summaryOf(row), messages: await messagesOf(userId, id) };
    },

    async rename(userId: string, id: string, title: string): Promise<Conversation> {
      await owned(userId, id);
      await db
        .update(conversations)
        .set({ title })
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
      return this.get(userId, id);
    },

    async remove(userId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .returning({ id: conversations.id });
      if (deleted.length === 0) throw notFound(id);
    },

    /** The conversation's share hash, made on the first share and kept until unshared. */
    async share(userId: string, id: string): Promise<string> {
      const row = await owned(userId, id);
      if (row.shareHash) return row.shareHash;
      const hash = randomBytes(16).toString("base64url");
      await db
        .update(conversations)
        .set({ shareHash: hash })
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
      return hash;
    },

    async unshare(userId: string, id: string): Promise<void> {
      await owned(userId, id);
      await db
        .update(conversations)
        .set({ shareHash: null })
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
    },

    async shared(hash: string): Promise<SharedConversation> {
      const [row] = await db.select().from(conversations).where(eq(conversations.shareHash, hash));
      if (!row) throw new AppError("notFound", "No shared conversation", { hash });
      return {
        title: row.title,
        updatedAt: row.updatedAt.toISOString(),
        messages: await messagesOf(row.userId, row.id),
      };
    },

    /**
     * The stored history of a chat turn: empty for a new conversation (another user's id is one).
     */
    async history(userId: string, id: string): Promise<{ exists: boolean; messages: ChatMessage[] }> {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.userId, userId), eq(conversations.id, id)));
      if (!row) return { exists: false, messages: [] };
      return { exists: true, messages: await messagesOf(userId, id) };
    },

    /** Stores a finished turn: messages from position `from` on replace what was there. */
    async saveTurn(input: {
      userId: string;
      id: string;
      title: string;
      from: number;
      messages: readonly ChatMessage[];
    }): Promise<void> {
      const { userId, id, from } = input;
      await db.transaction(async (tx) => {
        const mine = and(eq(conversations.userId, userId), eq(conversations.id, id));
        await tx.insert(conversations).values({ id, userId, title: input.title }).onConflictDoNothing();
        await tx
          .delete(chatMessages)
          .where(
            and(
              eq(chatMessages.userId, userId),
              eq(chatMessages.conversationId, id),
              gte(chatMessages.position, from),
            ),
          );
        const fresh = input.messages.slice(from);
        if (fresh.length > 0)
          await tx.insert(chatMessages).values(
            fresh.map((m, i) => ({
              userId,
              conversationId: id,
              position: from + i,
              id: m.id,
              role: m.role,
              parts: m.parts,
              metadata: m.metadata ?? null,
            })),
          );
        await tx.update(conversations).set({ updatedAt: new Date() }).where(mine);
      });
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
