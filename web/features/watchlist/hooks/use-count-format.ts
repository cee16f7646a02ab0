import { useTranslation } from "react-i18next";
import { formatValue } from "@/components/value";
import { localeOf } from "@/lib/i18n";

/** Formats a count in the page's locale, for counts placed inside a message (as <Value> would). */
export function useCountFormat(): (count: number) => string {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return (count) => formatValue(locale, { kind: "number", value: count, digits: 0 });
}
