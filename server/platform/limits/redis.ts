import { Redis } from "ioredis";
import type { Logger } from "pino";
import { BackendUnavailableError, isBackendUnavailable } from "../unavailable";
import type { LimitResult, Limits } from "./limits";
import { checkCost, checkKey, checkLimit, toMs, toResult } from "./window";

/**
 * The production limits backend: Redis shared by every server instance, so a limit of 5 is 5
 * across the whole fleet. Counters are fixed windows kept atomic by Lua scripts (one round
 * trip, no read-modify-write race between instances).
 */
export interface RedisLimitsOptions {
  /** Namespaces every key (default "fp:"), so several apps or test runs can share one Redis. */
  keyPrefix?: string;
  /** Connection problems are logged here (without credentials); silent when omitted. */
  logger?: Logger;
  /** A command with no reply after this long fails, so a hung Redis cannot hang requests. */
  commandTimeoutMs?: number;
  /** Give up on the first connection after this long. */
  connectTimeoutMs?: number;
}

/**
 * INCRBY then, when the key has no expiry yet (its first hit in the window), PEXPIRE.
 * Checking the TTL rather than "count == cost" also repairs a counter that somehow lost its
 * expiry instead of letting it block a caller forever. Returns {count, pttl}.
 */
const HIT_LUA = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {count, ttl}
`;

/** GET and PTTL read together, so the count and its window end belong to the same window. */
const PEEK_LUA = `
local v = redis.call('GET', KEYS[1])
if not v then return {0, -2} end
return {tonumber(v) or -1, redis.call('PTTL', KEYS[1])}
`;

type ScriptReply = [number | string, number | string];

interface LimitsRedis extends Redis {
  fpHit(key: string, cost: number, windowMs: number): Promise<ScriptReply>;
  fpPeek(key: string): Promise<ScriptReply>;
}

/** The URL without user and password, for messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    return u.toString();
  } catch {
    return "(unparseable REDIS_URL)";
  }
}

export async function createRedisLimits(url: string, options: RedisLimitsOptions = {}): Promise<Limits> {
  const where = redactRedisUrl(url);
  const log = options.logger?.child({ part: "limits", redis: where });
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix ?? "fp:",
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs ?? 3_000,
    commandTimeout: options.commandTimeoutMs ?? 2_000,
    // One reconnect attempt per command, then fail: a dead Redis answers 503s, not stuck requests.
    maxRetriesPerRequest: 1,
    // Reconnect quickly with a cap, forever: Redis coming back heals the app without a restart.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    scripts: {
      fpHit: { lua: HIT_LUA, numberOfKeys: 1 },
      fpPeek: { lua: PEEK_LUA, numberOfKeys: 1, readOnly: true },
    },
  }) as LimitsRedis;

  // Without a listener ioredis prints every reconnect error to stderr. Log once per outage.
  // A failed first connect is reported by the thrown error instead.
  let lastError: Error | undefined;
  let connected = false;
  let outageLogged = false;
  redis.on("error", (err: Error) => {
    lastError = err;
    if (connected && !outageLogged) {
      outageLogged = true;
      log?.warn({ err: err.message }, "Redis unreachable; limits calls fail until it is back");
    }
  });
  redis.on("ready", () => {
    if (outageLogged) log?.info("Redis reachable again");
    outageLogged = false;
  });

  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    const cause = lastError ?? err;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`Cannot connect to Redis at ${where} (REDIS_URL): ${reason}`, { cause });
  }
  connected = true;
  // Once connected, commands issued during an outage fail at once instead of queueing
  // behind reconnect attempts (the offline queue only helped the first connect).
  redis.options.enableOfflineQueue = false;

  let closed = false;
  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    if (closed) throw new Error("Limits (redis) is closed");
    try {
      return await run();
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const message = `Redis ${what} failed (${where}): ${reason}`;
      // Not connected, or the command timed out or was cut by a reconnect: an outage (503).
      if (
        redis.status !== "ready" ||
        isBackendUnavailable(err) ||
        /timed out|Connection is closed|writeable|MaxRetriesPerRequest/i.test(
          `${(err as Error)?.name} ${reason}`,
        )
      )
        throw new BackendUnavailableError("redis", message, { cause: err });
      throw new Error(message, { cause: err });
    }
  };

  return {
    kind: "redis",

    async hit(key, { limit, windowSeconds, cost = 1 }): Promise<LimitResult> {
      checkKey(key);
      checkLimit(limit);
      checkCost(cost);
      const windowMs = toMs(windowSeconds, "windowSeconds");
      const [count, pttl] = await call("hit", () => redis.fpHit(key, cost, windowMs));
      return toResult({ count: Number(count), limit, resetAt: Date.now() + Number(pttl), mode: "hit" });
    },

    async peek(key, { limit, windowSeconds }): Promise<LimitResult> {
      checkKey(key);
      checkLimit(limit);
      const windowMs = toMs(windowSeconds, "windowSeconds");
      const [rawCount, rawPttl] = await call("peek", () => redis.fpPeek(key));
      const count = Number(rawCount);
      if (count < 0) throw new Error(`Limits key "${key}" holds a value that is not a counter`);
      const pttl = Number(rawPttl);
      // -2: no key (a window would start now); -1 cannot follow a hit, treat it the same way.
      const resetAt = Date.now() + (pttl >= 0 ? pttl : windowMs);
      return toResult({ count, limit, resetAt, mode: "peek" });
    },

    async reset(key) {
      await call("reset", () => redis.del(key));
    },

    async set(key, value, ttlSeconds) {
      checkKey(key);
      const ttlMs = toMs(ttlSeconds, "ttlSeconds");
      await call("set", () => redis.set(key, value, "PX", ttlMs));
    },

    async setIfAbsent(key, value, ttlSeconds) {
      checkKey(key);
      const ttlMs = toMs(ttlSeconds, "ttlSeconds");
      const reply = await call("setIfAbsent", () => redis.set(key, value, "PX", ttlMs, "NX"));
      return reply === "OK";
    },

    async get(key) {
      return call("get", () => redis.get(key));
    },

    async delete(key) {
      await call("delete", () => redis.del(key));
    },

    async ping() {
      const reply = await call("ping", () => redis.ping());
      if (reply !== "PONG") throw new Error(`Redis ping answered ${String(reply)} (${where})`);
    },

    async close() {
      if (closed) return;
      closed = true;
      try {
        // QUIT lets replies in flight arrive; a broken connection just gets cut.
        if (redis.status === "ready") await redis.quit();
      } catch {
        // already gone
      } finally {
        redis.disconnect();
      }
    },
  };
}
