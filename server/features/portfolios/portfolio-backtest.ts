/**
 * A saved (or proposed) portfolio's backtest in its base currency: each holding's total-return
 * index, optionally extended back with its benchmark index, converted from the product's
 * currency to the base currency with the stored FX series, then run through the analytics
 * `backtest` at the saved target weights. Alongside: the split of the return into local return
 * and currency effect, and the spliced ranges to mark on the chart. Pure over its inputs except
 * for the reads of the backtest data cache.
 */
import type { BaseCurrency, CurrencyAttribution, PortfolioSettings } from "../../../shared/api/portfolio";
import {
  type BacktestHolding,
  type BacktestResult,
  backtest,
  convertSeries,
  isoDate,
  lastIndexOnOrBefore,
  parseIsoDate,
  type Series,
  spliceWithProxy,
} from "../../analytics";
import type { MetricTable } from "../../data/metric-table";
import { type BacktestDeps, checkWindow, invalid, versionOf } from "../backtest";
import type { MarketData } from "../backtest/backtest-data";

/** A holding resolved on the metric table: weight in percent (the target). */
export interface PortfolioLine {
  code: string;
  row: number;
  weight: number;
  /** Where an error about it points ("holdings.2.fundCode"). */
  field: string;
}

/** The settings a run needs (a saved portfolio's, or a comparison's common window). */
export type RunSettings = Pick<
  PortfolioSettings,
  | "rebalance"
  | "startDate"
  | "endDate"
  | "initialAmount"
  | "monthlyContribution"
  | "benchmarks"
  | "baseCurrency"
  | "extendWithBenchmark"
>;

export interface PortfolioRun {
  /** The analytics result (unthinned); `backtestBody` words it for an answer. */
  result: BacktestResult;
  currency: CurrencyAttribution;
  splicedRanges: Array<{ fundCode: string; symbolCode: string; startDate: string; endDate: string }>;
}

interface Prepared {
  code: string;
  currency: string;
  local: Series;
  base: Series;
  spliced: { symbolCode: string; startDay: number; endDay: number } | null;
}

/** Value of a series at the last observation on or before `day` (NaN before it starts). */
function valueAt(s: Series, day: number): number {
  const i = lastIndexOnOrBefore(s.days, day);
  return i < 0 ? Number.NaN : s.values[i]!;
}

const finite = (x: number) => (Number.isFinite(x) ? x + 0 : null);

function windowReturn(s: Series, from: number, to: number): number {
  return valueAt(s, to) / valueAt(s, from) - 1;
}

function prepare(
  table: MetricTable,
  market: MarketData,
  lines: readonly PortfolioLine[],
  histories: Map<string, { tri: Series }>,
  base: BaseCurrency,
  extend: boolean,
): Prepared[] {
  const baseFx = base === "USD" ? undefined : market.fx.get(base);
  if (base !== "USD" && !baseFx) throw invalid("settings.baseCurrency", `no FX series for ${base}`);
  return lines.map((line) => {
    const tri = histories.get(line.code)?.tri;
    if (!tri || tri.days.length < 2) throw invalid(line.field, `${line.code} has no NAV history to backtest`);
    const currency = table.text.currency[line.row] ?? "USD";
    const ownFx = currency === "USD" ? undefined : market.fx.get(currency);
    let local = tri;
    let spliced: Prepared["spliced"] = null;
    if (extend) {
      const symbol = table.text.benchmark[line.row];
      const proxy = symbol ? market.benchmarks.get(symbol) : undefined;
      if (proxy && proxy.series.days.length > 1) {
        const proxyFx = proxy.currency === "USD" ? undefined : market.fx.get(proxy.currency);
        const proxyLocal = convertSeries(proxy.series, proxyFx, ownFx);
        const out = spliceWithProxy(tri, proxyLocal);
        if (out.spliced) {
          local = out.series;
          spliced = { symbolCode: proxy.symbolCode, ...out.spliced };
        }
      }
    }
    // a currency without FX data is valued as it is (no conversion can be made)
    const baseSeries =
      currency === base || (currency !== "USD" && !ownFx) ? local : convertSeries(local, ownFx, baseFx);
    if (baseSeries.days.length < 2) throw invalid(line.field, `${line.code} has no NAV history to backtest`);
    return { code: line.code, currency, local, base: baseSeries, spliced };
  });
}

/**
 * Runs a portfolio of resolved lines with `settings` on `table` (rows are only valid for the
 * table they came from). Throws 40000001 naming the field for what cannot be run. The run holds
 * no words: `backtestBody(run.result, lang)` gives the answer in any language.
 */
export async function runPortfolio(
  deps: BacktestDeps,
  table: MetricTable,
  lines: readonly PortfolioLine[],
  settings: RunSettings,
): Promise<PortfolioRun> {
  const version = versionOf(table);
  const [market, histories] = await Promise.all([
    deps.data.market(version),
    deps.data.histories(
      version,
      lines.map((l) => l.code),
    ),
  ]);
  const base = settings.baseCurrency;
  const baseFx = base === "USD" ? undefined : market.fx.get(base);
  const prepared = prepare(table, market, lines, histories, base, settings.extendWithBenchmark);
  const benchmarks = settings.benchmarks.map((symbol, i) => {
    const b = market.benchmarks.get(symbol);
    if (!b) throw invalid(`settings.benchmarks.${i}`, `unknown benchmark ${symbol}`);
    const fx = b.currency === "USD" ? undefined : market.fx.get(b.currency);
    return {
      symbolCode: symbol,
      series: b.currency === base ? b.series : convertSeries(b.series, fx, baseFx),
    };
  });
  checkWindow(
    prepared.map((p) => p.base),
    settings.startDate,
    settings.endDate,
  );
  const holdingsOf = (pick: (p: Prepared) => Series): BacktestHolding[] =>
    prepared.map((p, j) => {
      const aum = table.numeric.aumUsd[lines[j]!.row]!;
      return {
        fundCode: p.code,
        weight: lines[j]!.weight,
        series: pick(p),
        aumUsd: Number.isNaN(aum) ? null : aum,
        distribution: histories.get(p.code)?.distribution,
      };
    });
  const result = backtest({
    holdings: holdingsOf((p) => p.base),
    weighting: "custom",
    rebalance: settings.rebalance,
    startDate: settings.startDate,
    endDate: settings.endDate,
    initialAmount: settings.initialAmount,
    monthlyContribution: settings.monthlyContribution,
    riskFree: market.riskFree.get(base),
    benchmarks,
  });
  return {
    result,
    currency: attribution(prepared, lines, settings, result),
    splicedRanges: splicedIn(prepared, result),
  };
}

/**
 * Local return and currency effect over the backtest's window. The portfolio's local return is
 * the same simulation on the unconverted series (each holding in its own currency); when every
 * holding is in the base currency it equals the total and the effect is 0.
 */
function attribution(
  prepared: readonly Prepared[],
  lines: readonly PortfolioLine[],
  settings: RunSettings,
  result: BacktestResult,
): CurrencyAttribution {
  const total = result.timeWeightedReturn.cumulative;
  const empty = (localReturn: number | null, effect: number | null): CurrencyAttribution => ({
    baseCurrency: settings.baseCurrency,
    totalReturn: total,
    localReturn,
    currencyEffect: effect,
    holdings: [],
  });
  if (result.startDate === null || result.endDate === null || total === null) return empty(null, null);
  const from = parseIsoDate(result.startDate);
  const to = parseIsoDate(result.endDate);
  const holdings = prepared.map((p) => {
    const t = finite(windowReturn(p.base, from, to));
    const l = finite(windowReturn(p.local, from, to));
    return {
      fundCode: p.code,
      currency: p.currency,
      totalReturn: t,
      localReturn: l,
      currencyEffect:
        p.base === p.local ? 0 : t === null || l === null ? null : finite((1 + t) / (1 + l) - 1),
    };
  });
  if (prepared.every((p) => p.base === p.local)) return { ...empty(total, 0), holdings };
  const local = backtest({
    holdings: prepared.map((p, j) => ({ fundCode: p.code, weight: lines[j]!.weight, series: p.local })),
    weighting: "custom",
    rebalance: settings.rebalance,
    startDate: result.startDate,
    endDate: result.endDate,
    initialAmount: settings.initialAmount,
  });
  const localReturn = local.timeWeightedReturn.cumulative;
  return {
    baseCurrency: settings.baseCurrency,
    totalReturn: total,
    localReturn,
    currencyEffect: localReturn === null ? null : finite((1 + total) / (1 + localReturn) - 1),
    holdings,
  };
}

/** The proxy stretches that fall inside the backtest's window, clipped to it. */
function splicedIn(prepared: readonly Prepared[], result: BacktestResult): PortfolioRun["splicedRanges"] {
  if (result.startDate === null) return [];
  const start = parseIsoDate(result.startDate);
  return prepared.flatMap((p) =>
    p.spliced && p.spliced.endDay >= start
      ? [
          {
            fundCode: p.code,
            symbolCode: p.spliced.symbolCode,
            startDate: isoDate(Math.max(start, p.spliced.startDay)),
            endDate: isoDate(p.spliced.endDay),
          },
        ]
      : [],
  );
}
