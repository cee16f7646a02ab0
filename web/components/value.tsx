import { intlTagOf, type WebLocale } from "@shared/locales";
import { useTranslation } from "react-i18next";
import { localeOf } from "@/lib/i18n";
import { cn } from "@/lib/utils";

/**
 * Every number, percentage, amount and date on screen goes through <Value>, so
 * they all follow the active locale. Ratios are decimals (0.0523 → 5.23%), dates ISO strings.
 */
export type ValueKind = "percent" | "currency" | "number" | "date";

export type ValueProps = {
  kind: ValueKind;
  value: number | string | null | undefined;
  /** ISO 4217 code, required for kind="currency". */
  currency?: string;
  /** Fraction digits (percent and currency default to 2, number to at most 2). */
  digits?: number;
  /** Compact notation for large numbers (1.2M, 12億). */
  compact?: boolean;
  /** Show "+" on positive numbers and colour the sign (returns, changes). */
  signed?: boolean;
  className?: string;
};

/** Shown for a missing value. */
export const missingValue = "—";

export function formatValue(locale: WebLocale, props: Omit<ValueProps, "className">): string {
  const { kind, value, currency, digits, compact, signed } = props;
  if (value === null || value === undefined || value === "") return missingValue;
  const tag = intlTagOf[locale];
  if (kind === "date") {
    const date = typeof value === "number" ? new Date(value) : new Date(`${value.slice(0, 10)}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return missingValue;
    return cachedFormat(dateFormats, tag, () => new Intl.DateTimeFormat(tag, mediumDate)).format(date);
  }
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return missingValue;
  const options: Intl.NumberFormatOptions = {
    notation: compact ? "compact" : "standard",
    signDisplay: signed ? "exceptZero" : "auto",
  };
  if (kind === "percent") {
    options.style = "percent";
    options.minimumFractionDigits = digits ?? 2;
    options.maximumFractionDigits = digits ?? 2;
  } else if (kind === "currency") {
    options.style = "currency";
    options.currency = currency ?? "USD";
    options.minimumFractionDigits = compact ? 0 : (digits ?? 2);
    options.maximumFractionDigits = digits ?? 2;
  } else {
    options.maximumFractionDigits = digits ?? 2;
    if (digits !== undefined) options.minimumFractionDigits = digits;
  }
  const numberTag = compact ? (compactTagOf[locale] ?? tag) : tag;
  const key = `${numberTag}|${kind}|${options.currency ?? ""}|${digits ?? ""}|${compact ? 1 : 0}|${signed ? 1 : 0}`;
  return cachedFormat(numberFormats, key, () => new Intl.NumberFormat(numberTag, options)).format(number);
}

/**
 * Making an Intl formatter costs far more than using one, and a table draws hundreds of values
 * with a handful of option sets: each formatter is made once per language and options.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const mediumDate: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };

function cachedFormat<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/**
 * Short amounts in Chinese count in 萬/億 in both scripts: CLDR's Hong Kong Traditional data
 * abbreviates with K/M/B, so compact figures use Traditional Chinese's (zh-Hant) units.
 */
const compactTagOf: Partial<Record<WebLocale, string>> = { "zh-Hant-HK": "zh-Hant" };

export function Value({ className, ...props }: ValueProps) {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const text = formatValue(locale, props);
  const numeric = typeof props.value === "number" ? props.value : Number.NaN;
  const tone =
    props.signed && Number.isFinite(numeric) && numeric !== 0 ? (numeric > 0 ? "up" : "down") : undefined;
  const iso = props.kind === "date" && typeof props.value === "string" ? props.value.slice(0, 10) : undefined;
  const Tag = iso ? "time" : "span";
  return (
    <Tag
      dateTime={iso}
      data-tone={tone}
      className={cn(
        "tabular",
        tone === "up" && "text-positive",
        tone === "down" && "text-negative",
        className,
      )}
    >
      {text}
    </Tag>
  );
}
