import type { ProductType } from "@shared/domain/product";

/** The detail screen of a product (route paths take `?fundCode=`), before localization. */
export function productDetailPath(productType: ProductType, fundCode: string): string {
  return `/${productType === "etf" ? "ETFDetail" : "fundDetail"}?fundCode=${encodeURIComponent(fundCode)}`;
}

/** The selector of a product type, searching for `keyword`. */
export function selectorSearchPath(productType: ProductType, keyword: string): string {
  return `/${productType === "etf" ? "ETF-Filter" : "fundFilter"}?keyword=${encodeURIComponent(keyword)}`;
}
