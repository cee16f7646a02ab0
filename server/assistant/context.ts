/**
 * What a chat turn's tools work with: the platform parts and feature services they call (the
 * same ones the HTTP routes call), the caller and their plan, the answer language and the
 * per-turn memo of the assistant quota (one message counts once, however many tools it runs).
 */

import { type Plan, planOf } from "../../shared/entitlements";
import type { ApiLang } from "../../shared/locales";
import type { MetricTableSource } from "../data/metric-table";
import type { BacktestDeps } from "../features/backtest";
import type { MacroService } from "../features/macro";
import type { NewsService } from "../features/news";
import type { PlanningService } from "../features/planning";
import type { PortfolioService } from "../features/portfolios";
import type { ProductContext } from "../features/products";
import type { ReportService } from "../features/reports";
import type { SelectionService } from "../features/selection";
import type { AlertService, WatchlistService } from "../features/watchlist";
import type { Clock } from "../platform/clock";
import type { AccessClaims } from "../platform/identity/access-token";
import type { LimitResult, Limits } from "../platform/limits";

/** The app's services the tools call (built once in server/services.ts, shared with the routes). */
export interface ToolServices {
  /** The one clock: quota days. */
  clock: Clock;
  /** The caller's plan as it stands now (the chat reads it fresh each turn, as the HTTP gate does). */
  planOfUser(claims: AccessClaims): Promise<Plan>;
  metrics: MetricTableSource;
  limits: Limits;
  products: ProductContext;
  selection: SelectionService;
  backtest: BacktestDeps;
  news: NewsService;
  watchlist: WatchlistService;
  alerts: AlertService;
  portfolios: PortfolioService;
  planning: PlanningService;
  reports: ReportService;
  macro: MacroService;
}

/** One chat turn's context for the tools. */
export interface ToolContext {
  services: ToolServices;
  /** Null for an anonymous caller. */
  user: AccessClaims | null;
  plan: Plan;
  lang: ApiLang;
  /** The assistant quota's hit for this turn, once charged (tools.guard.ts). */
  quota?: Promise<LimitResult>;
}

/** `plan`: the caller's current plan (ToolServices.planOfUser); the access token's when absent. */
export function createToolContext(input: {
  services: ToolServices;
  user: AccessClaims | null;
  lang: ApiLang;
  plan?: Plan;
}): ToolContext {
  return { ...input, plan: input.plan ?? planOf(input.user) };
}
