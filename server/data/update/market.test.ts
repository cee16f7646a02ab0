import { describe, expect, it } from "vitest";
import { toDayNumber } from "../batch";
import { buildCalendars } from "../universe/calendar";
import { gridStartDay } from "../universe/generate";
import { buildMarket } from "../universe/market";
import { extendMarket } from "./market";

const generated = toDayNumber("2026-06-30");
const start = gridStartDay(generated);
const base = buildMarket(9, buildCalendars(start, generated));
const extended = extendMarket(base, 9, buildCalendars(start, toDayNumber("2027-06-30")));
const n0 = base.calendars.grid.days.length;
const n = extended.calendars.grid.days.length;

function dailyVol(values: Float64Array, from: number, to: number): number {
  const r: number[] = [];
  for (let w = from + 1; w < to; w++) r.push((values[w] as number) - (values[w - 1] as number));
  const mean = r.reduce((a, b) => a + b, 0) / r.length;
  return Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1));
}

const series = (id: string) => extended.series.get(id) as Float64Array;

describe("extendMarket", () => {
  it("keeps the generated history and adds one value per weekday", () => {
    expect(n - n0).toBeGreaterThan(255);
    for (const [id, values] of base.series) {
      expect(series(id).length).toBe(n);
      expect(series(id).subarray(0, n0)).toEqual(values);
      expect(series(id).subarray(n0).every(Number.isFinite)).toBe(true);
    }
  });

  it("is a function of the seed and the days only", () => {
    const again = extendMarket(base, 9, buildCalendars(start, toDayNumber("2027-06-30")));
    for (const [id, values] of extended.series) expect(again.series.get(id)).toEqual(values);
    const other = extendMarket(buildMarket(10, base.calendars), 10, extended.calendars);
    expect(other.series.get("IDX:US500")?.subarray(n0)).not.toEqual(series("IDX:US500").subarray(n0));
  });

  it.each([
    ["IDX:US500"],
    ["IDX:HK50"],
    ["IDX:CSA300"],
    ["IDX:USAGG"],
    ["IDX:GLBHY"],
    ["IDX:GOLD"],
    ["FX:EUR"],
    ["FX:HKD"],
  ])("moves %s about as much as over the generated history's last two years", (id) => {
    const before = dailyVol(series(id), n0 - 520, n0);
    const after = dailyVol(series(id), n0, n);
    expect(after / before).toBeGreaterThan(0.5);
    expect(after / before).toBeLessThan(2);
  });

  it("shares one market shock: equity indices move together, treasuries against them", () => {
    const returns = (id: string) =>
      Array.from({ length: n - n0 }, (_, k) => series(id)[n0 + k]! - series(id)[n0 + k - 1]!);
    const corr = (a: number[], b: number[]) => {
      const m = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
      const [ma, mb] = [m(a), m(b)];
      let ab = 0;
      let aa = 0;
      let bb = 0;
      a.forEach((v, i) => {
        ab += (v - ma) * (b[i]! - mb);
        aa += (v - ma) ** 2;
        bb += (b[i]! - mb) ** 2;
      });
      return ab / Math.sqrt(aa * bb);
    };
    expect(corr(returns("IDX:US500"), returns("IDX:EU350"))).toBeGreaterThan(0.6);
    expect(corr(returns("IDX:US500"), returns("IDX:GLBEQ"))).toBeGreaterThan(0.8);
    expect(corr(returns("IDX:US500"), returns("IDX:UST20"))).toBeLessThan(0);
  });

  it("keeps rates and yields near their anchors", () => {
    for (const c of ["USD", "HKD", "EUR"] as const) {
      const r = extended.rates.shortRate[c];
      for (let w = n0; w < n; w++)
        expect(Math.abs((r[w] as number) - (r[n0 - 1] as number))).toBeLessThan(0.02);
    }
    const y = extended.rates.longYield.USD;
    for (let w = n0; w < n; w++) expect(y[w]).toBeGreaterThan(0);
  });
});
