/**
 * The pseudo-locale, a development aid: every en-HK message accented, padded by about a third
 * and bracketed ("Search funds" → "[Ŝéàŕçĥ ƒûñðš ~~~~]"). Text that shows up unaccented was
 * never translated (hard-coded, or built outside i18next); a missing bracket means the text
 * was clipped by its container. `{{variables}}`, `$t(nesting)`, HTML or Trans tags, entities,
 * markdown link targets and URLs are kept as they are, so interpolation and markup still work.
 *
 * Built at run time from the en-HK catalogue (web/lib/i18n.ts, `?lng=pseudo` on the dev server);
 * nothing of it is committed or shipped in a production build.
 */

const accents: Record<string, string> = {
  a: "à",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "î",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ö",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "û",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Å",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Î",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ö",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Ŝ",
  T: "Ţ",
  U: "Û",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** Spans copied unchanged: {{variables}}, $t() nesting, tags, entities, `](target)`, URLs. */
const preserved = /(\{\{.*?\}\}|\$t\([^)]*\)|<[^>]*>|&[#\w]+;|\]\([^)]*\)|https?:\/\/[^\s)]+)/g;

/** Extra characters as a share of the source length, so layouts get tested with longer text. */
export const pseudoExpansion = 0.3;

function accent(text: string): string {
  let out = "";
  for (const char of text) out += accents[char] ?? char;
  return out;
}

/** One message in the pseudo-locale. */
export function pseudoLocalize(text: string): string {
  if (text === "") return text;
  const body = text
    .split(preserved)
    .map((part, i) => (i % 2 === 1 ? part : accent(part)))
    .join("");
  const padding = "~".repeat(Math.max(1, Math.ceil(text.length * pseudoExpansion)));
  return `[${body} ${padding}]`;
}

/** A whole catalogue (nested objects, arrays) with every string in the pseudo-locale. */
export function pseudoCatalogue<T>(tree: T): T {
  if (typeof tree === "string") return pseudoLocalize(tree) as T;
  if (Array.isArray(tree)) return tree.map((item) => pseudoCatalogue(item)) as T;
  if (tree !== null && typeof tree === "object")
    return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, pseudoCatalogue(v)])) as T;
  return tree;
}
