import { describe, expect, it } from "vitest";
import { Lru, PromiseLru } from "./lru";

describe("Lru", () => {
  it("loads a key once, keeps the most recently used and drops the oldest beyond its size", () => {
    const lru = new Lru<string>(2);
    let loads = 0;
    const load = (v: string) => () => {
      loads++;
      return v;
    };
    expect(lru.get("a", load("A"))).toBe("A");
    expect(lru.get("b", load("B"))).toBe("B");
    expect(lru.get("a", load("A2"))).toBe("A"); // a hit: now the newest
    expect(lru.get("c", load("C"))).toBe("C"); // drops b, the oldest
    expect(loads).toBe(3);
    expect([lru.has("a"), lru.has("b"), lru.has("c")]).toEqual([true, false, true]);
    expect(lru.size).toBe(2);
  });

  it("forgets a load that failed, so the next call loads again", async () => {
    const lru = new PromiseLru<number>(4);
    await expect(lru.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(lru.has("k")).toBe(false);
    await expect(lru.get("k", () => Promise.resolve(7))).resolves.toBe(7);
    expect(lru.has("k")).toBe(true);
  });
});
