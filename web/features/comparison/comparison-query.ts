import { COMPARE_MAX_BENCHMARKS, COMPARE_MAX_PRODUCTS } from "@shared/api/comparison";
import { type Period, periods } from "@shared/domain/period";
import type { ProductType } from "@shared/domain/product";
import type { ScreenName } from "@/lib/routes";

/**
 * The comparison screen's state is its query string, in the shape the chat card's "Open in full
 * screen" link writes: `?fundCodes=a,b&benchmarks=x,y&period=1Y` (comma lists; the period one
 * of the trailing periods, 1Y when absent or unknown).
 */
export type ComparisonQuery = { fundCodes: string[]; benchmarks: string[]; period: Period };

export const DEFAULT_PERIOD: Period = "1Y";
const queryKeys = new Set(["fundCodes", "benchmarks", "period"]);

/** The periods the screen offers: every trailing period, since inception last. */
export const comparisonPeriods: readonly Period[] = [...periods];

const list = (value: string | null, max: number): string[] => {
  const out: string[] = [];
  for (const item of (value ?? "").split(",")) {
    const code = item.trim();
    if (code && !out.includes(code) && out.length < max) out.push(code);
  }
  return out;
};

export function parseComparisonQuery(params: URLSearchParams): ComparisonQuery {
  const period = params.get("period");
  return {
    // a longer list (an edited link) keeps the first 3: the screen never asks for more
    fundCodes: list(params.get("fundCodes"), COMPARE_MAX_PRODUCTS),
    benchmarks: list(params.get("benchmarks"), COMPARE_MAX_BENCHMARKS),
    period: periods.includes(period as Period) ? (period as Period) : DEFAULT_PERIOD,
  };
}

/** The query of a state; parameters the screen does not own (e.g. `?lng=pseudo`) are kept from `keep`. */
export function comparisonSearch(query: ComparisonQuery, keep?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams();
  if (query.fundCodes.length > 0) search.set("fundCodes", query.fundCodes.join(","));
  if (query.benchmarks.length > 0) search.set("benchmarks", query.benchmarks.join(","));
  search.set("period", query.period);
  if (keep) for (const [name, value] of keep) if (!queryKeys.has(name)) search.append(name, value);
  return search;
}

/** ETFs only open the ETF comparison; any other mix the fund comparison (as the chat card's link does). */
export function comparisonScreenFor(types: readonly ProductType[]): "fundComparison" | "ETFComparison" {
  return types.length > 0 && types.every((t) => t === "etf") ? "ETFComparison" : "fundComparison";
}

/** The path of the comparison of these products and benchmarks (unprefixed; links add the language). */
export function comparisonPath(
  products: ReadonlyArray<{ fundCode: string; productType: ProductType }>,
  benchmarks: readonly string[],
  period: Period = DEFAULT_PERIOD,
): string {
  const screen: ScreenName = comparisonScreenFor(products.map((p) => p.productType));
  const search = comparisonSearch({
    fundCodes: products.map((p) => p.fundCode),
    benchmarks: [...benchmarks],
    period,
  });
  return `/${screen}?${search.toString()}`;
}
