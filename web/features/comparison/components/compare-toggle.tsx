import { CheckIcon, PlusIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { BasketProduct } from "../basket";
import { useBasket } from "../hooks/use-basket";

export type CompareToggleProps = {
  product: BasketProduct;
  /** "compact": an icon-and-word chip for table rows; "default": a button for page headers. */
  size?: "compact" | "default";
  className?: string;
};

/**
 * Adds the product to the comparison basket, or takes it out again (a toggle button, pressed
 * — ticked and tinted — while the product is in the basket). A 4th product is refused with the limit message.
 * Needs the "comparison" namespace loaded by the page's route.
 */
export function CompareToggle({ product, size = "default", className }: CompareToggleProps) {
  const { t } = useTranslation();
  const { has, add, remove } = useBasket();
  const inBasket = has(product.fundCode);
  // one name in both states (the pressed state says whether it is in the basket), starting with
  // the visible word so speech input can say it
  const label = t("comparison:toggle.label", { name: product.fundName });
  const Icon = inBasket ? CheckIcon : PlusIcon;
  return (
    <Button
      variant={inBasket ? "secondary" : "outline"}
      size="sm"
      aria-pressed={inBasket}
      aria-label={label}
      title={label}
      data-testid="compare-toggle"
      data-code={product.fundCode}
      onClick={() => (inBasket ? remove(product.fundCode) : add(product))}
      className={cn(
        size === "compact" && "h-7 gap-1 rounded-full px-2 text-xs",
        inBasket && "border border-brand-300 text-brand-800",
        className,
      )}
    >
      <Icon aria-hidden className={size === "compact" ? "size-3.5" : undefined} />
      {t("comparison:toggle.add")}
    </Button>
  );
}
