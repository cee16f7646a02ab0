import type { TopPickList } from "@shared/api/selection";
import { listValueLabels } from "@shared/api/selection-labels";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { Value } from "@/components/value";
import { listValueKinds } from "./filter-options";

/** The figure a curated list ranks by, as a results column: its label and how a value shows. */
export function listValueColumn(
  t: TFunction,
  list: TopPickList,
): { label: string; render: (value: number) => ReactNode } {
  const shown = listValueKinds[list];
  return {
    label: t(listValueLabels[list]),
    render: (value: number) =>
      shown === "percent" ? (
        <Value kind="percent" value={value} />
      ) : (
        <Value kind="number" value={value} digits={shown === "days" ? 0 : 2} />
      ),
  };
}
