import { describe, expect, it } from "vitest";
import {
  excessReturn,
  historyBefore,
  hitRates,
  type JudgedView,
  judgeSign,
  type MacroHistory,
  nextMonth,
  tiltWeights,
  trackRecord,
  viewFor,
  walkForward,
} from "./macro";

/** A seeded pseudo-random walk (mulberry32) so the history is irregular but reproducible. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function months(n: number, start = "2000-01"): string[] {
  const out = [start];
  while (out.length < n) out.push(nextMonth(out[out.length - 1]!));
  return out;
}

function history(n: number, seed: number): MacroHistory {
  const r = rng(seed);
  const asset = (id: string, type: "stock" | "bond", vol: number) => {
    const level = new Float64Array(n);
    const yld = new Float64Array(n);
    let l = 100;
    let y = type === "stock" ? 0.05 : 0.03;
    for (let i = 0; i < n; i++) {
      l *= 1 + 0.004 + vol * (r() - 0.5);
      y = Math.max(0.001, y + 0.002 * (r() - 0.5));
      level[i] = l;
      yld[i] = y;
    }
    return {
      id,
      type,
      level,
      yield: yld,
      cash: new Float64Array(n).fill(0.002),
      cashRate: new Float64Array(n).fill(0.024),
      tenYear: new Float64Array(n).fill(0.035),
    };
  };
  return { months: months(n), assets: [asset("us_stock", "stock", 0.12), asset("us_ig_bond", "bond", 0.03)] };
}

describe("macro model", () => {
  it("never changes a past view when later data change (no look-ahead)", () => {
    const h = history(120, 7);
    const before = walkForward(h);
    // rewrite everything from month 90 on: levels, yields, cash, rates
    const changed = historyBefore(h, 120);
    const r = rng(99);
    for (const a of changed.assets) {
      for (let i = 90; i < 120; i++) {
        a.level[i] = a.level[i]! * (0.5 + r());
        a.yield[i] = r() * 0.1;
        a.cash[i] = r() * 0.01;
        a.tenYear[i] = r() * 0.08;
      }
    }
    const after = walkForward(changed);
    const decided = (vs: JudgedView[]) =>
      vs
        .filter((v) => v.month <= h.months[90]!)
        .map(({ assetId, horizon, month, view, confidence, momentumView, neutralBand }) => ({
          assetId,
          horizon,
          month,
          view,
          confidence,
          momentumView,
          neutralBand,
        }));
    expect(decided(before).length).toBeGreaterThan(50);
    expect(decided(after)).toEqual(decided(before));
    // and the change did move some later view, so the comparison can fail
    const later = (vs: JudgedView[]) => vs.filter((v) => v.month > h.months[91]!).map((v) => v.view);
    expect(later(after)).not.toEqual(later(before));
  });

  it("gives each view from the history cut before its month", () => {
    const h = history(80, 3);
    const m = 70;
    const direct = viewFor(h.months[m]!, historyBefore(h, m));
    const walked = walkForward(h).filter((v) => v.month === h.months[m]);
    expect(walked.map((v) => v.view)).toEqual(direct.map((v) => v.view));
    expect(direct.every((v) => v.view >= -2 && v.view <= 2)).toBe(true);
  });

  it("needs three years of past scores before a first view", () => {
    expect(viewFor("2002-01", historyBefore(history(80, 1), 24))).toEqual([]);
  });

  it("issues the live views for the month after the data, pending", () => {
    const h = history(80, 5);
    const live = walkForward(h).filter((v) => v.month === "2006-09");
    expect(live).toHaveLength(4);
    expect(live.every((v) => v.judged === "Pending" && v.realizedExcessReturn === null)).toBe(true);
  });

  it("judges by the sign of the excess return and the neutral band", () => {
    expect(judgeSign(2, 0.01, 0.02)).toBe("Correct");
    expect(judgeSign(1, -0.01, 0.02)).toBe("Incorrect");
    expect(judgeSign(-1, -0.01, 0.02)).toBe("Correct");
    expect(judgeSign(-2, 0.001, 0.02)).toBe("Incorrect");
    expect(judgeSign(0, 0.015, 0.02)).toBe("Correct");
    expect(judgeSign(0, -0.03, 0.02)).toBe("Incorrect");
    expect(judgeSign(1, null, 0.02)).toBe("Pending");
  });

  it("measures the excess return over the horizon from compounded months", () => {
    const h = history(20, 2);
    const a = h.assets[0]!;
    a.level.set([100, 110, 99], 0);
    expect(excessReturn(a, 1, 2)).toBeCloseTo(0.99 - 1.002 * 1.002, 12);
    expect(excessReturn(a, 19, 3)).toBeNull();
  });

  it("counts only judged views in hit rates, the baselines the same way", () => {
    const base = {
      assetId: "x",
      horizon: "1M" as const,
      month: "2020-01",
      confidence: 0.5,
      momentumView: 1 as const,
      neutralBand: 0.01,
    };
    const views: JudgedView[] = [
      {
        ...base,
        view: 1,
        realizedExcessReturn: 0.02,
        judged: "Correct",
        baselines: { alwaysPositive: "Correct", alwaysNeutral: "Incorrect", momentum: "Correct" },
      },
      {
        ...base,
        view: -1,
        realizedExcessReturn: 0.03,
        judged: "Incorrect",
        baselines: { alwaysPositive: "Correct", alwaysNeutral: "Incorrect", momentum: "Correct" },
      },
      {
        ...base,
        view: 0,
        realizedExcessReturn: null,
        judged: "Pending",
        baselines: { alwaysPositive: "Pending", alwaysNeutral: "Pending", momentum: "Pending" },
      },
    ];
    expect(hitRates(views)).toEqual({
      months: 2,
      hitRate: 0.5,
      baselines: { alwaysPositive: 1, alwaysNeutral: 0, momentum: 1 },
    });
    const record = trackRecord(views, ["x", "y"]);
    expect(record.byAsset).toHaveLength(4);
    expect(record.byAsset.find((r) => r.assetId === "y")?.hitRate).toBeNull();
  });

  it("tilts by at most 5 pp and keeps the total", () => {
    const strategic = [
      { assetId: "a", weight: 40 },
      { assetId: "b", weight: 30 },
      { assetId: "c", weight: 2 },
      { assetId: "d", weight: 28 },
    ];
    const out = tiltWeights(
      strategic,
      new Map([
        ["a", 2],
        ["b", 1],
        ["c", -2],
        ["d", 0],
      ] as const),
    );
    const total = out.reduce((s, w) => s + w.weight, 0);
    expect(total).toBeCloseTo(100, 6);
    for (const w of out) {
      expect(Math.abs(w.tilt)).toBeLessThanOrEqual(5);
      expect(w.weight).toBeGreaterThanOrEqual(0);
    }
    expect(out.find((w) => w.assetId === "c")?.weight).toBe(0);
    expect(out.find((w) => w.assetId === "a")!.tilt).toBeGreaterThan(
      out.find((w) => w.assetId === "b")!.tilt,
    );
  });
});
