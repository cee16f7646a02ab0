import type { Logger } from "pino";
import type { Config } from "../../config";
import type { Limits } from "./limits";
import { createMemoryLimits } from "./memory";
import { createRedisLimits } from "./redis";

export type { LimitResult, Limits } from "./limits";
export { createMemoryLimits, type MemoryLimits, type MemoryLimitsOptions } from "./memory";
export { createRedisLimits, type RedisLimitsOptions, redactRedisUrl } from "./redis";

/**
 * Redis when REDIS_URL is set (shared by every instance), else in-process memory.
 * Rejects with a message naming REDIS_URL when Redis is unreachable: a configured but dead
 * Redis must stop start-up, never silently fall back to per-process limits.
 */
export async function createLimits(
  config: Pick<Config, "REDIS_URL">,
  options: { logger?: Logger } = {},
): Promise<Limits> {
  if (config.REDIS_URL) return createRedisLimits(config.REDIS_URL, { logger: options.logger });
  return createMemoryLimits();
}
