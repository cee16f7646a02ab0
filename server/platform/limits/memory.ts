import type { LimitResult, Limits } from "./limits";
import { checkCost, checkKey, checkLimit, toMs, toResult } from "./window";

/**
 * The embedded limits backend: one Map in this process. Every operation runs synchronously
 * between awaits, so on Node's single thread no two hits can interleave and counts are exact.
 * Counters and values share one key space, as in Redis (a `set` replaces a counter).
 * State is per process: with several server instances, configure REDIS_URL.
 */
export interface MemoryLimitsOptions {
  /** Beyond this many live keys the oldest-inserted are evicted, so a key flood cannot exhaust memory. */
  maxEntries?: number;
  /** How often the background sweep drops expired keys. */
  sweepIntervalMs?: number;
  /** Clock, injectable so tests can move time without sleeping. */
  now?: () => number;
}

interface Entry {
  /** A number for counters (hit), a string for values (set). */
  value: number | string;
  expiresAt: number;
}

const DEFAULT_MAX_ENTRIES = 100_000;
const DEFAULT_SWEEP_INTERVAL_MS = 60_000;
/** At the cap, a full sweep runs at most this often; between sweeps the oldest keys are evicted. */
const MIN_FULL_SWEEP_GAP_MS = 1_000;

export type MemoryLimits = Limits & {
  /** Keys currently held, expired ones included until swept (for tests and diagnostics). */
  readonly size: number;
};

export function createMemoryLimits(options: MemoryLimitsOptions = {}): MemoryLimits {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let closed = false;
  let lastFullSweep = 0;

  const sweep = (): void => {
    const t = now();
    lastFullSweep = t;
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  };

  // unref: the sweep must never keep a finished process (or a test worker) alive.
  const timer = setInterval(sweep, options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS);
  timer.unref();

  const assertOpen = (): void => {
    if (closed) throw new Error("Limits (memory) is closed");
  };

  /** The live entry for a key; an expired one is dropped on the spot (lazy expiry). */
  const live = (key: string, t: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= t) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  /** Inserts a new key; re-inserting moves it to the young end of the Map's insertion order. */
  const store = (key: string, entry: Entry): void => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size <= maxEntries) return;
    if (now() - lastFullSweep >= MIN_FULL_SWEEP_GAP_MS) sweep();
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
  };

  const counterOf = (key: string, entry: Entry): number => {
    if (typeof entry.value === "number") return entry.value;
    const n = Number(entry.value);
    // Mirrors Redis, whose INCRBY fails on a value that is not an integer.
    if (!/^-?\d+$/.test(entry.value) || !Number.isSafeInteger(n)) {
      throw new Error(`Limits key "${key}" holds a value that is not a counter`);
    }
    return n;
  };

  return {
    kind: "memory",

    get size() {
      return entries.size;
    },

    async hit(key, { limit, windowSeconds, cost = 1 }): Promise<LimitResult> {
      assertOpen();
      checkKey(key);
      checkLimit(limit);
      checkCost(cost);
      const windowMs = toMs(windowSeconds, "windowSeconds");
      const t = now();
      const entry = live(key, t);
      if (!entry) {
        const fresh = { value: cost, expiresAt: t + windowMs };
        store(key, fresh);
        return toResult({ count: cost, limit, resetAt: fresh.expiresAt, mode: "hit" });
      }
      // The window is fixed by the first hit; later hits never extend it.
      entry.value = counterOf(key, entry) + cost;
      return toResult({ count: entry.value, limit, resetAt: entry.expiresAt, mode: "hit" });
    },

    async peek(key, { limit, windowSeconds }): Promise<LimitResult> {
      assertOpen();
      checkKey(key);
      checkLimit(limit);
      const windowMs = toMs(windowSeconds, "windowSeconds");
      const t = now();
      const entry = live(key, t);
      if (!entry) return toResult({ count: 0, limit, resetAt: t + windowMs, mode: "peek" });
      return toResult({ count: counterOf(key, entry), limit, resetAt: entry.expiresAt, mode: "peek" });
    },

    async reset(key) {
      assertOpen();
      entries.delete(key);
    },

    async set(key, value, ttlSeconds) {
      assertOpen();
      checkKey(key);
      store(key, { value, expiresAt: now() + toMs(ttlSeconds, "ttlSeconds") });
    },

    async setIfAbsent(key, value, ttlSeconds) {
      assertOpen();
      checkKey(key);
      const ttlMs = toMs(ttlSeconds, "ttlSeconds");
      const t = now();
      if (live(key, t)) return false;
      store(key, { value, expiresAt: t + ttlMs });
      return true;
    },

    async get(key) {
      assertOpen();
      const entry = live(key, now());
      return entry ? String(entry.value) : null;
    },

    async delete(key) {
      assertOpen();
      entries.delete(key);
    },

    async ping() {
      assertOpen();
    },

    async close() {
      closed = true;
      clearInterval(timer);
      entries.clear();
    },
  };
}
