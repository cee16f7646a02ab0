import { describe, expect, it } from "vitest";
import { hashLabels, Rng, rngFor } from "./prng";

describe("prng", () => {
  it("is deterministic per seed and label, and independent across labels", () => {
    const a = rngFor(1, "nav", "FD00001");
    const b = rngFor(1, "nav", "FD00001");
    const seq = (r: Rng) => Array.from({ length: 5 }, () => r.u32());
    expect(seq(a)).toEqual(seq(b));
    expect(seq(rngFor(1, "nav", "FD00002"))).not.toEqual(seq(rngFor(1, "nav", "FD00001")));
    expect(hashLabels(["ab", "c"])).not.toBe(hashLabels(["a", "bc"]));
  });

  it("draws uniforms in [0, 1) and standard normals with the right moments", () => {
    const r = new Rng(42);
    const n = 100_000;
    let sum = 0;
    let sq = 0;
    let lo = 1;
    let hi = 0;
    for (let i = 0; i < n; i++) {
      const u = r.next();
      lo = Math.min(lo, u);
      hi = Math.max(hi, u);
      const z = r.normal();
      sum += z;
      sq += z * z;
    }
    expect(lo).toBeGreaterThanOrEqual(0);
    expect(hi).toBeLessThan(1);
    expect(sum / n).toBeCloseTo(0, 1);
    expect(sq / n).toBeCloseTo(1, 1);
  });

  it("picks by weight and shuffles without losing items", () => {
    const r = new Rng(7);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) {
      const k = r.weightedIndex([1, 2, 7]);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    expect((counts[2] ?? 0) / 30_000).toBeCloseTo(0.7, 1);
    expect(r.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => r.pick([])).toThrow(RangeError);
    for (let i = 0; i < 100; i++) expect(r.int(3, 5)).toBeGreaterThanOrEqual(3);
  });
});
