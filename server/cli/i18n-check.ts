/**
 * `npm run i18n:check`: every locale has every namespace file and every key, with the same
 * {{variables}}; every error code of the catalogue has a message; every literal
 * `t("namespace:key")` in web/ exists. Exits 1 listing each problem.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { errorCodes } from "../../shared/api/errors";
import { webLocales } from "../../shared/locales";
import { fromRoot } from "../paths";

type Tree = { [key: string]: unknown };

function flatten(tree: Tree, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object" && !Array.isArray(value))
      flatten(value as Tree, full, out);
    else out.set(full, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  return out;
}

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(",");

export function checkLocales(root = fromRoot("locales"), webDir: string | null = fromRoot("web")): string[] {
  const problems: string[] = [];
  const namespaces = new Set<string>();
  for (const locale of webLocales) {
    const dir = path.join(root, locale);
    if (!existsSync(dir)) {
      problems.push(`locales/${locale}/ is missing`);
      continue;
    }
    for (const f of readdirSync(dir)) if (f.endsWith(".json")) namespaces.add(f.slice(0, -5));
  }
  const catalog = new Map<string, Map<string, string>>(); // "ns" → keys of en-HK (the reference)
  for (const ns of [...namespaces].sort()) {
    const byLocale = new Map<string, Map<string, string>>();
    for (const locale of webLocales) {
      const file = path.join(root, locale, `${ns}.json`);
      if (!existsSync(file)) {
        problems.push(`locales/${locale}/${ns}.json is missing`);
        continue;
      }
      try {
        byLocale.set(locale, flatten(JSON.parse(readFileSync(file, "utf8")) as Tree));
      } catch (err) {
        problems.push(`locales/${locale}/${ns}.json is not valid JSON: ${(err as Error).message}`);
      }
    }
    const allKeys = new Set<string>();
    for (const keys of byLocale.values()) for (const k of keys.keys()) allKeys.add(k);
    for (const key of [...allKeys].sort()) {
      const texts = webLocales.map((l) => byLocale.get(l)?.get(key));
      webLocales.forEach((locale, i) => {
        const text = texts[i];
        if (byLocale.has(locale) && text === undefined)
          problems.push(`${locale}/${ns}: missing key "${key}"`);
        else if (text !== undefined && text.trim() === "")
          problems.push(`${locale}/${ns}: empty text for "${key}"`);
      });
      const vars = new Set(texts.filter((t): t is string => t !== undefined).map(variables));
      if (vars.size > 1) problems.push(`${ns}: "${key}" uses different {{variables}} across locales`);
    }
    catalog.set(ns, byLocale.get("en-HK") ?? new Map());
  }
  for (const code of errorCodes) {
    if (!catalog.get("errors")?.has(`codes.${code}`))
      problems.push(`errors: no message for error code ${code}`);
  }
  if (webDir && existsSync(webDir)) problems.push(...checkWebKeys(webDir, catalog));
  return problems;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

function checkWebKeys(webDir: string, catalog: Map<string, Map<string, string>>): string[] {
  const problems: string[] = [];
  for (const file of sourceFiles(webDir)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\bt\(\s*["'`]([a-zA-Z][\w-]*):([\w.-]+)["'`]/g)) {
      const [, ns, key] = m as unknown as [string, string, string];
      const keys = catalog.get(ns);
      // A key naming a sub-tree (returnObjects) is fine when any key lives under it.
      const found = keys && (keys.has(key) || [...keys.keys()].some((k) => k.startsWith(`${key}.`)));
      if (!found)
        problems.push(
          `${path.relative(fromRoot(), file)}: t("${ns}:${key}") has no text in locales/en-HK/${ns}.json`,
        );
    }
  }
  return problems;
}

const invokedDirectly = process.argv[1]?.endsWith("i18n-check.ts");
if (invokedDirectly) {
  const problems = checkLocales();
  if (problems.length > 0) {
    console.error(`i18n:check found ${problems.length} problem(s):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(`i18n:check: ${webLocales.length} locales, every key present`);
}
