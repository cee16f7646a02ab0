/**
 * The conversations API (the /v1 envelope, paging and `lang` like every other call): the caller's
 * chats under
 * /v1/app/chat/*, behind the /v1/app guard, and the read-only share under /v1/pub/chat/share/{hash}.
 */
import type { Conversation, SharedConversation, WireMessage } from "../../shared/api/chat";
import { success } from "../../shared/api/envelope";
import { bearerSecurity, contractRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import type { ConversationService } from "./conversations.service";

const tags = ["Assistant"];
const security = bearerSecurity;

// stored messages are ChatMessage; the wire schema describes their shape loosely
const wire = <T extends { messages: unknown[] }>(x: T) => x as T & { messages: WireMessage[] };
const wireConversation = (c: Conversation) => wire(c);
const wireShared = (c: SharedConversation) => wire(c);

const listRoute = contractRoute("GET /v1/app/chat/conversations", {
  tags,
  security,
  summary: "My conversations, most recently updated first",
  returns: "A page",
  failures: [401],
});
const getRoute = contractRoute("GET /v1/app/chat/conversations/{id}", {
  tags,
  security,
  summary: "One of my conversations with its stored messages (tool outputs included)",
  returns: "The conversation",
  failures: [401, 404],
});
const renameRoute = contractRoute("PUT /v1/app/chat/conversations/{id}", {
  tags,
  security,
  summary: "Rename a conversation (1-80 characters)",
  returns: "The renamed conversation",
  failures: [401, 404],
});
const deleteRoute = contractRoute("DELETE /v1/app/chat/conversations/{id}", {
  tags,
  security,
  summary: "Delete a conversation and its messages",
  returns: "Deleted",
  failures: [401, 404],
});
const shareRoute = contractRoute("POST /v1/app/chat/conversations/{id}/share", {
  tags,
  security,
  summary: "Share read-only: the same link every time until unshared",
  returns: "The share link",
  failures: [401, 404],
});
const unshareRoute = contractRoute("DELETE /v1/app/chat/conversations/{id}/share", {
  tags,
  security,
  summary: "Stop sharing: the link answers 404 from now on",
  returns: "Unshared",
  failures: [401, 404],
});
const sharedRoute = contractRoute("GET /v1/pub/chat/share/{hash}", {
  tags,
  summary: "A shared conversation, read-only (no token needed)",
  returns: "The conversation",
  failures: [404],
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
