/**
 * screenProducts arguments, and "now only X" follow-ups: a clause that only
 * refines ("now only USD ones", "只要美元嘅", "sort them by lowest fee") re-runs the last
 * screen with its filters added and its sort or limit replaced.
 */
import type { ScreenProductsInput } from "../../../shared/tools/screen-products";
import { has, isFiller } from "./analyze";
import type { Clause } from "./clause";
import type { DialogueState } from "./state";

export function screenArgs(c: Clause): ScreenProductsInput {
  const s = c.screen;
  return {
    productType: s.productType,
    filters: s.filters,
    ...(s.sort ? { sort: s.sort } : {}),
    ...(s.limit ? { limit: s.limit } : {}),
  };
}

/** Whether a screening clause edits the last screen rather than starting a new one. */
export function refinesLastScreen(c: Clause, state: DialogueState): boolean {
  if (!state.lastScreen) return false;
  const f = c.screen.filters;
  const fresh = c.screen.typeSaid || !!f.assetClasses || !!f.regions;
  // "and Europe?", "同埋日本呢": a place said as a continuation replaces the last one's
  const continues = has(
    c.toks.find((t) => !isFiller(t)),
    "conj",
  );
  return c.has("refine") || c.anaphora === "plural" || continues || !fresh;
}

export function mergeScreen(args: ScreenProductsInput, c: Clause, state: DialogueState): ScreenProductsInput {
  const last = state.lastScreen;
  if (!last || !refinesLastScreen(c, state)) return args;
  return {
    productType: c.screen.typeSaid ? args.productType : last.productType,
    filters: { ...last.filters, ...args.filters },
    ...(args.sort || last.sort ? { sort: args.sort ?? last.sort } : {}),
    ...(args.limit || last.limit ? { limit: args.limit ?? last.limit } : {}),
  };
}
