import { z } from "zod";

/**
 * Trailing-return periods of a product's "periods" block (GET /v1/app/fund/performance; SI =
 * since inception). The calendar rule of each one is in server/analytics/README.md "Trailing
 * returns"; server/analytics/returns.ts implements it.
 * If this list changes, update the period targets in server/analytics/returns.ts.
 */
export const periods = ["7D", "YTD", "1M", "3M", "6M", "1Y", "3Y", "5Y", "10Y", "SI"] as const;
export const periodSchema = z.enum(periods);
export type Period = z.infer<typeof periodSchema>;

/** Periods whose block also carries an `annualized` figure (3Y, 5Y, 10Y and SI). */
export const annualizedPeriods = ["3Y", "5Y", "10Y", "SI"] as const satisfies readonly Period[];
export type AnnualizedPeriod = (typeof annualizedPeriods)[number];

/** Windows of the risk block: trailing 1, 3, 5 years and since inception. */
export const riskWindows = ["1Y", "3Y", "5Y", "SI"] as const;
export const riskWindowSchema = z.enum(riskWindows);
export type RiskWindow = z.infer<typeof riskWindowSchema>;
