/**
 * The assistant: POST /api/chat and the conversations API. It receives the app's services
 * (built once in server/services.ts, shared with the HTTP routes) and its language model
 * (./model: the built-in engine, or an OpenAI-compatible LLM with the engine as fallback).
 */
import type { AuthDeps } from "../http/auth";
import { createRouter } from "../http/router";
import { chatRoutes } from "./chat.routes";
import type { ToolServices } from "./context";
import { conversationRoutes } from "./conversations.routes";
import type { ConversationService } from "./conversations.service";
import type { AssistantAi } from "./model";

export { type ConversationService, createConversationService } from "./conversations.service";

export function assistantRoutes(deps: {
  services: ToolServices;
  conversations: ConversationService;
  ai: AssistantAi;
  auth: AuthDeps;
  appUrl: string;
}) {
  const { services, conversations, ai, auth } = deps;
  return createRouter()
    .route("/", chatRoutes({ services, conversations, ai, auth }))
    .route("/", conversationRoutes({ conversations, appUrl: deps.appUrl }));
}
