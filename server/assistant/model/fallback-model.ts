/**
 * The configured LLM with the built-in engine behind it: a step whose
 * model call fails, times out, ends without finishing or proposes tool arguments that break a
 * tool's contract is answered by the engine instead, with a sentence saying so (and
 * `fallback: true` in the message metadata). Text streams through as it arrives; tool calls
 * are held until the step has finished cleanly, so a bad call never reaches a tool.
 * Guardrail: when the engine reads the question as advice-seeking, its no-advice reply comes
 * first, whatever the LLM then says.
 */
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3StreamPart,
} from "@ai-sdk/provider";
import { generateId } from "ai";
import { isRegisteredTool, toolDefs } from "../../../shared/tools";
import { translate } from "../../i18n";
import { type EngineModelInput, engineModelStep, parseTurn } from "./engine-model";
import { isSummaryStep } from "./prompt-reading";
import { generateResultOf, METADATA_KEY, type StepOutput, stepParts } from "./stream-parts";

export interface FallbackModelInput extends EngineModelInput {
  primary: LanguageModelV3;
  /** Budget for one step of the LLM, from the call to its finish. */
  timeoutMs: number;
  onFallback?: (reason: unknown) => void;
}

class InvalidToolCall extends Error {
  constructor(toolName: string) {
    super(`invalid tool call ${toolName}`);
  }
}

function checkToolCall(toolName: string, input: string): void {
  let args: unknown;
  try {
    args = JSON.parse(input);
  } catch {
    throw new InvalidToolCall(toolName);
  }
  if (!isRegisteredTool(toolName) || !toolDefs[toolName].inputSchema.safeParse(args).success)
    throw new InvalidToolCall(toolName);
}

/** Rejects when the signal aborts, so a peer that ignores the abort cannot stall the turn. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

export function createFallbackModel(input: FallbackModelInput): LanguageModelV3 {
  const { primary, lang } = input;
  const notice = () => translate(lang, "assistant:fallback");

  async function fallbackStep(options: LanguageModelV3CallOptions, reason: unknown): Promise<StepOutput> {
    input.onFallback?.(reason);
    const step = await engineModelStep(input, options);
    return {
      ...step,
      text: [notice(), step.text].filter(Boolean).join("\n\n"),
      metadata: { ...step.metadata, fallback: true },
    };
  }

  /** The engine's no-advice reply, when the question asks for advice (step 1 only). */
  async function adviceGuard(options: LanguageModelV3CallOptions): Promise<string | null> {
    if (isSummaryStep(options.prompt)) return null;
    try {
      const step = await parseTurn(input.source, { ...input, options });
      return step.metadata?.replyKind === "advice" ? step.text : null;
    } catch {
      // the guard is a second line behind the system prompt: it must not break the LLM's turn
      return null;
    }
  }

  async function* run(options: LanguageModelV3CallOptions): AsyncGenerator<LanguageModelV3StreamPart> {
    yield { type: "stream-start", warnings: [] };
    const guard = await adviceGuard(options);
    if (guard)
      yield* stepParts({ text: guard, toolCalls: [], metadata: {} }, `txt_${generateId()}`).slice(0, -1);
    const timeout = AbortSignal.timeout(input.timeoutMs);
    const signal = options.abortSignal ? AbortSignal.any([options.abortSignal, timeout]) : timeout;
    const stop = untilAborted(signal);
    stop.catch(() => {});
    const openText = new Set<string>();
    try {
      const { stream } = await Promise.race([primary.doStream({ ...options, abortSignal: signal }), stop]);
      const reader = stream.getReader();
      const held: LanguageModelV3StreamPart[] = [];
      for (;;) {
        const { done, value: part } = await Promise.race([reader.read(), stop]);
        if (done) throw new Error("the model stream ended without finishing");
        if (part.type === "error") throw part.error;
        if (part.type === "text-start") openText.add(part.id);
        if (part.type === "text-end") openText.delete(part.id);
        if (part.type === "tool-call") checkToolCall(part.toolName, part.input);
        if (part.type.startsWith("tool-")) {
          held.push(part);
          continue;
        }
        if (part.type === "finish") {
          if (part.finishReason.unified === "error") throw new Error("the model finished with an error");
          reader.releaseLock();
          yield* held;
          yield {
            ...part,
            providerMetadata: { ...part.providerMetadata, [METADATA_KEY]: { model: "llm" } },
          };
          return;
        }
        if (part.type !== "stream-start") yield part;
      }
    } catch (reason) {
      for (const id of openText) yield { type: "text-end", id };
      yield* stepParts(await fallbackStep(options, reason), `txt_${generateId()}`);
    }
  }

  return {
    specificationVersion: "v3",
    provider: "fundpilot",
    modelId: `${primary.modelId}+intent-engine`,
    supportedUrls: {},
    async doGenerate(options) {
      try {
        const signal = AbortSignal.timeout(input.timeoutMs);
        const result = await Promise.race([
          primary.doGenerate({ ...options, abortSignal: signal }),
          untilAborted(signal),
        ]);
        for (const c of result.content) if (c.type === "tool-call") checkToolCall(c.toolName, c.input);
        if (result.finishReason.unified === "error") throw new Error("the model finished with an error");
        return result;
      } catch (reason) {
        return generateResultOf(await fallbackStep(options, reason));
      }
    },
    async doStream(options) {
      const parts = run(options);
      return {
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          async pull(controller) {
            const { done, value } = await parts.next();
            if (done) controller.close();
            else controller.enqueue(value);
          },
          async cancel() {
            await parts.return(undefined);
          },
        }),
      };
    },
  };
}
