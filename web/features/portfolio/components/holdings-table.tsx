import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

export interface HoldingsColumn {
  label: ReactNode;
  align?: "left" | "right";
}

/**
 * A table with one row per holding (drift, new money, currency effect): the product column first,
 * then `columns`; scrolls inside its own box on a phone. Rows start with a `HoldingCell`.
 */
export function HoldingsTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly HoldingsColumn[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b bg-muted/60 text-muted-foreground text-xs">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t("portfolio:weights.product")}
            </th>
            {columns.map((c, i) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of headers
                key={i}
                scope="col"
                className={cn("px-3 py-2 font-medium", c.align === "left" ? "text-left" : "text-right")}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The row header of a holding: its name (two lines at most) and, when given, its code. */
export function HoldingCell({ name, code }: { name: string; code?: string }) {
  return (
    <th scope="row" className="min-w-36 px-3 py-2 text-left font-normal">
      {code ? (
        <span className="flex min-w-0 flex-col">
          <span className="line-clamp-2">{name}</span>
          <span className="font-mono text-muted-foreground text-xs">{code}</span>
        </span>
      ) : (
        <span className="line-clamp-2">{name}</span>
      )}
    </th>
  );
}
