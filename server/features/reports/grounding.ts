/**
 * The grounding check: every number in a report's text must be one of its facts (in one of the
 * forms format.ts writes) or part of the fixed copy around them (headings, "of 5", period
 * labels). A text with any other number — a rounded, invented or tampered figure — is rejected.
 */
import { numberForms, numberTokens } from "./format";

export interface GroundingResult {
  ok: boolean;
  /** Numbers of the text that no fact holds. */
  unknown: string[];
}

/** The allowed number tokens: of every numeric fact in each form, and of every text fact. */
export function allowedNumbers(facts: unknown, fixedCopy: readonly string[]): Set<string> {
  const allowed = new Set<string>();
  const add = (text: string) => {
    for (const t of numberTokens(text)) allowed.add(t);
  };
  const walk = (v: unknown) => {
    if (typeof v === "number") {
      if (Number.isFinite(v)) for (const form of numberForms(v)) add(form);
    } else if (typeof v === "string") add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(facts);
  fixedCopy.forEach(add);
  return allowed;
}

export function checkGrounding(text: string, facts: unknown, fixedCopy: readonly string[]): GroundingResult {
  const allowed = allowedNumbers(facts, fixedCopy);
  const unknown = [...new Set(numberTokens(text).filter((t) => !allowed.has(t)))];
  return { ok: unknown.length === 0, unknown };
}
