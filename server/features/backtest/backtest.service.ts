/**
 * Backtests of user portfolios, benchmarks and model portfolios (the /backtesting endpoints).
 * This layer resolves codes against the metric table, refuses what cannot be backtested
 * (unknown or wrong-type products, unknown benchmarks, a window outside the data) and hands
 * the series to server/analytics `backtest`, which computes every figure.
 */
import type { z } from "zod";
import {
  type BacktestRequest,
  type BacktestResultBody,
  type BenchmarkBacktestRequest,
  type BenchmarkBacktestResult,
  type BenchmarkItem,
  type backtestRebalances,
  backtestRequestSchema,
  type backtestWeightings,
  headlineIndices,
  type IndexTile,
  type ModelPortfolioBody,
} from "../../../shared/api/backtest";
import type { ProductType } from "../../../shared/domain/product";
import type { ApiLang } from "../../../shared/locales";
import {
  addYears,
  type BacktestHolding,
  backtest,
  DEFAULT_INITIAL_AMOUNT,
  isoDate,
  lastIndexOnOrBefore,
  parseIsoDate,
  type Rebalance,
  type rebalanceFrequencies,
  type Series,
  targetWeights,
  type Weighting,
  type weightingMethods,
} from "../../analytics";
import type { MetricTable, MetricTableSource } from "../../data/metric-table";
import { nameIn } from "../../data/product-summary";
import { AppError } from "../../http/app-error";
import { validationError } from "../../http/failure";
import type { BacktestData, BenchmarkData, MarketData } from "./backtest-data";
import { backtestBody, benchmarkBody } from "./backtest-result";
import { modelPortfolioDef, resolveModelPortfolio } from "./model-portfolios";

// shared/api's enums and the analytics library's must stay the same lists
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameWeighting: Same<(typeof backtestWeightings)[number], (typeof weightingMethods)[number]> = true;
const _sameRebalance: Same<(typeof backtestRebalances)[number], (typeof rebalanceFrequencies)[number]> = true;
void _sameWeighting;
void _sameRebalance;

export interface BacktestDeps {
  metrics: MetricTableSource;
  data: BacktestData;
}

export interface ResolvedHolding {
  code: string;
  row: number;
  /** Percent or any positive scale (normalized by the analytics); unused unless `custom`. */
  weight: number;
  /** Where an error about this holding points ("holdings.2.fundCode"). */
  field: string;
}

export interface BacktestRun {
  holdings: readonly ResolvedHolding[];
  weighting: Weighting;
  rebalance: Rebalance;
  startDate?: string;
  endDate?: string;
  initialAmount: number;
  monthlyContribution?: number;
  benchmarks: readonly string[];
}

export function invalid(field: string, message: string): AppError {
  return new AppError("validationFailed", `${field}: ${message}`, { field }, { field });
}

export const versionOf = (table: MetricTable) => table.version ?? "none";

/** The benchmark of a symbol code, or a 400 naming `field`. */
function benchmarkOf(market: MarketData, symbolCode: string, field: string): BenchmarkData {
  const b = market.benchmarks.get(symbolCode);
  if (!b) throw invalid(field, `unknown benchmark ${symbolCode}`);
  return b;
}

export function benchmarkName(b: BenchmarkData, lang: ApiLang): string {
  return lang === "zh_TW" ? b.nameZhHant : lang === "zh_CN" ? b.nameZhHans : b.name;
}

/**
 * A 400 when the requested dates leave no common observations: the window runs from the
 * youngest series' first day to the last day any series has (later days carry values forward).
 */
export function checkWindow(series: readonly Series[], startDate?: string, endDate?: string): void {
  let first = Number.NEGATIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const s of series) {
    first = Math.max(first, s.days[0]!);
    last = Math.max(last, s.days[s.days.length - 1]!);
  }
  if (startDate !== undefined && parseIsoDate(startDate) >= last)
    throw invalid("startDate", "is on or after the end of the common data window");
  if (endDate !== undefined && parseIsoDate(endDate) <= first)
    throw invalid("endDate", "is on or before the start of the common data window");
}

/**
 * Runs a backtest of holdings resolved on `table` (rows are only valid for the table they
 * came from); every figure comes from server/analytics `backtest`.
 */
export async function runBacktest(deps: BacktestDeps, table: MetricTable, run: BacktestRun, lang: ApiLang) {
  const version = versionOf(table);
  const [market, histories] = await Promise.all([
    deps.data.market(version),
    deps.data.histories(
      version,
      run.holdings.map((h) => h.code),
    ),
  ]);
  const benchmarks = run.benchmarks.map((s, i) => benchmarkOf(market, s, `benchmarks.${i}`));
  const holdings: BacktestHolding[] = run.holdings.map((h) => {
    const history = histories.get(h.code)!;
    if (history.tri.days.length < 2) throw invalid(h.field, `${h.code} has no NAV history to backtest`);
    const aum = table.numeric.aumUsd[h.row]!;
    return {
      fundCode: h.code,
      weight: h.weight,
      series: history.tri,
      aumUsd: Number.isNaN(aum) ? null : aum,
      distribution: history.distribution,
    };
  });
  checkWindow(
    holdings.map((h) => h.series),
    run.startDate,
    run.endDate,
  );
  const result = backtest({
    holdings,
    weighting: run.weighting,
    rebalance: run.rebalance,
    startDate: run.startDate,
    endDate: run.endDate,
    initialAmount: run.initialAmount,
    monthlyContribution: run.monthlyContribution,
    riskFree: riskFreeOf(table, market, run.holdings, holdings, run.weighting),
    benchmarks: benchmarks.map((b) => ({ symbolCode: b.symbolCode, series: b.series })),
  });
  return backtestBody(result, lang);
}

/**
 * The risk-free series for the Sharpe ratio: that of the currency of the holding with the
 * largest target weight (the first on a tie). Holdings are not converted between currencies:
 * each earns its own total return, as the products' own figures do.
 */
function riskFreeOf(
  table: MetricTable,
  market: MarketData,
  resolved: readonly ResolvedHolding[],
  holdings: readonly BacktestHolding[],
  weighting: Weighting,
): Series | undefined {
  const { weights } = targetWeights(holdings, weighting);
  let top = 0;
  for (let j = 1; j < weights.length; j++) if (weights[j]! > weights[top]!) top = j;
  const currency = table.text.currency[resolved[top]!.row];
  return currency ? market.riskFree.get(currency) : undefined;
}

/**
 * A user portfolio's backtest: POST /v1/app/{fund,etf}/backtesting (products of `productType`
 * only) and the assistant's backtests (`productType: "any"`: a chat portfolio may mix funds and
 * ETFs). `body` has passed `backtestRequestSchema` (weights, dates, duplicates): see
 * `parseBacktestRequest` for callers that do not come through an HTTP route.
 */
export async function portfolioBacktest(
  deps: BacktestDeps,
  input: { body: BacktestRequest; productType: ProductType | "any"; lang: ApiLang },
): Promise<BacktestResultBody> {
  const { body, productType, lang } = input;
  const table = await deps.metrics.get();
  const holdings = body.holdings.map((h, i): ResolvedHolding => {
    const field = `holdings.${i}.fundCode`;
    const row = table.rowOf.get(h.fundCode);
    if (row === undefined)
      throw new AppError("fundNotFound", `${field}: no product ${h.fundCode}`, {
        field,
        fundCode: h.fundCode,
      });
    if (productType !== "any" && table.text.productType[row] !== productType)
      throw invalid(field, `${h.fundCode} is not ${productType === "etf" ? "an ETF" : "a fund"}`);
    return { code: h.fundCode, row, weight: h.weight ?? 0, field };
  });
  return runBacktest(
    deps,
    table,
    {
      holdings,
      weighting: body.weighting,
      rebalance: body.rebalance,
      startDate: body.startDate,
      endDate: body.endDate,
      initialAmount: body.initialAmount,
      monthlyContribution: body.monthlyContribution,
      benchmarks: body.benchmarks ?? [],
    },
    lang,
  );
}

/**
 * The HTTP route's validation for callers without one (the assistant): the same schema, so
 * the same rules (weights total 100%, end after start, no duplicates), failing with the same
 * 40000001 error and its localized message.
 */
export function parseBacktestRequest(input: z.input<typeof backtestRequestSchema>): BacktestRequest {
  const parsed = backtestRequestSchema.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** GET /v1/pub/benchmarks: the fixed list, names in the request's language. */
export async function listBenchmarks(deps: BacktestDeps, lang: ApiLang): Promise<BenchmarkItem[]> {
  const market = await deps.data.market(versionOf(await deps.metrics.get()));
  return [...market.benchmarks.values()].map((b) => ({
    symbolCode: b.symbolCode,
    name: benchmarkName(b, lang),
    currency: b.currency,
  }));
}

/** Levels in an index tile's sparkline (about one a week over a year). */
const SPARKLINE_POINTS = 53;

/**
 * GET /v1/pub/benchmarks/tiles: the headline indices with their last level, the change on the
 * day and over a year (the last level on or before the same date a year earlier), and about
 * weekly levels over that year for a small chart. An index without two levels is left out.
 */
export async function indexTiles(deps: BacktestDeps, lang: ApiLang): Promise<IndexTile[]> {
  const market = await deps.data.market(versionOf(await deps.metrics.get()));
  const tiles: IndexTile[] = [];
  for (const symbol of headlineIndices) {
    const b = market.benchmarks.get(symbol);
    const { days, values } = b?.series ?? { days: new Int32Array(0), values: new Float64Array(0) };
    const last = days.length - 1;
    if (!b || last < 1) continue;
    const level = values[last]!;
    const yearAgo = lastIndexOnOrBefore(days, addYears(days[last]!, -1));
    const from = Math.max(0, yearAgo);
    const step = Math.max(1, Math.ceil((last - from) / (SPARKLINE_POINTS - 1)));
    const sparkline: number[] = [];
    for (let i = last; i >= from; i -= step) sparkline.push(values[i]!);
    tiles.push({
      symbolCode: b.symbolCode,
      name: benchmarkName(b, lang),
      currency: b.currency,
      date: isoDate(days[last]!),
      level,
      change1d: level / values[last - 1]! - 1,
      change1y: yearAgo >= 0 ? level / values[yearAgo]! - 1 : null,
      sparkline: sparkline.reverse(),
    });
  }
  return tiles;
}

/** POST /v1/app/benchmark/backtesting: the benchmark as a one-holding buy-and-hold portfolio. */
export async function benchmarkBacktest(
  deps: BacktestDeps,
  input: { body: BenchmarkBacktestRequest; lang: ApiLang },
): Promise<BenchmarkBacktestResult> {
  const { body, lang } = input;
  const market = await deps.data.market(versionOf(await deps.metrics.get()));
  const b = benchmarkOf(market, body.symbolCode, "symbolCode");
  if (b.series.days.length < 2) throw invalid("symbolCode", `${b.symbolCode} has no data`);
  checkWindow([b.series], body.startDate, body.endDate);
  const result = backtest({
    holdings: [{ fundCode: b.symbolCode, weight: 1, series: b.series }],
    rebalance: "none",
    startDate: body.startDate,
    endDate: body.endDate,
    riskFree: market.riskFree.get(b.currency),
  });
  return benchmarkBody(
    { symbolCode: b.symbolCode, name: benchmarkName(b, lang), currency: b.currency },
    result,
    lang,
  );
}

/**
 * POST /v1/pub/scroll/backtesting: a model portfolio (model-portfolios.ts) over its whole
 * common history at its strategic weights, with the default initial amount. No user data.
 */
export async function modelPortfolioBacktest(
  deps: BacktestDeps,
  input: { modelPortfolioId: string; lang: ApiLang },
): Promise<{ modelPortfolio: ModelPortfolioBody; backtest: BacktestResultBody }> {
  const { modelPortfolioId, lang } = input;
  const def = modelPortfolioDef(modelPortfolioId);
  if (!def) throw new AppError("notFound", `No model portfolio ${modelPortfolioId}`, { modelPortfolioId });
  const table = await deps.metrics.get();
  const holdings = resolveModelPortfolio(table, def);
  if (holdings.length === 0)
    throw new AppError("notFound", `Model portfolio ${def.id} has no holdings in the current data`, {
      modelPortfolioId,
    });
  const result = await runBacktest(
    deps,
    table,
    {
      holdings: holdings.map((h, i) => ({ ...h, field: `modelPortfolio.holdings.${i}` })),
      weighting: "custom",
      rebalance: def.rebalance,
      initialAmount: DEFAULT_INITIAL_AMOUNT,
      benchmarks: [],
    },
    lang,
  );
  return {
    modelPortfolio: {
      id: def.id,
      name: def.names[lang],
      riskLevel: def.riskLevel,
      rebalance: def.rebalance,
      holdings: holdings.map((h) => ({
        fundCode: h.code,
        fundName: nameIn(table, h.row, lang),
        sleeve: h.sleeve,
        weight: h.weight / 100,
      })),
    },
    backtest: result,
  };
}
