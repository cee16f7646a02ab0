/**
 * One case of the evaluation contract (../README.md "The intent engine"): the tool calls the
 * engine makes for the last turn, the earlier turns as history. Shared by `npm run nlu` and the
 * scored test sets.
 */
import type { EngineLang, EngineToolCall, IntentEngine } from "./types";

export interface EvalCase {
  id: string;
  lang: EngineLang;
  turns: string[];
}

export function predictCase(
  engine: IntentEngine,
  c: Pick<EvalCase, "lang" | "turns">,
  today: string,
): EngineToolCall[] {
  const history = c.turns.slice(0, -1).map((text) => ({ text }));
  // the evaluation format holds a call's name and arguments only
  return engine
    .parse({ lang: c.lang, today, history, message: c.turns[c.turns.length - 1]! })
    .toolCalls.map(({ name, args }) => ({ name, args }));
}
