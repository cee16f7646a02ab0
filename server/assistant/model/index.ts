/**
 * The assistant's language model: the built-in intent engine by default; with a configured
 * OpenAI-compatible LLM (server/platform/ai), that model with the engine as its per-turn
 * fallback. Models are made per chat turn (they carry its language and date); the engine itself
 * is built once per metric-table version.
 */
import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { Logger } from "pino";
import type { ApiLang } from "../../../shared/locales";
import type { MetricTableSource } from "../../data/metric-table";
import { createConfiguredLlm, type LlmConfig } from "../../platform/ai";
import { createEngineModel, createEngineSource, type EngineSource } from "./engine-model";
import { createFallbackModel } from "./fallback-model";
import { systemPrompt } from "./prompts";

export { createEngineModel, createEngineSource, type EngineSource } from "./engine-model";
export { createFallbackModel } from "./fallback-model";
export { systemPrompt } from "./prompts";
export { METADATA_KEY } from "./stream-parts";

/** How long one LLM step may take before the engine answers instead. */
export const DEFAULT_LLM_TIMEOUT_MS = 20_000;

export interface AssistantAi {
  readonly kind: "engine" | "llm";
  /** The system prompt for streamText (an LLM reads it; the engine does not need it). */
  readonly system: string;
  modelFor(turn: { lang: ApiLang; today: string }): LanguageModelV3;
  /** Builds the engine for the current data version ahead of the first question (~2 s on 15,000 products). */
  warm(): Promise<void>;
}

export function createAssistantAi(deps: {
  config: LlmConfig;
  metrics: MetricTableSource;
  logger?: Logger;
  /** Tests shorten it. */
  llmTimeoutMs?: number;
  engineSource?: EngineSource;
}): AssistantAi {
  const source = deps.engineSource ?? createEngineSource(deps.metrics);
  const warm = async () => {
    await source.engine();
  };
  const primary = createConfiguredLlm(deps.config);
  if (!primary) {
    return {
      kind: "engine",
      system: systemPrompt(),
      modelFor: (turn) => createEngineModel({ source, ...turn }),
      warm,
    };
  }
  return {
    kind: "llm",
    system: systemPrompt(),
    warm,
    modelFor: (turn) =>
      createFallbackModel({
        primary,
        source,
        ...turn,
        timeoutMs: deps.llmTimeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
        onFallback: (reason) =>
          deps.logger?.warn({ err: reason }, "LLM turn failed; the built-in engine answered"),
      }),
  };
}
