import { describe, expect, it } from "vitest";
import { correlationMatrix, holdingKey, holdingsOverlap, pairCorrelation } from "./comparison";
import { parseIsoDate } from "./dates";
import type { Series } from "./series";

const seriesOf = (days: number[], values: number[]): Series => ({
  days: Int32Array.from(days),
  values: Float64Array.from(values),
});

/** A price path from returns, starting at 100 on `days[0]`. */
const path = (days: number[], returns: number[]): Series => {
  const values = [100];
  for (const r of returns) values.push(values[values.length - 1]! * (1 + r));
  return seriesOf(days, values);
};

const weekdays = (from: string, n: number): number[] => {
  const out: number[] = [];
  for (let d = parseIsoDate(from); out.length < n; d++) {
    const dow = (((d - 1) % 7) + 7) % 7; // 0 = Friday
    if (dow !== 1 && dow !== 2) out.push(d); // not Saturday or Sunday
  }
  return out;
};

describe("pairCorrelation", () => {
  it.each([
    ["perfectly together", [0.01, -0.02, 0.03, 0.01, -0.01, 0.02, 0, 0.01, -0.03, 0.02], 1, 1],
    ["perfectly opposed", [0.01, -0.02, 0.03, 0.01, -0.01, 0.02, 0, 0.01, -0.03, 0.02], -2, -1],
  ])("is %s", (_label, x, factor, expected) => {
    const a = Float64Array.from(x);
    const b = Float64Array.from(x.map((v) => v * factor + 0.001));
    expect(pairCorrelation(a, b)).toBeCloseTo(expected, 12);
  });
  it("matches the textbook value and skips positions missing on either side", () => {
    const x = Float64Array.from([1, 2, 3, 4, 5, Number.NaN]);
    const y = Float64Array.from([2, 1, 4, 3, 5, 7]);
    // R: cor(c(1,2,3,4,5), c(2,1,4,3,5)) = 0.8
    expect(pairCorrelation(x, y, 2)).toBeCloseTo(0.8, 12);
  });
  it("has none below the minimum count or for a flat series", () => {
    const x = Float64Array.from([0.01, 0.02, 0.03]);
    expect(pairCorrelation(x, x)).toBeNaN();
    const flat = new Float64Array(12);
    const moving = Float64Array.from({ length: 12 }, (_, i) => (i % 3) / 100);
    expect(pairCorrelation(flat, moving)).toBeNaN();
  });
});

describe("correlationMatrix", () => {
  const days = weekdays("2024-01-01", 60);
  const r1 = days.slice(1).map((_, i) => Math.sin(i) / 100);
  const r2 = days.slice(1).map((_, i) => Math.cos(i * 1.7) / 100);

  it("uses daily returns when the calendars are the same, symmetric with 1 on the diagonal", () => {
    const a = path(days, r1);
    const b = path(days, r2);
    const c = path(
      days,
      r1.map((r) => -r),
    );
    const { matrix, frequency } = correlationMatrix([a, b, c], days[0]!, days[days.length - 1]!);
    expect(frequency).toBe("daily");
    for (let i = 0; i < 3; i++) expect(matrix[i]![i]).toBeCloseTo(1, 12);
    expect(matrix[0]![2]).toBeCloseTo(-1, 12);
    expect(matrix[0]![1]).toBeCloseTo(matrix[1]![0]!, 15);
    expect(Math.abs(matrix[0]![1]!)).toBeLessThan(1);
  });

  it("uses weekly Friday returns when the calendars differ, carrying a holiday forward", () => {
    // 200 weekdays; b misses every Wednesday (its holidays) but moves with a
    const all = weekdays("2023-01-02", 200);
    const rs = all.slice(1).map((_, i) => Math.sin(i * 0.9) / 50);
    const a = path(all, rs);
    const keep = all.map((d) => (((d - 1) % 7) + 7) % 7 !== 5); // 5 = Wednesday
    const b = seriesOf(
      all.filter((_, i) => keep[i]),
      Array.from(a.values).filter((_, i) => keep[i]),
    );
    const { matrix, frequency } = correlationMatrix([a, b], all[0]!, all[all.length - 1]!);
    expect(frequency).toBe("weekly");
    // same prices on every Friday: weekly returns are identical
    expect(matrix[0]![1]).toBeCloseTo(1, 12);
  });

  it("leaves out observations outside the window and gives NaN with too few returns", () => {
    const a = path(days, r1);
    const b = path(days, r2);
    const { matrix } = correlationMatrix([a, b], days[50]!, days[55]!);
    expect(matrix[0]![1]).toBeNaN();
    expect(matrix[0]![0]).toBeNaN();
  });

  it("is empty for no series", () => {
    expect(correlationMatrix([], 0, 10)).toEqual({ matrix: [], frequency: "daily" });
  });
});

describe("holdingsOverlap", () => {
  it("sums the smaller weight of holdings matched by ticker, else by normalized name", () => {
    const a = [
      { name: "Apple Inc", ticker: "AAPL", weight: 0.08 },
      { name: "Microsoft Corp", ticker: "MSFT", weight: 0.06 },
      { name: "Tencent Holdings Ltd.", weight: 0.05 },
      { name: "Only In A", weight: 0.04 },
    ];
    const b = [
      { name: "APPLE INC.", ticker: "aapl", weight: 0.03 },
      { name: "Microsoft Corporation", ticker: "MSFT", weight: 0.09 },
      { name: "TENCENT HOLDINGS LIMITED", weight: 0.02 },
      { name: "Only In B", weight: 0.1 },
    ];
    const out = holdingsOverlap(a, b);
    expect(out.weight).toBeCloseTo(0.06 + 0.03 + 0.02, 12);
    expect(out.common).toEqual([
      { name: "Microsoft Corp", weightA: 0.06, weightB: 0.09 },
      { name: "Apple Inc", weightA: 0.08, weightB: 0.03 },
      { name: "Tencent Holdings Ltd.", weightA: 0.05, weightB: 0.02 },
    ]);
  });
  it("matches a tickered holding with an untickered one by name, once", () => {
    const out = holdingsOverlap(
      [{ name: "HSBC Holdings plc", ticker: "0005.HK", weight: 0.04 }],
      [{ name: "HSBC HOLDINGS PLC", weight: 0.07 }],
    );
    expect(out.common).toHaveLength(1);
    expect(out.weight).toBeCloseTo(0.04, 12);
  });
  it("is zero without common holdings", () => {
    expect(holdingsOverlap([{ name: "A", weight: 0.1 }], [{ name: "B", weight: 0.1 }])).toEqual({
      weight: 0,
      common: [],
    });
  });
  it("keys by ticker first", () => {
    expect(holdingKey({ name: "x", ticker: " msft ", weight: 0 })).toBe("t:MSFT");
    expect(holdingKey({ name: "Alibaba Group Holding Ltd - Class A", weight: 0 })).toBe("n:alibaba");
  });
});
