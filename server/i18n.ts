import { readFileSync } from "node:fs";
import { type ApiLang, messageLocaleOf, type WebLocale, webLocales } from "../shared/locales";
import { fromRoot } from "./paths";

/**
 * The server's localized messages, read once from locales/<locale>/<namespace>.json — the same
 * files the web uses — so a user sees the same wording from both. Lookups fall back to en-HK,
 * then to the key itself.
 */
type Tree = { [key: string]: string | Tree };

const cache = new Map<string, Tree>();

function load(locale: WebLocale, namespace: string): Tree {
  const id = `${locale}/${namespace}`;
  let tree = cache.get(id);
  if (!tree) {
    tree = JSON.parse(readFileSync(fromRoot("locales", locale, `${namespace}.json`), "utf8")) as Tree;
    cache.set(id, tree);
  }
  return tree;
}

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? "");
}

/** `t("zh_TW", "errors:codes.80610001")` */
export function translate(lang: ApiLang, key: string, params?: Record<string, string>): string {
  const [namespace, path] = key.includes(":") ? (key.split(":", 2) as [string, string]) : ["common", key];
  const locale = messageLocaleOf[lang];
  const text = lookup(load(locale, namespace), path) ?? lookup(load("en-HK", namespace), path) ?? key;
  return interpolate(text, params);
}

/** Loads every catalogue up front so a missing file fails at start-up, not on the first error. */
export function preloadMessages(namespaces: string[] = ["errors"]): void {
  for (const locale of webLocales) for (const ns of namespaces) load(locale, ns);
}
