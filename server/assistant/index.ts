/**
 * The assistant (ASSISTANT.md): POST /api/chat and the conversations API. Built from the app's
 * platform parts; the language model comes from server/platform/ai (the built-in engine, or an
 * OpenAI-compatible LLM when configured).
 */
import type { Logger } from "pino";
import type { Config } from "../config";
import type { MetricTableSource } from "../data/metric-table";
import type { AuthDeps } from "../http/auth";
import { createRouter } from "../http/router";
import type { Store } from "../store/db";
import { chatRoutes } from "./chat.routes";
import type { AssistantServices } from "./context";
import { conversationRoutes } from "./conversations.routes";
import { createConversationService } from "./conversations.service";
import { type AssistantAi, createAssistantAi } from "./model";

export { type AssistantServices, createAssistantServices } from "./context";
export { createTools } from "./tools";

export function assistantRoutes(deps: {
  config: Config;
  logger: Logger;
  store: Store;
  metrics: MetricTableSource;
  /** The services the HTTP routes use too (built once per app in app.ts). */
  services: AssistantServices;
  auth: AuthDeps;
  /** Defaults to the configured model (createAssistantAi). */
  ai?: AssistantAi;
}) {
  const { services, auth } = deps;
  const conversations = createConversationService(deps.store.db);
  const ai =
    deps.ai ?? createAssistantAi({ config: deps.config, metrics: deps.metrics, logger: deps.logger });
  return createRouter()
    .route("/", chatRoutes({ services, conversations, ai, auth }))
    .route("/", conversationRoutes({ conversations, appUrl: deps.config.APP_URL }));
}
