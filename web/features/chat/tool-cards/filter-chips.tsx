import type { SelectionCriteria } from "@shared/api/selection";
import { CheckIcon, PencilIcon, XIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Value } from "@/components/value";
import { filterLabels, filterValueLabel, filterValueLabels, type LabelledFilter } from "./labels";

export type FilterKey = keyof SelectionCriteria;

/** Filters holding a ratio (shown and edited as a percentage) or a plain number. */
const ratioKeys = new Set<FilterKey>([
  "minReturn1y",
  "maxVolatility1y",
  "maxDrawdown1y",
  "maxTotalExpenseRatio",
  "minSevenDayYield",
]);
const numberKeys = new Set<FilterKey>(["minSharpe1y", "maxEffectiveDuration"]);
const isLabelled = (key: FilterKey): key is LabelledFilter => Object.hasOwn(filterValueLabels, key);

export const isEditable = (key: FilterKey) => ratioKeys.has(key) || numberKeys.has(key);

/**
 * The screener's filters as chips. Each chip can be removed; numeric ones can be edited in
 * place. The card re-runs the screen with the edited filters (see ScreenProductsCard).
 */
export function FilterChips({
  filters,
  onChange,
  disabled,
}: {
  filters: SelectionCriteria;
  onChange: (next: SelectionCriteria) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(filters).filter(
    ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
  ) as [FilterKey, unknown][];
  if (entries.length === 0)
    return <p className="text-muted-foreground text-xs">{t("tools:screenProducts.noFilters")}</p>;

  const remove = (key: FilterKey) => {
    const next = { ...filters };
    delete next[key];
    onChange(next);
  };
  const set = (key: FilterKey, value: number) => onChange({ ...filters, [key]: value });

  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("tools:screenProducts.filtersLabel")}>
      {entries.map(([key, value]) => (
        <Chip
          key={key}
          name={key}
          value={value}
          disabled={disabled}
          onRemove={() => remove(key)}
          onEdit={isEditable(key) ? (next) => set(key, next) : undefined}
        />
      ))}
    </ul>
  );
}

function Chip({
  name,
  value,
  disabled,
  onRemove,
  onEdit,
}: {
  name: FilterKey;
  value: unknown;
  disabled?: boolean;
  onRemove: () => void;
  onEdit?: (value: number) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const ratio = ratioKeys.has(name);
  const [draft, setDraft] = useState(() =>
    typeof value === "number" ? String(ratio ? Number((value * 100).toFixed(4)) : value) : "",
  );
  const label = t(filterLabels[name]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = Number(draft);
    if (!Number.isFinite(number) || !onEdit) return;
    onEdit(ratio ? number / 100 : number);
    setEditing(false);
  };

  return (
    <li
      data-testid={`filter-chip-${name}`}
      className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-1 pl-2.5 text-brand-800 text-xs"
    >
      <span className="font-medium">{label}</span>
      {editing ? (
        <form onSubmit={submit} className="inline-flex items-center gap-1">
          <input
            aria-label={label}
            inputMode="decimal"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="h-5 w-14 rounded border border-brand-300 bg-background px-1 text-right text-xs tabular focus:outline-none"
          />
          {ratio ? <span>%</span> : null}
          <button
            type="submit"
            aria-label={t("tools:screenProducts.apply")}
            className="rounded-full p-0.5 hover:bg-brand-100"
          >
            <CheckIcon className="size-3" />
          </button>
        </form>
      ) : (
        <>
          <span className="text-brand-700">
            <ChipValue name={name} value={value} />
          </span>
          {onEdit ? (
            <button
              type="button"
              disabled={disabled}
              onClick={() => setEditing(true)}
              aria-label={t("tools:screenProducts.editFilter", { filter: label })}
              className="rounded-full p-0.5 hover:bg-brand-100 disabled:opacity-50"
            >
              <PencilIcon className="size-3" />
            </button>
          ) : null}
        </>
      )}
      <button
        type="button"
        disabled={disabled}
        onClick={onRemove}
        data-testid="filter-chip-remove"
        aria-label={t("tools:screenProducts.removeFilter", { filter: label })}
        className="rounded-full p-0.5 hover:bg-brand-100 disabled:opacity-50"
      >
        <XIcon className="size-3" />
      </button>
    </li>
  );
}

function ChipValue({ name, value }: { name: FilterKey; value: unknown }) {
  const { t } = useTranslation();
  if (typeof value === "number") {
    if (ratioKeys.has(name)) return <Value kind="percent" value={value} digits={value * 100 < 10 ? 2 : 1} />;
    return <Value kind="number" value={value} />;
  }
  if (typeof value === "boolean") return <>{t(value ? "tools:common.yes" : "tools:common.no")}</>;
  if (Array.isArray(value)) {
    const text = value
      .map((v) => {
        const label = isLabelled(name) ? filterValueLabel(name, v) : undefined;
        return label ? t(label) : String(v);
      })
      .join(", ");
    return <>{text}</>;
  }
  if (name === "launchedBefore" && typeof value === "string") return <Value kind="date" value={value} />;
  return <>{String(value)}</>;
}
