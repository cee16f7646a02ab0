import { z } from "zod";
import { productTypes } from "../domain/product";
import { capabilities, plans } from "../entitlements";

/**
 * Pieces shared by the tool contracts. A product code is the `fundCode` of the loaded universe,
 * resolved from names, tickers, ISINs and typos by the search index before a tool is called.
 */
export const toolCodeSchema = z.string().trim().min(1).max(64).describe("Product code (fundCode)");
export const toolDateSchema = z.iso.date().describe("ISO date YYYY-MM-DD");
export const toolProductTypeSchema = z.enum(productTypes);

/** Charts in cards are thinned to at most this many points (a year of trading days). */
export const TOOL_MAX_CHART_POINTS = 260;

/** `[date, value]` pairs in date order, thinned to TOOL_MAX_CHART_POINTS. */
export const toolSeriesSchema = z.array(z.tuple([z.string(), z.number()]));
export type ToolSeries = z.infer<typeof toolSeriesSchema>;

// ---- outcomes every tool may answer instead of its data (tools never throw for these) ----

/** The caller's plan does not include the capability; `plan` is the lowest plan that does. */
export const upgradeNeededSchema = z.object({
  status: z.literal("upgradeNeeded"),
  capability: z.enum(capabilities),
  plan: z.enum(plans),
  currentPlan: z.enum(plans),
});
/** Anonymous callers may only search and look up terms; everything else asks them to sign in. */
export const signInNeededSchema = z.object({ status: z.literal("signInNeeded") });
/** A code, term or list the universe does not hold; `query` is what was asked for. */
export const notFoundSchema = z.object({ status: z.literal("notFound"), query: z.string() });
/** Pro's daily assistant quota (shared/entitlements.ts `aiAssistant.limit`) is used up. */
export const quotaExceededSchema = z.object({
  status: z.literal("quotaExceeded"),
  capability: z.enum(capabilities),
  limit: z.number().int(),
  resetsAt: z.string().describe("ISO timestamp when the quota resets"),
});
/** The input is well-formed but cannot be run (weights not summing to 100, dates outside the data). */
export const invalidInputSchema = z.object({
  status: z.literal("invalid"),
  field: z.string(),
  message: z.string(),
});

export type UpgradeNeeded = z.infer<typeof upgradeNeededSchema>;
export type SignInNeeded = z.infer<typeof signInNeededSchema>;
export type NotFound = z.infer<typeof notFoundSchema>;
export type QuotaExceeded = z.infer<typeof quotaExceededSchema>;
export type InvalidInput = z.infer<typeof invalidInputSchema>;
/** Every non-ok outcome: the web renders these with one shared frame, not per card. */
export type ToolRefusal = UpgradeNeeded | SignInNeeded | NotFound | QuotaExceeded | InvalidInput;
export const toolRefusalStatuses = [
  "upgradeNeeded",
  "signInNeeded",
  "notFound",
  "quotaExceeded",
  "invalid",
] as const;

/**
 * A tool's output schema: its `{status: "ok", ...}` data or one of the refusals above,
 * discriminated by `status`.
 */
export function toolOutputSchema<S extends z.ZodRawShape>(ok: S) {
  return z.discriminatedUnion("status", [
    z.object({ status: z.literal("ok"), ...ok }),
    upgradeNeededSchema,
    signInNeededSchema,
    notFoundSchema,
    quotaExceededSchema,
    invalidInputSchema,
  ]);
}

/** The `ok` branch of a tool output. */
export type ToolOk<T> = Extract<T, { status: "ok" }>;
export const isToolOk = <T extends { status: string }>(output: T): output is Extract<T, { status: "ok" }> =>
  output.status === "ok";
