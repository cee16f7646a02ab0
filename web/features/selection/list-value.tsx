import type { TopPickList } from "@shared/api/selection";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { Value } from "@/components/value";
import { listLabels, listValueKinds } from "./filter-options";

/** The figure a curated list ranks by, as a results column: its label and how a value shows. */
export function listValueColumn(
  t: TFunction,
  list: TopPickList,
): { label: string; render: (value: number) => ReactNode } {
  const shown = listValueKinds[list];
  return {
    label: t(listLabels[list].value),
    render: (value: number) =>
      shown === "percent" ? (
        <Value kind="percent" value={value} />
      ) : (
        <Value kind="number" value={value} digits={shown === "days" ? 0 : 2} />
      ),
  };
}
