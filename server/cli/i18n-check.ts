/**
 * `npm run i18n:check`: every complete locale (en-HK, zh-Hant-HK, zh-Hans-HK) has every
 * namespace file and every key, with the same {{variables}}; a locale that falls back to
 * another (en-SG → en-HK) holds only keys that exist there, with the same {{variables}}; every
 * error code of the catalogue has a message. In the sources of web/, server/ and shared/, every
 * literal message key ("namespace:key") must exist in en-HK, and no key may be built from a
 * template literal (`t(\`tools:${name}.title\`)`): such a key escapes both this check and the
 * types, so it is written as a typed map of literal keys instead. Exits 1 listing each problem.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { errorCodes } from "../../shared/api/errors";
import { fallbackLocaleOf, referenceLocale, type WebLocale, webLocales } from "../../shared/locales";
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

/** The locales that must hold every key; the others only override their fallback's. */
const completeLocales = webLocales.filter((l) => !fallbackLocaleOf[l]);

/** The source folders whose message keys are checked. */
export const defaultSourceDirs = [fromRoot("web"), fromRoot("server"), fromRoot("shared")];

export function checkLocales(
  root = fromRoot("locales"),
  sourceDirs: string | readonly string[] | null = defaultSourceDirs,
): string[] {
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
    const byLocale = new Map<WebLocale, Map<string, string>>();
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
    for (const locale of completeLocales) for (const k of byLocale.get(locale)?.keys() ?? []) allKeys.add(k);
    for (const key of [...allKeys].sort()) {
      const texts = completeLocales.map((l) => byLocale.get(l)?.get(key));
      completeLocales.forEach((locale, i) => {
        const text = texts[i];
        if (byLocale.has(locale) && text === undefined)
          problems.push(`${locale}/${ns}: missing key "${key}"`);
        else if (text !== undefined && text.trim() === "")
          problems.push(`${locale}/${ns}: empty text for "${key}"`);
      });
      const vars = new Set(texts.filter((t): t is string => t !== undefined).map(variables));
      if (vars.size > 1) problems.push(`${ns}: "${key}" uses different {{variables}} across locales`);
    }
    for (const [locale, fallback] of Object.entries(fallbackLocaleOf) as [WebLocale, WebLocale][]) {
      const base = byLocale.get(fallback);
      for (const [key, text] of byLocale.get(locale) ?? []) {
        const baseText = base?.get(key);
        if (baseText === undefined)
          problems.push(`${locale}/${ns}: "${key}" does not exist in ${fallback}, so it overrides nothing`);
        else if (text.trim() === "") problems.push(`${locale}/${ns}: empty text for "${key}"`);
        else if (variables(text) !== variables(baseText))
          problems.push(`${ns}: "${key}" uses different {{variables}} in ${locale} than in ${fallback}`);
      }
    }
    catalog.set(ns, byLocale.get(referenceLocale) ?? new Map());
  }
  for (const code of errorCodes) {
    if (!catalog.get("errors")?.has(`codes.${code}`))
      problems.push(`errors: no message for error code ${code}`);
  }
  const dirs = sourceDirs === null ? [] : typeof sourceDirs === "string" ? [sourceDirs] : sourceDirs;
  for (const dir of dirs) if (existsSync(dir)) problems.push(...checkSourceKeys(dir, catalog));
  return problems;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && !entry.name.startsWith(".")) yield* sourceFiles(full);
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) yield full;
  }
}

/**
 * The source with its comments blanked (offsets and line breaks kept, so line numbers stay
 * right), skipping over strings, template literals and regular expressions, so a `//` or `/*`
 * inside one of those is not taken for a comment.
 */
export function withoutComments(text: string): string {
  const out = text.split("");
  const blank = (from: number, to: number) => {
    for (let j = from; j < to; j++) if (out[j] !== "\n") out[j] = " ";
  };
  let i = 0;
  let previous = ""; // last significant character outside comments, to tell a regex from a division
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === "/" && next === "/") {
      const end = text.indexOf("\n", i);
      const stop = end < 0 ? text.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? text.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (
      c === '"' ||
      c === "'" ||
      c === "`" ||
      (c === "/" && /^$|[(,=:[!&|?{};+\-*%<>~^]$/.test(previous))
    ) {
      let j = i + 1;
      let inClass = false;
      while (j < text.length && (text[j] !== c || inClass)) {
        if (text[j] === "\\") j++;
        else if (c === "/" && text[j] === "[") inClass = true;
        else if (c === "/" && text[j] === "]") inClass = false;
        else if (c === "/" && text[j] === "\n") break;
        j++;
      }
      i = j + 1;
      previous = c;
    } else {
      if (!/\s/.test(c)) previous = c;
      i++;
    }
  }
  return out.join("");
}

/**
 * Template literals used as keys: passed to `t(`, `translate(lang, ` or `i18nKey={`, or starting
 * with a namespace ("tools:…${x}"). Type-level templates are written with `NamespacedKey<…>`.
 */
function templateKeyPatterns(namespaces: string[]): RegExp[] {
  const ns = namespaces.join("|");
  return [
    /\bt\(\s*`[^`]*\$\{/g,
    /\btranslate\(\s*[^,()]+,\s*`[^`]*\$\{/g,
    /\bi18nKey=\{\s*`/g,
    new RegExp(`\`(?:${ns}):[^\`]*\\$\\{`, "g"),
  ];
}

function checkSourceKeys(dir: string, catalog: Map<string, Map<string, string>>): string[] {
  const problems: string[] = [];
  const namespaces = [...catalog.keys()];
  const literal = new RegExp(`["'\`](${namespaces.join("|")}):([\\w.-]+)["'\`]`, "g");
  for (const file of sourceFiles(dir)) {
    const relative = path.relative(fromRoot(), file);
    if (relative === path.join("server", "cli", "i18n-check.ts")) continue;
    const text = withoutComments(readFileSync(file, "utf8"));
    const lineOf = (index: number) => text.slice(0, index).split("\n").length;
    for (const m of text.matchAll(literal)) {
      const [, ns, key] = m as unknown as [string, string, string];
      const keys = catalog.get(ns);
      // A key naming a sub-tree (returnObjects) is fine when any key lives under it.
      const found = keys && (keys.has(key) || [...keys.keys()].some((k) => k.startsWith(`${key}.`)));
      if (!found)
        problems.push(
          `${relative}:${lineOf(m.index)}: "${ns}:${key}" has no text in locales/${referenceLocale}/${ns}.json`,
        );
    }
    const reported = new Set<number>();
    for (const pattern of templateKeyPatterns(namespaces))
      for (const m of text.matchAll(pattern)) {
        const line = lineOf(m.index);
        if (reported.has(line)) continue;
        reported.add(line);
        problems.push(
          `${relative}:${line}: message key built from a template literal (${m[0].trim()}…); use a typed map of literal keys`,
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
  console.log(
    `i18n:check: ${completeLocales.length} complete locales with every key, ${webLocales.length - completeLocales.length} overriding its fallback; every message key in the sources exists`,
  );
}
