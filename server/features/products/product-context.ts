/**
 * What every product service works with: the metric table of the current derived version and
 * the product reader, and the one way a request's `fundCode` / `isinCode` becomes a product
 * (unknown → 80610001, which the web turns into its 404 page).
 */
import type { ProductType } from "../../../shared/domain/product";
import type { ApiLang } from "../../../shared/locales";
import type { DataVersion, LocalizedNames, ProductReader, ProductRecord } from "../../data/load/read-product";
import type { MetricTable, MetricTableSource } from "../../data/metric-table";
import { AppError } from "../../http/app-error";
import { isinIndex } from "./product-indexes";

export interface ProductContext {
  metrics: MetricTableSource;
  reader: ProductReader;
}

export const versionOf = (table: MetricTable): DataVersion => ({ asOf: table.asOf, version: table.version });

/** A name in the API language; Chinese falls back to English when absent. */
export function localized(lang: ApiLang, names: LocalizedNames): string {
  const zh = lang === "zh_TW" ? names.nameZhHant : lang === "zh_CN" ? names.nameZhHans : null;
  return zh || names.name;
}

export function fundNotFound(code: string, field = "fundCode"): AppError {
  return new AppError("fundNotFound", `${field}: no product ${code}`, { field, fundCode: code });
}

export interface ResolvedProduct {
  table: MetricTable;
  version: DataVersion;
  record: ProductRecord;
}

/** The product a detail request names, found in the metric table (its record not read yet). */
export interface ProductRef {
  table: MetricTable;
  version: DataVersion;
  code: string;
  /** The request field that named it (`fundCode` or `isinCode`), for a 404. */
  field: string;
}

/**
 * The product a detail request names: by `fundCode`, else by `isinCode`. With `productType`,
 * a product of the other type is unknown too (e.g. /v1/app/etf/factor with a fund code).
 * Only the metric table is asked: a route can start reading the product's data before its
 * record arrives (`recordOf`).
 */
export async function resolveRef(
  ctx: ProductContext,
  ref: { fundCode?: string; isinCode?: string },
  productType?: ProductType,
): Promise<ProductRef> {
  const table = await ctx.metrics.get();
  let code = ref.fundCode;
  if (code === undefined && ref.isinCode !== undefined) {
    code = (await isinIndex(ctx.reader, table)).get(ref.isinCode);
    if (code === undefined) throw fundNotFound(ref.isinCode, "isinCode");
  }
  const field = ref.fundCode !== undefined ? "fundCode" : "isinCode";
  const row = code === undefined ? undefined : table.rowOf.get(code);
  if (code === undefined || row === undefined) throw fundNotFound(code ?? "", field);
  if (productType && table.text.productType[row] !== productType) throw fundNotFound(code, field);
  return { table, version: versionOf(table), code, field };
}

/** The record of a resolved product (unknown to this version's rows: 80610001). */
export async function recordOf(ctx: ProductContext, ref: ProductRef): Promise<ResolvedProduct> {
  const record = await ctx.reader.product(ref.version, ref.code);
  if (!record) throw fundNotFound(ref.code, ref.field);
  return { table: ref.table, version: ref.version, record };
}

/** `resolveRef`, then `recordOf`. */
export async function resolveProduct(
  ctx: ProductContext,
  ref: { fundCode?: string; isinCode?: string },
  productType?: ProductType,
): Promise<ResolvedProduct> {
  return recordOf(ctx, await resolveRef(ctx, ref, productType));
}
