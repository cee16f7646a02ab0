import { COMPARE_MAX_PRODUCTS } from "@shared/api/comparison";
import { ArrowRightIcon, XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import { emptyBasket } from "../basket";
import { comparisonPath } from "../comparison-query";
import { useBasket } from "../hooks/use-basket";

/**
 * The basket, docked at the bottom of the window while it holds a product: the chosen products
 * (each with a remove button), empty slots up to 3, "Clear" and "Compare". Pages that show it
 * leave room below their content (`BASKET_BAR_SPACE`).
 */
export function BasketBar({ className }: { className?: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { basket, setBasket, remove } = useBasket();
  if (basket.products.length === 0) return null;
  const path = comparisonPath(
    basket.products,
    basket.benchmarks.map((b) => b.symbolCode),
  );
  return (
    <section
      aria-label={t("comparison:basket.label")}
      data-testid="basket-bar"
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 shadow-popover backdrop-blur supports-[backdrop-filter]:bg-background/85",
        className,
      )}
    >
      <div className="mx-auto flex w-full max-w-screen-2xl items-center gap-3 px-4 py-2.5 sm:px-6">
        <p className="hidden shrink-0 font-medium text-sm sm:block" aria-live="polite">
          {t("comparison:basket.count", { count: basket.products.length })}
        </p>
        <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto py-0.5">
          {basket.products.map((p) => (
            <li
              key={p.fundCode}
              className="flex min-w-0 max-w-64 shrink-0 items-center gap-1 rounded-full border bg-card py-0.5 pr-0.5 pl-3 text-sm"
              data-testid="basket-item"
              data-code={p.fundCode}
            >
              <span className="truncate" title={p.fundName}>
                {p.fundName}
              </span>
              <button
                type="button"
                onClick={() => remove(p.fundCode)}
                aria-label={t("comparison:basket.remove", { name: p.fundName })}
                className="shrink-0 rounded-full p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <XIcon className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
          {Array.from({ length: COMPARE_MAX_PRODUCTS - basket.products.length }, (_, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have no identity
              key={i}
              aria-hidden
              className="hidden h-8 w-28 shrink-0 rounded-full border border-dashed md:block"
            />
          ))}
        </ul>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setBasket(emptyBasket)}
          className="hidden sm:inline-flex"
        >
          {t("comparison:basket.clear")}
        </Button>
        <Button asChild size="sm" className="shrink-0">
          <Link to={localized(path)} data-testid="basket-compare">
            {t("comparison:basket.compare")}
            <span className="tabular sm:hidden">({basket.products.length})</span>
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** Room a page leaves under its content for the docked basket bar. */
export const BASKET_BAR_SPACE = "pb-20";
