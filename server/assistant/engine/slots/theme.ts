/**
 * Themes and sectors (technology, healthcare, gold, REIT, 科技, 醫療, 黃金, ...): the lexicon's
 * `theme` tag. A theme alone is a search ("any robotics ETF?"); with other screening
 * conditions it narrows the screen by `keyword`; "compare two tech ETFs" compares the largest
 * products of the catalog whose name or category carries the theme.
 */
import type { SearchEntry } from "../../../features/search";

/** How a theme shows in a catalog name or category (English, as the import format writes them). */
const THEME_IN_CATALOG: Record<string, RegExp> = {
  technology: /tech|semiconductor|innovation/i,
  semiconductor: /semiconductor/i,
  robotics: /robot|automation/i,
  "artificial intelligence": /\bai\b|artificial intelligence/i,
  healthcare: /health|biotech|pharma|medical/i,
  "clean energy": /clean energy|renewable|ecology|solar|climate/i,
  esg: /\besg\b|sustainab/i,
  gold: /gold|precious/i,
  reit: /\breits?\b|real estate|property/i,
  infrastructure: /infrastructure/i,
  india: /india/i,
  vietnam: /vietnam/i,
  innovation: /innovation|disrupt/i,
  consumer: /consumer|consumption/i,
  financials: /financ|bank/i,
};

/** Codes of the `n` largest products (by AUM) carrying the theme, of the type asked for if any. */
export function largestWithTheme(
  catalog: readonly SearchEntry[],
  q: { theme: string; productType?: string; n: number },
): string[] {
  const re = THEME_IN_CATALOG[q.theme];
  if (!re) return [];
  return catalog
    .filter((e) => !q.productType || e.productType === q.productType)
    .filter((e) => !/leveraged|inverse/i.test(e.category ?? ""))
    .filter((e) => re.test(e.name) || re.test(e.category ?? ""))
    .sort((a, b) => (Number.isNaN(b.aumUsd) ? 0 : b.aumUsd) - (Number.isNaN(a.aumUsd) ? 0 : a.aumUsd))
    .slice(0, q.n)
    .map((e) => e.code);
}
