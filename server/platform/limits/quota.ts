/**
 * Daily quotas of plan capabilities (shared/entitlements.ts: AI assistant messages, AI reports) on the
 * platform limits. One key scheme for every feature that counts and for the benefits status
 * that reports the counts. The quota day is the Hong Kong / Singapore calendar day (UTC+8),
 * where the product's users live.
 */
import type { LimitResult, Limits } from "./limits";

export type QuotaName = "aiAssistant" | "aiReport";

const DAY_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The UTC+8 calendar day of `now` and the instant it ends. */
export function quotaDay(now: number): { day: string; resetsAt: number } {
  const local = now + DAY_OFFSET_MS;
  const start = local - (local % DAY_MS);
  return { day: new Date(start).toISOString().slice(0, 10), resetsAt: start + DAY_MS - DAY_OFFSET_MS };
}

export const quotaKey = (name: QuotaName, userId: string, now = new Date()) =>
  `quota:${name}:${userId}:${quotaDay(now.getTime()).day}`;

/** When today's quota ends (the next UTC+8 midnight). */
export function quotaResetsAt(now = new Date()): Date {
  return new Date(quotaDay(now.getTime()).resetsAt);
}

/**
 * Counts one use against `limit`; `allowed` is false once the day's quota is spent. The window
 * outlives the day; the key changes at midnight, which is what resets the count.
 */
export function chargeDailyQuota(
  limits: Limits,
  input: { name: QuotaName; userId: string; limit: number; now?: Date },
): Promise<LimitResult> {
  return limits.hit(quotaKey(input.name, input.userId, input.now), {
    limit: input.limit,
    windowSeconds: 2 * 86_400,
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
