import "i18next";
import type { Catalogue, messageNamespaces } from "@shared/messages";

/**
 * Types every `t()` key and `<Trans i18nKey>` from the en-HK catalogue (shared/messages.ts), so
 * an unknown key is a compile error. `defaultNS` lists every namespace, "common" first (the
 * runtime default in web/lib/i18n.ts): with it, `useTranslation()`'s `t` takes the
 * "namespace:key" form used throughout the app, for any namespace.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: typeof messageNamespaces;
    resources: Catalogue;
    returnNull: false;
  }
}
