/**
 * POST /api/chat (API.md, ASSISTANT.md): one chat turn as an AI SDK UI message stream. The
 * caller is optional: a bearer token is verified exactly as on /v1/app/* (server/http/auth.ts)
 * and then the turn is stored; without one the caller may search and look up terms, and
 * nothing is stored.
 */
import { convertToModelMessages, createIdGenerator, stepCountIs, streamText } from "ai";
import type { Context } from "hono";
import { chatRequestSchema } from "../../shared/api/chat";
import type { ChatMessage, ChatMetadata } from "../../shared/tools/chat";
import { type AuthDeps, authenticate } from "../http/auth";
import type { AppEnv } from "../http/env";
import { toAppError, validationError } from "../http/failure";
import { createRouter } from "../http/router";
import { translate } from "../i18n";
import type { AccessClaims } from "../platform/identity/access-token";
import { quotaDay } from "../platform/limits/quota";
import { prepareTurn } from "./chat.service";
import { type AssistantServices, createToolContext } from "./context";
import { type ConversationService, titleFrom } from "./conversations.service";
import { type AssistantAi, METADATA_KEY } from "./model";
import { createTools } from "./tools";

/** Steps per turn: parse → tools → summary, with room for an LLM that chains a lookup. */
const MAX_STEPS = 5;
const messageId = createIdGenerator({ prefix: "msg", size: 16 });

/** No token: anonymous. A bad, expired or revoked one: 401, as on /v1/app/*, so the web refreshes. */
async function callerOf(c: Context<AppEnv>, auth: AuthDeps): Promise<AccessClaims | null> {
  const claims = await authenticate(auth, c.req.header("authorization"));
  if (claims) c.set("user", claims);
  return claims;
}

export function chatRoutes(deps: {
  services: AssistantServices;
  conversations: ConversationService;
  ai: AssistantAi;
  auth: AuthDeps;
}) {
  return createRouter().post("/api/chat", async (c) => {
    const user = await callerOf(c, deps.auth);
    const parsed = chatRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw validationError(parsed.error);
    const body = parsed.data;
    const lang = body.lang ?? c.get("lang");
    const log = c.get("log");
    const turn = await prepareTurn({ body, user, conversations: deps.conversations });

    const tools = createTools(createToolContext({ services: deps.services, user, lang }));
    const today = quotaDay(Date.now()).day;
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
