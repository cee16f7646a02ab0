import type { ApiLang } from "../../shared/locales";
import { CATEGORIES, STRATEGY_CATEGORIES } from "./universe/categories";
import { toHans } from "./universe/names";

/**
 * Category names in Chinese, by the English name products carry (and selection filters use as
 * the value): the demo taxonomy's Traditional names and their Simplified form. A category this
 * list does not know (an import's own) keeps its English name in every language.
 */
const names: ReadonlyMap<string, { zh_TW: string; zh_CN: string }> = new Map(
  [...CATEGORIES, ...Object.values(STRATEGY_CATEGORIES)].map((c) => [
    c.en,
    { zh_TW: c.zh, zh_CN: toHans(c.zh) },
  ]),
);

/** A category's name in the API language. */
export function categoryNameIn(category: string, lang: ApiLang): string {
  return lang === "en" ? category : (names.get(category)?.[lang] ?? category);
}
