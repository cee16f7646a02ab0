/**
 * The product detail endpoints except performance: info, rank, documents,
 * managers, holdings, distributions and factor scores, from products.data, the derived figures
 * and the product's documents. Nothing here recomputes a metric: figures come from the derived
 * data, scores from the analytics library.
 */

import type {
  ProductDistribution,
  ProductDocument,
  ProductFactors,
  ProductHoldings,
  ProductInfo,
  ProductManager,
  ProductRank,
} from "../../../shared/api/product";
import { factorPreviewGroups } from "../../../shared/api/product";
import { periods } from "../../../shared/domain/period";
import { distributionDimensions, documentTypes } from "../../../shared/domain/product";
import type { Access } from "../../../shared/entitlements";
import type { ApiLang } from "../../../shared/locales";
import { bandScore, type FactorGroup, factorDefinitions, factorGroups, factorIds } from "../../analytics";
import { isoDate } from "../../analytics/dates";
import { categoryNameIn } from "../../data/category-names";
import { isOpenableDocument } from "./documents/document-links";
import type { ResolvedProduct } from "./product-context";
import { localized, type ProductContext } from "./product-context";
import { managerIndex, managerKey } from "./product-indexes";

const orNull = <T>(x: T | undefined | null): T | null => x ?? null;

export async function productInfo(
  ctx: ProductContext,
  p: ResolvedProduct,
  lang: ApiLang,
): Promise<ProductInfo> {
  const { product: d, derived, company } = p.record;
  const benchmark = d.benchmark ? (await ctx.reader.benchmarks(p.version)).get(d.benchmark) : undefined;
  return {
    fundCode: d.code,
    isin: orNull(d.isin),
    symbol: orNull(d.symbol),
    productType: d.productType,
    name: localized(lang, {
      name: d.name,
      nameZhHant: orNull(d.name_zh_hant),
      nameZhHans: orNull(d.name_zh_hans),
    }),
    shareClass: orNull(d.shareClass),
    assetClass: orNull(d.assetClass),
    category: orNull(d.category),
    categoryName: d.category ? categoryNameIn(d.category, lang) : null,
    region: orNull(d.region),
    currency: d.currency,
    riskLevel: derived.riskLevel,
    noRiskRatingReasons: derived.noRiskRatingReasons,
    institutionRiskLevel: orNull(d.institutionRiskLevel),
    thirdPartyCategory: orNull(d.thirdPartyCategory),
    starRating: derived.rank?.starRating ?? null,
    ratingTier: derived.rank?.ratingTier ?? null,
    dividendFrequency: orNull(d.dividendFrequency),
    company: company ? localized(lang, company) : orNull(d.company),
    launchDate: orNull(d.launchDate),
    nav: derived.nav,
    navDate: derived.navDate,
    aumUsd: derived.aumUsd,
    fees: {
      initialCharge: orNull(d.initialCharge),
      redemption: orNull(d.redemption),
      management: orNull(d.management),
      performance: orNull(d.performance),
      totalExpenseRatio: orNull(d.totalExpenseRatio),
    },
    isStrategy: d.isStrategy === true,
    sevenDayYield: orNull(d.sevenDayYield),
    effectiveDuration: orNull(d.effectiveDuration),
    yieldToMaturity: orNull(d.yieldToMaturity),
    premiumRate: orNull(d.premiumRate),
    benchmark: d.benchmark
      ? { symbolCode: d.benchmark, name: benchmark ? localized(lang, benchmark) : d.benchmark }
      : null,
    domicile: orNull(d.domicile),
    sfcAuthorised: d.sfcAuthorised === true,
    masRecognised: d.masRecognised === true,
    cpfisEligible: d.cpfisEligible === true,
    srsEligible: d.srsEligible === true,
    hedged: d.hedged === true,
    distributing: d.distributing === true,
    isDemo: d.isDemo,
  };
}

export function productRank(p: ResolvedProduct): ProductRank {
  const { product, derived } = p.record;
  const rank = derived.rank;
  const byPeriod = {} as ProductRank["byPeriod"];
  for (const period of periods) {
    const f = derived.periods[period];
    byPeriod[period] = { return: f.return, categoryAverage: f.categoryAverage, quartile: f.quartile };
  }
  return {
    category: orNull(product.category),
    ratingTier: rank?.ratingTier ?? null,
    percentile: rank?.percentile ?? null,
    rankInCategory: rank?.rankInCategory ?? null,
    categorySize: rank?.categorySize ?? null,
    byPeriod,
  };
}

/**
 * Documents by type (spec order), the request's language first, newest first. Only documents
 * that open are listed: those this server generates for demo products and those with an
 * external URL (documents/document-links.ts).
 */
export async function productDocuments(
  ctx: ProductContext,
  p: ResolvedProduct,
  lang: ApiLang,
): Promise<ProductDocument[]> {
  const rows = await ctx.reader.docs(p.version, p.record.product.code, "documents");
  const typeOrder = (t: string) => (documentTypes as readonly string[]).indexOf(t);
  const { code, isDemo } = p.record.product;
  return rows
    .filter((row) => isOpenableDocument(row, code, isDemo))
    .map(({ type, title, lang: docLang, date, url }) => ({ type, title, lang: docLang, date, url }))
    .sort(
      (a, b) =>
        typeOrder(a.type) - typeOrder(b.type) ||
        Number(b.lang === lang) - Number(a.lang === lang) ||
        (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
        (a.lang < b.lang ? -1 : a.lang > b.lang ? 1 : 0),
    );
}

/** Current managers (longest-serving first) with what each manages across the universe. */
export async function productManagers(
  ctx: ProductContext,
  p: ResolvedProduct,
  lang: ApiLang,
): Promise<ProductManager[]> {
  const [rows, index] = await Promise.all([
    ctx.reader.docs(p.version, p.record.product.code, "managers"),
    managerIndex(ctx.reader, p.table),
  ]);
  return rows
    .filter((m) => !m.endDate)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
    .map((m) => {
      const stats = index.get(managerKey(m));
      const biography = m.biography
        ? localized(lang, {
            name: m.biography,
            nameZhHant: orNull(m.biography_zh_hant),
            nameZhHans: orNull(m.biography_zh_hans),
          })
        : null;
      return {
        name: localized(lang, {
          name: m.name,
          nameZhHant: orNull(m.name_zh_hant),
          nameZhHans: orNull(m.name_zh_hans),
        }),
        startDate: m.startDate,
        biography,
        aumManagedUsd: stats?.aumManagedUsd ?? null,
        fundsManaged: stats?.fundsManaged ?? 0,
      };
    });
}

/** The latest top-10 holdings, largest first, and their total weight. */
export async function productHoldings(ctx: ProductContext, p: ResolvedProduct): Promise<ProductHoldings> {
  const sets = await ctx.reader.docs(p.version, p.record.product.code, "holdings");
  if (sets.length === 0) return { asOf: null, top10: [], concentrationTop10: null };
  const latest = sets.reduce((a, b) => (b.asOf > a.asOf ? b : a));
  const top10 = [...latest.items]
    .sort((a, b) => b.weight - a.weight)
    .slice(0, 10)
    .map((h) => ({
      name: h.name,
      ticker: orNull(h.ticker),
      weight: h.weight,
      assetClass: orNull(h.assetClass),
      sector: orNull(h.sector),
      country: orNull(h.country),
    }));
  const concentration = top10.length === 0 ? null : top10.reduce((s, h) => s + h.weight, 0);
  return { asOf: latest.asOf, top10, concentrationTop10: concentration };
}

/** Each dimension's latest breakdown, largest first; `asOf` is the latest date among them. */
export async function productDistribution(
  ctx: ProductContext,
  p: ResolvedProduct,
): Promise<ProductDistribution> {
  const sets = await ctx.reader.docs(p.version, p.record.product.code, "distributions");
  const out: ProductDistribution = {
    asOf: null,
    assetClass: [],
    region: [],
    industry: [],
    bondSector: [],
    creditRating: [],
  };
  for (const dimension of distributionDimensions) {
    const ofDimension = sets.filter((s) => s.dimension === dimension);
    if (ofDimension.length === 0) continue;
    const latest = ofDimension.reduce((a, b) => (b.asOf > a.asOf ? b : a));
    out[dimension] = latest.items
      .map(({ label, weight }) => ({ label, weight }))
      .sort((a, b) => b.weight - a.weight);
    if (out.asOf === null || latest.asOf > out.asOf) out.asOf = latest.asOf;
  }
  return out;
}

/**
 * Factor scores by group (server/analytics/factors.ts): the derived percentile against the
 * market (same product type) or the category, scored 1–5 by the library's `bandScore`. Factors
 * without a value for this product are left out.
 */
/**
 * The factor scores by group. `access` is the caller's factor-analysis entitlement
 * (shared/entitlements.ts): a preview (Pro) fills only `factorPreviewGroups` and says so.
 */
export function productFactors(
  p: ResolvedProduct,
  fullMarket: boolean,
  access: Access = "full",
): ProductFactors {
  const groups = Object.fromEntries(factorGroups.map((g) => [g, []])) as unknown as ProductFactors["groups"];
  const shown = (g: FactorGroup) =>
    access === "full" || (factorPreviewGroups as readonly string[]).includes(g);
  const factors = p.record.derived.factors;
  for (const id of factorIds) {
    const f = factors[id];
    if (!f) continue;
    const percentile = fullMarket ? f.market : f.category;
    const group: FactorGroup = factorDefinitions[id].group;
    if (shown(group))
      groups[group].push({ factor: id, value: f.value, percentile, score: bandScore(percentile) });
  }
  return access === "full"
    ? { groups }
    : { groups, preview: { capability: "factorAnalysis", groups: [...factorPreviewGroups] } };
}

/** Dividends paid, newest first: the ex-dates and amounts per unit of the stored NAV history. */
export async function productDividends(
  ctx: ProductContext,
  p: ResolvedProduct,
): Promise<Array<{ date: string; amount: number }>> {
  const history = await ctx.reader.navHistory(p.version, p.record.product.code);
  if (!history) return [];
  const paid = Array.from(history.dividendIndex, (at, k) => ({
    date: isoDate(history.days[at]!),
    amount: history.dividendAmount[k]!,
  }));
  return paid.reverse();
}
