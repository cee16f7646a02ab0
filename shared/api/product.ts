import { z } from "zod";
import { periodSchema, periods, riskWindows } from "../domain/period";
import {
  assetClasses,
  curatedListIds,
  currencies,
  dividendFrequencies,
  documentLangs,
  documentTypes,
  noRiskRatingReasons,
  productTypes,
  ratingTiers,
  regions,
  TOP_PICKS_LIST,
} from "../domain/product";

/**
 * The product endpoints (/v1/app/fund/* and /v1/app/etf/*): requests and responses. Figures are as of the
 * derived data's `asOf`; ratios are decimals; null means "no figure". Served by
 * server/features/products; if a shape changes, its builder there changes with it.
 */

// ---- requests ----

const fundCode = z.string().trim().min(1).max(40);
const isinCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z0-9]{9}\d$/, "expected an ISIN");
const onOff = z.enum(["true", "false", "1", "0"]);

const productRefShape = {
  fundCode: fundCode.optional().meta({ description: "Product code (fund or ETF)" }),
  isinCode: isinCode
    .optional()
    .meta({ description: "ISIN, instead of fundCode (detail pages link by ISIN)" }),
};
const requireRef = (q: { fundCode?: string; isinCode?: string }) =>
  q.fundCode !== undefined || q.isinCode !== undefined;
const refIssue = { path: ["fundCode"], message: "fundCode or isinCode is required" };

/** `?fundCode=` (or `?isinCode=`): the product of a detail call. */
export const productRefQuerySchema = z.object(productRefShape).refine(requireRef, refIssue);
export type ProductRefQuery = z.infer<typeof productRefQuerySchema>;

/** GET /v1/pub/factsheet/{code}: the product whose document is asked for. */
export const documentParamsSchema = z.object({
  code: fundCode.meta({ description: "Product code (fund or ETF)" }),
});
/** `?type=&lang=`: one of the documents GET /v1/app/fund/document lists for the product. */
export const documentQuerySchema = z.object({
  type: z.enum(documentTypes).meta({ description: "Document type" }),
  lang: z
    .enum(documentLangs)
    .meta({ description: "Document language (also the language of a failure's message)" }),
});

export const performanceQuerySchema = z
  .object({
    ...productRefShape,
    period: periodSchema.optional().meta({ description: "Cut `series` to this trailing period" }),
    benchmark: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .optional()
      .meta({ description: "Benchmark symbolCode: adds beta, alpha, tracking error, information ratio" }),
  })
  .refine(requireRef, refIssue);
export type PerformanceQuery = z.infer<typeof performanceQuerySchema>;

export const factorQuerySchema = z
  .object({
    ...productRefShape,
    fullMarket: onOff.optional().meta({
      description: "true (default): percentiles against the whole market; false: within the category",
    }),
  })
  .refine(requireRef, refIssue);
export type FactorQuery = z.infer<typeof factorQuerySchema>;

export const annualizedYieldBodySchema = z
  .object({ fundCodes: z.array(fundCode).min(1).max(50) })
  .meta({ id: "AnnualizedYieldRequest" });

export { curatedListIds };
export const curatedListSchema = z.enum(curatedListIds);

export const topPickBodySchema = z
  .object({
    productType: z.enum(productTypes),
    list: curatedListSchema.default(TOP_PICKS_LIST),
    limit: z.number().int().min(1).max(100).default(30).meta({ description: "Best N members (default 30)" }),
  })
  .meta({ id: "TopPickRequest" });

export const relatedFundsQuerySchema = z.object({
  ticker: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[A-Za-z0-9.\-: ]+$/, "expected a ticker such as 0700.HK or AAPL"),
  limit: z.coerce.number().int().min(1).max(100).optional().meta({ description: "At most N (default 30)" }),
});

export const fundAssetQuerySchema = z.object({
  investmentRegion: z.enum(regions).optional().meta({ description: "Region id; all regions when absent" }),
  productType: z.enum(productTypes).optional().meta({ description: "fund or etf; both when absent" }),
});

// ---- responses ----

const ratio = z.number().nullable();
const isoDay = z.string().meta({ description: "YYYY-MM-DD" });
const ratingTierSchema = z.enum(ratingTiers);
const quartileSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).nullable();

export const productInfoSchema = z
  .object({
    fundCode: z.string(),
    isin: z.string().nullable(),
    symbol: z.string().nullable(),
    productType: z.enum(productTypes),
    name: z.string().meta({ description: "In the request's language" }),
    shareClass: z.string().nullable(),
    assetClass: z.enum(assetClasses).nullable(),
    category: z.string().nullable(),
    categoryName: z.string().nullable().optional().meta({
      description:
        "The category in the request's language (absent in chat answers stored before it was added)",
    }),
    region: z.string().nullable(),
    currency: z.enum(currencies),
    riskLevel: z.number().int().min(1).max(5).nullable(),
    noRiskRatingReasons: z.array(z.enum(noRiskRatingReasons)),
    institutionRiskLevel: z.number().int().min(1).max(5).nullable(),
    thirdPartyCategory: z.string().nullable(),
    starRating: z.number().int().min(1).max(5).nullable(),
    ratingTier: ratingTierSchema.nullable(),
    dividendFrequency: z.enum(dividendFrequencies).nullable(),
    company: z.string().nullable().meta({ description: "Fund company name in the request's language" }),
    launchDate: isoDay.nullable(),
    nav: z.number().nullable(),
    navDate: isoDay.nullable(),
    aumUsd: z.number().nullable(),
    fees: z.object({
      initialCharge: ratio,
      redemption: ratio,
      management: ratio,
      performance: ratio,
      totalExpenseRatio: ratio,
    }),
    isStrategy: z.boolean().meta({ description: "Leveraged, inverse, hedged or similar strategy product" }),
    sevenDayYield: ratio,
    effectiveDuration: z.number().nullable().meta({ description: "Years" }),
    yieldToMaturity: ratio,
    premiumRate: ratio.meta({ description: "ETFs: price premium over NAV" }),
    benchmark: z
      .object({ symbolCode: z.string(), name: z.string() })
      .nullable()
      .meta({ description: "The product's benchmark index, named in the request's language" }),
    domicile: z.string().nullable(),
    sfcAuthorised: z.boolean(),
    masRecognised: z.boolean(),
    cpfisEligible: z.boolean(),
    srsEligible: z.boolean(),
    hedged: z.boolean(),
    distributing: z.boolean(),
    isDemo: z.boolean(),
  })
  .meta({ id: "ProductInfo" });
export type ProductInfo = z.infer<typeof productInfoSchema>;

const periodFigureSchema = z.object({
  return: ratio,
  annualized: ratio.optional().meta({ description: "3Y, 5Y, 10Y and SI only" }),
  categoryAverage: ratio,
  quartile: quartileSchema.meta({ description: "1 = top quarter of the category" }),
});

const windowRiskSchema = z
  .object({
    annualizedReturn: ratio,
    volatility: ratio,
    sharpe: z.number().nullable(),
    sortino: z.number().nullable(),
    calmar: z.number().nullable(),
    maxDrawdown: ratio.meta({ description: "Positive ratio" }),
    peakDate: isoDay.nullable(),
    troughDate: isoDay.nullable(),
    recoveryDate: isoDay.nullable(),
    repairDays: z.number().int().nullable(),
    repairPeriods: z.number().int().nullable(),
    var95: ratio,
    observations: z.number().int(),
    beta: z.number().nullable().optional().meta({ description: "With `benchmark` only" }),
    alpha: z.number().nullable().optional(),
    trackingError: z.number().nullable().optional(),
    informationRatio: z.number().nullable().optional(),
  })
  .meta({ id: "WindowRisk" });
export type WindowRiskFigures = z.infer<typeof windowRiskSchema>;

const byPeriod = <T extends z.ZodType>(s: T) =>
  z.object(Object.fromEntries(periods.map((p) => [p, s])) as Record<(typeof periods)[number], T>);
const byWindow = <T extends z.ZodType>(s: T) =>
  z.object(Object.fromEntries(riskWindows.map((w) => [w, s])) as Record<(typeof riskWindows)[number], T>);

export const performanceSchema = z
  .object({
    asOf: isoDay.nullable(),
    benchmark: z.string().nullable().meta({ description: "Benchmark of the relative figures, if any" }),
    periods: byPeriod(periodFigureSchema),
    risk: byWindow(windowRiskSchema.nullable()),
    series: z
      .array(z.tuple([isoDay, z.number(), z.number()]))
      .meta({ description: "[date, NAV, total-return index]" }),
    calendarYears: z.array(
      z.object({
        year: z.number().int(),
        return: z.number(),
        categoryAverage: ratio,
        partial: z.boolean().meta({ description: "The year is not complete (launch year or current year)" }),
      }),
    ),
  })
  .meta({ id: "ProductPerformance" });
export type ProductPerformanceData = z.infer<typeof performanceSchema>;

export const rankSchema = z
  .object({
    category: z.string().nullable(),
    ratingTier: ratingTierSchema.nullable(),
    percentile: z.number().nullable().meta({ description: "0–100, 100 best" }),
    rankInCategory: z.number().int().nullable(),
    categorySize: z.number().int().nullable().meta({ description: "Products ranked in the category" }),
    byPeriod: byPeriod(periodFigureSchema.omit({ annualized: true })),
  })
  .meta({ id: "ProductRank" });
export type ProductRank = z.infer<typeof rankSchema>;

export const productDocumentSchema = z
  .object({
    type: z.enum(documentTypes),
    title: z.string(),
    lang: z.enum(documentLangs),
    date: isoDay,
    url: z.string(),
  })
  .meta({ id: "ProductDocument" });
export type ProductDocument = z.infer<typeof productDocumentSchema>;

export const productManagerSchema = z
  .object({
    name: z.string(),
    startDate: isoDay,
    biography: z.string().nullable(),
    aumManagedUsd: z
      .number()
      .nullable()
      .meta({ description: "Latest AUM of every product they currently manage" }),
    fundsManaged: z.number().int().meta({ description: "Products they currently manage" }),
  })
  .meta({ id: "ProductManager" });
export type ProductManager = z.infer<typeof productManagerSchema>;

export const holdingsSchema = z
  .object({
    asOf: isoDay.nullable(),
    top10: z.array(
      z.object({
        name: z.string(),
        ticker: z.string().nullable(),
        weight: z.number(),
        assetClass: z.enum(assetClasses).nullable(),
        sector: z.string().nullable(),
        country: z.string().nullable(),
      }),
    ),
    concentrationTop10: ratio.meta({ description: "Sum of the top-10 weights" }),
  })
  .meta({ id: "ProductHoldings" });
export type ProductHoldings = z.infer<typeof holdingsSchema>;

const weights = z.array(z.object({ label: z.string(), weight: z.number() }));
export const distributionSchema = z
  .object({
    asOf: isoDay.nullable(),
    assetClass: weights,
    region: weights,
    industry: weights,
    bondSector: weights,
    creditRating: weights,
  })
  .meta({ id: "ProductDistribution" });
export type ProductDistribution = z.infer<typeof distributionSchema>;

// biome-ignore format: a list
export const factorGroupNames = ["Return", "Risk", "AUM", "Company", "Manager", "Fundamental"] as const;
const factorScoreSchema = z.object({
  factor: z.string(),
  value: z.number().nullable(),
  percentile: z.number().nullable().meta({ description: "0–100, direction-aware, 100 best" }),
  score: z.number().int().min(1).max(5).nullable(),
});
/** The factor groups a plan with a preview of factor analysis sees (Pro); the rest come empty. */
export const factorPreviewGroups = [
  "Return",
  "Risk",
] as const satisfies readonly (typeof factorGroupNames)[number][];

export const factorsSchema = z
  .object({
    groups: z.object(
      Object.fromEntries(factorGroupNames.map((g) => [g, z.array(factorScoreSchema)])) as Record<
        (typeof factorGroupNames)[number],
        z.ZodArray<typeof factorScoreSchema>
      >,
    ),
    preview: z
      .object({ capability: z.literal("factorAnalysis"), groups: z.array(z.enum(factorGroupNames)) })
      .optional()
      .meta({
        description: "Present when the caller's plan previews factor analysis: only these groups are filled",
      }),
  })
  .meta({ id: "ProductFactors" });
export type ProductFactors = z.infer<typeof factorsSchema>;

export const annualizedYieldSchema = z
  .array(z.object({ fundCode: z.string(), y1: ratio, y3: ratio, y5: ratio }))
  .meta({ id: "AnnualizedYields" });
export type AnnualizedYields = z.infer<typeof annualizedYieldSchema>;

export const companyDictionarySchema = z
  .array(z.object({ companyId: z.string(), name: z.string() }))
  .meta({ id: "CompanyDictionary" });
export type CompanyDictionary = z.infer<typeof companyDictionarySchema>;

export const fundAssetDictionarySchema = z
  .object({
    investmentRegion: z.enum(regions).nullable(),
    assetClasses: z.array(
      z.object({
        assetClass: z.enum(assetClasses),
        products: z.number().int(),
        categories: z.array(
          z.object({
            category: z
              .string()
              .meta({ description: "The category (English name; the value selection filters take)" }),
            name: z.string().meta({ description: "Its name in the request's language" }),
            products: z.number().int(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "FundAssetDictionary" });
export type FundAssetDictionary = z.infer<typeof fundAssetDictionarySchema>;

/**
 * Comprehensive analysis beyond the factor scores (GET /v1/app/fund/style, ours): the 3-year
 * rolling figures at each month end, and a returns-based style analysis — the product's monthly
 * excess returns regressed on the macro asset classes' monthly excess returns (ordinary least
 * squares over up to the last 36 months).
 */
export const styleSchema = z
  .object({
    asOf: isoDay.nullable(),
    rolling: z
      .array(
        z.object({
          date: isoDay.meta({ description: "Month end closing the 3-year window" }),
          sharpe: z.number().nullable(),
          volatility: ratio,
          maxDrawdown: ratio.meta({ description: "Positive ratio" }),
        }),
      )
      .meta({ description: "Oldest first; empty under three years of history" }),
    style: z
      .object({
        start: isoDay,
        end: isoDay,
        observations: z.number().int().meta({ description: "Monthly returns in the regression" }),
        rSquared: z.number(),
        alpha: z.number().meta({ description: "Annualized intercept (decimal)" }),
        exposures: z.array(
          z.object({
            assetId: z.string(),
            name: z.string().meta({ description: "The macro asset in the request's language" }),
            beta: z.number(),
          }),
        ),
      })
      .nullable()
      .meta({ description: "null under 24 monthly returns" }),
  })
  .meta({ id: "ProductStyle" });
export type ProductStyle = z.infer<typeof styleSchema>;
