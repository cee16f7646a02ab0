/**
 * Dialogue state: the products in focus, the last single
 * product ("it"), the last list the user named or was shown ("the second one"), and the last
 * screen ("now only USD ones" edits it).
 */
import type { ScreenProductsInput } from "../../../shared/tools/screen-products";
import type { Clause } from "./clause";
import { readGoal } from "./slots/portfolio";
import type { EngineToolCall } from "./types";

export interface DialogueState {
  focus: string[];
  single: string | null;
  listed: string[];
  lastScreen: ScreenProductsInput | null;
  /** The last call made (any tool): a follow-up that only changes a slot edits it (edit.ts). */
  lastCall: EngineToolCall | null;
  /**
   * The single products of consecutive turns, oldest first (at most three): "show me A" … "and B"
   * … "compare them" means A and B.
   */
  recent?: string[];
  /** The planning goal said last ("plan for buying a home" … "target 2m, 10 years"), for a plan made later. */
  goal?: string;
  /** The candidates of the engine's last "which one?" question, until the next turn with a call. */
  pending?: string[] | null;
}

export const emptyState = (): DialogueState => ({
  focus: [],
  single: null,
  listed: [],
  lastScreen: null,
  lastCall: null,
});

function codesOf(call: EngineToolCall): string[] {
  const a = call.args as { code?: string; codes?: string[]; holdings?: { code: string }[] };
  if (a.codes) return a.codes;
  if (a.holdings) return a.holdings.map((h) => h.code);
  return a.code ? [a.code] : [];
}

/** The state after a clause: what it named and what its calls were about. */
export function advance(
  state: DialogueState,
  clause: Clause | null,
  calls: readonly EngineToolCall[],
  mentioned: readonly string[] = [],
): DialogueState {
  const next: DialogueState = { ...state };
  const used = [...new Set(calls.flatMap(codesOf))];
  const named = clause?.codes ?? [...mentioned];
  const focus = used.length > 0 ? used : named;
  if (focus.length > 0) {
    next.focus = focus;
    if (focus.length === 1) next.single = focus[0]!;
    next.recent =
      focus.length === 1 ? [...(state.recent ?? []).filter((c) => c !== focus[0]), focus[0]!].slice(-3) : [];
  }
  // "the first/second one": the order in which the user listed products
  if (named.length >= 2) next.listed = named;
  else if (used.length >= 2) next.listed = used;
  const goal = clause ? readGoal(clause.toks) : undefined;
  if (goal) next.goal = goal;
  const screen = calls.find((c) => c.name === "screenProducts");
  if (screen) next.lastScreen = screen.args as ScreenProductsInput;
  const lastCall = calls[calls.length - 1];
  if (lastCall) next.lastCall = lastCall;
  return next;
}

/** Codes the assistant showed (chat tool results) take precedence for "the second one" and "them". */
export function shown(state: DialogueState, codes: readonly string[]): DialogueState {
  if (codes.length === 0) return state;
  return {
    ...state,
    listed: [...codes],
    focus: [...codes],
    single: codes.length === 1 ? codes[0]! : state.single,
  };
}

/** Resolves "it", "them", "the second one" (or nothing said: the single product in focus). */
export function resolveReferences(clause: Clause, state: DialogueState): string[] {
  if (clause.ordinal !== null) {
    const base = state.listed.length > 0 ? state.listed : state.focus;
    const k = clause.ordinal < 0 ? base.length + clause.ordinal : clause.ordinal - 1;
    const code = base[k];
    return code ? [code] : [];
  }
  if (clause.firstN !== null) {
    const base = state.listed.length > 0 ? state.listed : state.focus;
    // "the last two" is -2
    return clause.firstN < 0 ? base.slice(clause.firstN) : base.slice(0, clause.firstN);
  }
  if (clause.anaphora === "plural") return [...state.focus];
  if (state.single && (clause.anaphora === "single" || state.focus.length <= 1)) return [state.single];
  if (clause.anaphora === "single" && state.focus.length > 0) return [state.focus[state.focus.length - 1]!];
  return [];
}

/**
 * "them", "the two", "佢哋" when the products were looked at one per turn: the state with those
 * products in focus and listed, in the order they came up.
 */
export function withRecentInFocus(clause: Clause, state: DialogueState): DialogueState {
  const recent = state.recent ?? [];
  if (clause.anaphora !== "plural" || clause.codes.length > 0 || state.focus.length > 1 || recent.length < 2)
    return state;
  return { ...state, focus: [...recent], listed: [...recent], single: null };
}
