/**
 * The built-in intent engine (../README.md "The intent engine"): a deterministic semantic parser for
 * English, Traditional and Simplified Chinese. The chat route's AI SDK model wrapper calls
 * `createIntentEngine(catalog).parse(request)`; `npm run nlu` runs it on case files.
 */
import type { SearchEntry } from "../../features/search";
import { BuiltinIntentEngine } from "./engine";
import type { IntentEngine } from "./types";

export { readCatalogCsv } from "./catalog-csv";
export { type EvalCase, predictCase } from "./eval-case";
export type {
  EngineLang,
  EngineReply,
  EngineRequest,
  EngineResult,
  EngineToolCall,
  EngineTurn,
  IntentEngine,
} from "./types";

export function createIntentEngine(
  catalog: readonly SearchEntry[],
  options?: { lexiconDir?: string },
): IntentEngine {
  return new BuiltinIntentEngine(catalog, options);
}
