/**
 * Product comparison: 2–3 products over one trailing period, as a table of figures (return,
 * category average and quartile from the derived data; volatility, Sharpe and max drawdown
 * from the risk window that covers the period) and an overlay of total-return indices, each
 * rebased to 100 on the common start, with optional benchmark lines on the same base.
 */
import type { Comparison, ComparisonLine, ComparisonRow } from "../../../shared/api/comparison";
import type { Period, RiskWindow } from "../../../shared/domain/period";
import type { ApiLang } from "../../../shared/locales";
import { isoDate } from "../../analytics/dates";
import { productSummary } from "../../data/product-summary";
import { AppError } from "../../http/app-error";
import { type BacktestDeps, benchmarkName, MAX_SERIES_POINTS, thinSeries } from "../backtest";
import { type ProductContext, productPerformanceData, resolveProduct } from "../products";

export interface ComparisonDeps {
  products: ProductContext;
  backtest: BacktestDeps;
}

export interface ComparisonRequest {
  codes: readonly string[];
  period?: Period;
  benchmarks?: readonly string[];
  lang: ApiLang;
  /** Points per overlay line at most (a chat card shows fewer than a screen). */
  maxPoints?: number;
}

const DEFAULT_COMPARISON_PERIOD: Period = "1Y";

/** The risk window whose figures stand beside a trailing period's return. */
const riskWindowOf: Record<Period, RiskWindow> = {
  "7D": "1Y",
  YTD: "1Y",
  "1M": "1Y",
  "3M": "1Y",
  "6M": "1Y",
  "1Y": "1Y",
  "3Y": "3Y",
  "5Y": "5Y",
  "10Y": "SI",
  SI: "SI",
};

type Points = Array<[string, number]>;

/** The line from the first point on or after `start`, rebased so that point is 100; [] if none. */
export function rebaseTo100(points: readonly (readonly [string, number])[], start: string): Points {
  const from = points.findIndex(([d]) => d >= start);
  if (from < 0) return [];
  const base = points[from]![1];
  if (!(base > 0)) return [];
  return points.slice(from).map(([d, v]) => [d, (v / base) * 100]);
}

/**
 * Rebases every line on the latest first date among the products (the youngest product's
 * start, so every product has a value there) and reports the last date all lines reach.
 */
export function overlayOf(
  lines: readonly ComparisonLine[],
): Pick<Comparison, "overlay" | "startDate" | "endDate"> {
  const starts = lines.filter((l) => l.kind === "product" && l.points.length > 0).map((l) => l.points[0]![0]);
  if (starts.length === 0) return { overlay: [], startDate: null, endDate: null };
  const startDate = starts.reduce((a, b) => (a > b ? a : b));
  const overlay = lines.map((l) => ({ ...l, points: rebaseTo100(l.points, startDate) }));
  const ends = overlay.flatMap((l) => (l.points.length > 0 ? [l.points[l.points.length - 1]![0]] : []));
  const endDate = ends.length > 0 ? ends.reduce((a, b) => (a < b ? a : b)) : null;
  return { overlay, startDate, endDate };
}

function invalid(field: string, message: string): AppError {
  return new AppError("validationFailed", `${field}: ${message}`, { field }, { field });
}

/**
 * Compares the products in the order asked. Unknown codes are 80610001 naming the code; a
 * repeated code or an unknown benchmark is 40000001 naming the field (`codes.1`, `benchmarks.0`).
 */
export async function compareProducts(deps: ComparisonDeps, req: ComparisonRequest): Promise<Comparison> {
  const period = req.period ?? DEFAULT_COMPARISON_PERIOD;
  const duplicate = req.codes.findIndex((c, i) => req.codes.indexOf(c) !== i);
  if (duplicate >= 0) throw invalid(`codes.${duplicate}`, "duplicate product code");
  const table = await deps.backtest.metrics.get();
  const market = await deps.backtest.data.market(table.version ?? "none");
  const benchmarks = (req.benchmarks ?? []).map((symbol, i) => {
    const b = market.benchmarks.get(symbol);
    if (!b) throw invalid(`benchmarks.${i}`, `unknown benchmark ${symbol}`);
    return b;
  });

  const products: ComparisonRow[] = [];
  const lines: ComparisonLine[] = [];
  for (const code of req.codes) {
    const product = await resolveProduct(deps.products, { fundCode: code });
    const perf = await productPerformanceData(deps.products, product, { period });
    const summary = productSummary(product.table, product.table.rowOf.get(code)!, req.lang);
    const f = perf.periods[period];
    const riskWindow = riskWindowOf[period];
    const risk = perf.risk[riskWindow];
    products.push({
      summary,
      figures: {
        return: f.return,
        annualized: f.annualized ?? null,
        categoryAverage: f.categoryAverage,
        quartile: f.quartile,
        riskWindow,
        volatility: risk?.volatility ?? null,
        sharpe: risk?.sharpe ?? null,
        maxDrawdown: risk?.maxDrawdown ?? null,
      },
    });
    lines.push({
      kind: "product",
      code,
      name: summary.fundName,
      points: perf.series.map(([d, , tri]) => [d, tri]),
    });
  }
  for (const b of benchmarks) {
    lines.push({
      kind: "benchmark",
      code: b.symbolCode,
      name: benchmarkName(b, req.lang),
      points: Array.from(b.series.days, (d, k): [string, number] => [isoDate(d), b.series.values[k]!]),
    });
  }
  const { overlay, startDate, endDate } = overlayOf(lines);
  return {
    period,
    products,
    overlay: overlay.map((l) => ({ ...l, points: thinSeries(l.points, req.maxPoints ?? MAX_SERIES_POINTS) })),
    startDate,
    endDate,
  };
}
