/**
 * Daily quotas of plan capabilities (DESIGN.md §4: AI assistant messages, AI reports) on the
 * platform limits. One key scheme for every feature that counts and for the benefits status
 * that reports the counts. Days are UTC days.
 */
import type { LimitResult, Limits } from "./limits";

export type QuotaName = "aiAssistant" | "aiReport";

const DAY_SECONDS = 24 * 3600;

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

export const quotaKey = (name: QuotaName, userId: string, now = new Date()) =>
  `quota:${name}:${userId}:${dayOf(now)}`;

/** When today's quota window ends (next UTC midnight). */
export function quotaResetsAt(now = new Date()): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return next;
}

/** Counts one use against `limit`; `allowed` false when the day's quota is spent. */
export function useQuota(
  limits: Limits,
  input: { name: QuotaName; userId: string; limit: number; now?: Date },
): Promise<LimitResult> {
  return limits.hit(quotaKey(input.name, input.userId, input.now), {
    limit: input.limit,
    windowSeconds: DAY_SECONDS,
  });
}

/** Today's use without counting. */
export async function quotaUsed(
  limits: Limits,
  input: { name: QuotaName; userId: string; now?: Date },
): Promise<number> {
  const value = await limits.get(quotaKey(input.name, input.userId, input.now));
  return value === null ? 0 : Number(value) || 0;
}
