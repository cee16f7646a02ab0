/**
 * Refusal first, before any parsing: advice ("should I buy", "值唔值得買"),
 * forecasts ("will it go up", "明年能涨多少"), trade execution ("please buy 200 shares",
 * "帮我卖掉") and off-topic requests get no tool call and the no-advice answer. Patterns are
 * ordered word sequences from the lexicon, matched on word boundaries in the normal form.
 */
import type { Lexicon, PatternKind } from "./lexicon/lexicon";

const WORD = /[a-z0-9]/;

function indexOfWord(text: string, form: string, from: number): number {
  let at = text.indexOf(form, from);
  while (at >= 0) {
    const before = text[at - 1];
    const after = text[at + form.length];
    const startOk = !WORD.test(form[0]!) || !before || !WORD.test(before);
    const endOk = !WORD.test(form[form.length - 1]!) || !after || !WORD.test(after) || after === "s";
    if (startOk && endOk) return at;
    at = text.indexOf(form, at + 1);
  }
  return -1;
}

function matches(text: string, pattern: readonly string[]): boolean {
  let from = 0;
  for (const form of pattern) {
    const at = indexOfWord(text, form, from);
    if (at < 0) return false;
    from = at + form.length;
  }
  return true;
}

/** Buying a home or a car: the wording of a planning goal ("want to buy a flat", "我要买楼"). */
const LIFE_PURCHASE =
  /\bbuy(?:ing)? (?:a |an |my |our |the )?(?:first |new |own )?(?:flat|house|home|property|apartment|condo|car)\b|[买買](?:楼|樓|房|屋|车|車)/;

/** The first refusal kind whose pattern the normalized text contains, or null. */
export function refusalKind(raw: string, lexicon: Lexicon): PatternKind | null {
  // "a buy and hold of 25% each": a strategy to backtest, not "is it a buy"
  const text = raw.replace(/\b(?:buy(?:ing)?|bought) (?:and|&|n) h(?:o|e)ld(?:ing)?\b/g, "buyandhold");
  for (const kind of ["trade", "advice", "forecast", "offTopic"] as const) {
    // "I want to buy a flat in 8 years": a life goal to plan for, not an order
    if (kind === "trade" && LIFE_PURCHASE.test(text)) continue;
    if (lexicon.patterns[kind].some((p) => matches(text, p))) return kind;
  }
  return null;
}
