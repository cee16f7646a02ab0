/**
 * POST /api/chat (see README.md in this folder): one chat turn as an AI SDK UI message stream. The
 * caller is optional: a bearer token is verified as on every public route (server/http/auth.ts
 * `optionalCaller`) and then the turn is stored; without a usable one the caller may search and
 * look up terms, and nothing is stored.
 */

import { convertToModelMessages, createIdGenerator, stepCountIs, streamText } from "ai";
import type { Context } from "hono";
import { z } from "zod";
import { endpoints } from "../../shared/api/endpoints";
import type { ChatMessage, ChatMetadata } from "../../shared/tools/chat";
import { type AuthDeps, optionalCaller } from "../http/auth";
import type { AppEnv } from "../http/env";
import { toAppError, validationError } from "../http/failure";
import { failureResponses, plainContractRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import { translate } from "../i18n";
import type { AccessClaims } from "../platform/identity/access-token";
import { quotaDay } from "../platform/limits/quota";
import { answerLanguage } from "./answer-language";
import { prepareTurn } from "./chat.service";
import { createToolContext, type ToolServices } from "./context";
import { type ConversationService, titleFrom } from "./conversations.service";
import { type AssistantAi, METADATA_KEY } from "./model";
import { createTools } from "./tools";

/** Steps per turn: parse → tools → summary, with room for an LLM that chains a lookup. */
const MAX_STEPS = 5;
const messageId = createIdGenerator({ prefix: "msg", size: 16 });

/**
 * No token, or one that does not verify or whose session ended: anonymous, as on every public
 * route (server/http/auth.ts `optionalCaller`). An expired one: 401 40100002, so the web refreshes.
 */
async function callerOf(c: Context<AppEnv>, auth: AuthDeps): Promise<AccessClaims | null> {
  const claims = await optionalCaller(auth, c.req.header("authorization"));
  if (claims) c.set("user", claims);
  return claims;
}

/**
 * Documented in /v1/openapi.json from its contract entry; served as a plain route so that the
 * caller is identified (an expired token is a 401) before the body is read.
 */
const chatRoute = plainContractRoute("POST /api/chat", {
  tags: ["Assistant"],
  summary: "One chat turn, answered as an AI SDK UI message stream",
  description:
    "`messages` is the chat's whole list with the new user message last. Signed in, the stored " +
    "conversation is the history and only the new message is read; anonymous, nothing is stored.",
  responses: {
    200: {
      description: "The turn as an AI SDK UI message stream (server-sent events)",
      content: { "text/event-stream": { schema: z.string() } },
    },
    ...failureResponses([401]),
  },
});
const chatRequestSchema = endpoints["POST /api/chat"].body;

export function chatRoutes(deps: {
  services: ToolServices;
  conversations: ConversationService;
  ai: AssistantAi;
  auth: AuthDeps;
}) {
  const router = createRouter();
  router.openAPIRegistry.registerPath(chatRoute);
  return router.post(chatRoute.getRoutingPath(), async (c) => {
    const user = await callerOf(c, deps.auth);
    const parsed = chatRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw validationError(parsed.error);
    const body = parsed.data;
    const log = c.get("log");
    const turn = await prepareTurn({ body, user, conversations: deps.conversations });
    // answered in the question's language; the interface's is the default
    const lang = answerLanguage(turn.text, body.lang ?? c.get("lang"));

    // the plan as it stands now: a trial started a moment ago counts on the next question
    const plan = user ? await deps.services.planOfUser(user) : "anonymous";
    const tools = createTools(createToolContext({ services: deps.services, user, lang, plan }));
    const today = quotaDay(deps.services.clock.now().getTime()).day;
    const result = streamText({
      model: deps.ai.modelFor({ lang, today }),
      system: deps.ai.system,
      messages: await convertToModelMessages(turn.messages, { tools }),
      tools,
      stopWhen: stepCountIs(MAX_STEPS),
    });
    return result.toUIMessageStreamResponse<ChatMessage>({
      originalMessages: turn.messages,
      generateMessageId: messageId,
      messageMetadata: ({ part }): ChatMetadata | undefined => {
        if (part.type === "start") return { createdAt: new Date().toISOString(), model: deps.ai.kind };
        if (part.type === "finish-step")
          return part.providerMetadata?.[METADATA_KEY] as ChatMetadata | undefined;
        return undefined;
      },
      onError: (err) => {
        const { fault } = toAppError(err);
        if (fault) log.error({ err }, "chat turn failed");
        return translate(lang, "errors:codes.50000001");
      },
      onFinish: async ({ messages, isAborted }) => {
        if (!user || isAborted) return;
        try {
          await deps.conversations.saveTurn({
            userId: user.userId,
            id: body.id,
            title: titleFrom(turn.firstText),
            from: turn.from,
            messages,
          });
        } catch (err) {
          log.error({ err, conversationId: body.id }, "could not store the chat turn");
        }
      },
    });
  });
}
