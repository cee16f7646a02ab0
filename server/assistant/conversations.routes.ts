/**
 * The conversations API (ours; API.md conventions): the caller's chats under /v1/app/chat/*,
 * behind the /v1/app guard, and the read-only share under /v1/pub/chat/share/{hash}.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  type Conversation,
  conversationIdSchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationSchema,
  conversationShareSchema,
  renameConversationSchema,
  type SharedConversation,
  sharedConversationSchema,
  type WireMessage,
} from "../../shared/api/chat";
import { success } from "../../shared/api/envelope";
import { envelopeResponses } from "../http/openapi";
import { createRouter } from "../http/router";
import type { ConversationService } from "./conversations.service";

const tags = ["Assistant"];
const security = [{ bearerAuth: [] }];
const base = "/v1/app/chat/conversations";
const params = z.object({ id: conversationIdSchema.openapi({ param: { name: "id", in: "path" } }) });
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

// stored messages are ChatMessage; the wire schema describes their shape loosely
const wire = <T extends { messages: unknown[] }>(x: T) => x as T & { messages: WireMessage[] };
const wireConversation = (c: Conversation) => wire(c);
const wireShared = (c: SharedConversation) => wire(c);

const listRoute = createRoute({
  method: "get",
  path: base,
  tags,
  security,
  summary: "My conversations, most recently updated first",
  request: { query: conversationListQuerySchema },
  responses: envelopeResponses(conversationPageSchema, { description: "A page", failures: [401] }),
});
const getRoute = createRoute({
  method: "get",
  path: `${base}/{id}`,
  tags,
  security,
  summary: "One of my conversations with its stored messages (tool outputs included)",
  request: { params },
  responses: envelopeResponses(conversationSchema, { description: "The conversation", failures: [401, 404] }),
});
const renameRoute = createRoute({
  method: "put",
  path: `${base}/{id}`,
  tags,
  security,
  summary: "Rename a conversation (1-80 characters)",
  request: { params, ...jsonBody(renameConversationSchema) },
  responses: envelopeResponses(conversationSchema, {
    description: "The renamed conversation",
    failures: [401, 404],
  }),
});
const deleteRoute = createRoute({
  method: "delete",
  path: `${base}/{id}`,
  tags,
  security,
  summary: "Delete a conversation and its messages",
  request: { params },
  responses: envelopeResponses(z.object({}), { description: "Deleted", failures: [401, 404] }),
});
const shareRoute = createRoute({
  method: "post",
  path: `${base}/{id}/share`,
  tags,
  security,
  summary: "Share read-only: the same link every time until unshared",
  request: { params },
  responses: envelopeResponses(conversationShareSchema, {
    description: "The share link",
    failures: [401, 404],
  }),
});
const unshareRoute = createRoute({
  method: "delete",
  path: `${base}/{id}/share`,
  tags,
  security,
  summary: "Stop sharing: the link answers 404 from now on",
  request: { params },
  responses: envelopeResponses(z.object({}), { description: "Unshared", failures: [401, 404] }),
});
const sharedRoute = createRoute({
  method: "get",
  path: "/v1/pub/chat/share/{hash}",
  tags,
  summary: "A shared conversation, read-only (no token needed)",
  request: {
    params: z.object({
      hash: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/)
        .openapi({ param: { name: "hash", in: "path" } }),
    }),
  },
  responses: envelopeResponses(sharedConversationSchema, {
    description: "The conversation",
    failures: [404],
  }),
});

export function conversationRoutes(deps: { conversations: ConversationService; appUrl: string }) {
  const { conversations } = deps;
  return createRouter()
    .openapi(listRoute, async (c) => {
      const data = await conversations.list(c.get("user").userId, c.req.valid("query"));
      return c.json(success(data), 200);
    })
    .openapi(getRoute, async (c) => {
      const data = await conversations.get(c.get("user").userId, c.req.valid("param").id);
      return c.json(success(wireConversation(data)), 200);
    })
    .openapi(renameRoute, async (c) => {
      const { title } = c.req.valid("json");
      const data = await conversations.rename(c.get("user").userId, c.req.valid("param").id, title);
      return c.json(success(wireConversation(data)), 200);
    })
    .openapi(deleteRoute, async (c) => {
      await conversations.remove(c.get("user").userId, c.req.valid("param").id);
      return c.json(success({}), 200);
    })
    .openapi(shareRoute, async (c) => {
      const hash = await conversations.share(c.get("user").userId, c.req.valid("param").id);
      return c.json(success({ hash, url: `${deps.appUrl}/chat/share/${hash}` }), 200);
    })
    .openapi(unshareRoute, async (c) => {
      await conversations.unshare(c.get("user").userId, c.req.valid("param").id);
      return c.json(success({}), 200);
    })
    .openapi(sharedRoute, async (c) => {
      const data = await conversations.shared(c.req.valid("param").hash);
      return c.json(success(wireShared(data)), 200);
    });
}
