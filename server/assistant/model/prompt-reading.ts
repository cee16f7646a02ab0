/**
 * What the built-in engine reads from an AI SDK prompt: the user's turns with the products the
 * assistant showed after each (recovered from the tool results the prompt carries, so follow-ups
 * like "the second one" resolve without server-side state), and, on a summary step, the tool
 * calls with their results.
 */
import type { LanguageModelV3Prompt } from "@ai-sdk/provider";

export interface PromptTurn {
  text: string;
  /** Codes the assistant showed after this turn, in display order. */
  shownCodes: string[];
}

export interface ToolOutcome {
  toolName: string;
  input: unknown;
  output: unknown;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);
const codesIn = (items: unknown, key: (item: Obj) => unknown): string[] =>
  Array.isArray(items)
    ? items.flatMap((i) => (isObj(i) && typeof key(i) === "string" ? [key(i) as string] : []))
    : [];

/** The product codes a tool's card shows, in the card's order (shared/tools/<tool>.ts outputs). */
export function codesShown(toolName: string, output: unknown): string[] {
  if (!isObj(output) || output.status !== "ok") return [];
  switch (toolName) {
    case "searchProducts":
    case "screenProducts":
    case "getCuratedList":
      return codesIn(output.items, (i) => i.fundCode);
    case "getProduct":
      return isObj(output.product) && typeof output.product.fundCode === "string"
        ? [output.product.fundCode]
        : [];
    case "compareProducts":
      return codesIn(output.products, (p) => (isObj(p.summary) ? p.summary.fundCode : undefined));
    case "backtestPortfolio":
      return codesIn(output.holdings, (h) => h.code);
    case "getNews":
      return [
        ...new Set(
          Array.isArray(output.items)
            ? output.items.flatMap((i) => (isObj(i) ? codesIn(i.products, (p) => p.fundCode) : []))
            : [],
        ),
      ];
    case "getRiskAlerts":
      return [...new Set(codesIn(output.items, (i) => i.fundCode))];
    case "manageWatchlist":
      return typeof output.code === "string"
        ? [output.code]
        : Array.isArray(output.groups)
          ? [...new Set(output.groups.flatMap((g) => (isObj(g) ? codesIn(g.items, (i) => i.fundCode) : [])))]
          : [];
    default:
      return [];
  }
}

function resultValue(output: unknown): unknown {
  if (!isObj(output)) return undefined;
  if (output.type === "json" || output.type === "error-json") return output.value;
  if (output.type === "text" || output.type === "error-text") return { status: "error", text: output.value };
  return undefined;
}

/** Every user turn in order; the last one is the message to answer. */
export function userTurns(prompt: LanguageModelV3Prompt): PromptTurn[] {
  const turns: PromptTurn[] = [];
  for (const message of prompt) {
    if (message.role === "user") {
      const text = message.content.flatMap((p) => (p.type === "text" ? [p.text] : [])).join("\n");
      turns.push({ text, shownCodes: [] });
      continue;
    }
    const current = turns[turns.length - 1];
    if (!current || (message.role !== "tool" && message.role !== "assistant")) continue;
    for (const part of message.content) {
      if (part.type === "tool-result")
        current.shownCodes.push(...codesShown(part.toolName, resultValue(part.output)));
    }
  }
  return turns;
}

/** The prompt ends with tool results: this step summarizes them. */
export const isSummaryStep = (prompt: LanguageModelV3Prompt): boolean =>
  prompt[prompt.length - 1]?.role === "tool";

/** The calls of the current turn (since the last user message) with their results, in call order. */
export function currentOutcomes(prompt: LanguageModelV3Prompt): ToolOutcome[] {
  let lastUser = -1;
  prompt.forEach((m, i) => {
    if (m.role === "user") lastUser = i;
  });
  const inputs = new Map<string, { toolName: string; input: unknown }>();
  const outcomes: ToolOutcome[] = [];
  for (const message of prompt.slice(lastUser + 1)) {
    if (message.role === "system" || message.role === "user") continue;
    for (const part of message.content) {
      if (part.type === "tool-call")
        inputs.set(part.toolCallId, { toolName: part.toolName, input: part.input });
      if (part.type === "tool-result")
        outcomes.push({
          toolName: part.toolName,
          input: inputs.get(part.toolCallId)?.input,
          output: resultValue(part.output),
        });
    }
  }
  return outcomes;
}
