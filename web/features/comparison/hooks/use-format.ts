import { intlTagOf } from "@shared/locales";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatValue } from "@/components/value";
import { localeOf } from "@/lib/i18n";

/** Numbers and dates for chart axes and accessible summaries: `<Value>`'s rules, as text. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useMemo(() => {
    const monthYear = new Intl.DateTimeFormat(intlTagOf[locale], {
      year: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    return {
      number: (value: number, digits = 1) => formatValue(locale, { kind: "number", value, digits }),
      percent: (value: number, digits = 1) => formatValue(locale, { kind: "percent", value, digits }),
      date: (iso: string) => formatValue(locale, { kind: "date", value: iso }),
      monthYear: (iso: string) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : monthYear.format(date);
      },
    };
  }, [locale]);
}
