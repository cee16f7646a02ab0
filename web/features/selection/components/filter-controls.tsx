import { createContext, type ReactNode, useContext, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** Whether the filters around are locked for the caller's plan (their group says why). */
export const LockedFilters = createContext(false);
/** Choices a locked list shows. */
const LOCKED_PREVIEW = 6;

/** A group of filters under a visible legend (a fieldset, so it can be disabled as a whole). */
export function FilterSection({
  legend,
  children,
  className,
}: {
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn("flex min-w-0 flex-col gap-2", className)}>
      <legend className="mb-2 font-medium text-foreground text-sm">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** Multi-select as toggle buttons: each one is a button with aria-pressed, reachable by Tab. */
export function ToggleGroup<V extends string | number>({
  legend,
  values,
  selected,
  label,
  onChange,
  testId,
}: {
  legend: string;
  values: readonly V[];
  selected: readonly V[] | undefined;
  label: (value: V) => string;
  onChange: (next: V[] | undefined) => void;
  testId?: string;
}) {
  const chosen = new Set(selected ?? []);
  const toggle = (value: V) => {
    const next = values.filter((v) => (v === value ? !chosen.has(v) : chosen.has(v)));
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <FilterSection legend={legend}>
      <div className="flex flex-wrap gap-1.5" data-testid={testId}>
        {values.map((value) => {
          const on = chosen.has(value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={on}
              data-value={value}
              onClick={() => toggle(value)}
              className={cn(
                "min-h-8 rounded-full border px-3 py-1 text-sm transition-colors",
                "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                "disabled:cursor-not-allowed disabled:opacity-50",
                on
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-input bg-background text-foreground hover:bg-muted",
              )}
            >
              {label(value)}
            </button>
          );
        })}
      </div>
    </FilterSection>
  );
}

/** Any / yes / no for a boolean filter: three toggle buttons, one pressed. */
export function TriStateField({
  label,
  value,
  onChange,
  name,
}: {
  label: string;
  value: boolean | undefined;
  onChange: (next: boolean | undefined) => void;
  name: string;
}) {
  const { t } = useTranslation();
  const options = [
    ["any", undefined, t("selection:filters.any")],
    ["yes", true, t("selection:filters.yes")],
    ["no", false, t("selection:filters.no")],
  ] as const;
  return (
    <fieldset className="flex items-center justify-between gap-3">
      <legend className="sr-only">{label}</legend>
      <span className="text-sm" aria-hidden>
        {label}
      </span>
      <div
        className="flex shrink-0 overflow-hidden rounded-md border border-input"
        data-testid={`filter-${name}`}
      >
        {options.map(([id, v, text]) => (
          <button
            key={id}
            type="button"
            aria-pressed={value === v}
            onClick={() => onChange(v)}
            className={cn(
              "px-2.5 py-1 text-xs transition-colors focus-visible:relative focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              "disabled:cursor-not-allowed disabled:opacity-50",
              value === v ? "bg-primary text-primary-foreground" : "bg-background hover:bg-muted",
            )}
          >
            {text}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A one-sided threshold. Ratios are typed as percentages (5 → 0.05); the filter changes when
 * the field is left or Enter is pressed; an empty field removes it.
 */
export function ThresholdField({
  label,
  value,
  percent,
  unit,
  min,
  max,
  onChange,
  name,
}: {
  label: string;
  value: number | undefined;
  percent: boolean;
  unit?: string;
  min: number;
  max: number;
  onChange: (next: number | undefined) => void;
  name: string;
}) {
  const id = useId();
  const shown = value === undefined ? "" : String(percent ? Number((value * 100).toPrecision(10)) : value);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed === "") return value === undefined ? undefined : onChange(undefined);
    const typed = Number(trimmed);
    if (!Number.isFinite(typed)) return setText(shown);
    const next = percent ? Number((typed / 100).toPrecision(10)) : typed;
    const clamped = Math.min(max, Math.max(min, next));
    if (clamped !== value) onChange(clamped);
    else setText(shown);
  };
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <div className="flex shrink-0 items-center gap-1.5">
        <Input
          id={id}
          name={name}
          data-testid={`filter-${name}`}
          inputMode="decimal"
          className="h-8 w-20 text-right"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === "Enter") commit();
          }}
        />
        <span className="w-8 text-muted-foreground text-xs">{unit}</span>
      </div>
    </div>
  );
}

/** A searchable checkbox list (fund companies, categories). */
export function CheckList({
  legend,
  items,
  selected,
  onChange,
  searchLabel,
  emptyText,
  hint,
  testId,
}: {
  legend: string;
  items: readonly { id: string; label: string; count?: ReactNode }[];
  selected: readonly string[] | undefined;
  onChange: (next: string[] | undefined) => void;
  searchLabel?: string;
  emptyText?: string;
  hint?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  // a locked list shows its first choices only (nothing to scroll through while it cannot be used)
  const locked = useContext(LockedFilters);
  const chosen = new Set(selected ?? []);
  const needle = query.trim().toLowerCase();
  const matching = items.filter(
    (item) => !needle || item.label.toLowerCase().includes(needle) || chosen.has(item.id),
  );
  const shown = locked ? matching.slice(0, LOCKED_PREVIEW) : matching;
  const toggle = (id: string, on: boolean) => {
    const next = items.map((i) => i.id).filter((i) => (i === id ? on : chosen.has(i)));
    // Keep chosen ids the list does not hold (another region's category, say).
    for (const id2 of chosen) if (!next.includes(id2) && id2 !== id) next.push(id2);
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <FilterSection legend={legend}>
      {hint ? <p className="text-muted-foreground text-xs">{hint}</p> : null}
      {searchLabel ? (
        <Input
          type="search"
          aria-label={searchLabel}
          placeholder={searchLabel}
          className="h-8"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      ) : null}
      <ul
        className={cn("rounded-md border border-input p-1", !locked && "max-h-48 overflow-y-auto")}
        data-testid={testId}
      >
        {shown.length === 0 && emptyText ? (
          <li className="px-2 py-1.5 text-muted-foreground text-sm">{emptyText}</li>
        ) : null}
        {shown.map((item) => (
          <CheckRow
            key={item.id}
            label={item.label}
            count={item.count}
            checked={chosen.has(item.id)}
            onChange={(on) => toggle(item.id, on)}
          />
        ))}
        {shown.length < matching.length ? (
          <li className="px-2 py-1.5 text-muted-foreground text-xs">
            {t("selection:filters.moreLocked", { count: matching.length - shown.length })}
          </li>
        ) : null}
      </ul>
    </FilterSection>
  );
}

function CheckRow({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count?: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center gap-2 rounded px-2 py-1.5 hover:bg-muted">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <label
        htmlFor={id}
        className="flex min-w-0 flex-1 cursor-pointer items-center justify-between gap-2 text-sm"
      >
        <span className="truncate">{label}</span>
        {count !== undefined ? <span className="shrink-0 text-muted-foreground text-xs">{count}</span> : null}
      </label>
    </li>
  );
}
