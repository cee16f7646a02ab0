import { readFileSync } from "node:fs";
import {
  type ApiLang,
  messageLocaleOf,
  messageLocalesOf,
  referenceLocale,
  type WebLocale,
  webLocales,
} from "../shared/locales";
import type { MessageKey, MessageNamespace } from "../shared/messages";
import { fromRoot } from "./paths";

/**
 * The server's localized messages, read once from locales/<locale>/<namespace>.json — the same
 * files the web uses — so a user sees the same wording from both. A key is looked up in the
 * locale, then in the locale it falls back to (en-SG → en-HK, key by key), then in the
 * reference catalogue (en-HK); failing all, the key itself is shown. Keys are typed from the
 * en-HK catalogue (shared/messages.ts), so an unknown key does not compile.
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

function split(key: MessageKey): [MessageNamespace, string] {
  const at = key.indexOf(":");
  return [key.slice(0, at) as MessageNamespace, key.slice(at + 1)];
}

/** A key's text per locale once its fallbacks are resolved (keys are typed: a bounded set). */
const resolved = new Map<string, string>();

/** `message("en-SG", "errors:codes.80610001")`: the text in a locale, with its fallbacks. */
export function message(locale: WebLocale, key: MessageKey, params?: Record<string, string>): string {
  const id = `${locale} ${key}`;
  let text = resolved.get(id);
  if (text === undefined) {
    const [namespace, path] = split(key);
    for (const l of new Set([...messageLocalesOf(locale), referenceLocale])) {
      text = lookup(load(l, namespace), path);
      if (text !== undefined) break;
    }
    text ??= key;
    resolved.set(id, text);
  }
  return text.includes("{{") ? interpolate(text, params) : text;
}

/** `translate("zh_TW", "errors:codes.80610001")`: the text for an API call's `lang`. */
export function translate(lang: ApiLang, key: MessageKey, params?: Record<string, string>): string {
  return message(messageLocaleOf[lang], key, params);
}

/** Whether a key that arrived as data (e.g. in a zod issue's params) names a message. */
export function isMessageKey(value: unknown): value is MessageKey {
  if (typeof value !== "string" || !/^[a-z]+:./.test(value)) return false;
  const [namespace, path] = split(value as MessageKey);
  try {
    return lookup(load(referenceLocale, namespace), path) !== undefined;
  } catch {
    return false;
  }
}

/** Loads every catalogue up front so a missing file fails at start-up, not on the first error. */
export function preloadMessages(namespaces: string[] = ["errors"]): void {
  for (const locale of webLocales) for (const ns of namespaces) load(locale, ns);
}

/**
 * Every string of a namespace in the catalogue answering `lang` (with its fallbacks), placeholders
 * left out: the fixed copy a generated text is made of (the AI reports' grounding check).
 */
export function namespaceStrings(lang: ApiLang, namespace: MessageNamespace): string[] {
  const out: string[] = [];
  const walk = (node: string | Tree) => {
    if (typeof node === "string") out.push(node.replace(/\{\{\s*\w+\s*\}\}/g, " "));
    else Object.values(node).forEach(walk);
  };
  const locale = messageLocaleOf[lang];
  for (const l of new Set([...messageLocalesOf(locale), referenceLocale])) walk(load(l, namespace));
  return out;
}

/**
 * `Intl` formatters, made once per language tag and options and then reused. Each formatter
 * holds ICU data outside the JavaScript heap that the garbage collector does not weigh, so
 * making one per call (a news page made ~80) grew the server by gigabytes under load and cost
 * ~0.1 ms each. The keys are fixed in code apart from a currency code, so the set stays small;
 * it is emptied past `maxFormatters` all the same.
 */
const maxFormatters = 512;
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function memo<F>(cache: Map<string, F>, tag: string, options: object, make: () => F): F {
  const key = `${tag}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (formatter === undefined) {
    if (cache.size >= maxFormatters) cache.clear();
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** A shared `Intl.NumberFormat` for a language tag and options (see above). */
export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return memo(numberFormats, tag, options, () => new Intl.NumberFormat(tag, options));
}

/** A shared `Intl.DateTimeFormat` for a language tag and options (see above). */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return memo(dateFormats, tag, options, () => new Intl.DateTimeFormat(tag, options));
}
