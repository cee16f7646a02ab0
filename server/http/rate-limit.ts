import type { Context, MiddlewareHandler } from "hono";
import type { Limits } from "../platform/limits/limits";
import { AppError } from "./app-error";
import type { AppEnv } from "./env";

/**
 * A fixed-window rate limit on top of the platform limits (memory or Redis, so it holds across
 * instances). Sets the RateLimit-* headers; over the limit answers 42900001 with Retry-After.
 */
export function rateLimit(options: {
  limits: Limits;
  name: string;
  limit: number;
  windowSeconds: number;
  key: (c: Context<AppEnv>) => string;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await options.limits.hit(`rl:${options.name}:${options.key(c)}`, {
      limit: options.limit,
      windowSeconds: options.windowSeconds,
    });
    const resetSeconds = Math.max(0, Math.ceil((result.resetAt - Date.now()) / 1000));
    c.header("RateLimit-Limit", String(result.limit));
    c.header("RateLimit-Remaining", String(result.remaining));
    c.header("RateLimit-Reset", String(resetSeconds));
    if (!result.allowed) {
      c.header("Retry-After", String(resetSeconds));
      throw new AppError("tooManyRequests", `Rate limit ${options.name} exceeded`);
    }
    return next();
  };
}
