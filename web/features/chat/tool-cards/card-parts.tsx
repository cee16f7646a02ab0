import type { ProductSummary } from "@shared/api/product-summary";
import type { ProductType } from "@shared/domain/product";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Value, type ValueProps } from "@/components/value";
import { useLocalizedPath } from "@/lib/use-localized-path";
import { cn } from "@/lib/utils";
import { detailPath } from "./full-screen";

/** Building blocks the cards share: product code links, key-figure tiles and compact tables. */

export function ProductCode({
  code,
  productType,
  className,
}: {
  code: string;
  productType: ProductType;
  className?: string;
}) {
  const localized = useLocalizedPath();
  return (
    <Link
      to={localized(detailPath(productType, code))}
      data-testid="product-code"
      className={cn(
        "rounded bg-brand-50 px-1.5 py-0.5 font-medium font-mono text-[12px] text-brand-700 tabular hover:bg-brand-100",
        className,
      )}
    >
      {code}
    </Link>
  );
}

export function ProductName({ product }: { product: Pick<ProductSummary, "fundName" | "isDemo"> }) {
  return <span className="min-w-0 font-medium text-foreground">{product.fundName}</span>;
}

export type Figure = { label: string } & ValueProps;

/** Key figures as label/value tiles. */
export function Figures({ items, className }: { items: Figure[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-4", className)}>
      {items.map(({ label, ...value }) => (
        <div key={label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="truncate text-muted-foreground text-xs">{label}</dt>
          <dd className="font-semibold text-foreground text-sm">
            <Value {...value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A card's table. `fit`: the table takes the card's width and its text cells wrap, so it reads
 * on a phone without scrolling sideways; otherwise it keeps its natural width and scrolls.
 */
export function DataTable({ className, fit, ...props }: ComponentProps<"table"> & { fit?: boolean }) {
  return (
    <div className={fit ? undefined : "-mx-4 overflow-x-auto px-4"}>
      <table className={cn("w-full border-collapse text-sm", !fit && "min-w-max", className)} {...props} />
    </div>
  );
}

export function Th({ className, numeric, ...props }: ComponentProps<"th"> & { numeric?: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        "whitespace-nowrap border-border border-b px-2 py-2 font-medium text-muted-foreground text-xs first:pl-0 last:pr-0",
        numeric ? "text-right" : "text-left",
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, numeric, ...props }: ComponentProps<"td"> & { numeric?: boolean }) {
  return (
    <td
      className={cn(
        "border-border/70 border-b px-2 py-2 align-middle first:pl-0 last:pr-0",
        numeric && "whitespace-nowrap text-right tabular",
        className,
      )}
      {...props}
    />
  );
}

export function Muted({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn("text-muted-foreground text-xs", className)}>{children}</p>;
}

export function TypeBadge({ productType, label }: { productType: ProductType; label: string }) {
  return (
    <Badge variant={productType === "etf" ? "accent" : "outline"} className="uppercase">
      {label}
    </Badge>
  );
}
