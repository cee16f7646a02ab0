/**
 * The built-in intent engine (server/assistant/engine) as an AI SDK language model, so the chat
 * route is the same for it and for an LLM. Step 1 reads the user's
 * turns from the prompt and emits the engine's tool calls (or its reply as text); step 2, when
 * the prompt ends with tool results, streams a grounded summary of them (summaries.ts).
 */

import type { JSONObject, LanguageModelV3, LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { generateId } from "ai";
import type { ApiLang } from "../../../shared/locales";
import type { MessageKey } from "../../../shared/messages";
import { type CatalogToolName, isRegisteredTool, toolDefs } from "../../../shared/tools";
import type { MetricTable, MetricTableSource } from "../../data/metric-table";
import { entriesOf } from "../../features/search";
import { translate } from "../../i18n";
import type { EngineResult, IntentEngine } from "../engine";
import { currentOutcomes, isSummaryStep, userTurns } from "./prompt-reading";
import { generateResultOf, type StepOutput, stepParts, streamOf } from "./stream-parts";
import { summarize, toolNames } from "./summaries";

export interface EngineSource {
  engine(): Promise<IntentEngine>;
}

/**
 * One engine per metric-table version, built on first use (like the search index): its catalog
 * is the table's products, and the old engine goes with the old table. The engine module (and
 * its lexicon) is loaded on the first chat turn, not at start-up.
 */
export function createEngineSource(
  metrics: MetricTableSource,
  options: { lexiconDir?: string } = {},
): EngineSource {
  // the promise is cached, so turns arriving while it builds share one engine
  const engines = new WeakMap<MetricTable, Promise<IntentEngine>>();
  return {
    async engine() {
      const table = await metrics.get();
      let engine = engines.get(table);
      if (!engine) {
        engine = import("../engine").then((m) => m.createIntentEngine(entriesOf(table), options));
        engine.catch(() => engines.delete(table));
        engines.set(table, engine);
      }
      return engine;
    },
  };
}

/** How a tool not offered on this call is named in "… is not available in the assistant yet". */
const featureNames: Record<CatalogToolName, MessageKey<"assistant">> = toolNames;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const functionTools = (options: LanguageModelV3CallOptions) =>
  new Set((options.tools ?? []).flatMap((t) => (t.type === "function" ? [t.name] : [])));

/**
 * The engine's result as one model step. Calls of tools not registered yet (news, macro, ...)
 * become a plain "not available yet" sentence; calls whose arguments do not satisfy the
 * tool's contract are dropped rather than run on a guess.
 */
export function engineStep(result: EngineResult, lang: ApiLang, available: ReadonlySet<string>): StepOutput {
  const t = (key: MessageKey<"assistant">, params?: Record<string, string>) => translate(lang, key, params);
  const toolCalls: StepOutput["toolCalls"] = [];
  const missing = new Set<CatalogToolName>();
  let dropped = 0;
  let overLimit = false;
  for (const call of result.toolCalls) {
    if (call.notice === "compareLimit") overLimit = true;
    if (!isRegisteredTool(call.name) || !available.has(call.name)) {
      missing.add(call.name);
      continue;
    }
    if (!toolDefs[call.name].inputSchema.safeParse(call.args).success) {
      dropped++;
      continue;
    }
    toolCalls.push({
      toolCallId: `call_${generateId()}`,
      toolName: call.name,
      input: JSON.stringify(call.args),
    });
  }
  // the no-advice answer still shows the facts of the product asked about (its card)
  const facts = result.reply?.kind === "advice" ? result.reply.products?.[0] : undefined;
  if (facts && available.has("getProduct"))
    toolCalls.push({
      toolCallId: `call_${generateId()}`,
      toolName: "getProduct",
      input: JSON.stringify({ code: facts }),
    });
  const text: string[] = [];
  if (result.reply) text.push(result.reply.text);
  if (overLimit) text.push(t("assistant:compareLimit"));
  for (const name of missing)
    text.push(t("assistant:notAvailable", { feature: capitalize(t(featureNames[name])) }));
  if (toolCalls.length === 0 && text.length === 0 && (dropped > 0 || !result.reply))
    text.push(t("assistant:notUnderstood"));
  const metadata: JSONObject = { model: "engine" };
  if (result.reply) {
    metadata.replyKind = result.reply.kind;
    if (result.reply.suggestions.length > 0) metadata.suggestions = result.reply.suggestions;
    if (result.reply.choices?.length) metadata.choices = result.reply.choices;
  } else if (missing.size > 0) metadata.replyKind = "notAvailable";
  return { text: text.join("\n\n"), toolCalls, metadata };
}

/** Step 1 of a turn for the engine (also the LLM wrapper's fallback and advice guardrail). */
export async function parseTurn(
  source: EngineSource,
  input: { lang: ApiLang; today: string; options: LanguageModelV3CallOptions },
): Promise<StepOutput> {
  const turns = userTurns(input.options.prompt);
  const last = turns.pop();
  const engine = await source.engine();
  const result = engine.parse({
    lang: input.lang,
    today: input.today,
    history: turns.map((turn) => ({ text: turn.text, shownCodes: turn.shownCodes })),
    message: last?.text ?? "",
  });
  return engineStep(result, input.lang, functionTools(input.options));
}

export interface EngineModelInput {
  source: EngineSource;
  lang: ApiLang;
  /** ISO date that relative dates ("last 3 years") count from. */
  today: string;
}

/** One step of the engine: the summary when the prompt ends with tool results, else the parse. */
export async function engineModelStep(input: EngineModelInput, options: LanguageModelV3CallOptions) {
  if (isSummaryStep(options.prompt))
    return {
      text: summarize(input.lang, currentOutcomes(options.prompt)),
      toolCalls: [],
      metadata: { model: "engine" },
    } satisfies StepOutput;
  return parseTurn(input.source, { ...input, options });
}

export function createEngineModel(input: EngineModelInput): LanguageModelV3 {
  const step = (options: LanguageModelV3CallOptions) => engineModelStep(input, options);
  return {
    specificationVersion: "v3",
    provider: "fundpilot",
    modelId: "intent-engine",
    supportedUrls: {},
    async doGenerate(options) {
      return generateResultOf(await step(options));
    },
    async doStream(options) {
      return { stream: streamOf(stepParts(await step(options), `txt_${generateId()}`)) };
    },
  };
}
