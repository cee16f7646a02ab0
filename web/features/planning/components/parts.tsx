import { CheckIcon, RotateCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The planning screens' building blocks: title band, choice tiles, step progress, dialogs. */

export function PageHeader({ title, lead, aside }: { title: string; lead: string; aside?: ReactNode }) {
  return (
    <div className="border-border border-b bg-surface">
      <div className="mx-auto flex max-w-[1320px] flex-col gap-3 px-4 py-7 sm:flex-row sm:items-end sm:justify-between sm:px-6 lg:px-8">
        <div className="flex flex-col gap-1.5">
          <h1 className="font-semibold text-2xl text-foreground tracking-tight sm:text-[28px]">{title}</h1>
          <p className="max-w-2xl text-muted-foreground">{lead}</p>
        </div>
        {aside}
      </div>
    </div>
  );
}

export function Section({
  title,
  lead,
  children,
  className,
  aside,
  testId,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
  aside?: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className={cn(
        "flex flex-col gap-4 rounded-2xl border border-border bg-background p-4 sm:p-6",
        className,
      )}
      data-testid={testId}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="font-semibold text-foreground text-lg leading-snug">{title}</h2>
          {lead ? <p className="text-muted-foreground text-sm leading-relaxed">{lead}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A set of choice tiles with its name for screen readers (a fieldset and its legend). */
export function ChoiceGroup({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{label}</legend>
      <div className={className}>{children}</div>
    </fieldset>
  );
}

/**
 * One choice of a set as a tile: a native radio (single choice, grouped by `name`) or checkbox
 * (several), visually hidden inside its label, with a title, an optional line and a check.
 */
export function ChoiceTile({
  selected,
  onSelect,
  title,
  description,
  type = "radio",
  name,
  disabled,
  testId,
  value,
}: {
  selected: boolean;
  onSelect: () => void;
  title: ReactNode;
  description?: ReactNode;
  type?: "radio" | "checkbox";
  name: string;
  disabled?: boolean;
  testId?: string;
  value?: string;
}) {
  return (
    <label
      data-testid={testId}
      data-value={value}
      data-selected={selected}
      className={cn(
        "group relative flex min-h-14 w-full cursor-pointer flex-col items-start gap-1 rounded-xl border bg-background px-4 py-3 text-left transition-colors",
        "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2",
        disabled && "cursor-not-allowed opacity-50",
        selected
          ? "border-brand-500 bg-brand-50/60 ring-1 ring-brand-500"
          : "border-border hover:border-brand-300",
      )}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={selected}
        disabled={disabled}
        onChange={onSelect}
        className="sr-only"
      />
      <span className="flex w-full items-center justify-between gap-2">
        <span className="font-medium text-foreground text-sm">{title}</span>
        <span
          aria-hidden="true"
          className={cn(
            "flex size-5 shrink-0 items-center justify-center border",
            type === "radio" ? "rounded-full" : "rounded-md",
            selected ? "border-brand-600 bg-brand-600 text-white" : "border-border",
          )}
        >
          {selected ? <CheckIcon className="size-3.5" /> : null}
        </span>
      </span>
      {description ? (
        <span className="text-muted-foreground text-xs leading-relaxed">{description}</span>
      ) : null}
    </label>
  );
}

/** A row of steps: done, current and to come; the current one is announced. */
export function StepProgress({
  steps,
  current,
  label,
  onJump,
}: {
  steps: string[];
  current: number;
  label: string;
  onJump?: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className="flex flex-col gap-2">
      <p className="text-muted-foreground text-xs">
        {t("planning:twin.stepOf", { current: Math.min(current + 1, steps.length), total: steps.length })}
      </p>
      <ol className="flex gap-1.5">
        {steps.map((name, i) => {
          const state = i < current ? "done" : i === current ? "current" : "todo";
          const canJump = onJump && i < current;
          return (
            <li key={name} className="flex min-w-0 flex-1 flex-col gap-1.5">
              <span
                aria-hidden="true"
                className={cn(
                  "h-1.5 rounded-full",
                  state === "todo" ? "bg-muted" : state === "current" ? "bg-brand-600" : "bg-brand-300",
                )}
              />
              {canJump ? (
                <button
                  type="button"
                  onClick={() => onJump(i)}
                  className="hidden truncate text-left text-muted-foreground text-xs hover:text-foreground sm:block"
                >
                  {name}
                </button>
              ) : (
                <span
                  aria-current={state === "current" ? "step" : undefined}
                  className={cn(
                    "hidden truncate text-xs sm:block",
                    state === "current" ? "font-medium text-foreground" : "text-muted-foreground",
                  )}
                >
                  {name}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-6" role="alert">
      <p className="text-muted-foreground text-sm">{t("planning:loadFailed")}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon />
        {t("planning:retry")}
      </Button>
    </div>
  );
}

export function Loading({ testId }: { testId?: string }) {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" data-testid={testId}>
      <div className="h-8 w-1/3 animate-pulse rounded-md bg-muted" />
      <div className="h-40 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}
