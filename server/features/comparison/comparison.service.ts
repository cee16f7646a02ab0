/**
 * Product comparison: 2–3 products over one trailing period, as a table of figures (return,
 * category average and quartile from the derived data; volatility, Sharpe and max drawdown
 * from the risk window that covers the period) and an overlay of total-return indices, each
 * rebased to 100 on the common start, with optional benchmark lines on the same base.
 */
import type {
  Comparison,
  ComparisonFigures,
  ComparisonLine,
  ComparisonRow,
  ComparisonScreen,
  ComparisonWindow,
} from "../../../shared/api/comparison";
import type { ProductHoldings, ProductPerformanceData } from "../../../shared/api/product";
import { type Period, periods, type RiskWindow, riskWindows } from "../../../shared/domain/period";
import type { ApiLang } from "../../../shared/locales";
import {
  correlationMatrix,
  daysOf,
  finiteOrNull,
  holdingsOverlap,
  isoDate,
  parseIsoDate,
  type Series,
} from "../../analytics";
import { productSummary } from "../../data/product-summary";
import { AppError } from "../../http/app-error";
import { type BacktestDeps, benchmarkName, MAX_SERIES_POINTS, thinSeries } from "../backtest";
import {
  fundNotFound,
  type ProductContext,
  productHoldings,
  productPerformanceData,
  type ResolvedProduct,
  resolveProduct,
} from "../products";

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
  /** The request's name of the codes, in errors (`fundCodes.1`); default `codes`. */
  codesField?: string;
  /**
   * Without benchmarks asked, draw the first product's own benchmark (its profile's, when the
   * market data holds its series); the chat's comparison does, the screen does not.
   */
  ownBenchmark?: boolean;
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

interface Compared {
  comparison: Comparison;
  resolved: ResolvedProduct[];
  perfs: ProductPerformanceData[];
  /** The unthinned lines (products' total-return indices from the period's base, benchmarks whole). */
  lines: ComparisonLine[];
  benchmarkSeries: Series[];
}

async function compare(deps: ComparisonDeps, req: ComparisonRequest): Promise<Compared> {
  const period = req.period ?? DEFAULT_COMPARISON_PERIOD;
  const duplicate = req.codes.findIndex((c, i) => req.codes.indexOf(c) !== i);
  if (duplicate >= 0) throw invalid(`${req.codesField ?? "codes"}.${duplicate}`, "duplicate product code");
  const seenBenchmark = new Set<string>();
  (req.benchmarks ?? []).forEach((s, i) => {
    if (seenBenchmark.has(s)) throw invalid(`benchmarks.${i}`, "duplicate benchmark");
    seenBenchmark.add(s);
  });
  const table = await deps.backtest.metrics.get();
  const market = await deps.backtest.data.market(table.version ?? "none");
  const benchmarks = (req.benchmarks ?? []).map((symbol, i) => {
    const b = market.benchmarks.get(symbol);
    if (!b) throw invalid(`benchmarks.${i}`, `unknown benchmark ${symbol}`);
    return b;
  });

  const products: ComparisonRow[] = [];
  const lines: ComparisonLine[] = [];
  const resolved: ResolvedProduct[] = [];
  const perfs: ProductPerformanceData[] = [];
  for (const [i, code] of req.codes.entries()) {
    const product = await resolveProduct(deps.products, { fundCode: code }).catch((err: unknown) => {
      if (req.codesField && err instanceof AppError && err.errorName === "fundNotFound")
        throw fundNotFound(code, `${req.codesField}.${i}`);
      throw err;
    });
    // the same product named twice (by code and ISIN, or in another case) is refused after resolving
    const resolvedCode = product.record.product.code;
    if (resolved.some((r) => r.record.product.code === resolvedCode))
      throw invalid(`${req.codesField ?? "codes"}.${i}`, "duplicate product code");
    const perf = await productPerformanceData(deps.products, product, { period });
    const summary = productSummary(product.table, product.table.rowOf.get(resolvedCode)!, req.lang);
    const f = perf.periods[period];
    // a history shorter than the period has no base for it: the series is then the whole history
    const since = f.return === null && perf.series.length > 0 ? perf.series[0]![0] : null;
    const riskWindow = riskWindowOf[period];
    const risk = perf.risk[riskWindow];
    resolved.push(product);
    perfs.push(perf);
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
        since,
      },
    });
    lines.push({
      kind: "product",
      code: resolvedCode,
      name: summary.fundName,
      points: perf.series.map(([d, , tri]) => [d, tri]),
    });
  }
  if (req.ownBenchmark && benchmarks.length === 0) {
    const own = resolved[0]?.record.product.benchmark;
    const b = own ? market.benchmarks.get(own) : undefined;
    if (b) benchmarks.push(b);
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
    comparison: {
      period,
      products,
      overlay: overlay.map((l) => ({
        ...l,
        points: thinSeries(l.points, req.maxPoints ?? MAX_SERIES_POINTS),
      })),
      startDate,
      endDate,
    },
    resolved,
    perfs,
    lines,
    benchmarkSeries: benchmarks.map((b) => b.series),
  };
}

/**
 * Compares the products in the order asked. Unknown codes are 80610001 naming the code; a
 * repeated code or an unknown benchmark is 40000001 naming the field (`codes.1`, `benchmarks.0`).
 */
export async function compareProducts(deps: ComparisonDeps, req: ComparisonRequest): Promise<Comparison> {
  return (await compare(deps, req)).comparison;
}

/**
 * The comparison over `period` (the default 1Y) and over each of `windows` besides: the
 * figures of every window, and its overlay (thinned like the main one) unless it is `period`.
 */
export async function compareOverWindows(
  deps: ComparisonDeps,
  req: ComparisonRequest & { windows: readonly Period[] },
): Promise<Comparison & { windows: ComparisonWindow[] }> {
  const main = await compareProducts(deps, req);
  const windows: ComparisonWindow[] = [];
  const wanted = [...new Set<Period>([...req.windows, main.period])].sort(
    (a, b) => periods.indexOf(a) - periods.indexOf(b),
  );
  for (const period of wanted) {
    const c = period === main.period ? main : await compareProducts(deps, { ...req, period });
    windows.push({
      period,
      figures: c.products.map((p) => p.figures),
      ...(period === main.period ? {} : { overlay: c.overlay }),
      startDate: c.startDate,
      endDate: c.endDate,
    });
  }
  return { ...main, windows };
}

const orNull = <T>(v: T | undefined | null): T | null => (v === undefined ? null : v);

/** Every key figure of one product, from its derived record, its performance and its holdings. */
function keyFigures(
  p: ResolvedProduct,
  perf: ProductPerformanceData,
  holdings: ProductHoldings,
): ComparisonFigures {
  const { product, derived } = p.record;
  const returns = {} as ComparisonFigures["returns"];
  for (const period of periods) returns[period] = perf.periods[period].return;
  const risk = {} as ComparisonFigures["risk"];
  for (const w of riskWindows) {
    const r = perf.risk[w];
    risk[w] = r
      ? {
          annualizedReturn: r.annualizedReturn,
          volatility: r.volatility,
          sharpe: r.sharpe,
          sortino: r.sortino,
          calmar: r.calmar,
          maxDrawdown: r.maxDrawdown,
          repairDays: r.repairDays,
        }
      : null;
  }
  return {
    fundCode: product.code,
    returns,
    risk,
    aumUsd: orNull(derived.aumUsd),
    totalExpenseRatio: orNull(product.totalExpenseRatio),
    managementFee: orNull(product.management),
    riskLevel: orNull(derived.riskLevel),
    ratingTier: orNull(derived.rank?.ratingTier),
    starRating: orNull(derived.rank?.starRating),
    launchDate: orNull(product.launchDate),
    dividendFrequency: orNull(product.dividendFrequency),
    concentrationTop10: holdings.concentrationTop10,
  };
}

export interface ComparisonScreenRequest {
  fundCodes: readonly string[];
  benchmarks: readonly string[];
  period: Period;
  lang: ApiLang;
}

/**
 * The comparison screen (POST /v1/app/{fund,etf}/comparison): the comparison above (1–3
 * products, 0–3 benchmarks), every key figure per product, the correlation matrix of the
 * products then the benchmarks over the overlay's window (daily returns on one calendar,
 * weekly otherwise: `correlationMatrix`), and the top-10 holdings overlap of every pair.
 * Unknown codes are 80610001 naming `fundCodes.i`; a repeated code or benchmark, or an unknown
 * benchmark, is 40000001 naming the field.
 */
export async function compareScreen(
  deps: ComparisonDeps,
  req: ComparisonScreenRequest,
): Promise<ComparisonScreen> {
  const out = await compare(deps, {
    codes: req.fundCodes,
    benchmarks: req.benchmarks,
    period: req.period,
    lang: req.lang,
    codesField: "fundCodes",
  });
  const holdings = await Promise.all(out.resolved.map((p) => productHoldings(deps.products, p)));
  const figures = out.resolved.map((p, i) => keyFigures(p, out.perfs[i]!, holdings[i]!));

  const { startDate, endDate } = out.comparison;
  const codes = out.lines.map((l) => l.code);
  let matrix: Array<Array<number | null>> = codes.map(() => codes.map(() => null));
  let frequency: "daily" | "weekly" = "daily";
  if (startDate && endDate) {
    const series: Series[] = [
      ...out.lines
        .filter((l) => l.kind === "product")
        .map((l) => ({
          days: daysOf(l.points.map(([d]) => d)),
          values: Float64Array.from(l.points, ([, v]) => v),
        })),
      ...out.benchmarkSeries,
    ];
    const result = correlationMatrix(series, parseIsoDate(startDate), parseIsoDate(endDate));
    matrix = result.matrix.map((row) => row.map(finiteOrNull));
    frequency = result.frequency;
  }

  const overlap: ComparisonScreen["overlap"] = [];
  for (let i = 0; i < out.resolved.length; i++) {
    for (let j = i + 1; j < out.resolved.length; j++) {
      const a = holdings[i]!.top10;
      const b = holdings[j]!.top10;
      const o = a.length > 0 && b.length > 0 ? holdingsOverlap(a, b) : null;
      overlap.push({
        a: req.fundCodes[i]!,
        b: req.fundCodes[j]!,
        weight: o?.weight ?? null,
        common: o?.common ?? [],
      });
    }
  }
  return { ...out.comparison, figures, correlation: { codes, matrix, frequency }, overlap };
}
