import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A titled card of a portfolio screen (a labelled region). */
export function Section({
  title,
  action,
  children,
  testId,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <section
      className={cn("flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs", className)}
      aria-label={title}
      data-testid={testId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-lg tracking-tight">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Label/value tiles. */
export function FigureGrid({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-4", className)}>
      {children}
    </dl>
  );
}

export function FigureTile({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5" data-testid={testId}>
      <dt className="truncate text-muted-foreground text-xs" title={label}>
        {label}
      </dt>
      <dd className="font-semibold text-foreground text-sm">{children}</dd>
    </div>
  );
}
