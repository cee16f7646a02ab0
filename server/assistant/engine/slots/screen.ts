/**
 * The screenProducts slots: word filters (asset class, region, currency, risk words, dividend
 * frequency, rating tiers, local facts), metric filters (metric-filters.ts), the sort and the
 * limit (ASSISTANT.md "Canonical values").
 */
import type { FundSortType, SelectionCriteria } from "../../../../shared/api/selection";
import { fundSortTypes } from "../../../../shared/api/selection";
import type { DividendFrequency } from "../../../../shared/domain/product";
import { anyTag, has, isFiller, type Tok, tagValue, valuesOf } from "../analyze";
import { readMetricFilters } from "./metric-filters";
import type { TimeSlots } from "./time";

export interface ScreenSlots {
  productType: "fund" | "etf";
  /** An ETF or fund word was said (not just the default). */
  typeSaid: boolean;
  filters: SelectionCriteria;
  sort?: FundSortType;
  limit?: number;
  /** How many things the clause asked to screen on (filters + sort + limit). */
  signals: number;
}

const FREQ_TO_DIVIDEND: Record<string, DividendFrequency> = {
  monthly: "monthly",
  quarterly: "quarterly",
  semiannually: "semi-annually",
  annually: "annually",
};
const RETURN_PERIODS = new Set(["7d", "ytd", "1m", "3m", "6m", "1y", "3y", "5y"]);
/** Default direction of "sort by <metric>". */
const METRIC_SORT: Record<string, { desc?: FundSortType; asc?: FundSortType; default: "desc" | "asc" }> = {
  return: { desc: "return_1y_desc", asc: "return_1y_asc", default: "desc" },
  fee: { asc: "fee_asc", default: "asc" },
  volatility: { asc: "volatility_1y_asc", default: "asc" },
  drawdown: { asc: "max_drawdown_1y_asc", default: "asc" },
  sharpe: { desc: "sharpe_1y_desc", default: "desc" },
  aum: { desc: "aum_desc", asc: "aum_asc", default: "desc" },
  launch: { asc: "launch_date_asc", default: "asc" },
};

export function readScreen(toks: readonly Tok[], time: TimeSlots): ScreenSlots {
  const { criteria, used } = readMetricFilters(toks, time.used);
  const f: SelectionCriteria = { ...criteria };
  const classes = valuesOf(toks, "assetClass");
  if (classes.length) f.assetClasses = classes as SelectionCriteria["assetClasses"];
  const regions = valuesOf(toks, "region");
  if (regions.length) f.regions = regions as SelectionCriteria["regions"];
  const currencies = valuesOf(
    toks.filter((t) => !t.num),
    "currency",
  );
  if (currencies.length) f.currencies = currencies as SelectionCriteria["currencies"];
  const risks = valuesOf(toks, "risk").flatMap((v) => v.split(",").map(Number));
  if (risks.length) f.riskLevels = [...new Set([...(f.riskLevels ?? []), ...risks])].sort();
  const dividends = dividendFrequencies(toks);
  if (dividends.length) f.dividendFrequencies = dividends;
  const tiers = ratingTiers(toks);
  if (tiers.length) f.ratingTiers = tiers as SelectionCriteria["ratingTiers"];
  for (const fact of valuesOf(toks, "localFact")) {
    if (fact === "accumulating") f.distributing = false;
    else if (fact === "distributing") f.distributing = true;
    else (f as Record<string, unknown>)[fact] = true;
  }
  const sort = readSort(toks, time, used);
  const limit = readLimit(toks);
  const typeSaid = anyTag(toks, "productType");
  const signals = Object.keys(f).length + (sort ? 1 : 0) + (limit ? 1 : 0);
  return {
    productType: anyTag(toks, "productType", "etf") ? "etf" : "fund",
    typeSaid,
    filters: f,
    ...(sort ? { sort } : {}),
    ...(limit ? { limit } : {}),
    signals,
  };
}

function dividendFrequencies(toks: readonly Tok[]): DividendFrequency[] {
  const out = new Set(valuesOf(toks, "dividendFrequency") as DividendFrequency[]);
  toks.forEach((t, i) => {
    const freq = tagValue(t, "frequency");
    if (!freq) return;
    // "monthly" next to a dividend word, in either order
    if ([toks[i - 1], toks[i + 1], toks[i + 2]].some((n) => has(n, "dividendCue"))) {
      const d = FREQ_TO_DIVIDEND[freq];
      if (d) out.add(d);
    }
  });
  return [...out];
}

function ratingTiers(toks: readonly Tok[]): string[] {
  const tiers = valuesOf(toks, "ratingTier");
  // "gold" alone may be the metal; it is a rating tier next to "rated"/"rating"
  if (anyTag(toks, "ratingCue"))
    for (const v of valuesOf(toks, "ratingTierBare")) if (!tiers.includes(v)) tiers.push(v);
  return tiers;
}

function returnSort(time: TimeSlots, dir: "desc" | "asc"): FundSortType {
  const p = (time.period ?? "1Y").toLowerCase();
  const key = `return_${RETURN_PERIODS.has(p) ? p : "1y"}_${dir}`;
  return (fundSortTypes as readonly string[]).includes(key) ? (key as FundSortType) : `return_1y_${dir}`;
}

function readSort(
  toks: readonly Tok[],
  time: TimeSlots,
  used: ReadonlySet<number>,
): FundSortType | undefined {
  const direct = tagValue(
    toks.find((t) => has(t, "sort")),
    "sort",
  );
  if (direct === "return") return returnSort(time, "desc");
  if (direct) return direct as FundSortType;
  const cue = anyTag(toks, "sortCue");
  for (let i = 0; i < toks.length; i++) {
    const metric = tagValue(toks[i], "metric");
    if (!metric || used.has(i) || !METRIC_SORT[metric]) continue;
    const near = [toks[i - 1], toks[i + 1], toks[i + 2], toks[i - 2]];
    const dir = tagValue(
      near.find((n) => has(n, "direction")),
      "direction",
    ) as "desc" | "asc" | undefined;
    if (!dir && !cue) continue;
    const spec = METRIC_SORT[metric]!;
    const d = dir ?? spec.default;
    if (metric === "return") return returnSort(time, d);
    return spec[d] ?? spec[spec.default];
  }
  return undefined;
}

/** "top 5", "前五", "列前三隻", "first 10". */
function readLimit(toks: readonly Tok[]): number | undefined {
  for (let i = 0; i < toks.length; i++) {
    if (!has(toks[i], "limitCue")) continue;
    let j = i + 1;
    while (toks[j] && isFiller(toks[j]!) && !toks[j]!.num) j++;
    const n = toks[j]?.num;
    if (n && !n.percent && !n.money && Number.isInteger(n.value) && n.value >= 1 && n.value <= 50)
      return n.value;
  }
  return undefined;
}
