import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The product's own message catalogues, so tests assert the exact texts users see. */
export const locales = ["en-HK", "zh-Hant-HK", "zh-Hans-HK", "en-SG"] as const;
export type Locale = (typeof locales)[number];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export function messages(locale: Locale, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(root, "locales", locale, `${namespace}.json`), "utf8"));
}

/** A text by "namespace:dotted.key" in `locale`, e.g. text("en-HK", "nav:funds.label"). */
export function text(locale: Locale, key: string): string {
  const [namespace = "", dotted = ""] = key.split(":");
  let node: unknown = messages(locale, namespace);
  for (const part of dotted.split(".")) node = (node as Record<string, unknown>)?.[part];
  if (typeof node !== "string") throw new Error(`No text for ${key} in ${locale}`);
  return node;
}
