/**
 * The chat's message type for the server's stream and the web's `useChat<ChatMessage>`: an AI
 * SDK UIMessage whose tool parts are typed by the registered tools' contracts
 * (`tool-${name}` parts with `input` and `output` from shared/tools/<tool>.ts). Type-only use of
 * `ai`, so shared/ stays free of runtime dependencies on it.
 */
import type { InferUITools, Tool, UIMessage } from "ai";
import { z } from "zod";
import type { ToolName, toolDefs } from "./index";

type Def<K extends ToolName> = (typeof toolDefs)[K];
/** The registered tools as the AI SDK sees them (what server/assistant/tools/index.ts builds). */
export type ChatToolSet = {
  [K in ToolName]: Tool<z.infer<Def<K>["inputSchema"]>, z.infer<Def<K>["outputSchema"]>>;
};
export type ChatTools = InferUITools<ChatToolSet>;
export type ChatToolInput<K extends ToolName> = ChatTools[K]["input"];
export type ChatToolOutput<K extends ToolName> = ChatTools[K]["output"];

/** Why the assistant answered with text and no tool: the engine's reply kinds plus ours. */
export const chatReplyKinds = [
  "advice",
  "clarify",
  "ambiguous",
  "offTopic",
  "notAvailable",
  "summary",
] as const;

/**
 * Per assistant message: when it was made, which model answered (and whether the configured
 * LLM failed and the built-in engine answered instead), follow-up suggestions, and the
 * products to choose from when a name was ambiguous (a choice card).
 */
export const chatMetadataSchema = z.object({
  createdAt: z.string().optional(),
  model: z.enum(["engine", "llm"]).optional(),
  fallback: z.boolean().optional(),
  replyKind: z.enum(chatReplyKinds).optional(),
  suggestions: z.array(z.string()).optional(),
  choices: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
});
export type ChatMetadata = z.infer<typeof chatMetadataSchema>;

/** No custom data parts: everything a card needs is in its tool part or the metadata. */
export type ChatDataParts = Record<never, never>;

export type ChatMessage = UIMessage<ChatMetadata, ChatDataParts, ChatTools>;
export type ChatMessagePart = ChatMessage["parts"][number];
