/**
 * Readable messages for a rejected cell: what was expected and what the file holds, e.g.
 * `expected a positive number, got "-3"`, instead of zod's developer-facing wording.
 */
import type { z } from "zod";

const shown = (raw: unknown) => `got ${JSON.stringify(raw)}`;
const isMissing = (raw: unknown) => raw === undefined || (typeof raw === "string" && raw.trim() === "");

export function describeIssue(issue: z.core.$ZodIssue, raw: unknown): string {
  if (isMissing(raw)) return "a value is required";
  switch (issue.code) {
    case "invalid_type":
      if (issue.expected === "number") return `expected a number, ${shown(raw)}`;
      if (issue.expected === "boolean") return `expected true or false (also 1/0, yes/no), ${shown(raw)}`;
      return `expected a ${issue.expected}, ${shown(raw)}`;
    case "too_small":
      if (issue.origin !== "number") return `too short, ${shown(raw)}`;
      if (issue.minimum === 0 && !issue.inclusive) return `expected a positive number, ${shown(raw)}`;
      return `expected a number ${issue.inclusive ? "≥" : ">"} ${issue.minimum}, ${shown(raw)}`;
    case "too_big": {
      if (issue.origin !== "number") return `too long, ${shown(raw)}`;
      const hint = issue.maximum === 1 ? " (ratios are decimals: 0.0075 = 0.75%)" : "";
      return `expected a number ${issue.inclusive ? "≤" : "<"} ${issue.maximum}${hint}, ${shown(raw)}`;
    }
    case "invalid_value":
      return `expected one of ${issue.values.map(String).join(", ")}; ${shown(raw)}`;
    default:
      // regex and refine issues carry the schema's own message ("expected YYYY-MM-DD", "invalid ISIN")
      return `${issue.message}, ${shown(raw)}`;
  }
}
