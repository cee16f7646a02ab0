/**
 * The AI macro model over the loaded universe's macro asset-class indices: the month-end
 * history is built from the stored series (level, yield, the asset currency's risk-free rate and
 * 10-year yield), the walk-forward of server/analytics/macro.ts runs once per data version
 * (cached by the product reader until the version changes), and the answers of
 * /v1/pub/ai-marco/* and the `getMacroOutlook` tool are cut from that one run.
 */
import { readFileSync } from "node:fs";
import type {
  MacroAssetInfo,
  MacroHitRate,
  MacroMonthView,
  MacroReport,
  MacroScore,
  MacroTrackRecord,
} from "../../../shared/api/macro";
import { macroViewLabels } from "../../../shared/api/macro";
import { macroAssetLabels } from "../../../shared/api/macro-labels";
import type { MacroAsset } from "../../../shared/domain/product";
import { entitlementOf, type Plan } from "../../../shared/entitlements";
import type { ApiLang } from "../../../shared/locales";
import {
  type HitRate,
  type JudgedView,
  type MacroAssetHistory,
  type MacroHistory,
  type MacroLevel,
  packedCivil,
  type Series,
  tiltWeights,
  trackRecord,
  walkForward,
} from "../../analytics";
import type { MacroAssetRecord } from "../../data/load/read-product";
import { accessOf } from "../../http/entitlements";
import { translate } from "../../i18n";
import { fromRoot } from "../../paths";
import { type ProductContext, versionOf } from "../products";

export const macroAssetMarket: Record<MacroAsset, MacroAssetInfo["market"]> = {
  us_stock: "US",
  us_long_treasury: "US",
  us_short_treasury: "US",
  us_ig_bond: "US",
  japan_stock: "JP",
  japan_bond: "JP",
  europe_stock: "EU",
  europe_bond: "EU",
  china_stock: "CN",
  china_bond: "CN",
};
const stockAssets = new Set<MacroAsset>(["us_stock", "japan_stock", "europe_stock", "china_stock"]);
export const macroAssetType = (a: MacroAsset): "stock" | "bond" => (stockAssets.has(a) ? "stock" : "bond");

/** The model portfolio's strategic weights (percent): a balanced 45/55 mix of the ten assets. */
export const STRATEGIC_WEIGHTS: Record<MacroAsset, number> = {
  us_stock: 24,
  japan_stock: 6,
  europe_stock: 10,
  china_stock: 5,
  us_long_treasury: 10,
  us_short_treasury: 10,
  us_ig_bond: 15,
  japan_bond: 5,
  europe_bond: 10,
  china_bond: 5,
};

/** The asset class's name in the request's language (the words of the macro page). */
const assetName = (lang: ApiLang, a: MacroAsset) => translate(lang, macroAssetLabels[a]);

const monthKey = (day: number) => {
  const p = packedCivil(day);
  return `${Math.floor(p / 10000)}-${String(Math.floor(p / 100) % 100).padStart(2, "0")}`;
};

/** The last value of each month of a series. */
function monthEnds(s: Series | null | undefined): Map<string, number> {
  const out = new Map<string, number>();
  if (!s) return out;
  for (let i = 0; i < s.days.length; i++) out.set(monthKey(s.days[i]!), s.values[i]!);
  return out;
}

/** Calendar months from `first` to `last` inclusive. */
function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split("-").map(Number) as [number, number];
  for (;;) {
    const k = `${y}-${String(m).padStart(2, "0")}`;
    if (k > last) return out;
    out.push(k);
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
}

/**
 * The month-end history of the stored macro assets. The month of the data's last day counts only
 * once it is (nearly) over: a view is decided on a month's close.
 */
export function macroHistoryOf(input: {
  assets: MacroAssetRecord[];
  riskFree: Map<string, Series>;
  tenYear: Map<string, Series>;
}): MacroHistory {
  const lastDay = Math.max(...input.assets.map((a) => a.series.days[a.series.days.length - 1] ?? 0));
  const firstDay = Math.min(...input.assets.map((a) => a.series.days[0] ?? lastDay));
  if (input.assets.length === 0 || !Number.isFinite(lastDay)) return { months: [], assets: [] };
  const dayOfMonth = packedCivil(lastDay) % 100;
  let last = monthKey(lastDay);
  if (dayOfMonth < 28) last = monthKey(lastDay - dayOfMonth);
  const months = monthsBetween(monthKey(firstDay), last);
  const on = (m: Map<string, number>) => Float64Array.from(months, (k) => m.get(k) ?? Number.NaN);
  const assets: MacroAssetHistory[] = input.assets.map((a) => {
    const rf = input.riskFree.get(a.currency) ?? input.riskFree.get("USD");
    const cashRate = on(monthEnds(rf));
    const cash = cashRate.map((_, i) => (i > 0 ? cashRate[i - 1]! / 12 : Number.NaN));
    return {
      id: a.asset,
      type: macroAssetType(a.asset),
      level: on(monthEnds(a.series)),
      yield: on(monthEnds(a.yield)),
      cash,
      cashRate,
      tenYear: on(monthEnds(input.tenYear.get(a.currency) ?? input.tenYear.get("USD"))),
    };
  });
  return { months, assets };
}

export interface MacroRun {
  assets: MacroAssetRecord[];
  views: JudgedView[];
  /** The month of the latest views (the one after the last complete month of data). */
  latestMonth: string | null;
  record: MacroTrackRecord;
}

const round4 = (x: number | null) => (x === null ? null : Math.round(x * 10000) / 10000);
const hit = (r: HitRate): MacroHitRate => ({
  months: r.months,
  hitRate: round4(r.hitRate),
  baselines: {
    alwaysPositive: round4(r.baselines.alwaysPositive),
    alwaysNeutral: round4(r.baselines.alwaysNeutral),
    momentum: round4(r.baselines.momentum),
  },
});

export function runModel(assets: MacroAssetRecord[], history: MacroHistory): MacroRun {
  const views = walkForward(history);
  const record = trackRecord(
    views,
    history.assets.map((a) => a.id),
  );
  const judged = views.filter((v) => v.judged !== "Pending").map((v) => v.month);
  const latestMonth = views.length > 0 ? views[views.length - 1]!.month : null;
  return {
    assets,
    views,
    latestMonth,
    record: {
      ...hit(record.pooled),
      first: judged.length > 0 ? judged.reduce((a, b) => (a < b ? a : b)) : null,
      last: judged.length > 0 ? judged.reduce((a, b) => (a > b ? a : b)) : null,
      byHorizon: { "1M": hit(record.byHorizon["1M"]), "3M": hit(record.byHorizon["3M"]) },
      byAsset: record.byAsset.map((r) => ({
        assetId: r.assetId as MacroAsset,
        horizon: r.horizon,
        ...hit(r),
      })),
    },
  };
}

type Templates = Record<ApiLang, Record<string, string>> & { labels: Record<ApiLang, string[]> };
let templates: Templates | null = null;
const outlookTemplates = (): Templates =>
  (templates ??= JSON.parse(readFileSync(fromRoot("prompts", "macro", "outlook.json"), "utf8")) as Templates);

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ""));

const pct = (x: number | null) => (x === null ? "–" : (x * 100).toFixed(1));

/** The latest views need the capability in full (Premium); a preview (Pro) sees the track record only. */
export const fullAccess = (plan: Plan) => entitlementOf(plan, "aiMacro").access === "full";

export function createMacroService(ctx: ProductContext) {
  async function monthList(plan: Plan): Promise<MacroMonthView[]> {
    const full = fullAccess(plan);
    const r = await run();
    return r.views
      .filter((v) => full || v.judged !== "Pending")
      .map((v) => ({
        month: v.month,
        assetId: v.assetId as MacroAsset,
        horizon: v.horizon,
        view: v.view,
        realizedExcessReturn: v.realizedExcessReturn === null ? null : round4(v.realizedExcessReturn),
        judged: v.judged,
      }));
  }

  async function run(): Promise<MacroRun> {
    const version = versionOf(await ctx.metrics.get());
    return ctx.reader.derivedValue(version, "macro-model", async () => {
      const [assets, riskFree, tenYear] = await Promise.all([
        ctx.reader.macroAssets(version),
        ctx.reader.riskFree(version),
        ctx.reader.tenYearYields(version),
      ]);
      return runModel(assets, macroHistoryOf({ assets, riskFree, tenYear }));
    });
  }

  const requireFull = (plan: Plan) => {
    const access = accessOf(plan, "aiMacro", "full");
    if (!access.ok) throw access.error;
  };

  const score = (v: JudgedView): MacroScore => ({
    assetId: v.assetId as MacroAsset,
    horizon: v.horizon,
    month: v.month,
    view: v.view,
    label: macroViewLabels[v.view + 2]!,
    confidence: Math.round(v.confidence * 100) / 100,
  });

  async function latest(): Promise<{ r: MacroRun; scores: MacroScore[] }> {
    const r = await run();
    return { r, scores: r.views.filter((v) => v.month === r.latestMonth).map(score) };
  }

  return {
    run,
    async assetList(lang: ApiLang): Promise<MacroAssetInfo[]> {
      const r = await run();
      return r.assets.map((a) => ({
        assetId: a.asset,
        name: assetName(lang, a.asset),
        market: macroAssetMarket[a.asset],
        type: macroAssetType(a.asset),
      }));
    },
    /** The latest month's views (Premium). */
    async scoreList(plan: Plan): Promise<MacroScore[]> {
      requireFull(plan);
      return (await latest()).scores;
    },
    /** Every month's views with their judgement; without Premium only the judged ones. */
    monthList,
    /**
     * The month list as its JSON answer (the success envelope), serialized once per data version
     * and access: it is the same for every caller of a plan class and large (every view of every
     * month), so serializing it per call was most of its cost.
     */
    async monthListBody(plan: Plan) {
      const version = versionOf(await ctx.metrics.get());
      return ctx.reader.body(version, `macro-months:${fullAccess(plan) ? "full" : "judged"}`, () =>
        monthList(plan),
      );
    },
    async trackRecord(): Promise<MacroTrackRecord> {
      return (await run()).record;
    },
    /** The monthly outlook (Premium): views, the model portfolio's tilts and a summary written from them. */
    async report(plan: Plan, lang: ApiLang): Promise<MacroReport> {
      requireFull(plan);
      const { r, scores } = await latest();
      const month = r.latestMonth ?? "";
      const three = new Map(
        scores.filter((s) => s.horizon === "3M").map((s) => [s.assetId, s.view as MacroLevel]),
      );
      const weights = tiltWeights(
        r.assets.map((a) => ({ assetId: a.asset, weight: STRATEGIC_WEIGHTS[a.asset] })),
        three,
      );
      const perAsset = r.assets.map((a, i) => ({
        assetId: a.asset,
        name: assetName(lang, a.asset),
        views: scores
          .filter((s) => s.assetId === a.asset)
          .map(({ horizon, view, label, confidence }) => ({ horizon, view, label, confidence })),
        strategicWeight: weights[i]!.strategic,
        tilt: weights[i]!.tilt,
        weight: weights[i]!.weight,
      }));
      return {
        month,
        summary: outlookSummary(lang, month, perAsset, r.record),
        perAsset,
        trackRecord: r.record,
      };
    },
  };
}

export type MacroService = ReturnType<typeof createMacroService>;

/** The outlook's markdown: the language's templates filled with the report's own figures only. */
export function outlookSummary(
  lang: ApiLang,
  month: string,
  perAsset: MacroReport["perAsset"],
  record: MacroTrackRecord,
): string {
  const all = outlookTemplates();
  const t = all[lang];
  const labels = all.labels[lang];
  const labelOf = (a: MacroReport["perAsset"][number], h: "1M" | "3M") => {
    const v = a.views.find((x) => x.horizon === h);
    return v ? labels[v.view + 2]! : "–";
  };
  const line = (a: MacroReport["perAsset"][number]) =>
    fill(t.line!, {
      asset: a.name,
      label3: labelOf(a, "3M"),
      label1: labelOf(a, "1M"),
      weight: a.weight.toFixed(1),
      tilt: `${a.tilt >= 0 ? "+" : ""}${a.tilt.toFixed(1)}`,
      strategic: a.strategicWeight.toFixed(1),
    });
  const view3 = (a: MacroReport["perAsset"][number]) => a.views.find((v) => v.horizon === "3M")?.view ?? 0;
  const positive = perAsset.filter((a) => view3(a) > 0).sort((a, b) => view3(b) - view3(a));
  const negative = perAsset.filter((a) => view3(a) < 0).sort((a, b) => view3(a) - view3(b));
  const previous = month ? monthBefore(month) : "";
  return [
    fill(t.title!, { month }),
    fill(t.intro!, { assets: perAsset.length, previous }),
    t.positiveHeading!,
    positive.length > 0 ? positive.map(line).join("\n") : t.none!,
    t.negativeHeading!,
    negative.length > 0 ? negative.map(line).join("\n") : t.none!,
    t.recordHeading!,
    record.months > 0
      ? fill(t.record!, {
          months: record.months,
          first: record.first ?? "",
          last: record.last ?? "",
          hitRate: pct(record.hitRate),
          alwaysPositive: pct(record.baselines.alwaysPositive),
          alwaysNeutral: pct(record.baselines.alwaysNeutral),
          momentum: pct(record.baselines.momentum),
        })
      : t.noRecord!,
    t.disclaimer!,
  ].join("\n\n");
}

function monthBefore(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}
