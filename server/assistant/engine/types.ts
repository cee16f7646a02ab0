/** The engine's public types (the chat route's model wrapper is built on them). */
import type { CatalogToolName } from "../../../shared/tools";

export type EngineLang = "en" | "zh_TW" | "zh_CN";

export interface EngineTurn {
  text: string;
  /** Product codes the assistant showed after this turn, in display order (from tool results); optional. */
  shownCodes?: string[];
}

export interface EngineRequest {
  lang: EngineLang;
  /** YYYY-MM-DD */
  today: string;
  history: EngineTurn[];
  message: string;
}

export interface EngineToolCall {
  name: CatalogToolName;
  args: Record<string, unknown>;
  /** Something the answer must say about the call: more products were named than a comparison takes. */
  notice?: "compareLimit";
}

export interface EngineReply {
  kind: "advice" | "clarify" | "ambiguous" | "offTopic";
  text: string;
  suggestions: string[];
  choices?: { code: string; name: string }[];
  /** Products an advice question is about: no call is made for them, but their facts may be shown. */
  products?: string[];
}

export interface EngineResult {
  toolCalls: EngineToolCall[];
  reply: EngineReply | null;
}

export interface IntentEngine {
  parse(request: EngineRequest): EngineResult;
}
