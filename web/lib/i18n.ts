import {
  defaultWebLocale,
  fallbackLocaleOf,
  isWebLocale,
  messageLocalesOf,
  referenceLocale,
  type WebLocale,
} from "@shared/locales";
import type { MessageNamespace } from "@shared/messages";
import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from "i18next";
import { initReactI18next } from "react-i18next";

/**
 * Every user-facing string lives in locales/<locale>/<namespace>.json. Only the active
 * locale's catalogues are fetched (changing language reloads the page), plus those of the
 * locale it falls back to, if any: en-SG holds only its differences and i18next reads every
 * other key from en-HK. `legal` is large and loaded by the legal pages only.
 */
type Catalogue = Record<string, unknown>;
const loaders = import.meta.glob<Catalogue>("../../locales/*/*.json", { import: "default" });

export const startupNamespaces = [
  "common",
  "nav",
  "auth",
  "pages",
  "home",
  "errors",
] as const satisfies readonly MessageNamespace[];
export type Namespace = MessageNamespace;

export const i18n: I18n = i18next.createInstance();

/**
 * The pseudo-locale (pseudo-locale.ts) for spotting untranslated or clipped text: add
 * `?lng=pseudo` to any URL on the dev server (or in a build made with VITE_PSEUDO_LOCALE=true).
 * It is an i18next language, not a WebLocale: no route prefix, and API calls and number formats
 * stay en-HK's. In a production build the flag is false and the transform is left out.
 */
export const pseudoLanguage = "pseudo";
export const pseudoLocaleAvailable: boolean =
  import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE === "true";

export function wantsPseudoLocale(search: string): boolean {
  return pseudoLocaleAvailable && new URLSearchParams(search).get("lng") === pseudoLanguage;
}

/** An i18next language and the catalogue files it is built from. */
type Source = { language: string; locale: WebLocale; pseudo?: true };

function sourcesOf(locale: WebLocale, pseudo: boolean): Source[] {
  if (pseudo) return [{ language: pseudoLanguage, locale: referenceLocale, pseudo: true }];
  return messageLocalesOf(locale).map((l) => ({ language: l, locale: l }));
}

async function loadCatalogue(source: Source, ns: Namespace): Promise<Catalogue> {
  const load = loaders[`../../locales/${source.locale}/${ns}.json`];
  if (!load) throw new Error(`Missing message catalogue locales/${source.locale}/${ns}.json`);
  const bundle = await load();
  if (pseudoLocaleAvailable && source.pseudo) {
    const { pseudoCatalogue } = await import("./pseudo-locale");
    return pseudoCatalogue(bundle);
  }
  return bundle;
}

/** The locale being loaded, so calls made while the catalogues arrive already use it. */
let requestedLocale: WebLocale = defaultWebLocale;
/** The languages i18next holds for this page: the locale first, then its fallback. */
let sources: Source[] = sourcesOf(defaultWebLocale, false);

let initialized: Promise<I18n> | undefined;

export function initI18n(locale: WebLocale, options: { pseudo?: boolean } = {}): Promise<I18n> {
  const pseudo = options.pseudo === true && pseudoLocaleAvailable;
  requestedLocale = pseudo ? referenceLocale : locale;
  sources = sourcesOf(locale, pseudo);
  initialized = loadStartupCatalogues(sources);
  return initialized;
}

async function loadStartupCatalogues(current: Source[]): Promise<I18n> {
  const resources: Resource = Object.fromEntries(
    await Promise.all(
      current.map(async (source) => {
        const bundles = await Promise.all(startupNamespaces.map((ns) => loadCatalogue(source, ns)));
        const byNamespace: ResourceLanguage = {};
        startupNamespaces.forEach((ns, i) => {
          byNamespace[ns] = bundles[i] ?? {};
        });
        return [source.language, byNamespace] as const;
      }),
    ),
  );
  const language = current[0]?.language ?? defaultWebLocale;
  if (i18n.isInitialized) {
    for (const [lng, byNamespace] of Object.entries(resources))
      for (const [ns, bundle] of Object.entries(byNamespace))
        i18n.addResourceBundle(lng, ns, bundle, true, true);
    await i18n.changeLanguage(language);
    return i18n;
  }
  await i18n.use(initReactI18next).init({
    lng: language,
    resources,
    ns: [...startupNamespaces],
    defaultNS: "common",
    // Per key, en-SG → en-HK; a complete locale falls back to nothing (i18n:check keeps it complete).
    fallbackLng: Object.fromEntries(Object.entries(fallbackLocaleOf).map(([locale, to]) => [locale, [to]])),
    load: "currentOnly",
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return i18n;
}

/** Loads a namespace that is not part of the start-up set (e.g. "legal") into the active locale. */
export async function loadNamespace(ns: Namespace): Promise<void> {
  const current = sources;
  const [bundles] = await Promise.all([Promise.all(current.map((s) => loadCatalogue(s, ns))), initialized]);
  current.forEach((source, i) => {
    if (!i18n.hasResourceBundle(source.language, ns))
      i18n.addResourceBundle(source.language, ns, bundles[i] ?? {}, true, true);
  });
}

/**
 * The locale behind an i18next language: the language itself, or, for the pseudo-locale and
 * before start-up, the locale requested (whose default is `defaultWebLocale`).
 */
export function localeOf(language: string | undefined): WebLocale {
  return language && isWebLocale(language) ? language : requestedLocale;
}

/** The locale the page is rendered in; drives `lang` on API calls and every Intl format. */
export function activeLocale(): WebLocale {
  return localeOf(i18n.language);
}
