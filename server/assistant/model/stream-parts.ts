/**
 * Small builders for LanguageModelV3 results, shared by the built-in engine model and the
 * fallback wrapper: a step is a list of parts, streamed or returned at once.
 */
import type {
  LanguageModelV3Content,
  LanguageModelV3FinishReason,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
  SharedV3ProviderMetadata,
} from "@ai-sdk/provider";

/** Our model's per-step facts for the chat message metadata (shared/tools/chat.ts ChatMetadata). */
export const METADATA_KEY = "fundpilot";

export const noUsage: LanguageModelV3Usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};

export interface StepOutput {
  text: string;
  toolCalls: Array<{ toolCallId: string; toolName: string; input: string }>;
  metadata: SharedV3ProviderMetadata[string];
}

export const finishReasonOf = (step: StepOutput): LanguageModelV3FinishReason =>
  step.toolCalls.length > 0 ? { unified: "tool-calls", raw: "tool-calls" } : { unified: "stop", raw: "stop" };

/** Text in a few deltas (sentence by sentence), so the client renders as it arrives. */
export function textDeltas(text: string): string[] {
  return text.match(/[^.!?。！？\n]+[.!?。！？\n]*\s*/g) ?? (text ? [text] : []);
}

export function stepParts(step: StepOutput, id: string): LanguageModelV3StreamPart[] {
  const parts: LanguageModelV3StreamPart[] = [];
  if (step.text) {
    parts.push({ type: "text-start", id });
    for (const delta of textDeltas(step.text)) parts.push({ type: "text-delta", id, delta });
    parts.push({ type: "text-end", id });
  }
  for (const call of step.toolCalls) {
    parts.push({ type: "tool-input-start", id: call.toolCallId, toolName: call.toolName });
    parts.push({ type: "tool-input-delta", id: call.toolCallId, delta: call.input });
    parts.push({ type: "tool-input-end", id: call.toolCallId });
    parts.push({ type: "tool-call", ...call });
  }
  parts.push({
    type: "finish",
    finishReason: finishReasonOf(step),
    usage: noUsage,
    providerMetadata: { [METADATA_KEY]: step.metadata },
  });
  return parts;
}

export function streamOf(parts: LanguageModelV3StreamPart[]): ReadableStream<LanguageModelV3StreamPart> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue({ type: "stream-start", warnings: [] });
      for (const p of parts) controller.enqueue(p);
      controller.close();
    },
  });
}

export function generateResultOf(step: StepOutput): LanguageModelV3GenerateResult {
  const content: LanguageModelV3Content[] = [];
  if (step.text) content.push({ type: "text", text: step.text });
  for (const call of step.toolCalls) content.push({ type: "tool-call", ...call });
  return {
    content,
    finishReason: finishReasonOf(step),
    usage: noUsage,
    providerMetadata: { [METADATA_KEY]: step.metadata },
    warnings: [],
  };
}
