/**
 * The interface languages (route prefixes; default zh-Hant-HK) and the API's `lang` values they map to.
 * Shared by the web router (path prefixes), the API client (`lang` on every call)
 * and the server (localized messages).
 */
export const webLocales = ["en-HK", "zh-Hans-HK", "zh-Hant-HK", "en-SG"] as const;
export type WebLocale = (typeof webLocales)[number];
/** The one default: a first visit without a language, an unknown prefix, any unset locale. */
export const defaultWebLocale: WebLocale = "zh-Hant-HK";

/**
 * The catalogue every message is written in first: the message types are taken from it, and
 * every other catalogue is checked against it.
 */
export const referenceLocale: WebLocale = "en-HK";

/**
 * Locales whose catalogue holds only what differs from a close one and reads every other
 * message from it, key by key: en-SG is en-HK wherever Singapore wording is the same.
 */
export const fallbackLocaleOf: Partial<Record<WebLocale, WebLocale>> = { "en-SG": "en-HK" };

/** `locale` then the locales it falls back to, in lookup order. */
export function messageLocalesOf(locale: WebLocale): WebLocale[] {
  const chain: WebLocale[] = [];
  for (let l: WebLocale | undefined = locale; l && !chain.includes(l); l = fallbackLocaleOf[l]) chain.push(l);
  return chain;
}

export const apiLangs = ["en", "zh_CN", "zh_TW"] as const;
export type ApiLang = (typeof apiLangs)[number];

export const apiLangOf: Record<WebLocale, ApiLang> = {
  "en-HK": "en",
  "en-SG": "en",
  "zh-Hans-HK": "zh_CN",
  "zh-Hant-HK": "zh_TW",
};

export const defaultApiLang: ApiLang = apiLangOf[defaultWebLocale];

/** The locale whose message catalogue answers an API call in `lang`. */
export const messageLocaleOf: Record<ApiLang, WebLocale> = {
  en: "en-HK",
  zh_CN: "zh-Hans-HK",
  zh_TW: "zh-Hant-HK",
};

/** BCP 47 tag for `Intl` and `<html lang>`. */
export const intlTagOf: Record<WebLocale, string> = {
  "en-HK": "en-HK",
  "en-SG": "en-SG",
  "zh-Hans-HK": "zh-Hans-HK",
  "zh-Hant-HK": "zh-Hant-HK",
};

const byLowerCase = new Map<string, WebLocale>(webLocales.map((l) => [l.toLowerCase(), l]));

export function isWebLocale(value: string): value is WebLocale {
  return (webLocales as readonly string[]).includes(value);
}

/** Case-insensitive match of a path segment against the supported locales. */
export function matchWebLocale(segment: string | undefined): WebLocale | undefined {
  return segment ? byLowerCase.get(segment.toLowerCase()) : undefined;
}

/** A segment shaped like a language tag (xx-YY, xx-Xxxx-YY): an unknown prefix, not a page name. */
export function looksLikeLocale(segment: string | undefined): boolean {
  return !!segment && /^[a-z]{2,3}(-[A-Za-z]{4})?-[A-Za-z]{2}$/.test(segment);
}

export function parseApiLang(value: string | null | undefined): ApiLang {
  return (apiLangs as readonly string[]).includes(value ?? "") ? (value as ApiLang) : defaultApiLang;
}
