/**
 * Shared by the assistant's tests: the real app on the small demo universe, a stored user per
 * plan (conversations reference users), tool contexts and a way to call one tool's execute.
 */
import { readUIMessageStream, type Tool } from "ai";
import type { AccessClaims } from "../../../server/platform/identity/access-token";
import type { ApiLang } from "../../../shared/locales";
import type { ChatMessage } from "../../../shared/tools/chat";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { bearerFor } from "../../../tests/helpers/tokens";
import { loadTestUniverse } from "../../../tests/helpers/universe";
import { createServices } from "../../services";
import { users } from "../../store/schema";
import { createToolContext, type ToolContext, type ToolServices } from "../context";
import { createTools } from ".";

/** authLevel / licenseStatus of each plan (shared/domain/account.ts). */
export const planClaims = {
  pro: { authLevel: 0, licenseStatus: 0 },
  premium: { authLevel: 2, licenseStatus: 2 },
} as const;

export interface AssistantTestApp extends TestApp {
  services: ToolServices;
  claims(plan: keyof typeof planClaims, userId?: string): Promise<AccessClaims>;
  headers(plan: keyof typeof planClaims, userId?: string): Promise<Record<string, string>>;
}

export async function assistantTestApp(): Promise<AssistantTestApp> {
  const t = await createTestApp();
  await loadTestUniverse(t.deps.store);
  const services = createServices(t.deps);
  const known = new Set<string>();
  const claims = async (plan: keyof typeof planClaims, userId = `u-${plan}`): Promise<AccessClaims> => {
    if (!known.has(userId)) {
      await t.deps.store.db
        .insert(users)
        .values({ id: userId, email: `${userId}@example.com`, ...planClaims[plan] })
        .onConflictDoNothing();
      known.add(userId);
    }
    return { userId, email: `${userId}@example.com`, institutionId: null, ...planClaims[plan] };
  };
  return Object.assign(t, {
    services,
    claims,
    headers: async (plan: keyof typeof planClaims, userId?: string) =>
      bearerFor(t.deps.secrets.jwt, await claims(plan, userId)),
  });
}

export function toolsFor(services: ToolServices, user: AccessClaims | null, lang: ApiLang = "en") {
  const ctx: ToolContext = createToolContext({ services, user, lang });
  return { ctx, tools: createTools(ctx) };
}

/** Runs a tool's execute as the AI SDK would. */
// biome-ignore lint/suspicious/noExplicitAny: each test reads the output of the tool it called
export async function run(tool: Tool, input: unknown): Promise<any> {
  return tool.execute!(input, { toolCallId: "call_test", messages: [], experimental_context: undefined });
}

/** The UI message stream of a /api/chat response: its chunks and the assistant message they build. */
export async function readChat(
  res: Response,
): Promise<{ chunks: Array<Record<string, unknown>>; message: ChatMessage }> {
  const text = await res.text();
  const chunks = text
    .split("\n")
    .filter((l) => l.startsWith("data: ") && l !== "data: [DONE]")
    .map((l) => JSON.parse(l.slice(6)) as Record<string, unknown>);
  let message: ChatMessage | undefined;
  const stream = new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
  for await (const m of readUIMessageStream<ChatMessage>({ stream: stream as never })) message = m;
  return { chunks, message: message! };
}

/** A user message as useChat sends it. */
export const userMessage = (text: string, id = `u_${Math.random().toString(36).slice(2)}`): ChatMessage => ({
  id,
  role: "user",
  parts: [{ type: "text", text }],
});

/** A tool part as the tests read it: input and output are checked field by field. */
export interface AnyToolPart {
  type: string;
  state: string;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the tool it asked for
  input: any;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the tool it asked for
  output: any;
}
export const toolParts = (m: ChatMessage) =>
  m.parts.filter((p) => p.type.startsWith("tool-")) as AnyToolPart[];
export const textOf = (m: ChatMessage) =>
  m.parts.flatMap((p) => (p.type === "text" ? [p.text] : [])).join("\n");
