import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";
import { Muted, ProductCode, TypeBadge } from "./card-parts";
import { productTypeLabels } from "./labels";
import type { ToolCardProps } from "./types";

/** searchProducts: the matches, best first, each with its code (a link to its detail page). */
export function SearchProductsCard({ output }: ToolCardProps<"searchProducts">) {
  const { t } = useTranslation();
  if (output.items.length === 0) return <Muted>{t("tools:common.noResults")}</Muted>;
  return (
    <div className="flex flex-col gap-2">
      <Muted>{t("tools:searchProducts.summary", { count: output.items.length, query: output.query })}</Muted>
      <ol className="flex flex-col divide-y divide-border/70" data-testid="search-results">
        {output.items.map((item) => (
          <li key={item.fundCode} className="flex items-center gap-3 py-2" data-testid="result-row">
            <ProductCode code={item.fundCode} productType={item.productType} />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium text-foreground text-sm">{item.fundName}</span>
              <span className="truncate text-muted-foreground text-xs">
                {[item.categoryName ?? item.category, item.currency].filter(Boolean).join(" · ")}
              </span>
            </span>
            <TypeBadge productType={item.productType} label={t(productTypeLabels[item.productType])} />
            <span className="hidden w-24 flex-col items-end sm:flex">
              <Value kind="percent" value={item.return1y} signed className="font-medium text-sm" />
              <span className="text-muted-foreground text-[11px]">{t("tools:figures.return1y")}</span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
