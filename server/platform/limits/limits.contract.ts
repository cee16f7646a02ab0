import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Limits } from "./limits";

/**
 * The behaviour every Limits backend must show, run against memory always and against Redis
 * when TEST_REDIS_URL is set (memory.test.ts, redis.test.ts). Real time, real backends: the
 * windows are short so the suite stays fast.
 */
export function describeLimitsContract(name: string, open: () => Promise<Limits>): void {
  describe(`Limits contract: ${name}`, () => {
    let limits: Limits;
    const key = (label: string) => `contract:${label}:${randomUUID()}`;
    const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

    beforeAll(async () => {
      limits = await open();
    });
    afterAll(async () => {
      await limits?.close();
    });

    it("counts hits against the limit and reports what is left", async () => {
      const k = key("basic");
      const before = Date.now();
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await limits.hit(k, { limit: 3, windowSeconds: 60 }));
      expect(results.map((r) => [r.count, r.allowed, r.remaining, r.limit])).toEqual([
        [1, true, 2, 3],
        [2, true, 1, 3],
        [3, true, 0, 3],
        [4, false, 0, 3],
      ]);
      const first = results[0]!;
      expect(first.resetAt).toBeGreaterThanOrEqual(before + 59_000);
      expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    });

    it("adds `cost` instead of one", async () => {
      const k = key("cost");
      expect((await limits.hit(k, { limit: 4, windowSeconds: 60, cost: 3 })).count).toBe(3);
      const second = await limits.hit(k, { limit: 4, windowSeconds: 60, cost: 2 });
      expect([second.count, second.allowed, second.remaining]).toEqual([5, false, 0]);
    });

    it("peek reads without counting and says whether one more hit would pass", async () => {
      const k = key("peek");
      const empty = await limits.peek(k, { limit: 2, windowSeconds: 60 });
      expect([empty.count, empty.allowed, empty.remaining]).toEqual([0, true, 2]);
      await limits.hit(k, { limit: 2, windowSeconds: 60 });
      expect((await limits.peek(k, { limit: 2, windowSeconds: 60 })).count).toBe(1);
      const atLimit = await limits.hit(k, { limit: 2, windowSeconds: 60 });
      expect([atLimit.count, atLimit.allowed]).toEqual([2, true]);
      const locked = await limits.peek(k, { limit: 2, windowSeconds: 60 });
      expect([locked.count, locked.allowed, locked.remaining]).toEqual([2, false, 0]);
      expect(Math.abs(locked.resetAt - atLimit.resetAt)).toBeLessThan(50);
    });

    it("uses a fixed window that later hits do not extend, then starts a new one", async () => {
      const k = key("window");
      const first = await limits.hit(k, { limit: 5, windowSeconds: 1 });
      await sleep(600);
      const second = await limits.hit(k, { limit: 5, windowSeconds: 1 });
      expect(second.count).toBe(2);
      expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(50);
      await sleep(550);
      const third = await limits.hit(k, { limit: 5, windowSeconds: 1 });
      expect(third.count).toBe(1);
      expect(third.resetAt).toBeGreaterThan(first.resetAt + 500);
    });

    it("gives exact counts under 200 concurrent hits", async () => {
      const k = key("concurrent");
      const results = await Promise.all(
        range(200).map(() => limits.hit(k, { limit: 150, windowSeconds: 60 })),
      );
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(range(200));
      expect(results.filter((r) => r.allowed)).toHaveLength(150);
      expect((await limits.peek(k, { limit: 150, windowSeconds: 60 })).count).toBe(200);
    });

    it("reset clears one counter and leaves others alone", async () => {
      const [a, b] = [key("reset-a"), key("reset-b")];
      await limits.hit(a, { limit: 1, windowSeconds: 60 });
      await limits.hit(a, { limit: 1, windowSeconds: 60 });
      await limits.hit(b, { limit: 1, windowSeconds: 60 });
      await limits.reset(a);
      expect((await limits.hit(a, { limit: 1, windowSeconds: 60 })).count).toBe(1);
      expect((await limits.peek(b, { limit: 1, windowSeconds: 60 })).count).toBe(1);
    });

    it("stores, reads and deletes values", async () => {
      const k = key("value");
      expect(await limits.get(k)).toBeNull();
      await limits.set(k, "first", 60);
      await limits.set(k, "第二", 60);
      expect(await limits.get(k)).toBe("第二");
      await limits.delete(k);
      expect(await limits.get(k)).toBeNull();
    });

    it("setIfAbsent stores exactly once among concurrent callers", async () => {
      const k = key("once");
      const outcomes = await Promise.all(range(50).map((i) => limits.setIfAbsent(k, `caller-${i}`, 60)));
      const winners = outcomes.flatMap((stored, i) => (stored ? [i + 1] : []));
      expect(winners).toHaveLength(1);
      expect(await limits.get(k)).toBe(`caller-${winners[0]}`);
      expect(await limits.setIfAbsent(k, "late", 60)).toBe(false);
    });

    it("expires values after their TTL", async () => {
      const k = key("ttl");
      await limits.set(k, "short", 0.4);
      expect(await limits.setIfAbsent(k, "blocked", 60)).toBe(false);
      expect(await limits.get(k)).toBe("short");
      await sleep(500);
      expect(await limits.get(k)).toBeNull();
      expect(await limits.setIfAbsent(k, "again", 60)).toBe(true);
      expect(await limits.get(k)).toBe("again");
    });

    it("reads a counter through get as its decimal count", async () => {
      const k = key("counter-get");
      await limits.hit(k, { limit: 10, windowSeconds: 60, cost: 7 });
      expect(await limits.get(k)).toBe("7");
    });

    it.each([
      ["a negative limit", { limit: -1, windowSeconds: 60 }],
      ["a zero window", { limit: 1, windowSeconds: 0 }],
      ["a fractional cost", { limit: 1, windowSeconds: 60, cost: 1.5 }],
      ["a zero cost", { limit: 1, windowSeconds: 60, cost: 0 }],
    ])("rejects %s", async (_label, options) => {
      await expect(limits.hit(key("bad"), options)).rejects.toThrow(RangeError);
    });

    it("answers ping", async () => {
      await expect(limits.ping()).resolves.toBeUndefined();
    });
  });
}
