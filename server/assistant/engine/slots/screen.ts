/**
 * The screenProducts slots: word filters (asset class, region, currency, risk words, dividend
 * frequency, rating tiers, local facts), metric filters (metric-filters.ts), the sort and the
 * limit, in the canonical ids of shared/api/selection.ts.
 */
import type { FundSortType, SelectionCriteria } from "../../../../shared/api/selection";
import { fundSortTypes } from "../../../../shared/api/selection";
import type { DividendFrequency, ProductType } from "../../../../shared/domain/product";
import { anyTag, has, isFiller, type Tok, tagValue, valuesOf } from "../analyze";
import { readMetricFilters } from "./metric-filters";
import { durationPeriod, type TimeSlots } from "./time";

export interface ScreenSlots {
  productType: ProductType;
  /** An ETF or fund word was said (not just the default). */
  typeSaid: boolean;
  filters: SelectionCriteria;
  sort?: FundSortType;
  limit?: number;
  /** How many things the clause asked to screen on (filters + sort + limit). */
  signals: number;
  /** Themes or sectors named ("tech", "醫療"): a keyword when other conditions are there. */
  themes: string[];
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
  if (anyTag(toks, "creditCue")) {
    const ratings = creditRatingsOf(toks);
    if (ratings.length) f.creditRatings = ratings as SelectionCriteria["creditRatings"];
  }
  const before = launchedBefore(toks);
  if (before) f.launchedBefore = before;
  const limit = readLimit(toks, new Set([...used, ...time.used]));
  // "新加坡ETF里夏普比率最高的": a curated list's wording among other conditions ranks the screen
  const sort =
    readSort(toks, time, used, !!limit) ?? (Object.keys(f).length > 0 ? listSort(toks, time) : undefined);
  const typeSaid = anyTag(toks, "productType");
  const signals = Object.keys(f).length + (sort ? 1 : 0) + (limit ? 1 : 0);
  // "rated Gold": a rating tier, not the metal
  const themes = valuesOf(
    toks.filter((t) => !(tiers.length && (has(t, "ratingTier") || has(t, "ratingTierBare")))),
    "theme",
  );
  // a theme narrows a screen that has conditions of its own; alone it is a search
  if (themes[0] && signals > 0) f.keyword = themes[0];
  return {
    themes,
    productType: anyTag(toks, "productType", "etf") ? "etf" : "fund",
    typeSaid,
    filters: f,
    ...(sort ? { sort } : {}),
    ...(limit ? { limit } : {}),
    signals,
  };
}

/** The rating scale from the best down ("Below B" and "Not Rated" are never "or better"). */
const RATING_SCALE = ["Aaa", "Aa", "A", "Bbb", "Bb", "B"];
const OR_BETTER = /\b(?:or|and) (?:better|above|higher)\b|或以上|及以上|或更高|或更好|以上/;

/**
 * Credit ratings said after a credit cue: the rating words, or a bare capital "A" ("a credit rating
 * of A"); "A or better", "Aa或以上" are that rating and every better one.
 */
function creditRatingsOf(toks: readonly Tok[]): string[] {
  let ratings = valuesOf(toks, "creditRating");
  const cue = toks.findIndex((t) => has(t, "creditCue"));
  if (ratings.length === 0 && cue >= 0) {
    const a = toks.slice(cue + 1, cue + 5).find((t) => t.orig.trim() === "A");
    if (a) ratings = ["A"];
  }
  const text = toks.map((t) => t.text).join(" ");
  if (ratings.length === 1 && OR_BETTER.test(text)) {
    const k = RATING_SCALE.indexOf(ratings[0]!);
    if (k >= 0) ratings = RATING_SCALE.slice(0, k + 1);
  }
  return ratings;
}

/** "launched before 2010", "2010年前成立": a year next to a launch cue → the first day of that year. */
function launchedBefore(toks: readonly Tok[]): string | undefined {
  const cue = toks.findIndex((t) => has(t, "launchCue"));
  if (cue < 0) return undefined;
  for (const j of [cue + 1, cue - 2, cue - 1, cue + 2]) {
    const n = toks[j]?.num;
    if (n?.year && n.value >= 1900 && n.value <= 2100) return `${n.value}-01-01`;
  }
  return undefined;
}

function dividendFrequencies(toks: readonly Tok[]): DividendFrequency[] {
  const out = new Set(valuesOf(toks, "dividendFrequency") as DividendFrequency[]);
  toks.forEach((t, i) => {
    const freq = tagValue(t, "frequency");
    if (!freq) return;
    // "monthly" near a dividend word, in either order ("dividends paid monthly"), same phrase
    // "ETFs that pay dividends semi-annually": a dividends word reads as the cue too
    if (near(toks, i, 3).some((n) => has(n, "dividendCue") || has(n, "view", "dividends"))) {
      const d = FREQ_TO_DIVIDEND[freq];
      if (d) out.add(d);
    }
  });
  return [...out];
}

/** Tokens within `span` of i on both sides, not across punctuation. */
function near(toks: readonly Tok[], i: number, span: number): Tok[] {
  const out: Tok[] = [];
  for (const dir of [-1, 1]) {
    for (let j = i + dir, k = 0; j >= 0 && j < toks.length && k < span; j += dir, k++) {
      const t = toks[j]!;
      if (t.kind === "word" && /^[,;.!?\u3001\u3002]$/.test(t.text)) break;
      out.push(t);
    }
  }
  return out;
}

function ratingTiers(toks: readonly Tok[]): string[] {
  // "gold" alone may be the metal; it is a rating tier next to "rated"/"rating" or another tier
  const bare = anyTag(toks, "ratingCue") || anyTag(toks, "ratingTier");
  const tiers: string[] = [];
  for (const t of toks) {
    const v = tagValue(t, "ratingTier") ?? (bare ? tagValue(t, "ratingTierBare") : undefined);
    if (v && !tiers.includes(v)) tiers.push(v);
  }
  return tiers;
}

function returnSort(time: TimeSlots, dir: "desc" | "asc"): FundSortType {
  // "近三年收益最好", "按三年回報排序": a length of time names the return's period too
  const p = (time.period ?? durationPeriod(time.duration) ?? "1Y").toLowerCase();
  const key = `return_${RETURN_PERIODS.has(p) ? p : "1y"}_${dir}`;
  return (fundSortTypes as readonly string[]).includes(key) ? (key as FundSortType) : `return_1y_${dir}`;
}

/** Curated lists whose wording is a ranking by one figure ("夏普比率最高的", "top annualized"). */
const LIST_SORT: Record<string, "sharpe_1y_desc" | "return"> = {
  high_sharpe: "sharpe_1y_desc",
  top_annualized_1y: "return",
};

function listSort(toks: readonly Tok[], time: TimeSlots): FundSortType | undefined {
  const list = tagValue(
    toks.find((t) => has(t, "curatedList")),
    "curatedList",
  );
  const sort = list ? LIST_SORT[list] : undefined;
  return sort === "return" ? returnSort(time, "desc") : sort;
}

/** "top 3", "前三", "頭三隻": a ranking word right before a count, or one word of both. */
const rankAt = (toks: readonly Tok[], i: number) =>
  (has(toks[i], "limitCue", "top") && !!toks[nextMeaningful(toks, i)]?.num) ||
  (has(toks[i], "firstN") && /^(?:top|头|前)/.test(toks[i]!.text));

function readSort(
  toks: readonly Tok[],
  time: TimeSlots,
  used: ReadonlySet<number>,
  counted: boolean,
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
    const near = [i - 1, i + 1, i + 2, i - 2];
    const dir = tagValue(toks[near.find((j) => has(toks[j], "direction")) ?? -1], "direction") as
      | "desc"
      | "asc"
      | undefined;
    // "近6个月收益前三": a metric ranked by a count right beside it
    const ranked = counted && near.some((j) => rankAt(toks, j));
    if (!dir && !cue && !ranked) continue;
    const spec = METRIC_SORT[metric]!;
    const d = dir ?? spec.default;
    if (metric === "return") return returnSort(time, d);
    return spec[d] ?? spec[spec.default];
  }
  // "top 5 ytd", "best over 3 years", "今年以來最好嘅五隻": a ranking word and a period with no
  // metric rank by the return over that period
  const ranked = toks.some((t) => has(t, "limitCue", "top") || has(t, "direction", "desc"));
  const measured = toks.some((t) => has(t, "metric") || has(t, "curatedList"));
  if (ranked && !measured && (time.period || time.duration)) return returnSort(time, "desc");
  // "top 3 funds over the last 6 months", "今年頭五隻基金": a ranking over a period, by return
  if (counted && (time.period || time.duration) && toks.some((_, i) => rankAt(toks, i)))
    return returnSort(time, "desc");
  return undefined;
}

/** Token types that may sit between a count and the thing counted ("10 greater china equity funds"). */
const DESCRIPTOR = new Set([
  "region",
  "assetClass",
  "currency",
  "risk",
  "sort",
  "direction",
  "dividendFrequency",
  "frequency",
  "dividendCue",
  "localFact",
  "ratingTier",
  "strategy",
  "metric",
]);

/** A count: a whole number 1..50 written as a plain figure, not read as a date, period or filter value. */
function countAt(toks: readonly Tok[], i: number, used: ReadonlySet<number>, min = 1): number | undefined {
  const n = toks[i]?.num;
  if (!n || used.has(i) || n.percent || n.money || n.year || !Number.isInteger(n.value)) return undefined;
  if (n.value < min || n.value > 50) return undefined;
  // "6-month", "3 years": a length of time, not a count
  if (has(toks[i + 1], "unit") || has(toks[i + 1], "metric", "star")) return undefined;
  return n.value;
}

/** Index of the next token after i that is not filler (punctuation or stop words). */
function nextMeaningful(toks: readonly Tok[], i: number): number {
  let j = i + 1;
  while (toks[j] && isFiller(toks[j]!) && !toks[j]!.num && !has(toks[j], "countUnit")) j++;
  return j;
}

/**
 * The number of rows asked for (`limit`, absent when not said), by what the number is attached to:
 * a cue before it ("top 5", "first 10", "前五", "頭三隻"), a classifier or counted noun after it
 * ("五隻", "5只", "10 greater china funds", "ten best-performing funds"), or a superlative on
 * either side ("the 3 cheapest", "cheapest 3", "最平嘅5隻"). Numbers already read as a period,
 * a date or a filter value never count ("best 6-month return" is not six rows).
 */
function readLimit(toks: readonly Tok[], used: ReadonlySet<number>): number | undefined {
  const first = tagValue(
    toks.find((t) => has(t, "firstN")),
    "firstN",
  );
  if (first && Number(first) > 0) return Number(first);
  // a cue right before the count
  for (let i = 0; i < toks.length; i++) {
    if (!has(toks[i], "limitCue")) continue;
    const n = countAt(toks, nextMeaningful(toks, i), used);
    if (n !== undefined) return n;
  }
  for (let i = 0; i < toks.length; i++) {
    const n = countAt(toks, i, used);
    if (n === undefined) continue;
    const next = toks[i + 1];
    // "五隻", "5只", "三個" (a classifier) or "5 funds" / "3 ones" (a counted noun)
    if (n >= 2 && (has(next, "countUnit") || has(next, "holdingsWord") || has(next, "productType"))) return n;
    // "the 3 cheapest", "ten best-performing", "five best"
    if (has(next, "sort")) return n;
    // "20 greater china equity funds": descriptors, then what is counted
    if (n >= 2) {
      let j = i + 1;
      let described = 0;
      while (toks[j] && (isFiller(toks[j]!) || toks[j]!.tags.some((g) => DESCRIPTOR.has(g.type)))) {
        if (!isFiller(toks[j]!)) described++;
        j++;
      }
      if (described > 0 && ["productType", "countUnit", "holdingsWord"].some((k) => has(toks[j], k)))
        return n;
    }
    // "cheapest 3", "最平嘅5隻" (a superlative right before the count)
    let p = i - 1;
    while (p >= 0 && isFiller(toks[p]!)) p--;
    if (p >= 0 && has(toks[p], "sort") && toks[p]!.end <= toks[i]!.start) return n;
  }
  return undefined;
}
