import { describe, expect, it } from "vitest";
import { backtest } from "./backtest";
import { daysOf, isoDate } from "./dates";
import { convertSeries, driftPoints, spliceWithProxy, splitNewMoney } from "./portfolio";
import type { Series } from "./series";

const series = (dates: string[], values: number[]): Series => ({
  days: daysOf(dates),
  values: Float64Array.from(values),
});

describe("convertSeries", () => {
  const hkd = series(["2024-01-01", "2024-01-03"], [7.8, 7.7]);
  const sgd = series(["2024-01-01"], [1.35]);
  const usdValues = series(["2024-01-01", "2024-01-02", "2024-01-03"], [100, 110, 121]);

  it("values a USD series in HKD with the last rate on or before each day", () => {
    const out = convertSeries(usdValues, undefined, hkd);
    expect([...out.values]).toEqual([780, 858, expect.closeTo(931.7, 10)]);
  });

  it("converts between two non-USD currencies through the dollar", () => {
    const inHkd = series(["2024-01-01"], [780]);
    const out = convertSeries(inHkd, hkd, sgd);
    expect(out.values[0]).toBeCloseTo(135, 10);
  });

  it("drops days before a rate is known and leaves a same-currency series untouched", () => {
    const late = series(["2024-01-02"], [7.8]);
    const out = convertSeries(usdValues, undefined, late);
    expect([...out.days].map(isoDate)).toEqual(["2024-01-02", "2024-01-03"]);
    expect(convertSeries(usdValues, hkd, hkd)).toBe(usdValues);
    expect(convertSeries(usdValues, undefined, undefined)).toBe(usdValues);
  });

  it("splits a converted return into the local return and the currency effect multiplicatively", () => {
    const local = series(["2024-01-01", "2024-01-03"], [100, 121]);
    const out = convertSeries(local, undefined, hkd);
    const total = out.values[1]! / out.values[0]! - 1;
    const localReturn = 0.21;
    const currency = (1 + total) / (1 + localReturn) - 1;
    expect(currency).toBeCloseTo(7.7 / 7.8 - 1, 12);
  });
});

describe("spliceWithProxy", () => {
  const proxy = series(["2020-01-01", "2020-01-02", "2020-01-03", "2020-01-06"], [50, 55, 60, 66]);

  it("prepends the proxy's path scaled to join the product's first value", () => {
    const young = series(["2020-01-03", "2020-01-06"], [10, 11]);
    const { series: out, spliced } = spliceWithProxy(young, proxy);
    expect([...out.days].map(isoDate)).toEqual(["2020-01-01", "2020-01-02", "2020-01-03", "2020-01-06"]);
    expect([...out.values]).toEqual([expect.closeTo(50 / 6, 12), expect.closeTo(55 / 6, 12), 10, 11]);
    expect(spliced && [isoDate(spliced.startDay), isoDate(spliced.endDay)]).toEqual([
      "2020-01-01",
      "2020-01-02",
    ]);
  });

  it("anchors on the proxy's last level before a product day the proxy lacks", () => {
    const young = series(["2020-01-04", "2020-01-06"], [20, 21]);
    const { series: out, spliced } = spliceWithProxy(young, proxy);
    // anchor: 2020-01-03 (60); the proxy's days up to it come first
    expect([...out.days].map(isoDate).slice(0, 4)).toEqual([
      "2020-01-01",
      "2020-01-02",
      "2020-01-03",
      "2020-01-04",
    ]);
    expect(out.values[2]).toBeCloseTo(20, 12);
    expect(out.values[0]).toBeCloseTo((50 * 20) / 60, 12);
    expect(spliced?.endDay).toBe(daysOf(["2020-01-03"])[0]);
  });

  it("splices nothing when the proxy starts with or after the product", () => {
    const old = series(["2020-01-01", "2020-01-02"], [1, 2]);
    expect(spliceWithProxy(old, proxy)).toEqual({ series: old, spliced: null });
    const later = series(["2021-01-01"], [1]);
    expect(spliceWithProxy(old, later).spliced).toBeNull();
  });

  it("lets a backtest start before a young holding's launch", () => {
    const proxyLong = series(["2019-01-01", "2019-06-03", "2020-01-01", "2020-06-01"], [100, 110, 120, 132]);
    const young = series(["2020-01-01", "2020-06-01"], [1, 1.1]);
    const old = series(["2019-01-01", "2019-06-03", "2020-01-01", "2020-06-01"], [1, 1, 1, 1]);
    const plain = backtest({
      holdings: [
        { fundCode: "Y", weight: 1, series: young },
        { fundCode: "O", weight: 1, series: old },
      ],
      rebalance: "none",
    });
    const extended = spliceWithProxy(young, proxyLong).series;
    const long = backtest({
      holdings: [
        { fundCode: "Y", weight: 1, series: extended },
        { fundCode: "O", weight: 1, series: old },
      ],
      rebalance: "none",
    });
    expect(plain.startDate).toBe("2020-01-01");
    expect(long.startDate).toBe("2019-01-01");
    expect(long.timeWeightedReturn.cumulative).toBeCloseTo(0.5 * 1.32 + 0.5 - 1, 12);
  });
});

describe("driftPoints", () => {
  it("answers current minus target in percentage points", () => {
    expect(driftPoints([0.6, 0.4], [0.66, 0.34]).map((x) => Number(x.toFixed(10)))).toEqual([6, -6]);
  });
});

describe("splitNewMoney", () => {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

  it("fills the most underweight holding first when the amount is small", () => {
    // 70/30 against 60/40: 40 short on the second at T = 110
    const out = splitNewMoney([70, 30], [0.6, 0.4], 10);
    expect(out.contributions).toEqual([0, 10]);
    expect(out.weightsAfter[1]).toBeCloseTo(40 / 110, 12);
    expect(out.exact).toBe(false);
    expect(out.amountForExact).toBeCloseTo(70 / 0.6 - 100, 12);
  });

  it("lands exactly on target once the amount reaches amountForExact, and splits the excess by target", () => {
    const need = splitNewMoney([70, 30], [0.6, 0.4], 0).amountForExact;
    const exact = splitNewMoney([70, 30], [0.6, 0.4], need);
    expect(exact.exact).toBe(true);
    expect(exact.weightsAfter[0]).toBeCloseTo(0.6, 12);
    expect(exact.contributions[0]).toBeCloseTo(0, 9);
    const more = splitNewMoney([70, 30], [0.6, 0.4], need + 100);
    expect(more.contributions[0]).toBeCloseTo(60, 9);
    expect(more.contributions[1]).toBeCloseTo(need + 40, 9);
    expect(more.weightsAfter).toEqual([expect.closeTo(0.6, 12), expect.closeTo(0.4, 12)]);
  });

  it("raises the two most underweight to a common deviation before touching the third", () => {
    const values = [50, 20, 30];
    const targets = [0.4, 0.3, 0.3];
    const out = splitNewMoney(values, targets, 10);
    // T = 110: shortfalls 6, −13, −3 → ν with (ν + 13) + (ν + 3) = 10 → ν = −3 → 10 and 0
    expect(out.contributions.map((c) => Number(c.toFixed(9)))).toEqual([0, 10, 0]);
    const out2 = splitNewMoney(values, targets, 20);
    // T = 120: shortfalls 2, −16, −6 → (ν + 16) + (ν + 6) = 20 → ν = −1 → 15 and 5
    expect(out2.contributions.map((c) => Number(c.toFixed(9)))).toEqual([0, 15, 5]);
    expect(sum(out2.contributions)).toBeCloseTo(20, 9);
  });

  it("is never worse than investing by target weight (squared distance to target)", () => {
    const values = [120, 40, 15, 25];
    const targets = [0.4, 0.3, 0.1, 0.2];
    for (const amount of [1, 10, 50, 200]) {
      const total = sum(values) + amount;
      const dist = (w: number[]) => sum(w.map((x, j) => (x - targets[j]!) ** 2));
      const naive = values.map((v, j) => (v + amount * targets[j]!) / total);
      const out = splitNewMoney(values, targets, amount);
      expect(sum(out.contributions)).toBeCloseTo(amount, 9);
      expect(out.contributions.every((c) => c >= 0)).toBe(true);
      expect(dist(out.weightsAfter)).toBeLessThanOrEqual(dist(naive) + 1e-15);
    }
  });

  it("invests by target weight when nothing is held yet", () => {
    expect(splitNewMoney([0, 0], [0.25, 0.75], 100).contributions).toEqual([25, 75]);
  });
});
