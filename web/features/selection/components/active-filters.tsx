import type { CompanyDictionary } from "@shared/api/product";
import type { SelectionCriteria } from "@shared/api/selection";
import { intlTagOf, type WebLocale } from "@shared/locales";
import type { TFunction } from "i18next";
import { XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatValue } from "@/components/value";
import { localeOf } from "@/lib/i18n";
import {
  assetClassLabels,
  aumBucketLabels,
  creditRatingLabels,
  dividendLabels,
  domicileLabels,
  fieldLabels,
  ratingTierLabels,
  ratioFilters,
  regionLabels,
  riskLevelNames,
} from "../filter-options";
import { type FilterKey, filterKeys } from "../filter-query";

const lookup = (labels: Record<string, string>, value: unknown, t: TFunction) => {
  const key = labels[String(value)];
  return key ? t(key as never) : String(value);
};

/** One filter's value as the chip reads it, in the page's language. */
export function chipValue(
  key: FilterKey,
  value: unknown,
  t: TFunction,
  locale: WebLocale,
  companies: CompanyDictionary,
  categoryNames: ReadonlyMap<string, string> = new Map(),
): string {
  // "Any of": the values joined by the locale's "or" (3 · Balanced or 4 · Growth; 3 · 平衡或 4 · 增長).
  const list = (fn: (v: unknown) => string) =>
    new Intl.ListFormat(intlTagOf[locale], { type: "disjunction" }).format((value as unknown[]).map(fn));
  switch (key) {
    case "assetClasses":
      return list((v) => lookup(assetClassLabels, v, t));
    case "regions":
      return list((v) => lookup(regionLabels, v, t));
    case "aumBuckets":
      return list((v) => lookup(aumBucketLabels, v, t));
    case "ratingTiers":
      return list((v) => lookup(ratingTierLabels, v, t));
    case "dividendFrequencies":
      return list((v) => lookup(dividendLabels, v, t));
    case "creditRatings":
      return list((v) => lookup(creditRatingLabels, v, t));
    case "domiciles":
      return list((v) => lookup(domicileLabels, v, t));
    case "riskLevels":
      return list((v) => t("selection:filters.riskLevel", { level: v, name: lookup(riskLevelNames, v, t) }));
    case "starRatings":
      return list((v) => t("selection:filters.stars", { count: Number(v) }));
    case "categories":
      return list((v) => categoryNames.get(String(v)) ?? String(v));
    case "companyIds":
      return list((v) => companies.find((c) => c.companyId === v)?.name ?? String(v));
    case "launchedBefore":
      return formatValue(locale, { kind: "date", value: String(value) });
    case "keyword":
      return `“${String(value)}”`;
    default:
      if (typeof value === "boolean") return value ? t("selection:filters.yes") : t("selection:filters.no");
      if (Array.isArray(value)) return list(String);
      if (typeof value === "number")
        return ratioFilters.has(key)
          ? formatValue(locale, { kind: "percent", value })
          : formatValue(locale, { kind: "number", value });
      return String(value);
  }
}

/** The filters in use as removable chips, with the reset button. */
export function ActiveFilters({
  criteria,
  onChange,
  onReset,
  companies,
  categoryNames,
}: {
  criteria: SelectionCriteria;
  onChange: (next: SelectionCriteria) => void;
  onReset: () => void;
  companies: CompanyDictionary;
  /** Category id → its name in the page's language (the asset dictionary). */
  categoryNames?: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const active = filterKeys.filter((key) => criteria[key] !== undefined);
  if (active.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid="active-filters">
      <span className="sr-only">{t("selection:filters.active")}</span>
      <ul className="contents">
        {active.map((key) => {
          const label = t("selection:filters.chip", {
            label: t(fieldLabels[key]),
            value: chipValue(key, criteria[key], t, locale, companies, categoryNames),
          });
          return (
            <li key={key} data-filter={key} className="max-w-full">
              <button
                type="button"
                className="inline-flex max-w-full items-center gap-1 rounded-full border border-primary/30 bg-primary/10 py-0.5 pr-1.5 pl-2.5 text-foreground text-xs hover:bg-primary/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                aria-label={t("selection:filters.remove", { label })}
                onClick={() => {
                  const next = { ...criteria };
                  delete next[key];
                  onChange(next);
                }}
              >
                <span className="truncate">{label}</span>
                <XIcon className="size-3.5 shrink-0" aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        data-testid="reset-filters"
        onClick={onReset}
        className="rounded px-2 py-0.5 text-primary text-xs underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {t("selection:filters.reset")}
      </button>
    </div>
  );
}
