/**
 * GET /v1/app/fund/performance: periods, risk block and calendar years from the
 * derived data, the [date, NAV, total-return index] series from the stored NAV history, and —
 * when a benchmark is named — the risk block computed afresh by the analytics library against
 * that benchmark's series (adding beta, alpha, tracking error and information ratio).
 */
import type {
  PerformanceQuery,
  ProductPerformanceData,
  WindowRiskFigures,
} from "../../../shared/api/product";
import { periods, riskWindows } from "../../../shared/domain/period";
import {
  periodBaseIndex,
  riskBlock,
  type Scale,
  seriesRows,
  totalReturnIndex,
  type WindowRisk,
} from "../../analytics";
import { navSeriesOf } from "../../data/load/read-universe";
import { AppError } from "../../http/app-error";
import type { ProductContext, ResolvedProduct } from "./product-context";

/** The API's window figures (the library's also carry cumulativeReturn, which the contract does not). */
function windowFigures(w: WindowRisk | null): WindowRiskFigures | null {
  if (!w) return null;
  const out: WindowRiskFigures = {
    annualizedReturn: w.annualizedReturn,
    volatility: w.volatility,
    sharpe: w.sharpe,
    sortino: w.sortino,
    calmar: w.calmar,
    maxDrawdown: w.maxDrawdown,
    peakDate: w.peakDate,
    troughDate: w.troughDate,
    recoveryDate: w.recoveryDate,
    repairDays: w.repairDays,
    repairPeriods: w.repairPeriods,
    var95: w.var95,
    observations: w.observations,
  };
  if (w.beta !== undefined) {
    out.beta = w.beta;
    out.alpha = w.alpha ?? null;
    out.trackingError = w.trackingError ?? null;
    out.informationRatio = w.informationRatio ?? null;
  }
  return out;
}

export async function productPerformanceData(
  ctx: ProductContext,
  p: ResolvedProduct,
  query: Pick<PerformanceQuery, "period" | "benchmark">,
): Promise<ProductPerformanceData> {
  const { product, derived } = p.record;
  const { reader } = ctx;
  const benchmark = query.benchmark ? (await reader.benchmarks(p.version)).get(query.benchmark) : undefined;
  if (query.benchmark && !benchmark) {
    throw new AppError(
      "validationFailed",
      `benchmark: unknown benchmark ${query.benchmark}`,
      { issues: [{ path: "benchmark", message: "unknown benchmark" }] },
      { field: "benchmark" },
    );
  }
  const [history, categories] = await Promise.all([
    reader.navHistory(p.version, product.code),
    reader.categories(p.version),
  ]);
  const category = product.category
    ? categories.get(`${product.productType}:${product.category}`)
    : undefined;

  const tri = history ? totalReturnIndex(navSeriesOf(history)) : null;
  let series: ProductPerformanceData["series"] = [];
  if (history && tri) {
    // the period's base observation starts the chart; a shorter history is shown whole
    const from = query.period ? Math.max(0, periodBaseIndex(history.days, query.period)) : 0;
    series = seriesRows({
      days: history.days.subarray(from),
      nav: history.nav.subarray(from),
      tri: tri.values.subarray(from),
    });
  }

  let risk = derived.risk;
  if (benchmark) {
    risk =
      tri && tri.days.length > 1
        ? riskBlock({
            tri,
            scale: derived.scale as Scale,
            riskFree: (await reader.riskFree(p.version)).get(product.currency),
            benchmark: benchmark.series,
          })
        : { "1Y": null, "3Y": null, "5Y": null, SI: null };
  }

  const periodBlock = {} as ProductPerformanceData["periods"];
  for (const period of periods) {
    const f = derived.periods[period];
    periodBlock[period] = { return: f.return, categoryAverage: f.categoryAverage, quartile: f.quartile };
    if (f.annualized !== undefined) periodBlock[period].annualized = f.annualized;
  }
  const riskOut = {} as ProductPerformanceData["risk"];
  for (const w of riskWindows) riskOut[w] = windowFigures(risk[w]);

  return {
    asOf: derived.navDate,
    benchmark: benchmark?.symbolCode ?? null,
    periods: periodBlock,
    risk: riskOut,
    series,
    calendarYears: derived.calendarYears.map((y) => ({
      year: y.year,
      return: y.return,
      categoryAverage: category?.calendarYearAverages[String(y.year)] ?? null,
      partial: y.partial,
    })),
  };
}
