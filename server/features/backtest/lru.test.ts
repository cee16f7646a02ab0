import { describe, expect, it } from "vitest";
import { WeightedLru } from "./lru";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("WeightedLru", () => {
  it("evicts the least recently used entries once the total weight is over the limit", async () => {
    const lru = new WeightedLru<number>(10, (v) => v);
    lru.set("a", Promise.resolve(4));
    lru.set("b", Promise.resolve(4));
    await settle();
    expect(lru.peek("a")).toBeDefined(); // a is now the most recent
    lru.set("c", Promise.resolve(4));
    await settle();
    expect(lru.peek("b")).toBeUndefined();
    expect(lru.peek("a")).toBeDefined();
    expect(lru.peek("c")).toBeDefined();
    expect(lru.weight).toBe(8);
  });

  it("shares one pending load and forgets a failed one", async () => {
    const lru = new WeightedLru<number>(10, () => 1);
    const pending = lru.set("a", Promise.reject(new Error("down")));
    expect(lru.peek("a")).toBe(pending);
    await expect(pending).rejects.toThrow("down");
    await settle();
    expect(lru.peek("a")).toBeUndefined();
    expect(lru.size).toBe(0);
  });

  it("keeps a single entry heavier than the limit until something newer arrives", async () => {
    const lru = new WeightedLru<number>(10, (v) => v);
    lru.set("big", Promise.resolve(50));
    await settle();
    expect(lru.size).toBe(1);
    lru.set("small", Promise.resolve(1));
    await settle();
    expect(lru.peek("big")).toBeUndefined();
    expect(lru.weight).toBe(1);
  });
});
