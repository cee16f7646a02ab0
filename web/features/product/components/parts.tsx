import { RotateCwIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { Load } from "@/lib/use-load";
import { cn } from "@/lib/utils";

/** One block of a tab: a titled card with an optional note and controls on the right. */
export function Section({
  title,
  note,
  actions,
  children,
  className,
  testId,
}: {
  title: string;
  note?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className={cn(
        "flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-background p-4 shadow-card sm:p-5",
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="font-semibold text-base text-foreground">{title}</h2>
          {note ? <p className="max-w-prose text-muted-foreground text-xs leading-relaxed">{note}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** A skeleton while loading, the error with a retry in place, else the content. */
export function Loaded<T>({
  load,
  skeleton = "h-56",
  children,
}: {
  load: Load<T>;
  skeleton?: string;
  children: (data: T) => ReactNode;
}) {
  if (load.state === "loading") return <Skeleton className={skeleton} />;
  if (load.state === "error") return <LoadError retry={load.retry} />;
  return <>{children(load.data)}</>;
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-busy="true" className={cn("w-full animate-pulse rounded-lg bg-muted", className)} />;
}

export function LoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="product-section-error"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border border-dashed p-4"
    >
      <p className="text-muted-foreground text-sm">{t("product:error")}</p>
      <Button variant="outline" size="sm" onClick={retry}>
        <RotateCwIcon />
        {t("product:retry")}
      </Button>
    </div>
  );
}

/** "No data" in place of a table or chart. */
export function Empty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p
      data-testid={testId}
      className="rounded-lg border border-border border-dashed px-4 py-6 text-center text-muted-foreground text-sm"
    >
      {children}
    </p>
  );
}

/** A table that scrolls sideways on narrow screens, with a caption for screen readers. */
export function Table({
  caption,
  className,
  children,
  ...props
}: ComponentProps<"table"> & { caption: string }) {
  return (
    <section
      className="relative -mx-4 overflow-x-auto px-4 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/25 sm:mx-0 sm:px-0"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={caption}
    >
      <table className={cn("w-full border-collapse text-sm", className)} {...props}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </section>
  );
}

export function Th({
  className,
  numeric,
  scope = "col",
  ...props
}: ComponentProps<"th"> & { numeric?: boolean }) {
  return (
    <th
      scope={scope}
      className={cn(
        "whitespace-nowrap border-border border-b px-3 py-2 font-medium text-muted-foreground text-xs first:pl-0 last:pr-0",
        numeric ? "text-right" : "text-left",
        scope === "row" && "border-border/70 font-normal text-foreground text-sm",
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
        "border-border/70 border-b px-3 py-2 align-middle first:pl-0 last:pr-0",
        numeric && "whitespace-nowrap text-right tabular",
        className,
      )}
      {...props}
    />
  );
}

/** A two-option (or more) switch: buttons with aria-pressed, in one labelled group. */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
  testId?: string;
}) {
  return (
    <fieldset
      data-testid={testId}
      className="inline-flex min-w-0 flex-wrap items-center gap-0.5 rounded-lg border border-border bg-muted/50 p-0.5"
    >
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          data-value={o.value}
          onClick={() => onChange(o.value)}
          className={cn(
            "rounded-md px-2.5 py-1 font-medium text-muted-foreground text-xs transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/25",
            o.value === value && "bg-background text-foreground shadow-xs",
          )}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
