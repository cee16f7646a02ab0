import { CheckIcon, MinusIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { type FeatureCell, featureRows } from "../feature-table";

/** Pro vs Premium, a row per capability of the entitlement table. */
export function FeatureTable() {
  const { t } = useTranslation();
  const rows = featureRows();
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-background">
      <table className="w-full border-collapse text-[13px] sm:text-sm" data-testid="pricing-feature-table">
        <caption className="sr-only">{t("subscription:pricing.tableCaption")}</caption>
        <thead>
          <tr className="border-border border-b bg-surface text-left">
            <th scope="col" className="px-3 py-3 font-medium text-muted-foreground sm:px-4">
              {t("subscription:pricing.feature")}
            </th>
            <th scope="col" className="w-[30%] px-3 py-3 font-semibold text-foreground sm:w-[28%] sm:px-4">
              {t("subscription:pricing.plans.pro.name")}
            </th>
            <th scope="col" className="w-[30%] px-3 py-3 font-semibold text-brand-700 sm:w-[28%] sm:px-4">
              {t("subscription:pricing.plans.premium.name")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.capability}
              className="border-border border-b last:border-b-0"
              data-capability={row.capability}
            >
              <th
                scope="row"
                className="px-3 py-3 text-left align-top font-normal text-foreground first-letter:uppercase sm:px-4"
              >
                {t(row.label)}
              </th>
              <td className="px-3 py-3 align-top sm:px-4">
                <CellText cell={row.pro} />
              </td>
              <td className="px-3 py-3 align-top sm:px-4">
                <CellText cell={row.premium} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CellText({ cell }: { cell: FeatureCell }) {
  const { t } = useTranslation();
  switch (cell.kind) {
    case "no":
      return (
        <span className="inline-flex items-center gap-1.5 text-muted-foreground">
          <MinusIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">{t("subscription:cells.no")}</span>
        </span>
      );
    case "yes":
      return (
        <span className="inline-flex items-center gap-1.5 text-accent-700">
          <CheckIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">{t("subscription:cells.yes")}</span>
        </span>
      );
    case "preview":
      return (
        <span className="text-muted-foreground">
          {cell.rows
            ? t("subscription:cells.previewRows", { count: cell.rows })
            : t("subscription:cells.preview")}
        </span>
      );
    case "limit":
      return (
        <span className="text-foreground">
          {cell.unit === "total"
            ? t("subscription:cells.total", { count: cell.limit })
            : cell.trialLimit !== undefined
              ? t("subscription:cells.trialPerDay", { trial: cell.trialLimit, count: cell.limit })
              : t("subscription:cells.perDay", { count: cell.limit })}
        </span>
      );
  }
}
