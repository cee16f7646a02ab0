import { type Period, periods } from "@shared/domain/period";

/**
 * The product screen's query: which product (`fundCode`, else `isinCode`), the open tab, the
 * chart period and the chosen benchmark. Every choice lives in the URL, so links, reloads and
 * back/forward restore the same view; unknown values fall back to the defaults.
 */
export const productTabs = ["performance", "analysis", "holdings", "archive", "watchlist"] as const;
export type ProductTab = (typeof productTabs)[number];

/** Periods offered by the chart's selector, shortest first. */
export const chartPeriods = [
  "7D",
  "1M",
  "3M",
  "6M",
  "YTD",
  "1Y",
  "3Y",
  "5Y",
  "10Y",
  "SI",
] as const satisfies readonly Period[];

export const defaultTab: ProductTab = "performance";
export const defaultPeriod: Period = "1Y";
/** `benchmark=none`: no overlay and no relative figures. Absent: the product's own benchmark. */
export const noBenchmark = "none";

export type ProductRef = { fundCode: string } | { isinCode: string };

export type ProductQuery = {
  ref: ProductRef | null;
  tab: ProductTab;
  period: Period;
  /** A benchmark's symbolCode, `none`, or null for the product's own benchmark. */
  benchmark: string | null;
};

const isTab = (value: string | null): value is ProductTab => productTabs.includes(value as ProductTab);
const isPeriod = (value: string | null): value is Period => periods.includes(value as Period);

export function parseProductQuery(params: URLSearchParams): ProductQuery {
  const fundCode = params.get("fundCode")?.trim();
  const isinCode = params.get("isinCode")?.trim();
  const ref: ProductRef | null = fundCode
    ? { fundCode }
    : isinCode
      ? { isinCode: isinCode.toUpperCase() }
      : null;
  const tab = params.get("tab");
  const period = params.get("period")?.toUpperCase() ?? null;
  const benchmark = params.get("benchmark")?.trim() || null;
  return {
    ref,
    tab: isTab(tab) ? tab : defaultTab,
    period: isPeriod(period) ? period : defaultPeriod,
    benchmark,
  };
}

/**
 * The query after a change: defaults are left out (a plain link and the default view are one
 * URL), the product reference and any other parameter are kept.
 */
export function withProductQuery(
  params: URLSearchParams,
  change: Partial<Pick<ProductQuery, "tab" | "period" | "benchmark">>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null | undefined, fallback: string | null) => {
    if (value === undefined) return;
    if (value === null || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  set("tab", change.tab, defaultTab);
  set("period", change.period, defaultPeriod);
  set("benchmark", change.benchmark, null);
  return next;
}

/** The benchmark the performance call and the overlay use: the chosen one, else the product's own. */
export function effectiveBenchmark(chosen: string | null, own: string | null | undefined): string | null {
  if (chosen === noBenchmark) return null;
  return chosen ?? own ?? null;
}
