/**
 * A deliberately naive reference of the selection semantics for the tests (not used by the
 * server): every product checked field by field in plain JavaScript, sorted with Array.sort.
 * The engine (bitsets, cached orders, early exits) must give the same answer.
 */
import { aumBucketBoundsUsd, type FundSortType, type SelectionCriteria } from "../../../shared/api/selection";
import type { ProductType } from "../../../shared/domain/product";
import type { ApiLang } from "../../../shared/locales";
import type { MetricTable, NumericColumn } from "../../data/metric-table";
import { nameIn } from "../../data/product-summary";

const figure = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? null : x);
const anyOf = <T>(values: readonly T[] | undefined, v: T | null) =>
  !values || values.length === 0 || (v !== null && values.includes(v));

/** Does row `r` pass `c`? */
export function passes(table: MetricTable, r: number, c: SelectionCriteria): boolean {
  const { text: t, numeric: n, flags: f } = table;
  const num = (k: NumericColumn) => figure(n[k][r]);
  const atLeast = (k: NumericColumn, min: number | undefined) =>
    min === undefined || (num(k) ?? -Infinity) >= min;
  const atMost = (k: NumericColumn, max: number | undefined) =>
    max === undefined || (num(k) ?? Infinity) <= max;
  const flag = (k: keyof MetricTable["flags"], want: boolean | undefined) =>
    want === undefined || (f[k][r] === 1) === want;
  const aum = num("aumUsd");
  const keyword = c.keyword?.trim().toLowerCase();
  return (
    anyOf(c.assetClasses, t.assetClass[r] as never) &&
    anyOf(c.categories, t.category[r] ?? null) &&
    anyOf(c.regions, t.region[r] as never) &&
    anyOf(c.currencies, t.currency[r] as never) &&
    anyOf(c.riskLevels, num("riskLevel")) &&
    anyOf(c.starRatings, num("starRating")) &&
    anyOf(c.ratingTiers, t.ratingTier[r] as never) &&
    anyOf(c.dividendFrequencies, t.dividendFrequency[r] as never) &&
    anyOf(c.companyIds, t.companyId[r] ?? null) &&
    anyOf(c.creditRatings, t.averageCreditRating[r] as never) &&
    anyOf(c.domiciles, t.domicile[r] ?? null) &&
    (!c.aumBuckets?.length ||
      (aum !== null &&
        c.aumBuckets.some((b) => aum >= aumBucketBoundsUsd[b][0] && aum < aumBucketBoundsUsd[b][1]))) &&
    atLeast("return1y", c.minReturn1y) &&
    atLeast("sharpe1y", c.minSharpe1y) &&
    atLeast("sevenDayYield", c.minSevenDayYield) &&
    atMost("volatility1y", c.maxVolatility1y) &&
    atMost("maxDrawdown1y", c.maxDrawdown1y) &&
    atMost("totalExpenseRatio", c.maxTotalExpenseRatio) &&
    atMost("effectiveDuration", c.maxEffectiveDuration) &&
    (c.launchedBefore === undefined ||
      (num("launchDay") !== null &&
        new Date(num("launchDay")! * 86_400_000).toISOString().slice(0, 10) < c.launchedBefore)) &&
    flag("sfcAuthorised", c.sfcAuthorised) &&
    flag("masRecognised", c.masRecognised) &&
    flag("cpfisEligible", c.cpfisEligible) &&
    flag("srsEligible", c.srsEligible) &&
    flag("hedged", c.hedged) &&
    flag("distributing", c.distributing) &&
    (!keyword ||
      [t.code[r], t.symbol[r], t.isin[r], t.name[r], t.nameZhHant[r], t.nameZhHans[r]].some((s) =>
        s?.toLowerCase().includes(keyword),
      ))
  );
}

const SORT: Record<Exclude<FundSortType, "name_asc">, [NumericColumn, "asc" | "desc"]> = {
  aum_desc: ["aumUsd", "desc"],
  aum_asc: ["aumUsd", "asc"],
  return_7d_desc: ["return7d", "desc"],
  return_7d_asc: ["return7d", "asc"],
  return_ytd_desc: ["returnYtd", "desc"],
  return_ytd_asc: ["returnYtd", "asc"],
  return_1m_desc: ["return1m", "desc"],
  return_1m_asc: ["return1m", "asc"],
  return_3m_desc: ["return3m", "desc"],
  return_3m_asc: ["return3m", "asc"],
  return_6m_desc: ["return6m", "desc"],
  return_6m_asc: ["return6m", "asc"],
  return_1y_desc: ["return1y", "desc"],
  return_1y_asc: ["return1y", "asc"],
  return_3y_desc: ["return3y", "desc"],
  return_3y_asc: ["return3y", "asc"],
  return_5y_desc: ["return5y", "desc"],
  return_5y_asc: ["return5y", "asc"],
  sharpe_1y_desc: ["sharpe1y", "desc"],
  volatility_1y_asc: ["volatility1y", "asc"],
  max_drawdown_1y_asc: ["maxDrawdown1y", "asc"],
  fee_asc: ["totalExpenseRatio", "asc"],
  launch_date_asc: ["launchDay", "asc"],
};

/** Codes of every eligible product of `type` passing all `criteria`, in `sort` order (nulls last, ties by code). */
export function referenceCodes(
  table: MetricTable,
  opts: {
    type: ProductType;
    criteria: SelectionCriteria[];
    sort?: FundSortType;
    lang?: ApiLang;
    rows?: number[];
  },
): string[] {
  const code = (r: number) => table.text.code[r]!;
  const byCode = (a: number, b: number) => (code(a) < code(b) ? -1 : code(a) > code(b) ? 1 : 0);
  const candidates = opts.rows ?? Array.from({ length: table.size }, (_, r) => r);
  const rows = candidates.filter(
    (r) =>
      table.text.productType[r] === opts.type &&
      table.flags.isStrategy[r] === 0 &&
      opts.criteria.every((c) => passes(table, r, c)),
  );
  const sort = opts.sort;
  if (sort === "name_asc") {
    const lang = opts.lang ?? "en";
    const collator = new Intl.Collator({ en: "en", zh_CN: "zh-Hans", zh_TW: "zh-Hant" }[lang]);
    rows.sort((a, b) => collator.compare(nameIn(table, a, lang), nameIn(table, b, lang)) || byCode(a, b));
  } else if (sort) {
    const [column, dir] = SORT[sort];
    const v = (r: number) => figure(table.numeric[column][r]);
    rows.sort((a, b) => {
      const x = v(a);
      const y = v(b);
      if (x === null || y === null) return x === y ? byCode(a, b) : x === null ? 1 : -1;
      return (dir === "asc" ? x - y : y - x) || byCode(a, b);
    });
  }
  return rows.map(code);
}
