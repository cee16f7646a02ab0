import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { messageLocalesOf } from "../../shared/locales";

/** The product's own message catalogues, so tests assert the exact texts users see. */
export const locales = ["en-HK", "zh-Hant-HK", "zh-Hans-HK", "en-SG"] as const;
export type Locale = (typeof locales)[number];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function messages(locale: Locale, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(root, "locales", locale, `${namespace}.json`), "utf8"));
}

/**
 * A text by "namespace:dotted.key" in `locale`, e.g. text("en-HK", "nav:funds.label"); like the
 * app, a key en-SG does not override is read from en-HK.
 */
export function text(locale: Locale, key: string): string {
  const [namespace = "", dotted = ""] = key.split(":");
  for (const l of messageLocalesOf(locale)) {
    let node: unknown = messages(l as Locale, namespace);
    for (const part of dotted.split(".")) node = (node as Record<string, unknown>)?.[part];
    if (typeof node === "string") return node;
  }
  throw new Error(`No text for ${key} in ${locale}`);
}
