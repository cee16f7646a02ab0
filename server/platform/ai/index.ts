/**
 * The external language model, when one is configured: any OpenAI-compatible chat endpoint
 * with tool calling (AI_BASE_URL, AI_MODEL, AI_API_KEY). This is provider wiring only; how the
 * assistant uses the model (the built-in intent engine, the per-turn fallback to it, grounded
 * summaries) lives in server/assistant/model.
 */
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { Config } from "../../config";

export type LlmConfig = Pick<Config, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL">;

/** The configured chat model, or null when none is configured (the built-in engine answers alone). */
export function createConfiguredLlm(config: LlmConfig): LanguageModelV3 | null {
  const { AI_BASE_URL, AI_MODEL, AI_API_KEY } = config;
  if (!AI_BASE_URL || !AI_MODEL) return null;
  return createOpenAICompatible({ name: "llm", baseURL: AI_BASE_URL, apiKey: AI_API_KEY }).chatModel(
    AI_MODEL,
  );
}
