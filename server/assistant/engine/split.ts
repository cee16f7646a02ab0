/**
 * Multi-intent questions: a conjunction ("and", "then", "再", "順便")
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

/** Words that join clauses only when a request verb follows them at once. */
const SOFT_BREAKS = new Set(["并", "並", ",", "，", ";", "；"]);

/** Token index ranges [start, end) of candidate clauses, in order. */
export function splitPoints(toks: readonly Tok[]): number[] {
  const points: number[] = [];
  for (let i = 1; i < toks.length - 1; i++) {
    const soft = SOFT_BREAKS.has(toks[i]!.text);
    if (!has(toks[i], "conj") && !soft) continue;
    // "…，并找出…", "…, show me…": a comma or 并 splits only right before a verb that is only a
    // verb (", buy and hold,", "，每月供5000" are slots of the same request)
    if (soft && !pureVerb(toks[i + 1]!)) continue;
    let j = i + 1;
    while (j < toks.length && (isFiller(toks[j]!) || has(toks[j], "conj")) && !verbAt(toks[j]!)) j++;
    // "然後把VOO加入自選", "then it goes to…": an object before the verb, up to two tokens
    let k = j;
    while (k < toks.length && k - j < 4 && !verbAt(toks[k]!) && objectLike(toks[k]!)) k++;
    // "SPY, VOO and QQQ stack up": a comparison verb after its products ends the same clause
    if (k < toks.length && verbAt(toks[k]!) && (k === j || !has(toks[k], "intent", "compare")))
      points.push(i);
  }
  return points;
}

/** A product, a reference or filler: what may stand between a conjunction and its verb. */
function objectLike(t: Tok): boolean {
  if (has(t, "conj")) return false;
  return t.kind === "product" || has(t, "anaphora") || isFiller(t);
}

function pureVerb(t: Tok): boolean {
  return verbAt(t) && t.tags.every((g) => g.type === "intent" || g.type === "stop");
}

function verbAt(t: Tok): boolean {
  return t.tags.some((g) => g.type === "intent" && CLAUSE_VERBS.has(g.value));
}
