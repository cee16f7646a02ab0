/**
 * Metric + comparator + number → one filter (percentages become ratios): "fees under 1%" →
 * maxTotalExpenseRatio 0.01, "1-year return above 8%" → minReturn1y 0.08, "Sharpe above 1",
 * "波幅低過20%", "規模超過10億" → aumBuckets gt_1b, "4星或以上" → starRatings [4,5],
 * "風險等級3或以下" → riskLevels [1,2,3], "effective duration below 3 years".
 */
import type { SelectionCriteria } from "../../../../shared/api/selection";
import { aumBucketBoundsUsd, aumBuckets } from "../../../../shared/api/selection";
import { has, isFiller, type Tok, tagValue } from "../analyze";

type Dir = "min" | "max";
const RATIO_METRICS = new Set(["return", "fee", "volatility", "drawdown", "sevenDayYield"]);
const FIELD: Record<string, Partial<Record<Dir, keyof SelectionCriteria>>> = {
  return: { min: "minReturn1y" },
  fee: { max: "maxTotalExpenseRatio" },
  volatility: { max: "maxVolatility1y" },
  drawdown: { max: "maxDrawdown1y" },
  sharpe: { min: "minSharpe1y" },
  sevenDayYield: { min: "minSevenDayYield" },
  duration: { max: "maxEffectiveDuration" },
};
/** The smallest amount read as fund size without the word "AUM" ("funds over 1 billion"). */
const AUM_WITHOUT_WORD = 1e7;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);

export interface MetricFilterResult {
  criteria: SelectionCriteria;
  used: Set<number>;
}

function comparatorAt(toks: readonly Tok[], i: number): { dir: Dir; at: number } | null {
  for (const j of [i - 1, i - 2]) {
    const t = toks[j];
    if (!t) break;
    const v = tagValue(t, "comparator") as Dir | undefined;
    if (v) return { dir: v, at: j };
    if (!isFiller(t)) break;
  }
  for (const j of [i + 1, i + 2]) {
    const t = toks[j];
    if (!t) break;
    const v = (tagValue(t, "postComparator") ?? tagValue(t, "comparator")) as Dir | undefined;
    if (v) return { dir: v, at: j };
    if (!has(t, "unit") && !has(t, "metric", "star") && !isFiller(t)) break;
  }
  return null;
}

/** The metric a number belongs to: right after it ("1.5% fees"), else before it (up to 5 tokens). */
function metricFor(
  toks: readonly Tok[],
  from: number,
  to: number,
  used: ReadonlySet<number>,
): { metric: string; at: number } | null {
  const right = tagValue(toks[to + 1], "metric");
  if (right && right !== "star") return { metric: right, at: to + 1 };
  for (let j = from - 1, seen = 0; j >= 0 && seen < 5; j--, seen++) {
    const t = toks[j]!;
    if (t.num || has(t, "comparator") || used.has(j)) break;
    const m = tagValue(t, "metric") ?? (has(t, "riskLevel") ? "riskLevel" : undefined);
    if (m) return { metric: m, at: j };
  }
  for (let j = to + 1; j < toks.length && j <= to + 3; j++) {
    const t = toks[j]!;
    if (t.num) break;
    const m = tagValue(t, "metric") ?? (has(t, "riskLevel") ? "riskLevel" : undefined);
    if (m) return { metric: m, at: j };
  }
  return null;
}

/** Buckets wholly above (min) or below (max) an amount, or inside [amount, upper]; else the one holding it. */
function bucketsFor(dir: Dir, amount: number, upper?: number): string[] {
  const tol = 1e-6;
  const inside = aumBuckets.filter((b) => {
    const [lo, hi] = aumBucketBoundsUsd[b];
    if (upper !== undefined) return lo >= amount * (1 - tol) && hi <= upper * (1 + tol);
    return dir === "min" ? lo >= amount * (1 - tol) : hi <= amount * (1 + tol);
  });
  if (inside.length > 0) return inside;
  return aumBuckets.filter((b) => amount >= aumBucketBoundsUsd[b][0] && amount < aumBucketBoundsUsd[b][1]);
}

export function readMetricFilters(toks: readonly Tok[], timeUsed: ReadonlySet<number>): MetricFilterResult {
  const criteria: SelectionCriteria = {};
  const used = new Set<number>();
  const setNum = (k: keyof SelectionCriteria, v: number) => {
    (criteria as Record<string, unknown>)[k] = Math.round(v * 1e10) / 1e10;
  };
  toks.forEach((t, i) => {
    const n = t.num;
    if (!n || used.has(i)) return;
    const next = toks[i + 1];
    // "5-star", "4星或以上"
    if (has(next, "metric", "star") && n.value >= 1 && n.value <= 5 && Number.isInteger(n.value)) {
      // "4 stars or more", "at most 3 stars", "4星或以上"
      const cmp = comparatorAt(toks, i + 1) ?? comparatorAt(toks, i);
      criteria.starRatings =
        cmp?.dir === "min" ? range(n.value, 5) : cmp?.dir === "max" ? range(1, n.value) : [n.value];
      used.add(i).add(i + 1);
      if (cmp) used.add(cmp.at);
      return;
    }
    const cmp = comparatorAt(toks, i);
    const metric = metricFor(toks, cmp && cmp.at < i ? cmp.at : i, cmp && cmp.at > i ? cmp.at : i, used);
    if (metric?.metric === "riskLevel" && n.value >= 1 && n.value <= 5) {
      const lv = Math.round(n.value);
      criteria.riskLevels = cmp?.dir === "max" ? range(1, lv) : cmp?.dir === "min" ? range(lv, 5) : [lv];
      used.add(i).add(metric.at);
      if (cmp) used.add(cmp.at);
      return;
    }
    if (!cmp) return;
    if (timeUsed.has(i) && metric?.metric !== "duration") return;
    const isAum = metric?.metric === "aum" || (!metric && n.money && n.value >= AUM_WITHOUT_WORD);
    if (isAum) {
      const buckets = bucketsFor(cmp.dir, n.value);
      if (buckets.length > 0) criteria.aumBuckets = buckets as SelectionCriteria["aumBuckets"];
      used.add(i).add(cmp.at);
      if (metric) used.add(metric.at);
      return;
    }
    if (!metric) return;
    const field = FIELD[metric.metric]?.[cmp.dir];
    if (!field) return;
    const value = RATIO_METRICS.has(metric.metric) && !n.percent ? n.value / 100 : n.value;
    setNum(field, value);
    used.add(i).add(cmp.at).add(metric.at);
  });
  readAumRange(toks, criteria, used);
  return { criteria, used };
}

/** "100 to 500 million", "between 500 million and 1 billion": the buckets inside the range. */
function readAumRange(toks: readonly Tok[], criteria: SelectionCriteria, used: Set<number>): void {
  for (let i = 0; i + 2 < toks.length; i++) {
    const a = toks[i]?.num;
    const b = toks[i + 2]?.num;
    if (!a || !b?.money || !has(toks[i + 1], "time", "until")) continue;
    const scale = a.money ? 1 : b.value >= 1e9 && a.value < 10 ? 1e9 : b.value >= 1e6 ? 1e6 : 1;
    const buckets = bucketsFor("min", a.value * scale, b.value);
    if (buckets.length === 0) continue;
    criteria.aumBuckets = buckets as SelectionCriteria["aumBuckets"];
    used
      .add(i)
      .add(i + 1)
      .add(i + 2);
  }
}
