import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-[11px] leading-4 [&_svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-brand-50 text-brand-700",
        outline: "border-border text-muted-foreground",
        demo: "border-gold-400/40 bg-gold-100 text-gold-700",
        accent: "border-transparent bg-accent-50 text-accent-700",
        inverse: "border-white/15 bg-white/10 text-white",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
