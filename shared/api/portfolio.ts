import { z } from "zod";
import { goalTypes } from "../domain/assistant";
import { productTypes } from "../domain/product";
import type { MessageKey } from "../messages";
import {
  BACKTEST_MAX_BENCHMARKS,
  BACKTEST_MAX_HOLDINGS,
  BACKTEST_WEIGHT_TOLERANCE,
  backtestHoldingSchema,
  backtestMetricsSchema,
  backtestRebalances,
  backtestResultSchema,
  backtestWeightings,
  modelPortfolioSchema,
  TOTAL_WEIGHT_MESSAGE_KEY,
} from "./backtest";

/**
 * Saved portfolios, the auto builder and model-portfolio subscriptions (/v1/app/portfolios*,
 * /v1/pub/model-portfolios, /v1/app/model-portfolios/{id}/subscription). Served by
 * server/features/portfolios on top of the backtest engine.
 *
 * Units: a portfolio's holding weights are percent (as the screens enter them, 25 = 25%);
 * drift is in percentage points; every figure inside a `backtest` block is a decimal, as in
 * shared/api/backtest.ts. Every saved portfolio and subscription belongs to the caller: another
 * user's id answers 404 (40400001), like an unknown one.
 */

// ---- limits and enums ----

/** A portfolio's name: 1–40 characters after trimming. */
export const PORTFOLIO_NAME_MAX = 40;
/** Holdings a portfolio may hold (the backtest's limit). */
export const PORTFOLIO_MAX_HOLDINGS = BACKTEST_MAX_HOLDINGS;
/** Portfolios one compare request may take. */
export const PORTFOLIO_COMPARE_MAX = 3;
/** A holding whose drift exceeds this many percentage points (either way) raises a risk alert. */
export const DRIFT_ALERT_THRESHOLD_PP = 5;
/** Currencies a portfolio can be valued in. */
export const baseCurrencies = ["USD", "HKD", "SGD"] as const;
export type BaseCurrency = (typeof baseCurrencies)[number];
/** How the portfolio was made: the auto builder's proposal or picked by hand. */
export const createMethods = ["auto", "diy"] as const;
export type CreateMethod = (typeof createMethods)[number];
/** Risk levels 1–5: Conservative, Stable, Balanced, Growth, Aggressive. */
export const riskLevels = [1, 2, 3, 4, 5] as const;
/** Where the auto builder's risk level came from. */
export const riskLevelSources = ["request", "twin", "default"] as const;
/** The risk level the auto builder uses when neither the request nor the twin names one. */
export const DEFAULT_RISK_LEVEL = 3;

export const PORTFOLIO_NAME_REQUIRED_KEY =
  "errors:validation.portfolioNameRequired" satisfies MessageKey<"errors">;
export const PORTFOLIO_NAME_TOO_LONG_KEY =
  "errors:validation.portfolioNameTooLong" satisfies MessageKey<"errors">;

// ---- requests ----

/** "Portfolio name is required" / "Portfolio name cannot exceed 40 characters" (localized). */
export const portfolioNameSchema = z
  .string()
  .trim()
  .superRefine((name, ctx) => {
    if (name.length === 0)
      ctx.addIssue({
        code: "custom",
        message: "Portfolio name is required",
        params: { messageKey: PORTFOLIO_NAME_REQUIRED_KEY },
      });
    else if (name.length > PORTFOLIO_NAME_MAX)
      ctx.addIssue({
        code: "custom",
        message: `Portfolio name cannot exceed ${PORTFOLIO_NAME_MAX} characters`,
        params: { messageKey: PORTFOLIO_NAME_TOO_LONG_KEY },
      });
  })
  .meta({ description: `Portfolio name, 1–${PORTFOLIO_NAME_MAX} characters after trimming` });

const isoDateSchema = z.iso.date().meta({ description: "ISO date YYYY-MM-DD" });
const money = z.number().max(1e12);
const riskLevelSchema = z.number().int().min(1).max(5);

/** The backtest settings a portfolio is saved with (and re-run with on every detail read). */
export const portfolioSettingsSchema = z
  .object({
    weighting: z
      .enum(backtestWeightings)
      .default("custom")
      .meta({
        description:
          "How the target weights were set: `custom` as entered, `equal` 100/n, `marketCap` by latest AUM " +
          "(computed when saving; the saved weights are the targets from then on)",
      }),
    rebalance: z.enum(backtestRebalances).default("none"),
    startDate: isoDateSchema
      .optional()
      .meta({ description: "Backtest start; the common history's start when absent" }),
    endDate: isoDateSchema.optional().meta({ description: "Backtest end; the latest data when absent" }),
    initialAmount: money.gt(0).default(10_000).meta({ description: "In the base currency" }),
    monthlyContribution: money.min(0).optional().meta({ description: "In the base currency" }),
    benchmarks: z
      .array(z.string().trim().min(1).max(64))
      .max(BACKTEST_MAX_BENCHMARKS)
      .default([])
      .meta({ description: "Benchmark symbol codes from GET /v1/pub/benchmarks (up to 3)" }),
    baseCurrency: z
      .enum(baseCurrencies)
      .default("USD")
      .meta({ description: "Currency the portfolio is valued in; holdings in others convert with FX" }),
    extendWithBenchmark: z.boolean().default(false).meta({
      description:
        "Extend young holdings' history with their benchmark index before launch (spliced ranges are reported)",
    }),
  })
  .meta({ id: "PortfolioSettings" });
export type PortfolioSettings = z.infer<typeof portfolioSettingsSchema>;

/** A holding as sent: weight in percent, required with `custom` weighting. */
export const portfolioHoldingInputSchema = backtestHoldingSchema;

const portfolioBodyShape = {
  name: portfolioNameSchema,
  riskProfile: riskLevelSchema
    .optional()
    .meta({ description: "The risk level (1–5) the portfolio was built for" }),
  createMethod: z
    .enum(createMethods)
    .meta({ description: "`auto`: from the auto builder; `diy`: picked by hand" }),
  productType: z
    .enum(productTypes)
    .default("fund")
    .meta({ description: "Every holding must be of this type" }),
  holdings: z.array(portfolioHoldingInputSchema).min(1).max(PORTFOLIO_MAX_HOLDINGS),
  settings: portfolioSettingsSchema,
};

/** Duplicates, the 100% total (custom weighting) and the date order, as the backtest checks them. */
function checkPortfolioBody(
  body: {
    holdings: ReadonlyArray<{ fundCode: string; weight?: number }>;
    settings: { weighting: string; startDate?: string; endDate?: string; benchmarks: readonly string[] };
  },
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  body.holdings.forEach((h, i) => {
    if (seen.has(h.fundCode))
      ctx.addIssue({ code: "custom", path: ["holdings", i, "fundCode"], message: "duplicate fundCode" });
    seen.add(h.fundCode);
  });
  if (body.settings.weighting === "custom") {
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
  const { startDate, endDate } = body.settings;
  if (startDate && endDate && endDate <= startDate)
    ctx.addIssue({
      code: "custom",
      path: ["settings", "endDate"],
      message: "endDate must be after startDate",
    });
  const symbols = new Set<string>();
  body.settings.benchmarks.forEach((s, i) => {
    if (symbols.has(s))
      ctx.addIssue({ code: "custom", path: ["settings", "benchmarks", i], message: "duplicate benchmark" });
    symbols.add(s);
  });
}

/** POST /v1/app/portfolios. DIY portfolios are capped per plan (409 40900002, details `{limit, used}`). */
export const createPortfolioSchema = z
  .object(portfolioBodyShape)
  .superRefine(checkPortfolioBody)
  .meta({ id: "CreatePortfolio" });
export type CreatePortfolioRequest = z.infer<typeof createPortfolioSchema>;
export type CreatePortfolioInput = z.input<typeof createPortfolioSchema>;

/**
 * PUT /v1/app/portfolios/{id}: the whole portfolio again (a replacement, written in one
 * transaction); `createMethod` is kept when absent.
 */
export const updatePortfolioSchema = z
  .object({ ...portfolioBodyShape, createMethod: portfolioBodyShape.createMethod.optional() })
  .superRefine(checkPortfolioBody)
  .meta({ id: "UpdatePortfolio" });
export type UpdatePortfolioRequest = z.infer<typeof updatePortfolioSchema>;

export const portfolioParamsSchema = z.object({
  id: z.string().trim().min(1).max(64).meta({ description: "A saved portfolio's id" }),
});

/** GET /v1/app/portfolios/{id}/rebalance?amount= */
export const rebalanceQuerySchema = z.object({
  amount: z.coerce
    .number()
    .gt(0)
    .max(1e12)
    .meta({ description: "The new money to invest, in the portfolio's base currency" }),
});

/**
 * POST /v1/app/portfolios/compare: 2–3 ids, each a saved portfolio's id or a model
 * portfolio's id (`mp-1` … `mp-5`, as GET /v1/pub/model-portfolios lists them).
 */
export const comparePortfoliosSchema = z
  .object({
    ids: z
      .array(z.string().trim().min(1).max(64))
      .min(2)
      .max(PORTFOLIO_COMPARE_MAX)
      .refine((ids) => new Set(ids).size === ids.length, { message: "duplicate id" }),
  })
  .meta({ id: "ComparePortfolios" });
export type ComparePortfoliosRequest = z.infer<typeof comparePortfoliosSchema>;

/** POST /v1/app/portfolios/auto (and the assistant's `buildPortfolio`). */
export const autoPortfolioSchema = z
  .object({
    riskLevel: riskLevelSchema
      .optional()
      .meta({ description: "1–5; the user's digital twin's risk level when absent, else 3 (Balanced)" }),
    goal: z
      .enum(goalTypes)
      .optional()
      .meta({ description: "The goal the portfolio is for (named in the rationale)" }),
    productType: z.enum(productTypes).default("fund"),
    maxHoldings: z
      .number()
      .int()
      .min(1)
      .max(PORTFOLIO_MAX_HOLDINGS)
      .optional()
      .meta({ description: "At most this many holdings (the smallest sleeves are left out first)" }),
    initialAmount: money.gt(0).optional().meta({ description: "Backtest initial amount (default 10,000)" }),
    monthlyContribution: money.min(0).optional(),
    years: z
      .number()
      .gt(0)
      .max(60)
      .optional()
      .meta({ description: "Backtest the last N years (whole history when absent)" }),
  })
  .meta({ id: "AutoPortfolio" });
export type AutoPortfolioRequest = z.infer<typeof autoPortfolioSchema>;

export const modelPortfolioParamsSchema = z.object({
  id: z.string().trim().min(1).max(32).meta({ description: "A model portfolio id (mp-1 … mp-5)" }),
});

// ---- answers ----

const num = z.number().nullable();
const pctWeight = z.number().meta({ description: "Percent (25 = 25%)" });

/** A saved holding: the target weight in percent. */
export const portfolioHoldingSchema = z
  .object({
    fundCode: z.string(),
    fundName: z
      .string()
      .nullable()
      .meta({ description: "In the request's language; null when the product has left the universe" }),
    weight: pctWeight.meta({ description: "Target weight, percent" }),
  })
  .meta({ id: "PortfolioHolding" });

/** A saved portfolio as stored. */
export const portfolioRecordSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createMethod: z.enum(createMethods),
    productType: z.enum(productTypes),
    riskProfile: z.number().int().nullable(),
    holdings: z.array(portfolioHoldingSchema).meta({ description: "Target weights sum to 100" }),
    settings: portfolioSettingsSchema,
    createdAt: z.string().meta({ description: "ISO timestamp" }),
    updatedAt: z.string().meta({ description: "ISO timestamp" }),
  })
  .meta({ id: "PortfolioRecord" });
export type PortfolioRecord = z.infer<typeof portfolioRecordSchema>;

/**
 * Current drift: each holding's drifted weight at the backtest's last day (since the last
 * rebalance, or the start for buy-and-hold) minus its target, in percentage points.
 */
export const portfolioDriftSchema = z
  .object({
    asOf: z.string().nullable().meta({ description: "The data date of the drifted weights" }),
    thresholdPp: z.number().meta({ description: "Alert threshold in percentage points (5)" }),
    maxAbsDriftPp: num.meta({ description: "Largest |drift| of any holding; null without a backtest" }),
    alert: z
      .boolean()
      .meta({ description: "Some holding drifts beyond the threshold (a risk alert stands)" }),
    holdings: z.array(
      z.object({
        fundCode: z.string(),
        targetWeight: pctWeight,
        currentWeight: pctWeight,
        driftPp: z.number().meta({ description: "currentWeight − targetWeight, percentage points" }),
      }),
    ),
  })
  .meta({ id: "PortfolioDrift" });
export type PortfolioDrift = z.infer<typeof portfolioDriftSchema>;

/**
 * Return in the base currency split into the holdings' own (local-currency) return and the
 * currency effect: (1 + total) = (1 + local) × (1 + currency), so
 * `currencyEffect = (1 + totalReturn) / (1 + localReturn) − 1`. For the portfolio, `localReturn` is
 * the same portfolio simulated without conversion (each holding in its own currency).
 */
export const currencyAttributionSchema = z
  .object({
    baseCurrency: z.enum(baseCurrencies),
    totalReturn: num.meta({ description: "Cumulative time-weighted return in the base currency" }),
    localReturn: num,
    currencyEffect: num,
    holdings: z.array(
      z.object({
        fundCode: z.string(),
        currency: z.string().meta({ description: "The product's own currency" }),
        totalReturn: num,
        localReturn: num,
        currencyEffect: num.meta({ description: "0 when the product is in the base currency" }),
      }),
    ),
  })
  .meta({ id: "CurrencyAttribution" });
export type CurrencyAttribution = z.infer<typeof currencyAttributionSchema>;

/** A stretch of a young holding's history filled with its benchmark index (extendWithBenchmark). */
export const splicedRangeSchema = z
  .object({
    fundCode: z.string(),
    symbolCode: z.string().meta({ description: "The benchmark index used before the product's first NAV" }),
    startDate: z.string(),
    endDate: z.string().meta({ description: "The last proxy day (the day before the product's own data)" }),
  })
  .meta({ id: "SplicedRange" });

/** Overlap of two holdings' top-10 lists (shared securities). */
export const holdingPairOverlapSchema = z
  .object({
    a: z.string(),
    b: z.string(),
    weight: num.meta({ description: "Sum over the common securities of the smaller weight (decimal)" }),
    common: z.array(z.object({ name: z.string(), weightA: z.number(), weightB: z.number() })),
  })
  .meta({ id: "HoldingPairOverlap" });

/** GET /v1/app/portfolios/{id}. */
export const portfolioDetailSchema = z
  .object({
    portfolio: portfolioRecordSchema,
    backtest: backtestResultSchema.meta({
      description: "Re-run on the latest data with the saved settings, valued in the base currency",
    }),
    drift: portfolioDriftSchema,
    currency: currencyAttributionSchema,
    splicedRanges: z
      .array(splicedRangeSchema)
      .meta({ description: "Empty unless extendWithBenchmark; mark these ranges on the chart" }),
    overlap: z
      .array(holdingPairOverlapSchema)
      .meta({ description: "Every pair of holdings with top-10 lists" }),
  })
  .meta({ id: "PortfolioDetail" });
export type PortfolioDetail = z.infer<typeof portfolioDetailSchema>;

/**
 * POST /v1/app/portfolios/preview: the create flow's backtest of a portfolio not saved yet — the
 * body of a save without its name — run exactly as the saved portfolio will be (target weights
 * from the weighting, the base currency, the benchmark extension of young holdings).
 */
export const previewPortfolioSchema = z
  .object({ ...portfolioBodyShape, name: portfolioNameSchema.optional() })
  .superRefine(checkPortfolioBody)
  .meta({ id: "PreviewPortfolio" });
export type PreviewPortfolioRequest = z.infer<typeof previewPortfolioSchema>;

export const portfolioPreviewSchema = z
  .object({
    holdings: z
      .array(z.object({ fundCode: z.string(), weight: z.number() }))
      .meta({ description: "The target weights the save would keep (percent, from the weighting)" }),
    backtest: backtestResultSchema.meta({ description: "Valued in the base currency" }),
    currency: currencyAttributionSchema,
    splicedRanges: z
      .array(splicedRangeSchema)
      .meta({ description: "Empty unless extendWithBenchmark; mark these ranges on the chart" }),
  })
  .meta({ id: "PortfolioPreview" });
export type PortfolioPreview = z.infer<typeof portfolioPreviewSchema>;

/**
 * GET /v1/app/portfolios/{id}/rebalance: how to split new money to move back toward the
 * targets without selling. The most underweight holdings are filled first (water-filling):
 * after investing, every holding that receives money sits at the same fraction of its target,
 * so the weights are as close to target as the amount allows; when `amount ≥ amountForExact`
 * the weights land exactly on target (the excess is split by target weight).
 */
export const rebalancePlanSchema = z
  .object({
    amount: z.number(),
    baseCurrency: z.enum(baseCurrencies),
    asOf: z.string().nullable(),
    currentValue: z.number().meta({ description: "The portfolio's simulated value on `asOf`" }),
    exact: z.boolean().meta({ description: "The amount brings every holding back to its target" }),
    amountForExact: z.number().meta({ description: "The least new money that restores the targets exactly" }),
    holdings: z.array(
      z.object({
        fundCode: z.string(),
        currentValue: z.number(),
        currentWeight: pctWeight,
        targetWeight: pctWeight,
        contribution: z.number().meta({ description: "New money for this holding (≥ 0)" }),
        weightAfter: pctWeight,
      }),
    ),
  })
  .meta({ id: "RebalancePlan" });
export type RebalancePlan = z.infer<typeof rebalancePlanSchema>;

/** A list row of a saved portfolio, with its latest figures. */
export const portfolioSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createMethod: z.enum(createMethods),
    productType: z.enum(productTypes),
    riskProfile: z.number().int().nullable(),
    baseCurrency: z.enum(baseCurrencies),
    holdingsCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    asOf: z.string().nullable().meta({ description: "Data date of the figures" }),
    latestValue: num.meta({ description: "Backtest final value in the base currency" }),
    cumulativeReturn: num,
    annualizedReturn: num,
    maxAbsDriftPp: num,
    driftAlert: z.boolean(),
  })
  .meta({ id: "PortfolioSummary" });
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

const headlineSchema = z
  .object({
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    cumulativeReturn: num,
    annualizedReturn: num,
    volatility: num,
    maxDrawdown: num.meta({ description: "Positive decimal" }),
    sharpe: num,
  })
  .meta({ id: "PortfolioHeadline" });

/** GET /v1/pub/model-portfolios: a model portfolio with its whole-history headline figures. */
export const modelPortfolioItemSchema = modelPortfolioSchema
  .extend({ headline: headlineSchema })
  .meta({ id: "ModelPortfolioItem" });
export type ModelPortfolioItem = z.infer<typeof modelPortfolioItemSchema>;
export const modelPortfolioListSchema = z
  .array(modelPortfolioItemSchema)
  .meta({ description: "Risk level 1 first" });

/** A model portfolio the user subscribes to (list row). */
export const subscribedModelPortfolioSchema = modelPortfolioItemSchema
  .extend({ subscribedAt: z.string().meta({ description: "ISO timestamp" }) })
  .meta({ id: "SubscribedModelPortfolio" });
export type SubscribedModelPortfolio = z.infer<typeof subscribedModelPortfolioSchema>;

const usageSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable().meta({ description: "The plan's cap; null: unlimited" }),
});

/** GET /v1/app/portfolios: mine (newest first) and the subscribed model portfolios. */
export const portfolioListSchema = z
  .object({
    portfolios: z.array(portfolioSummarySchema),
    subscriptions: z.array(subscribedModelPortfolioSchema).meta({ description: "Newest subscription first" }),
    usage: z.object({
      diyPortfolios: usageSchema.meta({ description: "DIY portfolios held against the plan's cap" }),
      modelPortfolioSubscriptions: usageSchema,
    }),
  })
  .meta({ id: "PortfolioList" });
export type PortfolioList = z.infer<typeof portfolioListSchema>;

/** POST /v1/app/model-portfolios/{id}/subscription (idempotent: subscribing again keeps the date). */
export const modelSubscriptionSchema = z
  .object({ modelPortfolioId: z.string(), subscribedAt: z.string() })
  .meta({ id: "ModelSubscription" });

/**
 * The details of a 409 limit failure (40900001 subscriptions, 40900002 DIY portfolios), for the
 * web's limit dialog: `error.details` of the FAILURE envelope.
 */
export const portfolioLimitDetailsSchema = z
  .object({
    capability: z.enum(["diyPortfolios", "modelPortfolioSubscriptions"]),
    limit: z.number().int(),
    used: z.number().int(),
  })
  .meta({ id: "PortfolioLimitDetails" });
export type PortfolioLimitDetails = z.infer<typeof portfolioLimitDetailsSchema>;

/** One column of a comparison, over the common window with no contributions. */
export const portfolioComparisonItemSchema = z
  .object({
    id: z.string(),
    kind: z.enum(["portfolio", "model"]),
    name: z.string().meta({ description: "A model portfolio's name is in the request's language" }),
    riskLevel: z
      .number()
      .int()
      .nullable()
      .meta({ description: "A model's level, a saved portfolio's riskProfile" }),
    baseCurrency: z.enum(baseCurrencies),
    holdings: z.array(portfolioHoldingSchema),
    series: backtestResultSchema.shape.series.meta({
      description: "Growth of 10,000 over the common window",
    }),
    drawdownSeries: backtestResultSchema.shape.drawdownSeries,
    metrics: backtestMetricsSchema.nullable(),
    annualized: backtestResultSchema.shape.annualized,
    calendarYears: backtestResultSchema.shape.calendarYears,
    finalValue: num,
  })
  .meta({ id: "PortfolioComparisonItem" });

export const portfolioComparisonSchema = z
  .object({
    startDate: z
      .string()
      .nullable()
      .meta({ description: "The common window's start (the youngest portfolio's)" }),
    endDate: z.string().nullable(),
    items: z.array(portfolioComparisonItemSchema).meta({ description: "In the order asked" }),
  })
  .meta({ id: "PortfolioComparison" });
export type PortfolioComparison = z.infer<typeof portfolioComparisonSchema>;

/** Why the auto builder chose a product for its sleeve. */
export const autoPickReasons = ["highestRated", "cheapest", "largest", "onlyCandidate"] as const;

/** A proposed holding with its rationale. */
export const autoHoldingSchema = z
  .object({
    fundCode: z.string(),
    fundName: z.string().meta({ description: "In the request's language" }),
    weight: pctWeight,
    sleeve: z
      .string()
      .meta({ description: "The role it fills: cash, coreBond, asiaBond, globalEquity, asiaEquity" }),
    assetClass: z.string().nullable(),
    reason: z.enum(autoPickReasons).meta({
      description:
        "highestRated: best star rating in the sleeve; cheapest: the lowest TER among the best rated; " +
        "largest: no rating or TER tells them apart, the largest AUM; onlyCandidate: the only product fitting",
    }),
    starRating: num,
    totalExpenseRatio: num.meta({ description: "Decimal" }),
    volatility: num.meta({ description: "1-year volatility (decimal)" }),
    productRiskLevel: num.meta({ description: "The product's own risk level 1–5 (≤ the portfolio's)" }),
    rationale: z.string().meta({ description: "One sentence in the request's language" }),
  })
  .meta({ id: "AutoHolding" });
export type AutoHolding = z.infer<typeof autoHoldingSchema>;

/** A portfolio ready to save: POST /v1/app/portfolios with these fields and a name. */
export const portfolioDraftSchema = z
  .object({
    createMethod: z.enum(createMethods),
    productType: z.enum(productTypes),
    riskProfile: z.number().int().nullable(),
    holdings: z.array(z.object({ fundCode: z.string(), weight: pctWeight })),
    settings: portfolioSettingsSchema,
  })
  .meta({ id: "PortfolioDraft" });
export type PortfolioDraft = z.infer<typeof portfolioDraftSchema>;

export const autoPortfolioResultSchema = z
  .object({
    riskLevel: z.number().int().min(1).max(5),
    riskLevelSource: z.enum(riskLevelSources),
    riskLevelName: z.string().meta({ description: "Conservative … Aggressive, in the request's language" }),
    goal: z.enum(goalTypes).nullable(),
    productType: z.enum(productTypes),
    volatilityBand: z
      .object({ min: z.number(), max: num.meta({ description: "Null: no ceiling (level 5)" }) })
      .meta({
        description:
          "The risk level's 1-year volatility band (decimals); every product is within its ceiling",
      }),
    holdings: z.array(autoHoldingSchema),
    draft: portfolioDraftSchema,
    backtest: backtestResultSchema,
  })
  .meta({ id: "AutoPortfolioResult" });
export type AutoPortfolioResult = z.infer<typeof autoPortfolioResultSchema>;
