import {
  defaultWebLocale,
  intlTagOf,
  looksLikeLocale,
  matchWebLocale,
  type WebLocale,
} from "@shared/locales";
import { readStored, writeStored } from "./storage";

/** localStorage key of the chosen interface language (it persists locally). */
export const localeStorageKey = "language";

/** Routes that never carry a language prefix in the URLs we generate. */
const unprefixedPaths = new Set(["/login", "/register"]);

export type LocalePath = {
  /** The supported locale named by the first segment, if any. */
  locale: WebLocale | undefined;
  /** The first segment when it is shaped like a language tag but not supported (e.g. "fr-FR"). */
  unknownLocale: string | undefined;
  /** The path without the language segment, always starting with "/". */
  rest: string;
};

export function splitLocalePath(pathname: string): LocalePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1];
  const rest = match?.[2] ?? "/";
  const locale = matchWebLocale(segment);
  if (locale) return { locale, unknownLocale: undefined, rest };
  if (looksLikeLocale(segment)) return { locale: undefined, unknownLocale: segment, rest };
  return { locale: undefined, unknownLocale: undefined, rest: pathname || "/" };
}

export function getPersistedLocale(): WebLocale | undefined {
  return matchWebLocale(readStored(localeStorageKey) ?? undefined);
}

export function persistLocale(locale: WebLocale): void {
  writeStored(localeStorageKey, locale);
}

/**
 * The language of a page load: a supported prefix wins; an unknown
 * locale-like prefix means the default; no prefix keeps the previous route's (persisted) language.
 */
export function resolveLocale(pathname: string): WebLocale {
  const { locale, unknownLocale } = splitLocalePath(pathname);
  if (locale) return locale;
  if (unknownLocale) return defaultWebLocale;
  return getPersistedLocale() ?? defaultWebLocale;
}

/** Puts `path` under `locale`'s prefix ("/" → "/en-HK"), or leaves it bare when locale is undefined. */
export function withLocalePrefix(path: string, locale: WebLocale | undefined): string {
  if (!locale) return path;
  const [pathname = "/", suffix = ""] = splitSuffix(path);
  if (unprefixedPaths.has(pathname.toLowerCase())) return path;
  return `/${locale}${pathname === "/" ? "" : pathname}${suffix}`;
}

/**
 * The URL to load after choosing `locale` on the page at `pathname + search + hash`:
 * the prefix is replaced (or added), except on login and register, which stay unprefixed.
 */
export function localeSwitchUrl(
  location: { pathname: string; search: string; hash: string },
  locale: WebLocale,
) {
  const { rest } = splitLocalePath(location.pathname);
  const bare = unprefixedPaths.has(rest.toLowerCase());
  return `${bare ? rest : withLocalePrefix(rest, locale)}${location.search}${location.hash}`;
}

/** BCP 47 tag for Intl and <html lang>. */
export function intlTag(locale: WebLocale): string {
  return intlTagOf[locale];
}

function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index < 0 ? [path, ""] : [path.slice(0, index), path.slice(index)];
}

/**
 * A `redirect` query value we may follow: a same-origin absolute path ("/x", not "//host" or
 * "/\\host", which browsers treat as another origin). Anything else is ignored.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  return value;
}
