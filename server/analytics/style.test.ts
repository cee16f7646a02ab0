import { describe, expect, it } from "vitest";
import { isoDate, parseIsoDate } from "./dates";
import { riskFreeReturns } from "./performance";
import { olsWithIntercept, returnsBasedStyle } from "./style";
import { f64, monthEnds, normal, randomPrices, rng } from "./test-support";

const draws = (seed: number, n: number, sd = 0.04) => {
  const z = normal(rng(seed));
  return Float64Array.from({ length: n }, () => sd * z());
};

describe("olsWithIntercept", () => {
  it("worked example: y = 1 + 2x on x = 0, 1, 2 plus a residual pattern", () => {
    // slope 2, intercept 7/6; fitted 7/6, 19/6, 31/6; residuals −1/6, 1/3, −1/6 → SSE 1/6;
    // ȳ = 19/6, SST = (13/6)² + (2/6)² + (11/6)² = 294/36 → R² = 1 − 6/294 = 0.97959…
    const fit = olsWithIntercept(f64(1, 3.5, 5), [f64(0, 1, 2)])!;
    expect(fit.betas[0]).toBeCloseTo(2, 14);
    expect(fit.intercept).toBeCloseTo(7 / 6, 14);
    expect(fit.rSquared).toBeCloseTo(1 - 6 / 294, 14);
    expect(fit.observations).toBe(3);
  });

  it("recovers known betas exactly from a linear combination of ten regressors (R² = 1)", () => {
    const n = 36;
    const x = Array.from({ length: 10 }, (_, k) => draws(100 + k, n));
    const beta = [0.6, -0.2, 0.05, 0.3, 0, 1.1, -0.7, 0.25, 0.4, -0.05];
    const a = 0.001;
    const y = Float64Array.from({ length: n }, (_, i) => a + beta.reduce((s, b, k) => s + b * x[k]![i]!, 0));
    const fit = olsWithIntercept(y, x)!;
    for (const [k, b] of fit.betas.entries()) expect(b).toBeCloseTo(beta[k]!, 12);
    expect(fit.intercept).toBeCloseTo(a, 14);
    expect(fit.rSquared).toBeCloseTo(1, 12);
  });

  it("leaves out a column that is a combination of the columns before it", () => {
    const n = 30;
    const x1 = draws(1, n);
    const x2 = draws(2, n);
    const x3 = Float64Array.from(x1, (v, i) => 2 * v - x2[i]! + 0.01); // in span{1, x1, x2}
    const noise = draws(3, n, 0.002);
    const y = Float64Array.from(x1, (v, i) => 0.5 * v + 0.3 * x2[i]! + noise[i]!);
    const fit = olsWithIntercept(y, [x1, x2, x3])!;
    expect(fit.betas[2]).toBeNull();
    const alone = olsWithIntercept(y, [x1, x2])!;
    expect(fit.betas[0]).toBeCloseTo(alone.betas[0]!, 12);
    expect(fit.betas[1]).toBeCloseTo(alone.betas[1]!, 12);
    expect(fit.rSquared).toBeCloseTo(alone.rSquared, 12);
  });

  it.each([
    ["a constant regressor (in the intercept's span)", f64(1, 2, 3, 5), [f64(4, 4, 4, 4)]],
    ["an all-zero regressor", f64(1, 2, 3, 5), [f64(0, 0, 0, 0)]],
  ])("%s is left out", (_, y, x) => {
    const fit = olsWithIntercept(y, x)!;
    expect(fit.betas).toEqual([null]);
    expect(fit.intercept).toBeCloseTo(11 / 4, 14);
    expect(fit.rSquared).toBeCloseTo(0, 14);
  });

  it.each([
    ["no more observations than parameters", f64(1, 2), [f64(0, 1)]],
    ["a non-finite value", f64(1, Number.NaN, 3), [f64(0, 1, 2)]],
    ["columns of another length", f64(1, 2, 3), [f64(0, 1)]],
    ["no observations", f64(), []],
  ])("answers null with %s", (_, y, x) => {
    expect(olsWithIntercept(y, x)).toBeNull();
  });

  it("gives NaN R² when y is constant", () => {
    expect(olsWithIntercept(f64(2, 2, 2, 2), [f64(0, 1, 3, 2)])!.rSquared).toBeNaN();
  });
});

describe("returnsBasedStyle", () => {
  const days = monthEnds("2019-12-31", 49); // 48 monthly returns
  const asset = (seed: number) => ({ days, values: randomPrices({ count: 49, seed, vol: 0.04 }) });

  it("regresses monthly excess returns over the last 36 months on the assets' excess returns", () => {
    const assets = [asset(1), asset(2), asset(3)];
    const rates = { days: Int32Array.of(parseIsoDate("2000-01-01")), values: f64(0.03) };
    const rf = riskFreeReturns({ days, rates });
    // a fund that is 0.5 A + 0.3 B + 0.2 cash, plus 10 bp a month: excess = 0.001 + 0.5 xA + 0.3 xB
    const values = new Float64Array(49);
    values[0] = 100;
    for (let t = 1; t < 49; t++) {
      const ex = (k: number) => assets[k]!.values[t]! / assets[k]!.values[t - 1]! - 1 - rf[t - 1]!;
      values[t] = values[t - 1]! * (1 + rf[t - 1]! + 0.001 + 0.5 * ex(0) + 0.3 * ex(1));
    }
    const style = returnsBasedStyle({ tri: { days, values }, assets, riskFree: rates })!;
    expect(style.observations).toBe(36);
    expect(isoDate(style.startDay)).toBe("2020-12-31");
    expect(isoDate(style.endDay)).toBe("2023-12-31");
    expect(style.betas[0]).toBeCloseTo(0.5, 12);
    expect(style.betas[1]).toBeCloseTo(0.3, 12);
    expect(style.betas[2]).toBeCloseTo(0, 12);
    expect(style.alpha).toBeCloseTo(0.012, 12);
    expect(style.rSquared).toBeCloseTo(1, 12);
  });

  it("uses fewer months when the history is shorter, and none under 24", () => {
    const tri = { days: days.subarray(0, 26), values: randomPrices({ count: 26, seed: 7, vol: 0.03 }) };
    const style = returnsBasedStyle({ tri, assets: [asset(1), asset(2)] })!;
    expect(style.observations).toBe(25);
    const short = { days: days.subarray(0, 24), values: tri.values.subarray(0, 24) };
    expect(returnsBasedStyle({ tri: short, assets: [asset(1)] })).toBeNull();
  });

  it("leaves out an asset without data over the window or one that stopped", () => {
    const tri = { days, values: randomPrices({ count: 49, seed: 8, vol: 0.03 }) };
    const late = { days: days.subarray(20), values: asset(2).values.subarray(20) };
    const stopped = { days: days.subarray(0, 40), values: asset(3).values.subarray(0, 40) };
    const style = returnsBasedStyle({ tri, assets: [asset(1), late, stopped] })!;
    expect(style.betas[0]).not.toBeNull();
    expect(style.betas[1]).toBeNull();
    expect(style.betas[2]).toBeNull();
    expect(returnsBasedStyle({ tri, assets: [] })).toBeNull();
  });
});
