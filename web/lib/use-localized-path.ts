import { matchWebLocale } from "@shared/locales";
import { useCallback } from "react";
import { useParams } from "react-router";
import { withLocalePrefix } from "@/lib/locale";

/**
 * Links keep the current URL's language prefix: under /en-HK/… they point to /en-HK/…,
 * on an unprefixed page they stay unprefixed (the persisted language applies).
 */
export function useLocalizedPath(): (path: string) => string {
  const { lang } = useParams();
  const locale = matchWebLocale(lang);
  return useCallback((path: string) => withLocalePrefix(path, locale), [locale]);
}
