/**
 * The assistant (ASSISTANT.md): POST /api/chat and the conversations API. Built from the app's
 * platform parts; the language model comes from server/platform/ai (the built-in engine, or an
 * OpenAI-compatible LLM when configured).
 */
import type { Logger } from "pino";
import type { Config } from "../config";
import type { MetricTableSource } from "../data/metric-table";
import { createRouter } from "../http/router";
import { type AssistantAi, createAssistantAi } from "../platform/ai";
import { createSessionRevocation } from "../platform/identity/session-revocation";
import type { Limits } from "../platform/limits";
import type { Store } from "../store/db";
import { chatRoutes } from "./chat.routes";
import { createAssistantServices } from "./context";
import { conversationRoutes } from "./conversations.routes";
import { createConversationService } from "./conversations.service";

export { createTools } from "./tools";

export function assistantRoutes(deps: {
  config: Config;
  logger: Logger;
  store: Store;
  limits: Limits;
  metrics: MetricTableSource;
  secrets: { jwt: string };
  /** Defaults to the configured model (createAssistantAi). */
  ai?: AssistantAi;
}) {
  const services = createAssistantServices(deps);
  const conversations = createConversationService(deps.store.db);
  const ai =
    deps.ai ?? createAssistantAi({ config: deps.config, metrics: deps.metrics, logger: deps.logger });
  const auth = { secret: deps.secrets.jwt, revocation: createSessionRevocation(deps.limits) };
  return createRouter()
    .route("/", chatRoutes({ services, conversations, ai, auth }))
    .route("/", conversationRoutes({ conversations, appUrl: deps.config.APP_URL }));
}
