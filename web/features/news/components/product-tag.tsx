import type { ProductSummary } from "@shared/api/product-summary";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { productPath } from "../product-link";

/** A product named by a news item: its type, name and ticker, linking to its detail page. */
export function ProductTag({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <Link
      to={localized(productPath(product))}
      className="inline-flex max-w-full items-center gap-1.5 rounded-md border border-border bg-background px-2 py-1 text-[12px] text-foreground transition-colors hover:border-brand-300 hover:bg-brand-50"
      data-testid="news-product-tag"
      data-code={product.fundCode}
    >
      <span className="shrink-0 rounded bg-muted px-1 font-medium text-[10px] text-muted-foreground uppercase">
        {product.productType === "etf" ? t("news:ui.etf") : t("news:ui.fund")}
      </span>
      <span className="min-w-0 truncate">{product.fundName}</span>
      {product.symbol ? <span className="shrink-0 text-muted-foreground">{product.symbol}</span> : null}
    </Link>
  );
}
