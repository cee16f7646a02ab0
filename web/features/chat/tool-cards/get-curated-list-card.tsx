import type { AssistantListId } from "@shared/tools/get-curated-list";
import { LockIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Value, type ValueKind } from "@/components/value";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { Muted, ProductCode } from "./card-parts";
import { listLabels, noProductsLabels, productTypeLabels } from "./labels";
import type { ToolCardProps } from "./types";

/** How each list's ranking figure reads (the rules: server/analytics/README.md "Curated lists"). */
const listValueKind: Record<AssistantListId, { kind: ValueKind; signed?: boolean; digits?: number }> = {
  top_picks: { kind: "percent", signed: true },
  top_excess_return_1y: { kind: "percent", signed: true },
  top_inflow_1y: { kind: "percent", signed: true },
  stable_7d_yield: { kind: "percent", digits: 3 },
  top_annualized_1y: { kind: "percent", signed: true },
  fast_rebound: { kind: "number", digits: 0 },
  short_term_bond: { kind: "number", digits: 2 },
  high_sharpe: { kind: "number", digits: 2 },
};

/** getCuratedList: a ranked list, best first, with the figure it ranks by; a preview says so. */
export function GetCuratedListCard({ output }: ToolCardProps<"getCuratedList">) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const valueFormat = listValueKind[output.list];
  return (
    <div className="flex flex-col gap-2">
      <Muted>
        {t(listLabels[output.list].description)} · {t(productTypeLabels[output.productType])}
      </Muted>
      {output.items.length === 0 ? (
        <Muted>{t(noProductsLabels[output.productType])}</Muted>
      ) : (
        <ol className="flex flex-col divide-y divide-border/70" data-testid="curated-list">
          {output.items.map((item) => (
            <li key={item.fundCode} className="flex items-center gap-3 py-2">
              <span className="w-6 shrink-0 text-center font-semibold text-muted-foreground text-sm tabular">
                {item.rank}
              </span>
              <ProductCode code={item.fundCode} productType={item.productType} />
              <span className="min-w-0 flex-1 truncate font-medium text-foreground text-sm">
                {item.fundName}
              </span>
              <span className="flex flex-col items-end">
                <Value
                  kind={valueFormat.kind}
                  value={item.listValue}
                  signed={valueFormat.signed}
                  digits={valueFormat.digits}
                  className="font-medium text-sm"
                />
                <span className="text-muted-foreground text-[11px]">{t(listLabels[output.list].value)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {output.preview ? (
        <p
          className="flex items-center gap-2 rounded-lg bg-gold-100/60 px-3 py-2 text-sm"
          data-testid="curated-preview"
        >
          <LockIcon className="size-4 shrink-0 text-gold-700" />
          <span className="flex-1">{t("tools:getCuratedList.preview", { count: output.preview.rows })}</span>
          <Link to={localized("/pricing")} className="font-medium text-brand-700 hover:underline">
            {t("tools:refusal.seePlans")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
