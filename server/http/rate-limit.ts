import type { Context, MiddlewareHandler } from "hono";
import type { Limits } from "../platform/limits/limits";
import { setAnswerHeader } from "./answer-headers";
import { AppError } from "./app-error";
import type { AppEnv } from "./env";

/** One fixed-window rule: at most `limit` calls per `windowSeconds` for each key. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * A fixed-window rate limit on top of the platform limits (memory or Redis, so it holds across
 * instances). Sets the RateLimit-* headers; over the limit answers 42900001 with Retry-After.
 * A key of `undefined` (e.g. no e-mail in the body, which validation then refuses) skips the rule.
 */
export function rateLimit(
  options: RateRule & {
    limits: Limits;
    key: (c: Context<AppEnv>) => string | undefined | Promise<string | undefined>;
  },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await hitRule(c, options, await options.key(c));
    return next();
  };
}

/** Counts one call of `key` against `rule`; over the limit throws 42900001 with Retry-After set. */
export async function hitRule(
  c: Context<AppEnv>,
  options: RateRule & { limits: Limits },
  key: string | undefined,
): Promise<void> {
  if (key === undefined) return;
  const result = await options.limits.hit(`rl:${options.name}:${key}`, {
    limit: options.limit,
    windowSeconds: options.windowSeconds,
  });
  const resetSeconds = Math.max(1, Math.ceil((result.resetAt - Date.now()) / 1000));
  setAnswerHeader(c, "RateLimit-Limit", String(result.limit));
  setAnswerHeader(c, "RateLimit-Remaining", String(result.remaining));
  setAnswerHeader(c, "RateLimit-Reset", String(resetSeconds));
  if (!result.allowed) {
    setAnswerHeader(c, "Retry-After", String(resetSeconds));
    throw new AppError("tooManyRequests", `Rate limit ${options.name} exceeded`, {
      retryAfterSeconds: resetSeconds,
    });
  }
}
