import { z } from "zod";
import { reportAudiences } from "../domain/assistant";
import { periods } from "../domain/period";

/**
 * AI reports on one product (/v1/app/reports*): a personal investor's version and an adviser's
 * client-meeting version, in the request's language. The server builds a `facts` object from
 * the analytics, writes the text from those facts (built-in templates or the configured LLM)
 * and rejects any text carrying a number the facts do not hold. Each report is stored with its
 * facts and their version; reading one also compares it with the caller's previous report on
 * the same product and audience ("what changed"). Served by server/features/reports.
 */

export { reportAudiences };
export const REPORT_FACTS_VERSION = 1;

export const createReportSchema = z.object({
  fundCode: z.string().trim().min(1).max(40),
  audience: z.enum(reportAudiences),
  /** The disclaimer must be accepted for every report (false or absent: 400 40000021). */
  disclaimerAccepted: z.boolean().optional(),
});
export type CreateReportRequest = z.infer<typeof createReportSchema>;

export const reportParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

const num = z.number().nullable();

export const reportFactsSchema = z.object({
  version: z.number().int(),
  audience: z.enum(reportAudiences),
  dataAsOf: z.string().nullable(),
  product: z.object({
    code: z.string(),
    name: z.string(),
    productType: z.string(),
    currency: z.string(),
    categoryName: z.string().nullable(),
    company: z.string().nullable(),
    launchDate: z.string().nullable(),
    benchmarkName: z.string().nullable(),
    nav: num,
    navDate: z.string().nullable(),
    aumUsd: num,
  }),
  performance: z.object({
    periods: z.array(
      z.object({
        period: z.enum(periods),
        return: num,
        categoryAverage: num,
        quartile: z.number().int().nullable(),
      }),
    ),
    calendarYears: z.array(
      z.object({ year: z.number().int(), return: z.number(), categoryAverage: num, partial: z.boolean() }),
    ),
    versusBenchmark: z
      .object({ window: z.string(), alpha: num, beta: num, trackingError: num, informationRatio: num })
      .nullable(),
  }),
  risk: z.object({
    window: z.string().nullable(),
    volatility: num,
    maxDrawdown: num,
    peakDate: z.string().nullable(),
    troughDate: z.string().nullable(),
    recoveryDate: z.string().nullable(),
    repairDays: num,
    sharpe: num,
    riskLevel: z.number().int().nullable(),
    noRatingReasons: z.array(z.string()),
  }),
  factors: z.object({
    strengths: z.array(z.object({ factor: z.string(), name: z.string(), score: z.number().int() })),
    weaknesses: z.array(z.object({ factor: z.string(), name: z.string(), score: z.number().int() })),
  }),
  holdings: z.object({
    asOf: z.string().nullable(),
    top: z.array(z.object({ name: z.string(), weight: z.number() })),
    concentrationTop10: num,
  }),
  fees: z.object({
    totalExpenseRatio: num,
    categoryAverageTer: num,
    management: num,
    initialCharge: num,
  }),
  alerts: z.array(z.object({ kind: z.string(), title: z.string(), date: z.string() })),
  peers: z
    .array(
      z.object({
        code: z.string(),
        name: z.string(),
        return1y: num,
        return3y: num,
        volatility1y: num,
        sharpe1y: num,
        totalExpenseRatio: num,
      }),
    )
    .optional(),
});
export type ReportFacts = z.infer<typeof reportFactsSchema>;

export const reportChangeSchema = z.object({
  key: z.enum([
    "return1y",
    "return3y",
    "volatility",
    "maxDrawdown",
    "sharpe",
    "riskLevel",
    "totalExpenseRatio",
    "concentrationTop10",
    "alerts",
  ]),
  /** How the figure is shown: a ratio as a percentage, a plain number, or a count/level. */
  format: z.enum(["percent", "number", "integer"]),
  before: num,
  after: num,
});
export type ReportChange = z.infer<typeof reportChangeSchema>;

export const reportSummarySchema = z.object({
  id: z.string(),
  fundCode: z.string(),
  title: z.string(),
  productName: z.string(),
  audience: z.enum(reportAudiences),
  lang: z.string(),
  generator: z.enum(["template", "llm"]),
  factsVersion: z.number().int(),
  dataAsOf: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportSchema = reportSummarySchema.extend({
  markdown: z.string(),
  facts: reportFactsSchema,
  /** Against my previous report on the same product and audience; null when this is the first. */
  changes: z
    .object({
      previousId: z.string(),
      previousCreatedAt: z.string(),
      previousDataAsOf: z.string().nullable(),
      items: z.array(reportChangeSchema),
    })
    .nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListSchema = z.object({ reports: z.array(reportSummarySchema) });
export type ReportList = z.infer<typeof reportListSchema>;
