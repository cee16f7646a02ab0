import { intlTagOf } from "@shared/locales";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatValue } from "@/components/value";
import { localeOf } from "@/lib/i18n";

/**
 * Number and date formatting for places that cannot render <Value> (chart axes, tooltips,
 * accessible summaries): the same `formatValue` rules with the active locale.
 */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(() => {
    const monthYear = new Intl.DateTimeFormat(intlTagOf[locale], {
      year: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    return {
      percent: (value: number, digits = 1) => formatValue(locale, { kind: "percent", value, digits }),
      number: (value: number, digits = 2) => formatValue(locale, { kind: "number", value, digits }),
      currency: (value: number, currency: string, digits = 0) =>
        formatValue(locale, {
          kind: "currency",
          value,
          currency,
          compact: Math.abs(value) >= 1e5,
          digits,
        }),
      date: (iso: string) => formatValue(locale, { kind: "date", value: iso }),
      monthYear: (iso: string) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : monthYear.format(date);
      },
    };
  }, [locale]);
}
