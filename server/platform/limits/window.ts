import type { LimitResult } from "./limits";

/**
 * Argument checks and result shaping shared by both backends, so memory and Redis answer
 * identically (the contract suite in limits-contract.ts holds them to it).
 */

/** Seconds → whole milliseconds; fractional seconds are allowed (tests use sub-second windows). */
export function toMs(seconds: number, name: string): number {
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new RangeError(`${name} must be a positive number of seconds, got ${seconds}`);
  }
  return Math.max(1, Math.ceil(seconds * 1000));
}

export function checkLimit(limit: number): void {
  if (!Number.isSafeInteger(limit) || limit < 0) {
    throw new RangeError(`limit must be a non-negative integer, got ${limit}`);
  }
}

export function checkCost(cost: number): void {
  if (!Number.isSafeInteger(cost) || cost < 1) {
    throw new RangeError(`cost must be a positive integer, got ${cost}`);
  }
}

export function checkKey(key: string): void {
  if (typeof key !== "string" || key.length === 0) throw new TypeError("key must be a non-empty string");
}

/**
 * `hit`: allowed when this hit kept the count within the limit.
 * `peek`: allowed when one more hit would still be within the limit — what a caller checking
 * "am I locked out?" before doing work needs (after `limit` hits the next one is refused).
 */
export function toResult(input: {
  count: number;
  limit: number;
  resetAt: number;
  mode: "hit" | "peek";
}): LimitResult {
  const { count, limit, resetAt, mode } = input;
  return {
    allowed: mode === "hit" ? count <= limit : count < limit,
    count,
    limit,
    remaining: Math.max(0, limit - count),
    resetAt,
  };
}
