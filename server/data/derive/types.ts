/**
 * The derived data's shapes (recomputed together under one `asOf`), as stored in derived_products /
 * derived_categories (jsonb) and read by the product API, the screener's metric table and the
 * assistant. If a field changes, the readers in server/data/load/read-derived.ts and
 * server/data/metric-table.ts change with it.
 */

import type { Period, RiskWindow } from "../../../shared/domain/period";
import type { RiskAlert } from "../../analytics/alerts";
import type { FactorId } from "../../analytics/factors";
import type { WindowRisk } from "../../analytics/performance";
import type { CategoryRank, NoRiskRatingReason, RiskLevel } from "../../analytics/ranks";

export interface DerivedPeriod {
  return: number | null;
  annualized?: number | null;
  categoryAverage: number | null;
  /** 1 = top quarter of the category; null when not comparable. */
  quartile: 1 | 2 | 3 | 4 | null;
}

/** One product's derived figures as of the universe's `asOf`. */
export interface DerivedProduct {
  code: string;
  /** Last NAV and its date (null: no NAV at all). */
  nav: number | null;
  navDate: string | null;
  /** Annualization scale inferred from the NAV spacing. */
  scale: number;
  periods: Record<Period, DerivedPeriod>;
  risk: Record<RiskWindow, WindowRisk | null>;
  calendarYears: Array<{ year: number; return: number; partial: boolean }>;
  riskLevel: RiskLevel | null;
  volatility1y: number | null;
  noRiskRatingReasons: NoRiskRatingReason[];
  rank: (Omit<CategoryRank, "fundCode"> & { horizon: "3Y" | "1Y" }) | null;
  aumUsd: number | null;
  aumDate: string | null;
  flow1y: { netInflowUsd: number; netInflowRate: number | null; aumChangeRate: number | null } | null;
  sevenDayYieldStdDev1y: number | null;
  /** Means of the month-end 3Y rolling figures. */
  rolling3y: { sharpe: number | null; volatility: number | null; maxDrawdown: number | null };
  /** Raw factor values and their percentiles (0–100, 100 best) in the market and in the category. */
  factors: Partial<Record<FactorId, { value: number; market: number | null; category: number | null }>>;
  /** Curated lists (`<productType>:<listId>`) the product is on. */
  lists: string[];
  /** Return over the last 21 observations, and the sd of its own earlier 21-observation returns. */
  recentMove: { move: number | null; historySd: number | null };
  /** Risk alerts standing as of `asOf` (server/analytics/alerts.ts). */
  alerts: RiskAlert[];
  /** A breakout to a 52-week high within the last 30 days (product-figures.ts `recentHigh52w`; news). */
  high52w?: { date: string; nav: number; previousHigh: number; previousHighDate: string } | null;
}

export interface DerivedCategory {
  category: string;
  productType: string;
  size: number;
  rankedSize: number;
  horizon: "3Y" | "1Y";
  periodAverages: Partial<Record<Period, number | null>>;
  calendarYearAverages: Record<string, number>;
}

export interface DerivedMeta {
  asOf: string;
  /** The universe version (app_meta "universe") this was derived from. */
  universeAsOf: string;
  computedAt: string;
  products: number;
  categories: number;
  lists: Record<string, number>;
  seconds: number;
  /** News events of this version (absent: derived before news existed, derived again at start). */
  news?: number;
  /** Risk alerts of this version (absent: derived before alerts were stored, derived again at start). */
  alerts?: number;
}
