/**
 * Backtest slots (`weights` as percentages summing to 100, `rebalance`): weights paired with products in the
 * order written ("60% 2800 / 40% 2821", "EWJ 40%、VGK 30%", "三成2821、七成2800", "一半…一半",
 * "50/50"), equal weights ("equally", "平均": 100/N to 4 dp), and the rebalancing frequency
 * ("rebalanced quarterly", "每年再平衡", "buy and hold").
 */
import type { BacktestPortfolioInput } from "../../../../shared/tools/backtest-portfolio";
import { anyTag, has, isFiller, type Tok, tagValue, valuesOf } from "../analyze";

export type Holding = { code: string; weight: number };
export type Rebalance = NonNullable<BacktestPortfolioInput["rebalance"]>;

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function equalWeights(codes: readonly string[]): Holding[] {
  return codes.map((code) => ({ code, weight: round4(100 / codes.length) }));
}

/**
 * Weights for the products of a clause. `productAt[i]` is the code at token i (resolved
 * mentions only). Returns the holdings and the token indexes used.
 */
export function readWeights(toks: readonly Tok[], codes: readonly string[], productAt: Map<number, string>) {
  const used = new Set<number>();
  if (codes.length === 0)
    return { holdings: [] as Holding[], used, invested: undefined as number | undefined };
  const seq: { i: number; kind: "w" | "p"; value?: number; code?: string }[] = [];
  toks.forEach((t, i) => {
    if (productAt.has(i)) seq.push({ i, kind: "p", code: productAt.get(i)! });
    else if (t.num?.percent && t.num.value > 0 && t.num.value <= 1)
      seq.push({ i, kind: "w", value: t.num.value * 100 });
  });
  const weights = seq.filter((s) => s.kind === "w");
  if (weights.length > 0 && productAt.size > 0) {
    const weightFirst = seq[0]!.kind === "w";
    const pairs = new Map<string, number>();
    for (let k = 0; k < seq.length; k++) {
      const s = seq[k]!;
      if (s.kind !== "w") continue;
      const partner = weightFirst ? seq[k + 1] : seq[k - 1];
      if (partner?.kind === "p" && !pairs.has(partner.code!)) {
        pairs.set(partner.code!, s.value!);
        used.add(s.i);
      }
    }
    if (pairs.size > 0) return { holdings: complete(codes, pairs), used };
  }
  const bare = bareWeights(toks, codes, productAt, used);
  if (bare) return { holdings: bare, used };
  const money = moneyWeights(toks, codes, productAt, used);
  if (money) return { holdings: money.holdings, used, invested: money.invested };
  const split = slashWeights(toks, codes.length, used) ?? openWeights(toks, codes.length);
  if (split) return { holdings: codes.map((code, k) => ({ code, weight: round4(split[k]!) })), used };
  return { holdings: equalWeights(codes), used };
}

/**
 * "10k into A and 10k into B", "A買3萬、B買1萬": a sum of money beside every product (before it, or
 * after it, with only small words between) weighs it by its share of the total invested.
 */
function moneyWeights(
  toks: readonly Tok[],
  codes: readonly string[],
  productAt: Map<number, string>,
  used: Set<number>,
): { holdings: Holding[]; invested: number } | null {
  if (codes.length < 2 || productAt.size !== codes.length) return null;
  const isSum = (t: Tok | undefined) =>
    !!t?.num && !t.num.percent && !t.num.year && (t.num.money || t.num.value >= 100);
  const between = (t: Tok) =>
    isFiller(t) || has(t, "amountCue") || /^(?:into|in|on|买|買|投|放|入)$/.test(t.text);
  for (const side of [-1, 1]) {
    const pairs = new Map<string, number>();
    const at: number[] = [];
    for (const [i, code] of productAt) {
      let j = i + side;
      for (let step = 0; step < 2 && toks[j] && !isSum(toks[j]) && between(toks[j]!); step++) j += side;
      if (!isSum(toks[j]) || at.includes(j) || pairs.has(code)) break;
      pairs.set(code, toks[j]!.num!.value);
      at.push(j);
    }
    if (pairs.size !== codes.length) continue;
    const invested = [...pairs.values()].reduce((a, b) => a + b, 0);
    for (const j of at) used.add(j);
    return {
      holdings: codes.map((code) => ({ code, weight: round4((pairs.get(code)! / invested) * 100) })),
      invested,
    };
  }
  return null;
}

/** "3209 70 3441 30", "40 CPHC 30 AGTX 30 CLNZ": a plain figure beside every product, summing to 100. */
function bareWeights(
  toks: readonly Tok[],
  codes: readonly string[],
  productAt: Map<number, string>,
  used: Set<number>,
): Holding[] | null {
  if (codes.length < 2) return null;
  // a figure right after every product, else right before every product ("40 CPHC 30 AGTX 30 CLNZ")
  for (const side of [1, -1]) {
    const pairs = new Map<string, number>();
    const at: number[] = [];
    for (const [i, code] of productAt) {
      const n = toks[i + side]?.num;
      if (!n || n.money || n.percent || n.year || n.value <= 0 || n.value > 100) break;
      pairs.set(code, n.value);
      at.push(i + side);
    }
    const sum = [...pairs.values()].reduce((a, b) => a + b, 0);
    if (pairs.size !== codes.length || at.length !== productAt.size || Math.abs(sum - 100) > 0.5) continue;
    for (const i of at) used.add(i);
    return codes.map((code) => ({ code, weight: round4(pairs.get(code)!) }));
  }
  return null;
}

/** Products without a stated weight share what is left equally. */
function complete(codes: readonly string[], pairs: Map<string, number>): Holding[] {
  const stated = [...pairs.values()].reduce((a, b) => a + b, 0);
  const missing = codes.filter((c) => !pairs.has(c));
  const share = missing.length > 0 ? Math.max(0, 100 - stated) / missing.length : 0;
  return codes
    .map((code) => ({ code, weight: round4(pairs.get(code) ?? share) }))
    .filter((h) => h.weight > 0);
}

/** "60/40", "6:4", "7比3", "60-40". */
const WEIGHT_SEPARATORS = new Set(["/", ":", "比", "-"]);

/** "50/50", "60/40", "6:4", "7比3", "40/30/30": as many parts as products, summing to 100 (or to 10). */
function slashWeights(toks: readonly Tok[], count: number, used: Set<number>): number[] | null {
  for (let i = 0; i < toks.length; i++) {
    const parts: number[] = [];
    const at: number[] = [];
    let j = i;
    // "simulate 70 30 A / B": figures side by side, without a separator, must sum to 100
    let bare = false;
    while (toks[j]?.num && !toks[j]!.num!.money && !toks[j]!.num!.year) {
      parts.push(toks[j]!.num!.value * (toks[j]!.num!.percent ? 100 : 1));
      at.push(j);
      if (WEIGHT_SEPARATORS.has(toks[j + 1]?.text ?? "")) j += 2;
      else if (toks[j + 1]?.num && !toks[j + 1]!.num!.percent) {
        bare = true;
        j += 1;
      } else break;
    }
    const sum = parts.reduce((a, b) => a + b, 0);
    const sums = Math.abs(sum - 100) < 0.5 || (!bare && Math.abs(sum - 10) < 1e-9);
    if (parts.length === count && count > 1 && sums) {
      for (const k of at) used.add(k);
      return sum < 11 ? parts.map((x) => x * 10) : parts;
    }
  }
  return null;
}

/** Whether the clause states split weights ("60/40", "6:4", "7比3") for `count` products. */
export function hasSplitWeights(toks: readonly Tok[], count: number): boolean {
  return count > 1 && (slashWeights(toks, count, new Set()) !== null || openWeights(toks, count) !== null);
}

const HAN_DIGIT: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const OPEN_RATIO = /([1-9一二两三四五六七八九])([1-9一二两三四五六七八九])(?:开|開|分|比例|split)/;

/** "六四开", "七三分", "7 3开", "64 split", "四六": a two-way split in tenths, for two products. */
function openWeights(toks: readonly Tok[], count: number): number[] | null {
  if (count !== 2) return null;
  // "3406 同 3160 四六": two Han digits standing alone, summing to ten
  const pair = toks.find((t) => t.num && /^[一二两三四五六七八九]{2}$/.test(t.text));
  const m = OPEN_RATIO.exec(toks.map((t) => t.text).join("")) ?? (pair ? /^(.)(.)$/.exec(pair.text) : null);
  if (!m) return null;
  const [a, b] = [m[1]!, m[2]!].map((d) => HAN_DIGIT[d] ?? Number(d)) as [number, number];
  return a + b === 10 ? [a * 10, b * 10] : null;
}

/**
 * "at most 6 holdings", "最多5只产品", "no more than 8 funds", "max 6 of them"; with `loose`
 * (a follow-up about a portfolio) a bare count of products is enough ("6 funds", "5隻").
 */
export function readMaxHoldings(toks: readonly Tok[], loose = false): number | undefined {
  for (let i = 0; i < toks.length; i++) {
    const n = toks[i]!.num;
    if (!n || n.percent || n.money || !Number.isInteger(n.value) || n.value < 1 || n.value > 20) continue;
    const next = toks[i + 1];
    const capped = has(toks[i - 1], "comparator", "max");
    if (has(next, "holdingsWord")) return n.value;
    if (has(next, "countUnit") && (capped || loose)) return n.value;
    // "max 6 of them", "最多6個"
    if (capped && (!next || isFiller(next) || has(next, "anaphora", "plural"))) return n.value;
  }
  return undefined;
}

/** Goals that say what the money is for; the generic ones only say how ("儲錢買樓": the flat). */
const GENERIC_GOALS = new Set(["wealth_accumulation", "wealth_preservation"]);

/** The planning goal of a clause: the most specific one named. */
export function readGoal(toks: readonly Tok[]): string | undefined {
  const goals = valuesOf(toks, "goal");
  return goals.find((g) => !GENERIC_GOALS.has(g)) ?? goals[0];
}

export function wantsEqualWeights(toks: readonly Tok[]): boolean {
  return anyTag(toks, "weighting", "equal");
}

const FREQ_REBALANCE: Record<string, Rebalance> = {
  monthly: "monthly",
  quarterly: "quarterly",
  semiannually: "semiannually",
  annually: "annually",
};

export function readRebalance(toks: readonly Tok[]): Rebalance | undefined {
  if (anyTag(toks, "rebalance", "none")) return "none";
  for (let i = 0; i < toks.length; i++) {
    if (!has(toks[i], "rebalanceCue")) continue;
    for (const j of [i + 1, i - 1, i + 2, i - 2]) {
      const f = tagValue(toks[j], "frequency") ?? tagValue(toks[j], "dividendFrequency");
      if (f) return FREQ_REBALANCE[f === "semi-annually" ? "semiannually" : f];
    }
  }
  return undefined;
}
