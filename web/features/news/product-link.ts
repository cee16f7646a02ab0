import type { ProductSummary } from "@shared/api/product-summary";
import { productDetailPath } from "@/lib/product-paths";

/** The detail route of a product: /fundDetail or /ETFDetail with its code. */
export const productPath = (p: Pick<ProductSummary, "fundCode" | "productType">): string =>
  productDetailPath(p.productType, p.fundCode);

/** The news detail route of an item. */
export const newsItemPath = (id: string): string => `/news/${encodeURIComponent(id)}`;
