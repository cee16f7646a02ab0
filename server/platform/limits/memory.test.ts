import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { createLimits } from "./index";
import { describeLimitsContract } from "./limits.contract";
import { createMemoryLimits, type MemoryLimits } from "./memory";

describeLimitsContract("memory", async () => createMemoryLimits());

describe("memory limits", () => {
  let clock = 1_000_000;
  const now = () => clock;
  const opened: MemoryLimits[] = [];
  const open = (options: Parameters<typeof createMemoryLimits>[0] = {}) => {
    const limits = createMemoryLimits({ now, ...options });
    opened.push(limits);
    return limits;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((l) => l.close()));
  });

  it("ends a window exactly at its resetAt", async () => {
    clock = 1_000_000;
    const limits = open();
    const first = await limits.hit("k", { limit: 5, windowSeconds: 10 });
    expect(first.resetAt).toBe(1_010_000);
    clock = 1_009_999;
    expect((await limits.hit("k", { limit: 5, windowSeconds: 10 })).count).toBe(2);
    clock = 1_010_000;
    const next = await limits.hit("k", { limit: 5, windowSeconds: 10 });
    expect([next.count, next.resetAt]).toEqual([1, 1_020_000]);
  });

  it("evicts the oldest keys beyond maxEntries", async () => {
    const limits = open({ maxEntries: 3 });
    for (const k of ["a", "b", "c", "d"]) await limits.set(k, k, 60);
    expect(limits.size).toBe(3);
    expect(await limits.get("a")).toBeNull();
    expect(await limits.get("d")).toBe("d");
  });

  it("drops expired keys before evicting live ones", async () => {
    clock = 2_000_000;
    const limits = open({ maxEntries: 3 });
    await limits.set("short", "x", 1);
    await limits.set("b", "b", 60);
    await limits.set("c", "c", 60);
    clock += 2_000;
    await limits.set("d", "d", 60);
    expect(limits.size).toBe(3);
    expect(await Promise.all(["b", "c", "d"].map((k) => limits.get(k)))).toEqual(["b", "c", "d"]);
  });

  it("sweeps expired keys in the background without any access", async () => {
    clock = 3_000_000;
    const limits = open({ sweepIntervalMs: 10 });
    await limits.set("a", "1", 1);
    await limits.hit("b", { limit: 1, windowSeconds: 1 });
    await limits.set("live", "1", 60);
    expect(limits.size).toBe(3);
    clock += 1_000;
    await sleep(50);
    expect(limits.size).toBe(1);
  });

  it("refuses calls after close", async () => {
    const limits = open();
    await limits.close();
    await expect(limits.hit("k", { limit: 1, windowSeconds: 1 })).rejects.toThrow(/closed/);
  });

  it("refuses to count a key that holds a non-numeric value, as Redis does", async () => {
    const limits = open();
    await limits.set("word", "hello", 60);
    await expect(limits.hit("word", { limit: 1, windowSeconds: 60 })).rejects.toThrow(/not a counter/);
  });

  it("createLimits picks memory when REDIS_URL is unset", async () => {
    const limits = await createLimits({ REDIS_URL: undefined });
    expect(limits.kind).toBe("memory");
    await limits.close();
  });
});
