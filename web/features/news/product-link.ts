import type { ProductSummary } from "@shared/api/product-summary";

/** The detail route of a product: /fundDetail or /ETFDetail with its code. */
export function productPath(p: Pick<ProductSummary, "fundCode" | "productType">): string {
  const screen = p.productType === "etf" ? "ETFDetail" : "fundDetail";
  return `/${screen}?fundCode=${encodeURIComponent(p.fundCode)}`;
}

/** The news detail route of an item. */
export const newsItemPath = (id: string): string => `/news/${encodeURIComponent(id)}`;
