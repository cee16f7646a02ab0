/**
 * The product endpoints over several products: annualized yields of a basket, funds related
 * to a news ticker, and the company and asset dictionaries of the filters (curated lists are
 * the selection feature's). Lists are built from the metric table and the derived data.
 */
import type { AnnualizedYields, CompanyDictionary, FundAssetDictionary } from "../../../shared/api/product";
import type { ProductSummary } from "../../../shared/api/product-summary";
import { type AssetClass, assetClasses, type ProductType, type Region } from "../../../shared/domain/product";
import type { ApiLang } from "../../../shared/locales";
import { categoryNameIn } from "../../data/category-names";
import { productSummary } from "../../data/product-summary";
import { fundNotFound, localized, type ProductContext, versionOf } from "./product-context";
import { tickerIndex } from "./product-indexes";

const DEFAULT_RELATED_LIMIT = 30;

/** 1Y return and the 3Y / 5Y annualized returns of the derived periods block, in request order. */
export async function annualizedYields(
  ctx: ProductContext,
  codes: readonly string[],
): Promise<AnnualizedYields> {
  const table = await ctx.metrics.get();
  codes.forEach((code, i) => {
    if (!table.rowOf.has(code)) throw fundNotFound(code, `fundCodes.${i}`);
  });
  const records = await ctx.reader.products(versionOf(table), codes);
  return codes.map((code, i) => {
    const record = records.get(code);
    if (!record) throw fundNotFound(code, `fundCodes.${i}`);
    const p = record.derived.periods;
    return {
      fundCode: code,
      y1: p["1Y"].return,
      y3: p["3Y"].annualized ?? null,
      y5: p["5Y"].annualized ?? null,
    };
  });
}

/** Products whose symbol is the ticker, then those holding it in their top 10 (largest weight first). */
export async function relatedFunds(
  ctx: ProductContext,
  input: { ticker: string; limit?: number; lang: ApiLang },
): Promise<ProductSummary[]> {
  const table = await ctx.metrics.get();
  const matches = (await tickerIndex(ctx.reader, table)).get(input.ticker.trim().toUpperCase()) ?? [];
  const limit = input.limit ?? DEFAULT_RELATED_LIMIT;
  const seen = new Set<string>();
  const out: ProductSummary[] = [];
  for (const m of matches) {
    if (out.length >= limit) break;
    const row = table.rowOf.get(m.code);
    if (row === undefined || seen.has(m.code)) continue;
    seen.add(m.code);
    out.push(productSummary(table, row, input.lang));
  }
  return out;
}

const collatorOf: Record<ApiLang, Intl.Collator> = {
  en: new Intl.Collator("en"),
  zh_CN: new Intl.Collator("zh-Hans"),
  zh_TW: new Intl.Collator("zh-Hant"),
};

/**
 * Fund companies with at least one product, named in `lang` and sorted in its collation. A
 * product whose company has no companies row (an import names companies only by name) is
 * listed under that name, which is then also its companyId.
 */
export async function companyDictionary(ctx: ProductContext, lang: ApiLang): Promise<CompanyDictionary> {
  const table = await ctx.metrics.get();
  const version = versionOf(table);
  return ctx.reader.derivedValue(version, `companies:${lang}`, async () => {
    const withProducts = new Set(table.text.companyId.filter((id): id is string => id !== null));
    const named = new Map((await ctx.reader.companies(version)).map((c) => [c.id, localized(lang, c)]));
    const out = [...withProducts].map((companyId) => ({
      companyId,
      name: named.get(companyId) ?? companyId,
    }));
    const collator = collatorOf[lang];
    return out.sort((a, b) => collator.compare(a.name, b.name) || (a.companyId < b.companyId ? -1 : 1));
  });
}

/**
 * Asset classes (spec order) and their categories among the products of a region, with product
 * counts; a category is its English name (the filter value) and its name in the request's
 * language. Strategy products are left out, as in every selection.
 */
export async function fundAssetDictionary(
  ctx: ProductContext,
  input: { investmentRegion?: Region; productType?: ProductType; lang: ApiLang },
): Promise<FundAssetDictionary> {
  const counted = await countedCategories(ctx, input);
  return {
    ...counted,
    assetClasses: counted.assetClasses.map((a) => ({
      ...a,
      categories: a.categories.map((c) => ({ ...c, name: categoryNameIn(c.category, input.lang) })),
    })),
  };
}

async function countedCategories(
  ctx: ProductContext,
  input: { investmentRegion?: Region; productType?: ProductType },
): Promise<FundAssetDictionary> {
  const table = await ctx.metrics.get();
  const key = `fundAsset:${input.investmentRegion ?? "*"}:${input.productType ?? "*"}`;
  return ctx.reader.derivedValue(versionOf(table), key, async () => {
    const counts = new Map<AssetClass, Map<string, number>>();
    const { text, flags } = table;
    for (let row = 0; row < table.size; row++) {
      if (flags.isStrategy[row] === 1) continue;
      if (input.investmentRegion && text.region[row] !== input.investmentRegion) continue;
      if (input.productType && text.productType[row] !== input.productType) continue;
      const assetClass = text.assetClass[row] as AssetClass | null;
      const category = text.category[row];
      if (!assetClass || !category) continue;
      const byCategory = counts.get(assetClass) ?? new Map<string, number>();
      byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
      counts.set(assetClass, byCategory);
    }
    return {
      investmentRegion: input.investmentRegion ?? null,
      assetClasses: assetClasses
        .filter((a) => counts.has(a))
        .map((assetClass) => {
          const categories = [...counts.get(assetClass)!]
            .map(([category, products]) => ({ category, name: category, products }))
            .sort((a, b) => (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
          return { assetClass, products: categories.reduce((s, c) => s + c.products, 0), categories };
        }),
    };
  });
}
