import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { quartileCells } from "../figures";

/**
 * A quartile as four cells, best on the left, the product's cell filled, with the words for
 * screen readers ("Quartile 2 of 4"); a missing quartile is a dash.
 */
export function QuartileBar({ quartile }: { quartile: 1 | 2 | 3 | 4 | null }) {
  const { t } = useTranslation();
  if (!quartile) return <span className="text-subtle-foreground">—</span>;
  const label = t("product:performance.quartile", { quartile });
  return (
    <span
      className="inline-flex items-center justify-end gap-1.5"
      title={label}
      data-testid="quartile"
      data-quartile={quartile}
    >
      <span aria-hidden="true" className="flex gap-0.5">
        {quartileCells(quartile).map((filled, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: four fixed cells
            key={i}
            className={cn("h-2.5 w-2.5 rounded-[2px]", filled ? quartileTone[quartile] : "bg-border")}
          />
        ))}
      </span>
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="w-3 text-muted-foreground text-xs">
        {quartile}
      </span>
    </span>
  );
}

const quartileTone = {
  1: "bg-positive",
  2: "bg-brand-400",
  3: "bg-gold-400",
  4: "bg-negative",
} as const;
