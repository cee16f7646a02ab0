/**
 * The facts of a report: every figure the text may state, read from the same product services
 * the product page uses (detail, performance with the benchmark's relative figures, holdings,
 * factor scores, standing risk alerts) and the metric table (category fee average, peers).
 * The text is written from this object only, and checked against it (grounding.ts).
 */
import { REPORT_FACTS_VERSION, type ReportFacts } from "../../../shared/api/reports";
import type { ReportAudience } from "../../../shared/domain/assistant";
import type { ApiLang } from "../../../shared/locales";
import type { FactorId } from "../../analytics/factors";
import type { MetricTable } from "../../data/metric-table";
import { translate } from "../../i18n";
import {
  localized,
  type ProductContext,
  productFactors,
  productHoldings,
  productInfo,
  productPerformanceData,
  type ResolvedProduct,
} from "../products";
import { alertTitle } from "../watchlist";
import { factorNameKeys, noRatingReasonKeys } from "./labels";

const finite = (v: number | undefined | null): number | null =>
  typeof v === "number" && Number.isFinite(v) ? v : null;

/** The mean of a numeric column over the rows of one category and product type (NaN skipped). */
export function categoryMean(
  table: MetricTable,
  column: "totalExpenseRatio",
  productType: string,
  category: string,
): number | null {
  let sum = 0;
  let n = 0;
  const values = table.numeric[column];
  for (let row = 0; row < table.size; row++) {
    if (table.text.category[row] !== category || table.text.productType[row] !== productType) continue;
    const v = values[row]!;
    if (Number.isNaN(v)) continue;
    sum += v;
    n++;
  }
  return n === 0 ? null : sum / n;
}

/** Up to `limit` other products of the category, best 1Y return first (no 1Y return: last). */
export function categoryPeers(
  table: MetricTable,
  code: string,
  lang: ApiLang,
  limit = 5,
): NonNullable<ReportFacts["peers"]> {
  const self = table.rowOf.get(code);
  if (self === undefined) return [];
  const category = table.text.category[self];
  const type = table.text.productType[self];
  if (!category) return [];
  const rows: number[] = [];
  for (let row = 0; row < table.size; row++)
    if (row !== self && table.text.category[row] === category && table.text.productType[row] === type)
      rows.push(row);
  const r1y = table.numeric.return1y;
  rows.sort((a, b) => {
    const x = r1y[a]!;
    const y = r1y[b]!;
    if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
    return (
      (Number.isNaN(y) ? 0 : y) - (Number.isNaN(x) ? 0 : x) ||
      table.text.code[a]!.localeCompare(table.text.code[b]!)
    );
  });
  const n = (col: keyof MetricTable["numeric"], row: number) => finite(table.numeric[col][row]);
  return rows.slice(0, limit).map((row) => ({
    code: table.text.code[row]!,
    name: localized(lang, {
      name: table.text.name[row]!,
      nameZhHant: table.text.nameZhHant[row] ?? null,
      nameZhHans: table.text.nameZhHans[row] ?? null,
    }),
    return1y: n("return1y", row),
    return3y: n("return3y", row),
    volatility1y: n("volatility1y", row),
    sharpe1y: n("sharpe1y", row),
    totalExpenseRatio: n("totalExpenseRatio", row),
  }));
}

export async function buildFacts(
  ctx: ProductContext,
  p: ResolvedProduct,
  audience: ReportAudience,
  lang: ApiLang,
): Promise<ReportFacts> {
  const info = await productInfo(ctx, p, lang);
  const [performance, holdings] = await Promise.all([
    productPerformanceData(ctx, p, { benchmark: info.benchmark?.symbolCode }),
    productHoldings(ctx, p),
  ]);
  const { derived } = p.record;

  const riskWindow = (["3Y", "1Y", "SI"] as const).find((w) => derived.risk[w]) ?? null;
  const risk = riskWindow ? derived.risk[riskWindow] : null;
  const relWindow = (["3Y", "1Y", "SI"] as const).find((w) => performance.risk[w]?.beta !== undefined);
  const rel = relWindow ? performance.risk[relWindow] : null;

  const scored = Object.values(productFactors(p, false).groups)
    .flat()
    .filter((f) => f.score !== null) as Array<{ factor: string; score: number; percentile: number | null }>;
  const factorName = (id: string) =>
    id in factorNameKeys ? translate(lang, factorNameKeys[id as FactorId]) : id;
  const strengths = scored
    .filter((f) => f.score >= 4)
    .sort((a, b) => b.score - a.score || (b.percentile ?? 0) - (a.percentile ?? 0))
    .slice(0, 3)
    .map((f) => ({ factor: f.factor, name: factorName(f.factor), score: f.score }));
  const weaknesses = scored
    .filter((f) => f.score <= 2)
    .sort((a, b) => a.score - b.score || (a.percentile ?? 0) - (b.percentile ?? 0))
    .slice(0, 3)
    .map((f) => ({ factor: f.factor, name: factorName(f.factor), score: f.score }));

  const facts: ReportFacts = {
    version: REPORT_FACTS_VERSION,
    audience,
    dataAsOf: p.version.asOf ?? null,
    product: {
      code: info.fundCode,
      name: info.name,
      productType: info.productType,
      currency: info.currency,
      categoryName: info.categoryName ?? null,
      company: info.company,
      launchDate: info.launchDate,
      benchmarkName: info.benchmark?.name ?? null,
      nav: finite(info.nav),
      navDate: info.navDate,
      aumUsd: finite(info.aumUsd),
    },
    performance: {
      periods: (["YTD", "1Y", "3Y", "5Y", "SI"] as const).map((period) => {
        const f = performance.periods[period];
        return {
          period,
          return: finite(f.return),
          categoryAverage: finite(f.categoryAverage),
          quartile: f.quartile ?? null,
        };
      }),
      calendarYears: performance.calendarYears.slice(-5).map((y) => ({
        year: y.year,
        return: y.return,
        categoryAverage: finite(y.categoryAverage),
        partial: y.partial,
      })),
      versusBenchmark:
        rel && relWindow
          ? {
              window: relWindow,
              alpha: finite(rel.alpha),
              beta: finite(rel.beta),
              trackingError: finite(rel.trackingError),
              informationRatio: finite(rel.informationRatio),
            }
          : null,
    },
    risk: {
      window: riskWindow,
      volatility: finite(risk?.volatility),
      maxDrawdown: finite(risk?.maxDrawdown),
      peakDate: risk?.peakDate ?? null,
      troughDate: risk?.troughDate ?? null,
      recoveryDate: risk?.recoveryDate ?? null,
      repairDays: finite(risk?.repairDays),
      sharpe: finite(risk?.sharpe),
      riskLevel: info.riskLevel,
      noRatingReasons: info.noRiskRatingReasons.map((r) => translate(lang, noRatingReasonKeys[r])),
    },
    factors: { strengths, weaknesses },
    holdings: {
      asOf: holdings.asOf,
      top: holdings.top10.slice(0, 5).map((h) => ({ name: h.name, weight: h.weight })),
      concentrationTop10: finite(holdings.concentrationTop10),
    },
    fees: {
      totalExpenseRatio: finite(info.fees.totalExpenseRatio),
      categoryAverageTer: info.category
        ? categoryMean(p.table, "totalExpenseRatio", info.productType, info.category)
        : null,
      management: finite(info.fees.management),
      initialCharge: finite(info.fees.initialCharge),
    },
    alerts: [...derived.alerts]
      .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
      .slice(0, 5)
      .map((a) => ({ kind: a.kind, title: alertTitle(a.kind, lang), date: a.date })),
  };
  if (audience === "adviser") facts.peers = categoryPeers(p.table, info.fundCode, lang);
  return facts;
}
