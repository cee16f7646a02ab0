/**
 * The AI macro model (README.md "AI macro model"): monthly five-level views per asset class for
 * one and three months, a walk-forward track record judged against three baselines, and the
 * model portfolio's tilts.
 *
 * Look-ahead is impossible by construction: `walkForward` hands `viewFor` a copy of the history
 * cut at the end of month m−1 (`historyBefore`), and `viewFor` sees nothing else. Every statistic
 * inside (standardization, quantiles, the Neutral band's volatility) is computed from that copy
 * alone. Judging (`judge`) is the only code that reads later months, and only to score a view
 * that was already fixed.
 *
 * Signals per asset at the decision month t (the last month of the cut history):
 * - momentum: 12-1 month return (t−12 to t−1);
 * - trend: level over its 10-month average, minus 1;
 * - volatility regime: minus the 12-month volatility of monthly returns (calm is positive);
 * - stocks: earnings yield minus the 10-year yield;
 * - bonds: the yield level, minus its 12-month change, and the curve slope (10-year minus cash rate).
 * Each signal is standardized by the mean and standard deviation of its own values up to that
 * month (an expanding window), the z-scores are averaged (the 3-month horizon gives the
 * valuation signals double weight), and the average is placed among the scores of earlier months:
 * quintiles of those past scores give the five levels −2..2.
 */

export const macroLevels = [-2, -1, 0, 1, 2] as const;
export type MacroLevel = (typeof macroLevels)[number];
export const macroHorizonMonths = { "1M": 1, "3M": 3 } as const;
export type MacroHorizonId = keyof typeof macroHorizonMonths;
export type Judgement = "Correct" | "Incorrect" | "Pending";

/** One asset's month-end observations on the history's month grid (NaN where unknown). */
export interface MacroAssetHistory {
  id: string;
  type: "stock" | "bond";
  /** Total-return level at each month end. */
  level: Float64Array;
  /** Stocks: earnings yield; bonds: yield to maturity (both decimal, annual) at each month end; NaN if unknown. */
  yield: Float64Array;
  /** Return of cash over each month (decimal), the asset's own cash where it has one. */
  cash: Float64Array;
  /** The annual cash rate at each month end (decimal), for the curve slope; NaN if unknown. */
  cashRate: Float64Array;
  /** The 10-year government yield at each month end (decimal); NaN if unknown. */
  tenYear: Float64Array;
}

/** Monthly history: `months[i]` is "YYYY-MM", ascending, one per calendar month. */
export interface MacroHistory {
  months: string[];
  assets: MacroAssetHistory[];
}

export interface MacroView {
  assetId: string;
  horizon: MacroHorizonId;
  /** The month the view is for ("YYYY-MM"); decided at the end of the month before. */
  month: string;
  view: MacroLevel;
  /** How far the score sits from the middle of its past distribution, 0..1. */
  confidence: number;
  /** The 12-1 momentum sign at the decision (the momentum baseline's view). */
  momentumView: -1 | 0 | 1;
  /** Half the trailing monthly volatility × √horizon: the Neutral band (decimal). */
  neutralBand: number;
}

export interface JudgedView extends MacroView {
  /** The asset's return in excess of cash over the horizon; null until the horizon has passed. */
  realizedExcessReturn: number | null;
  judged: Judgement;
  baselines: { alwaysPositive: Judgement; alwaysNeutral: Judgement; momentum: Judgement };
}

/** Months of past scores needed before the quintiles give a view. */
export const MIN_SCORE_HISTORY = 36;
/** Months of levels needed for the first score (12-1 momentum and a year of volatility). */
const MIN_LEVELS = 14;
/** The model portfolio's largest tilt from a strategic weight, in percentage points. */
export const MAX_TILT_PP = 5;

/** The history as known at the end of month `m − 1`: every series cut before month index `m`. */
export function historyBefore(history: MacroHistory, m: number): MacroHistory {
  const cut = (a: Float64Array) => a.slice(0, Math.max(0, m));
  return {
    months: history.months.slice(0, Math.max(0, m)),
    assets: history.assets.map((a) => ({
      id: a.id,
      type: a.type,
      level: cut(a.level),
      yield: cut(a.yield),
      cash: cut(a.cash),
      cashRate: cut(a.cashRate),
      tenYear: cut(a.tenYear),
    })),
  };
}

const finite = (x: number) => Number.isFinite(x);

function monthlyReturn(level: Float64Array, i: number): number {
  return i > 0 ? level[i]! / level[i - 1]! - 1 : Number.NaN;
}

/** Standard deviation of the monthly returns over the `window` months ending at t (NaN if any is missing). */
function trailingVolatility(level: Float64Array, t: number, window: number): number {
  if (t - window < 0) return Number.NaN;
  let sum = 0;
  let sq = 0;
  for (let i = t - window + 1; i <= t; i++) {
    const r = monthlyReturn(level, i);
    if (!finite(r)) return Number.NaN;
    sum += r;
    sq += r * r;
  }
  const mean = sum / window;
  return Math.sqrt(Math.max(0, (sq - window * mean * mean) / (window - 1)));
}

interface RawSignals {
  momentum: number;
  trend: number;
  volatility: number;
  /** Stocks: one value; bonds: level, change, slope. */
  valuation: number[];
}

/** The raw signals at month t of one asset (NaN where the data do not allow one). */
function rawSignals(a: MacroAssetHistory, t: number): RawSignals {
  const lv = a.level;
  const momentum = t >= 13 ? lv[t - 1]! / lv[t - 12]! - 1 : Number.NaN;
  let trend = Number.NaN;
  if (t >= 9) {
    let s = 0;
    for (let i = t - 9; i <= t; i++) s += lv[i]!;
    trend = lv[t]! / (s / 10) - 1;
  }
  const volatility = -trailingVolatility(lv, t, 12);
  const valuation =
    a.type === "stock"
      ? [a.yield[t]! - a.tenYear[t]!]
      : [
          a.yield[t]!,
          t >= 12 ? -(a.yield[t]! - a.yield[t - 12]!) : Number.NaN,
          a.tenYear[t]! - a.cashRate[t]!,
        ];
  return { momentum, trend, volatility, valuation };
}

/** Expanding-window z-score of x[t] against x[0..t] (finite values only); NaN under 12 values. */
class Expanding {
  private n = 0;
  private sum = 0;
  private sq = 0;
  z(x: number): number {
    if (!finite(x)) return Number.NaN;
    this.n++;
    this.sum += x;
    this.sq += x * x;
    if (this.n < 12) return Number.NaN;
    const mean = this.sum / this.n;
    const sd = Math.sqrt(Math.max(0, (this.sq - this.n * mean * mean) / (this.n - 1)));
    return sd > 0 ? (x - mean) / sd : 0;
  }
}

/**
 * The combined score of every month of one asset's history, each standardized with statistics up
 * to that month only. Index i is the score known at the end of month i (NaN if none).
 */
function scores(a: MacroAssetHistory, horizon: MacroHorizonId): Float64Array {
  const n = a.level.length;
  const out = new Float64Array(n).fill(Number.NaN);
  const zs = {
    momentum: new Expanding(),
    trend: new Expanding(),
    volatility: new Expanding(),
    valuation: [new Expanding(), new Expanding(), new Expanding()],
  };
  const valuationWeight = horizon === "3M" ? 2 : 1;
  for (let t = 0; t < n; t++) {
    if (!finite(a.level[t]!)) continue;
    const raw = rawSignals(a, t);
    const parts: Array<[number, number]> = [
      [zs.momentum.z(raw.momentum), 1],
      [zs.trend.z(raw.trend), 1],
      [zs.volatility.z(raw.volatility), 1],
      ...raw.valuation.map((v, k): [number, number] => [zs.valuation[k]!.z(v), valuationWeight]),
    ];
    let sum = 0;
    let weight = 0;
    for (const [z, w] of parts)
      if (finite(z)) {
        sum += z * w;
        weight += w;
      }
    if (t >= MIN_LEVELS - 1 && weight > 0 && finite(raw.momentum)) out[t] = sum / weight;
  }
  return out;
}

/** The quintile cut points (20/40/60/80%) of sorted finite values (type 7 quantiles). */
function quintileCuts(sorted: number[]): number[] {
  return [0.2, 0.4, 0.6, 0.8].map((p) => {
    const h = (sorted.length - 1) * p;
    const lo = Math.floor(h);
    return sorted[lo]! + (h - lo) * (sorted[Math.min(lo + 1, sorted.length - 1)]! - sorted[lo]!);
  });
}

/**
 * The views for the month after the end of `known` (every asset, both horizons). `known` is the
 * whole of what the model may use: callers pass `historyBefore(history, m)`.
 */
export function viewFor(month: string, known: MacroHistory): MacroView[] {
  const views: MacroView[] = [];
  const t = known.months.length - 1;
  if (t < 0) return views;
  for (const a of known.assets) {
    if (!finite(a.level[t]!)) continue;
    const vol = trailingVolatility(a.level, t, 12);
    const momentum = t >= 13 ? a.level[t - 1]! / a.level[t - 12]! - 1 : Number.NaN;
    if (!finite(vol) || !finite(momentum)) continue;
    for (const horizon of ["1M", "3M"] as const) {
      const s = scores(a, horizon);
      const now = s[t]!;
      const past: number[] = [];
      for (let i = 0; i < t; i++) if (finite(s[i]!)) past.push(s[i]!);
      if (!finite(now) || past.length < MIN_SCORE_HISTORY) continue;
      past.sort((x, y) => x - y);
      const cuts = quintileCuts(past);
      const view = (cuts.filter((c) => now > c).length - 2) as MacroLevel;
      let below = 0;
      for (const p of past) if (p < now) below++;
      views.push({
        assetId: a.id,
        horizon,
        month,
        view,
        confidence: Math.abs(below / past.length - 0.5) * 2,
        momentumView: momentum > 0 ? 1 : momentum < 0 ? -1 : 0,
        neutralBand: 0.5 * vol * Math.sqrt(macroHorizonMonths[horizon]),
      });
    }
  }
  return views;
}

/** Judges a view of sign `view` on the realized excess return (null: the horizon has not passed). */
export function judgeSign(view: number, excess: number | null, neutralBand: number): Judgement {
  if (excess === null) return "Pending";
  if (view > 0) return excess > 0 ? "Correct" : "Incorrect";
  if (view < 0) return excess < 0 ? "Correct" : "Incorrect";
  return Math.abs(excess) < neutralBand ? "Correct" : "Incorrect";
}

/** The asset's return in excess of cash over `months` months from month index m; null if not yet known. */
export function excessReturn(a: MacroAssetHistory, m: number, months: number): number | null {
  const end = m + months - 1;
  if (m < 1 || end >= a.level.length) return null;
  let asset = 1;
  let cash = 1;
  for (let i = m; i <= end; i++) {
    const r = monthlyReturn(a.level, i);
    const c = a.cash[i]!;
    if (!finite(r) || !finite(c)) return null;
    asset *= 1 + r;
    cash *= 1 + c;
  }
  return asset - cash;
}

/** Scores a fixed view against what happened (the only place that reads months after the decision). */
export function judge(view: MacroView, history: MacroHistory): JudgedView {
  const m = history.months.indexOf(view.month);
  const a = history.assets.find((x) => x.id === view.assetId);
  const excess = a && m >= 0 ? excessReturn(a, m, macroHorizonMonths[view.horizon]) : null;
  return {
    ...view,
    realizedExcessReturn: excess,
    judged: judgeSign(view.view, excess, view.neutralBand),
    baselines: {
      alwaysPositive: judgeSign(1, excess, view.neutralBand),
      alwaysNeutral: judgeSign(0, excess, view.neutralBand),
      momentum: judgeSign(view.momentumView, excess, view.neutralBand),
    },
  };
}

/** The month after "YYYY-MM". */
export function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/**
 * Every month's views from the first month with enough history up to the month after the
 * history's last (the live views), each from `historyBefore` only, then judged.
 */
export function walkForward(history: MacroHistory, options: { from?: string } = {}): JudgedView[] {
  const out: JudgedView[] = [];
  const n = history.months.length;
  if (n === 0) return out;
  const first = options.from ? Math.max(1, history.months.indexOf(options.from)) : 1;
  const months = [...history.months, nextMonth(history.months[n - 1]!)];
  for (let m = first; m <= n; m++) {
    const month = months[m]!;
    for (const v of viewFor(month, historyBefore(history, m))) out.push(judge(v, history));
  }
  return out;
}

export interface HitRate {
  /** Judged months (Pending views are not counted). */
  months: number;
  hitRate: number | null;
  baselines: { alwaysPositive: number | null; alwaysNeutral: number | null; momentum: number | null };
}

/** Hit rate of the model and of the three baselines over the judged views. */
export function hitRates(views: readonly JudgedView[]): HitRate {
  const judged = views.filter((v) => v.judged !== "Pending");
  const rate = (pick: (v: JudgedView) => Judgement) =>
    judged.length === 0 ? null : judged.filter((v) => pick(v) === "Correct").length / judged.length;
  return {
    months: judged.length,
    hitRate: rate((v) => v.judged),
    baselines: {
      alwaysPositive: rate((v) => v.baselines.alwaysPositive),
      alwaysNeutral: rate((v) => v.baselines.alwaysNeutral),
      momentum: rate((v) => v.baselines.momentum),
    },
  };
}

export interface TrackRecord {
  pooled: HitRate;
  byHorizon: Record<MacroHorizonId, HitRate>;
  byAsset: Array<{ assetId: string; horizon: MacroHorizonId } & HitRate>;
}

export function trackRecord(views: readonly JudgedView[], assetIds: readonly string[]): TrackRecord {
  const horizons = Object.keys(macroHorizonMonths) as MacroHorizonId[];
  return {
    pooled: hitRates(views),
    byHorizon: Object.fromEntries(
      horizons.map((h) => [h, hitRates(views.filter((v) => v.horizon === h))]),
    ) as Record<MacroHorizonId, HitRate>,
    byAsset: assetIds.flatMap((assetId) =>
      horizons.map((horizon) => ({
        assetId,
        horizon,
        ...hitRates(views.filter((v) => v.assetId === assetId && v.horizon === horizon)),
      })),
    ),
  };
}

/**
 * The model portfolio's weights (percent, summing as the strategic ones): each asset moves by
 * 2.5 pp per view level (±5 pp at ±2), never below zero, then the larger side (up or down) is
 * scaled so the tilts sum to zero — so no asset moves more than 5 pp.
 */
export function tiltWeights(
  strategic: ReadonlyArray<{ assetId: string; weight: number }>,
  views: ReadonlyMap<string, MacroLevel>,
): Array<{ assetId: string; strategic: number; tilt: number; weight: number }> {
  const raw = strategic.map((s) => {
    const v = views.get(s.assetId) ?? 0;
    return Math.max(-s.weight, (v * MAX_TILT_PP) / 2);
  });
  const up = raw.reduce((a, t) => a + Math.max(0, t), 0);
  const down = -raw.reduce((a, t) => a + Math.min(0, t), 0);
  const scaleUp = up > down && up > 0 ? down / up : 1;
  const scaleDown = down > up && down > 0 ? up / down : 1;
  return strategic.map((s, i) => {
    const t = raw[i]! > 0 ? raw[i]! * scaleUp : raw[i]! * scaleDown;
    const tilt = Math.round(t * 100) / 100;
    return { assetId: s.assetId, strategic: s.weight, tilt, weight: s.weight + tilt };
  });
}
