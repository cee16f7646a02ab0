/**
 * Multi-intent questions (ASSISTANT.md "Intent"): a conjunction ("and", "then", "再", "順便")
 * followed by a verb that starts a request ("show", "backtest", "explain", "加入", "看看")
 * splits the token stream into clauses; the caller keeps a split only when both sides stand
 * on their own.
 */
import { has, isFiller, type Tok } from "./analyze";

const CLAUSE_VERBS = new Set([
  "compare",
  "backtest",
  "backtestIf",
  "build",
  "explain",
  "search",
  "showList",
  "add",
  "remove",
  "about",
  "report",
  "generate",
  "screen",
]);

/** Token index ranges [start, end) of candidate clauses, in order. */
export function splitPoints(toks: readonly Tok[]): number[] {
  const points: number[] = [];
  for (let i = 1; i < toks.length - 1; i++) {
    if (!has(toks[i], "conj")) continue;
    let j = i + 1;
    while (j < toks.length && (isFiller(toks[j]!) || has(toks[j], "conj")) && !verbAt(toks[j]!)) j++;
    if (j < toks.length && verbAt(toks[j]!)) points.push(i);
  }
  return points;
}

function verbAt(t: Tok): boolean {
  return t.tags.some((g) => g.type === "intent" && CLAUSE_VERBS.has(g.value));
}
