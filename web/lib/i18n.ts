import { defaultWebLocale, isWebLocale, type WebLocale } from "@shared/locales";
import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";

/**
 * Every user-facing string lives in locales/<locale>/<namespace>.json (DESIGN §5). Only the
 * active locale is fetched: changing language reloads the page (spec §4), so a page never
 * needs two catalogues. `legal` is large and loaded by the legal pages only.
 */
type Catalogue = Record<string, unknown>;
const loaders = import.meta.glob<Catalogue>("../../locales/*/*.json", { import: "default" });

export const startupNamespaces = ["common", "nav", "auth", "pages", "home", "errors"] as const;
export type Namespace = (typeof startupNamespaces)[number] | "legal" | "chat" | "tools";

export const i18n: I18n = i18next.createInstance();

async function loadCatalogue(locale: WebLocale, ns: Namespace): Promise<Catalogue> {
  const load = loaders[`../../locales/${locale}/${ns}.json`];
  if (!load) throw new Error(`Missing message catalogue locales/${locale}/${ns}.json`);
  return load();
}

/** The locale being loaded, so calls made while the catalogues arrive already use it. */
let requestedLocale: WebLocale = defaultWebLocale;

let initialized: Promise<I18n> | undefined;

export function initI18n(locale: WebLocale): Promise<I18n> {
  requestedLocale = locale;
  initialized = loadStartupCatalogues(locale);
  return initialized;
}

async function loadStartupCatalogues(locale: WebLocale): Promise<I18n> {
  const bundles = await Promise.all(startupNamespaces.map((ns) => loadCatalogue(locale, ns)));
  const resources: Record<string, Catalogue> = {};
  startupNamespaces.forEach((ns, i) => {
    resources[ns] = bundles[i] ?? {};
  });
  if (i18n.isInitialized) {
    for (const [ns, bundle] of Object.entries(resources))
      i18n.addResourceBundle(locale, ns, bundle, true, true);
    await i18n.changeLanguage(locale);
    return i18n;
  }
  await i18n.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: resources },
    ns: [...startupNamespaces],
    defaultNS: "common",
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return i18n;
}

/** Loads a namespace that is not part of the start-up set (e.g. "legal") into the active locale. */
export async function loadNamespace(ns: Namespace): Promise<void> {
  const locale = activeLocale();
  const [bundle] = await Promise.all([loadCatalogue(locale, ns), initialized]);
  if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, bundle, true, true);
}

/** The locale the page is rendered in; drives `lang` on API calls and every Intl format. */
export function activeLocale(): WebLocale {
  const lng = i18n.language;
  return lng && isWebLocale(lng) ? lng : requestedLocale;
}
