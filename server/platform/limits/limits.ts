/**
 * Limits, quotas, short-lived caches and token revocation (the "limits" platform part).
 * Embedded: in-process (memory.ts). Production: Redis (redis.ts), shared by every instance,
 * so counts stay exact when N stateless servers run behind a load balancer.
 * Keys are namespaced by the caller ("otp:send:addr:<email>", "quota:ai:<userId>:<day>").
 */
export interface LimitResult {
  /** True when this hit was within the limit (the hit is counted either way). */
  allowed: boolean;
  /** Hits in the current window including this one. */
  count: number;
  limit: number;
  remaining: number;
  /** Epoch ms when the current window ends. */
  resetAt: number;
}

export interface Limits {
  readonly kind: "memory" | "redis";
  /**
   * Fixed-window counter: counts one hit (or `cost`, a positive integer) against `limit` per
   * `windowSeconds`, atomically. The window starts at the first hit and later hits never
   * extend it. Fractional seconds are allowed; bad arguments reject with a RangeError.
   */
  hit(key: string, options: { limit: number; windowSeconds: number; cost?: number }): Promise<LimitResult>;
  /**
   * Reads a counter without counting a hit. Here `allowed` means one more hit would still be
   * within the limit (count < limit), so "am I locked out?" is `!(await peek(...)).allowed`.
   */
  peek(key: string, options: { limit: number; windowSeconds: number }): Promise<LimitResult>;
  /** Clears a counter (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
  /** Stores a value with a time to live, replacing any value or counter under the key. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Stores only when absent; true when this call stored it (idempotency, one-time tokens). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** The value, a counter's count as a decimal string, or null when absent or expired. */
  get(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
