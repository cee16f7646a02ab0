import { z } from "zod";
import type { MessageKey } from "../messages";

/**
 * Backtesting (the /backtesting endpoints; simulation rules in server/analytics/README.md).
 * Requests are validated here; the figures come from server/analytics/backtest.ts. Weights in
 * requests are percent (the screens' inputs); every weight and ratio in responses is a decimal
 * (0.25 = 25%). The enums must equal server/analytics (`weightingMethods`,
 * `rebalanceFrequencies`): the service holds them equal at compile time.
 */
export const backtestWeightings = ["custom", "equal", "marketCap"] as const;
export const backtestRebalances = ["none", "monthly", "quarterly", "semiannually", "annually"] as const;

export const BACKTEST_MAX_HOLDINGS = 20;
export const BACKTEST_MAX_BENCHMARKS = 3;
/** Weights must add up to 100 within this tolerance (percent points). */
export const BACKTEST_WEIGHT_TOLERANCE = 0.01;
/** Issue param naming the localized message of a failed total. */
export const TOTAL_WEIGHT_MESSAGE_KEY = "errors:validation.totalWeight" satisfies MessageKey<"errors">;

const isoDateSchema = z.iso.date().meta({ description: "ISO date YYYY-MM-DD" });
const codeSchema = z.string().trim().min(1).max(64);
const symbolCodeSchema = z.string().trim().min(1).max(64);
const money = z.number().max(1e12);

export const backtestHoldingSchema = z
  .object({
    fundCode: codeSchema,
    weight: z
      .number()
      .gt(0)
      .max(100)
      .optional()
      .meta({ description: "Percent; required with `custom` weighting, ignored otherwise" }),
  })
  .meta({ id: "BacktestHolding" });

export const backtestRequestSchema = z
  .object({
    holdings: z.array(backtestHoldingSchema).min(1).max(BACKTEST_MAX_HOLDINGS),
    weighting: z
      .enum(backtestWeightings)
      .default("custom")
      .meta({ description: "`equal` ignores the weights; `marketCap` uses each holding's latest AUM" }),
    rebalance: z.enum(backtestRebalances),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    initialAmount: money.gt(0).default(10_000),
    monthlyContribution: money.min(0).optional(),
    benchmarks: z
      .array(symbolCodeSchema)
      .max(BACKTEST_MAX_BENCHMARKS)
      .optional()
      .meta({ description: "Benchmark symbol codes from GET /v1/pub/benchmarks" }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.holdings.forEach((h, i) => {
      if (seen.has(h.fundCode))
        ctx.addIssue({ code: "custom", path: ["holdings", i, "fundCode"], message: "duplicate fundCode" });
      seen.add(h.fundCode);
    });
    if (body.weighting === "custom") {
      const missing = body.holdings.findIndex((h) => h.weight === undefined);
      if (missing >= 0) {
        ctx.addIssue({
          code: "custom",
          path: ["holdings", missing, "weight"],
          message: "weight is required with custom weighting",
        });
      } else {
        const total = body.holdings.reduce((s, h) => s + (h.weight ?? 0), 0);
        if (Math.abs(total - 100) > BACKTEST_WEIGHT_TOLERANCE + 1e-9)
          ctx.addIssue({
            code: "custom",
            path: ["holdings"],
            message: `Total weighting should equal to 100% (got ${Number(total.toFixed(4))})`,
            params: { messageKey: TOTAL_WEIGHT_MESSAGE_KEY },
          });
      }
    }
    if (body.startDate && body.endDate && body.endDate <= body.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "endDate must be after startDate" });
    const symbols = new Set<string>();
    (body.benchmarks ?? []).forEach((s, i) => {
      if (symbols.has(s))
        ctx.addIssue({ code: "custom", path: ["benchmarks", i], message: "duplicate benchmark" });
      symbols.add(s);
    });
  })
  .meta({ id: "Backtest" });
export type BacktestRequest = z.infer<typeof backtestRequestSchema>;

export const benchmarkBacktestRequestSchema = z
  .object({
    symbolCode: symbolCodeSchema,
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
  })
  .refine((b) => !(b.startDate && b.endDate && b.endDate <= b.startDate), {
    path: ["endDate"],
    message: "endDate must be after startDate",
  })
  .meta({ id: "BenchmarkBacktest" });
export type BenchmarkBacktestRequest = z.infer<typeof benchmarkBacktestRequestSchema>;

export const modelPortfolioIds = ["mp-1", "mp-2", "mp-3", "mp-4", "mp-5"] as const;
export const scrollBacktestRequestSchema = z
  .object({
    modelPortfolioId: z
      .string()
      .trim()
      .min(1)
      .max(32)
      .meta({ description: `One of ${modelPortfolioIds.join(", ")} (risk level 1–5)` }),
  })
  .meta({ id: "ScrollBacktest" });

// ---- responses ----

const num = z.number().nullable();
const datePoint = z.tuple([z.string(), z.number()]);
const seriesSchema = z.array(datePoint).meta({ description: "[date, value] pairs in date order" });
const yearReturnSchema = z.object({ year: z.number().int(), return: z.number() });
const weightRowSchema = z.object({ fundCode: z.string(), weight: z.number() });
const labelWeightSchema = z.object({ label: z.string(), weight: z.number() });

/** The risk block's figures on a backtest's daily returns (formulas: server/analytics/README.md). */
export const backtestRiskSchema = z
  .object({
    cumulativeReturn: num,
    annualizedReturn: num,
    volatility: num,
    sharpe: num,
    sortino: num,
    calmar: num,
    maxDrawdown: num.meta({ description: "Positive decimal" }),
    peakDate: z.string().nullable(),
    troughDate: z.string().nullable(),
    recoveryDate: z.string().nullable(),
    repairDays: z.number().int().nullable(),
  })
  .meta({ id: "BacktestRisk" });

export const backtestMetricsSchema = backtestRiskSchema
  .extend({
    bestYear: yearReturnSchema.nullable().meta({ description: "Best complete calendar year" }),
    worstYear: yearReturnSchema.nullable(),
  })
  .meta({ id: "BacktestMetrics" });

export const backtestWarningSchema = z
  .object({
    code: z.enum([
      "common_window_start",
      "stale_holding",
      "market_cap_unavailable",
      "benchmark_unavailable",
      "insufficient_history",
    ]),
    message: z.string().meta({ description: "In the request's language" }),
    fundCode: z.string().optional(),
    fundCodes: z.array(z.string()).optional(),
    symbolCode: z.string().optional(),
    date: z.string().optional(),
  })
  .meta({ id: "BacktestWarning" });

const annualizedSchema = z.object({ y1: num, y3: num, y5: num });
const calendarYearSchema = z.object({ year: z.number().int(), return: z.number(), partial: z.boolean() });

export const backtestResultSchema = z
  .object({
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    series: seriesSchema.meta({ description: "Portfolio value in money (contributions included), daily" }),
    drawdownSeries: seriesSchema.meta({
      description:
        "Drawdown of the time-weighted value from its running peak (≤ 0, decimal), same days as `series`",
    }),
    benchmarkSeries: z
      .record(z.string(), seriesSchema)
      .meta({ description: "Per benchmark symbolCode, its level scaled to the initial amount" }),
    benchmarkMetrics: z.record(z.string(), backtestRiskSchema),
    metrics: backtestMetricsSchema.nullable().meta({ description: "Null when the window is too short" }),
    annualized: annualizedSchema,
    calendarYears: z.array(calendarYearSchema),
    targetWeights: z.array(weightRowSchema),
    finalWeights: z.array(weightRowSchema).meta({ description: "Drifted weights at the end (decimals)" }),
    distribution: z.object({
      assetClass: z.array(labelWeightSchema),
      region: z.array(labelWeightSchema),
      industry: z.array(labelWeightSchema),
    }),
    timeWeightedReturn: z.object({ cumulative: num, annualized: num }),
    moneyWeightedReturn: num.meta({ description: "Annual IRR of the cash flows (with contributions)" }),
    totalInvested: z.number(),
    finalValue: num,
    warnings: z.array(backtestWarningSchema),
  })
  .meta({ id: "BacktestResult" });
export type BacktestResultBody = z.infer<typeof backtestResultSchema>;

export const benchmarkItemSchema = z
  .object({
    symbolCode: z.string(),
    name: z.string().meta({ description: "In the request's language" }),
    currency: z.string(),
  })
  .meta({ id: "Benchmark" });
export type BenchmarkItem = z.infer<typeof benchmarkItemSchema>;
export const benchmarkListSchema = z.array(benchmarkItemSchema);

/** The headline indices of the home page's tiles (HK, SG, China, US, Europe, Japan, ASEAN, US bonds). */
// biome-ignore format: a list
export const headlineIndices = [
  "FPXHK50", "FPXSG30", "FPXCSA300", "FPXUS500", "FPXEU350", "FPXJP225", "FPXASEAN", "FPXUST20",
] as const;

export const indexTileSchema = benchmarkItemSchema
  .extend({
    date: z.string().meta({ description: "Date of the last level (ISO)" }),
    level: z.number(),
    change1d: z.number().nullable().meta({ description: "Change since the previous level, as a ratio" }),
    change1y: z
      .number()
      .nullable()
      .meta({ description: "Change over one year (last level on or before), as a ratio" }),
    sparkline: z
      .array(z.number())
      .meta({ description: "Levels over the last year, about weekly, oldest first (for a small chart)" }),
  })
  .meta({ id: "IndexTile" });
export type IndexTile = z.infer<typeof indexTileSchema>;
export const indexTileListSchema = z.array(indexTileSchema);

export const benchmarkBacktestResultSchema = benchmarkItemSchema
  .extend({
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    series: seriesSchema.meta({ description: "Level scaled to 10,000 at the start" }),
    metrics: backtestMetricsSchema.nullable(),
    annualized: annualizedSchema,
    calendarYears: z.array(calendarYearSchema),
    warnings: z.array(backtestWarningSchema),
  })
  .meta({ id: "BenchmarkBacktestResult" });
export type BenchmarkBacktestResult = z.infer<typeof benchmarkBacktestResultSchema>;

export const modelPortfolioSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: "In the request's language" }),
    riskLevel: z.number().int().min(1).max(5),
    rebalance: z.enum(backtestRebalances),
    holdings: z.array(
      z.object({
        fundCode: z.string(),
        fundName: z.string(),
        sleeve: z.string().meta({ description: "The role the holding fills (cash, coreBond, ...)" }),
        weight: z.number().meta({ description: "Strategic weight (decimal)" }),
      }),
    ),
  })
  .meta({ id: "ModelPortfolio" });
export type ModelPortfolioBody = z.infer<typeof modelPortfolioSchema>;

export const scrollBacktestResultSchema = z
  .object({ modelPortfolio: modelPortfolioSchema, backtest: backtestResultSchema })
  .meta({ id: "ScrollBacktestResult" });
