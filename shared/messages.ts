/**
 * The shape of the message catalogues, taken from the en-HK files (the reference every other
 * locale is checked against). The web's i18next typing (web/i18next.d.ts) and the
 * server's `translate` both accept exactly the keys these files hold, so a misspelt or removed
 * key fails `tsc` instead of showing the raw key to a user.
 */
import type alerts from "../locales/en-HK/alerts.json";
import type assistant from "../locales/en-HK/assistant.json";
import type auth from "../locales/en-HK/auth.json";
import type billing from "../locales/en-HK/billing.json";
import type chat from "../locales/en-HK/chat.json";
import type common from "../locales/en-HK/common.json";
import type comparison from "../locales/en-HK/comparison.json";
import type documents from "../locales/en-HK/documents.json";
import type errors from "../locales/en-HK/errors.json";
import type home from "../locales/en-HK/home.json";
import type legal from "../locales/en-HK/legal.json";
import type macro from "../locales/en-HK/macro.json";
import type mail from "../locales/en-HK/mail.json";
import type nav from "../locales/en-HK/nav.json";
import type news from "../locales/en-HK/news.json";
import type pages from "../locales/en-HK/pages.json";
import type planning from "../locales/en-HK/planning.json";
import type portfolio from "../locales/en-HK/portfolio.json";
import type product from "../locales/en-HK/product.json";
import type reports from "../locales/en-HK/reports.json";
import type selection from "../locales/en-HK/selection.json";
import type sharing from "../locales/en-HK/sharing.json";
import type subscription from "../locales/en-HK/subscription.json";
import type taxonomy from "../locales/en-HK/taxonomy.json";
import type tools from "../locales/en-HK/tools.json";
import type watchlist from "../locales/en-HK/watchlist.json";

export interface Catalogue {
  alerts: typeof alerts;
  assistant: typeof assistant;
  auth: typeof auth;
  chat: typeof chat;
  common: typeof common;
  documents: typeof documents;
  comparison: typeof comparison;
  errors: typeof errors;
  home: typeof home;
  legal: typeof legal;
  mail: typeof mail;
  nav: typeof nav;
  news: typeof news;
  pages: typeof pages;
  portfolio: typeof portfolio;
  macro: typeof macro;
  planning: typeof planning;
  product: typeof product;
  reports: typeof reports;
  selection: typeof selection;
  sharing: typeof sharing;
  billing: typeof billing;
  subscription: typeof subscription;
  taxonomy: typeof taxonomy;
  tools: typeof tools;
  watchlist: typeof watchlist;
}

export type MessageNamespace = keyof Catalogue;

/** Every namespace, the default ("common") first. */
export const messageNamespaces = [
  "common",
  "alerts",
  "assistant",
  "auth",
  "billing",
  "chat",
  "documents",
  "comparison",
  "errors",
  "home",
  "legal",
  "mail",
  "nav",
  "news",
  "pages",
  "portfolio",
  "macro",
  "planning",
  "product",
  "reports",
  "selection",
  "sharing",
  "subscription",
  "taxonomy",
  "tools",
  "watchlist",
] as const satisfies readonly MessageNamespace[];

/** Fails to compile while a namespace of `Catalogue` is missing from `messageNamespaces`. */
export const everyNamespaceListed: [Exclude<MessageNamespace, (typeof messageNamespaces)[number]>] extends [
  never,
]
  ? true
  : never = true;

/** The dotted paths of a catalogue's leaf strings: `{ a: { b: "…" } }` → `"a.b"`. */
export type LeafPath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? `${K}.${LeafPath<T[K]>}` : never;
}[keyof T & string];

/** Every message as `namespace:path`, e.g. `"errors:codes.80610001"`. */
export type MessageKey<Ns extends MessageNamespace = MessageNamespace> = {
  [N in Ns]: `${N}:${LeafPath<Catalogue[N]>}`;
}[Ns];

/**
 * A key spelt as a type from its parts, e.g. `NamespacedKey<"legal", LegalDocName>`: the one
 * way to write a key template, at the type level only (i18n:check rejects key templates in code).
 */
export type NamespacedKey<Ns extends MessageNamespace, Path extends string> = `${Ns}:${Path}`;

/** The path part of a key in one namespace, e.g. `MessagePath<"mail">` → `"code.validity" | …`. */
export type MessagePath<Ns extends MessageNamespace> = LeafPath<Catalogue[Ns]>;
