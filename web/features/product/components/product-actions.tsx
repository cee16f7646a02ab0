import type { ProductInfo } from "@shared/api/product";
import { useTranslation } from "react-i18next";

/**
 * The header's actions. "Add to watchlist" (`AddToWatchlist`, features/watchlist) and "Compare"
 * (`CompareToggle`, features/comparison) are mounted here, side by side; the group keeps its
 * place in the header's layout (top right on wide screens, under the name on narrow ones).
 */
export function ProductActions({ product, children }: { product: ProductInfo; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("product:header.actions")}
      data-testid="product-actions"
      data-fund-code={product.fundCode}
      className="flex flex-wrap items-center gap-2 empty:hidden"
    >
      {children}
    </section>
  );
}
