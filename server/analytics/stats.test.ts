import { describe, expect, it } from "vitest";
import { covariance, mean, quantileType7, stdDev, variance } from "./stats";
import { rng } from "./test-support";

const f64 = (...x: number[]) => Float64Array.from(x);

/** R's quantile type 7 with a full sort: the definition the selection must equal bit for bit. */
function rQuantile7(x: Float64Array, p: number): number {
  const s = Float64Array.from(x).sort();
  const index = 1 + (s.length - 1) * p;
  const lo = Math.floor(index);
  const hi = Math.ceil(index);
  const qs = s[lo - 1]!;
  const h = index - lo;
  return index > lo && s[hi - 1] !== qs ? (1 - h) * qs + h * s[hi - 1]! : qs;
}

describe("moments", () => {
  it.each([
    [f64(1, 2, 3, 4), 2.5, 5 / 3],
    [f64(2, 2, 2), 2, 0],
    [f64(7), 7, Number.NaN],
    [f64(), Number.NaN, Number.NaN],
  ])("%o: mean %d, sample variance %d", (x, m, v) => {
    if (Number.isNaN(m)) expect(mean(x)).toBeNaN();
    else expect(mean(x)).toBeCloseTo(m, 15);
    if (Number.isNaN(v)) expect(variance(x)).toBeNaN();
    else expect(variance(x)).toBeCloseTo(v, 15);
  });

  it("keeps precision on a large offset (two-pass)", () => {
    const x = f64(1e9 + 4, 1e9 + 7, 1e9 + 13, 1e9 + 16);
    expect(variance(x)).toBe(30);
    expect(stdDev(x)).toBe(Math.sqrt(30));
  });

  it("covariance: cov(x, 2x + 1) = 2 var(x); NaN for unequal lengths", () => {
    const x = f64(1, 4, 2, 8);
    expect(
      covariance(
        x,
        Float64Array.from(x, (v) => 2 * v + 1),
      ),
    ).toBeCloseTo(2 * variance(x), 12);
    expect(covariance(x, f64(1, 2))).toBeNaN();
  });
});

describe("quantileType7", () => {
  it.each([
    [f64(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), 0.05, 1.45],
    [f64(3, 1, 2), 0.5, 2],
    [f64(-0.02, 0.01, 0.03, 0.015), 1 - 0.95, -0.0155],
    [f64(4), 0.05, 4],
    [f64(5, 5, 5, 1), 0.5, 5],
    [f64(1, 2), 1, 2],
    [f64(1, 2), 0, 1],
  ])("%o at %d → %d", (x, p, q) => {
    expect(quantileType7(x, p)).toBeCloseTo(q, 15);
  });

  it("is NaN without data and leaves its input untouched", () => {
    expect(quantileType7(f64(), 0.05)).toBeNaN();
    const x = f64(3, 1, 2);
    quantileType7(x, 0.5);
    expect(Array.from(x)).toEqual([3, 1, 2]);
  });

  it("equals R's sort-based definition exactly on random data with ties", () => {
    const next = rng(42);
    for (const n of [2, 3, 7, 20, 293, 1000, 5000]) {
      const x = Float64Array.from({ length: n }, () => Math.round((next() - 0.5) * 200) / 1000);
      for (const p of [0, 0.01, 1 - 0.95, 0.25, 0.5, 0.99, 1])
        expect(quantileType7(x, p) + 0).toBe(rQuantile7(x, p) + 0); // +0: −0 and 0 are the same quantile
    }
  });
});
