import { type TopPickList, topPickLists } from "@shared/api/selection";
import type { ProductType } from "@shared/domain/product";
import { InfoIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { listLabels } from "../filter-options";

/** A toggle button's look (pressed or not), shared by the shelves' pickers. */
export const pill = (on: boolean) =>
  cn(
    "rounded-full border px-3 py-1.5 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
    on ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background hover:bg-muted",
  );

/** The curated lists as toggle buttons (one pressed); each list's rule is in its tooltip and under the picker. */
export function ListPicker({
  list,
  productType,
  onChange,
}: {
  list: TopPickList;
  productType: ProductType;
  onChange: (next: { list?: TopPickList; productType?: ProductType }) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <ProductTypePicker productType={productType} onChange={(type) => onChange({ productType: type })} />
      <fieldset className="flex flex-wrap gap-1.5" data-testid="list-picker">
        <legend className="sr-only">{t("selection:lists.label")}</legend>
        {topPickLists.map((id) => (
          <Tooltip key={id}>
            <TooltipTrigger asChild>
              <button
                type="button"
                aria-pressed={list === id}
                data-list={id}
                className={cn(pill(list === id), "inline-flex items-center gap-1.5")}
                onClick={() => onChange({ list: id })}
              >
                {t(listLabels[id].name)}
                <InfoIcon className="size-3.5 opacity-70" aria-hidden />
              </button>
            </TooltipTrigger>
            <TooltipContent>{t(listLabels[id].rule)}</TooltipContent>
          </Tooltip>
        ))}
      </fieldset>
      <p className="text-muted-foreground text-sm" data-testid="list-rule">
        <span className="me-1 font-medium text-foreground">{t("selection:lists.rule")}</span>
        {t(listLabels[list].rule)}
      </p>
    </div>
  );
}

/** Funds or ETFs, as two toggle buttons (one pressed). */
export function ProductTypePicker({
  productType,
  onChange,
}: {
  productType: ProductType;
  onChange: (productType: ProductType) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex gap-1.5">
      <legend className="sr-only">{t("selection:productType.label")}</legend>
      {(["fund", "etf"] as const).map((type) => (
        <button
          key={type}
          type="button"
          aria-pressed={productType === type}
          data-testid={`product-type-${type}`}
          className={pill(productType === type)}
          onClick={() => onChange(type)}
        >
          {t(type === "fund" ? "selection:productType.fund" : "selection:productType.etf")}
        </button>
      ))}
    </fieldset>
  );
}
