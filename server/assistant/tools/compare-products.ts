import { tool } from "ai";
import type { Period, RiskWindow } from "../../../shared/domain/period";
import type { ToolSeries } from "../../../shared/tools/common";
import { type CompareProductsOutput, compareProductsDef } from "../../../shared/tools/compare-products";
import { isoDate } from "../../analytics/dates";
import { productSummary } from "../../data/product-summary";
import { benchmarkName } from "../../features/backtest";
import { productPerformanceData, resolveProduct } from "../../features/products";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { chartSeries, refusalOf } from "./support";

type Ok = Extract<CompareProductsOutput, { status: "ok" }>;

/** The risk block's window that covers a trailing period (ANALYTICS.md "Risk block"). */
const windowOf: Record<Period, RiskWindow> = {
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

/** Each line rebased to 100 on the first common date, so the overlay compares growth. */
function rebase(points: ToolSeries, start: string): ToolSeries {
  const from = points.findIndex(([d]) => d >= start);
  if (from < 0) return [];
  const base = points[from]![1];
  return chartSeries(points.slice(from).map(([d, v]) => [d, (v / base) * 100]));
}

/** Comparison table + overlay (fund comparison is Premium; DESIGN.md §4). */
export const compareProductsTool = (ctx: ToolContext) =>
  tool({
    ...compareProductsDef,
    execute: async (input): Promise<CompareProductsOutput> => {
      const guard = await checkCapability(ctx, "fundComparison", { quota: true });
      if (!guard.ok) return guard.refusal;
      const period = input.period ?? "1Y";
      const duplicate = input.codes.findIndex((c, i) => input.codes.indexOf(c) !== i);
      if (duplicate >= 0)
        return { status: "invalid", field: `codes.${duplicate}`, message: "duplicate product code" };
      const { products: productCtx, backtest } = ctx.services;
      let current = input.codes[0]!;
      try {
        const products: Ok["products"] = [];
        const lines: Array<{
          kind: "product" | "benchmark";
          code: string;
          name: string;
          points: ToolSeries;
        }> = [];
        for (const code of input.codes) {
          current = code;
          const p = await resolveProduct(productCtx, { fundCode: code });
          const perf = await productPerformanceData(productCtx, p, { period });
          const summary = productSummary(p.table, p.table.rowOf.get(code)!, ctx.lang);
          const f = perf.periods[period];
          const riskWindow = windowOf[period];
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
        const table = await backtest.metrics.get();
        const market = await backtest.data.market(table.version ?? "none");
        for (const [i, symbol] of (input.benchmarks ?? []).entries()) {
          const b = market.benchmarks.get(symbol);
          if (!b)
            return { status: "invalid", field: `benchmarks.${i}`, message: `unknown benchmark ${symbol}` };
          lines.push({
            kind: "benchmark",
            code: symbol,
            name: benchmarkName(b, ctx.lang),
            points: Array.from(
              b.series.days,
              (d, k) => [isoDate(d), b.series.values[k]!] as [string, number],
            ),
          });
        }
        // the common window starts when the youngest product's period window does
        const starts = lines
          .filter((l) => l.kind === "product" && l.points.length > 0)
          .map((l) => l.points[0]![0]);
        const start = starts.length > 0 ? starts.reduce((a, b) => (a > b ? a : b)) : null;
        const overlay = start ? lines.map((l) => ({ ...l, points: rebase(l.points, start) })) : [];
        const ends = overlay.flatMap((l) => (l.points.length > 0 ? [l.points[l.points.length - 1]![0]] : []));
        const endDate = ends.length > 0 ? ends.reduce((a, b) => (a < b ? a : b)) : null;
        return { status: "ok", period, products, overlay, startDate: start, endDate };
      } catch (err) {
        return refusalOf(err, current);
      }
    },
  });
