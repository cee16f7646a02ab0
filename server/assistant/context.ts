/**
 * What a chat turn's tools work with: the platform parts and feature services they call (the
 * same ones the HTTP routes call), the caller and their plan, the answer language and the
 * per-turn memo of the assistant quota (one message counts once, however many tools it runs).
 */

import { type Plan, planOf } from "../../shared/entitlements";
import type { ApiLang } from "../../shared/locales";
import { createProductReader } from "../data/load/read-product";
import type { MetricTableSource } from "../data/metric-table";
import { type BacktestData, createBacktestData } from "../features/backtest";
import type { ProductContext } from "../features/products";
import { createSelectionService, type SelectionService } from "../features/selection";
import type { AccessClaims } from "../platform/identity/access-token";
import type { LimitResult, Limits } from "../platform/limits";
import type { Store } from "../store/db";

/** Built once per app: the services every turn shares (and their caches). */
export interface AssistantServices {
  metrics: MetricTableSource;
  limits: Limits;
  products: ProductContext;
  selection: SelectionService;
  backtest: { metrics: MetricTableSource; data: BacktestData };
}

export function createAssistantServices(deps: {
  store: Store;
  metrics: MetricTableSource;
  limits: Limits;
}): AssistantServices {
  return {
    metrics: deps.metrics,
    limits: deps.limits,
    products: { metrics: deps.metrics, reader: createProductReader(deps.store.db) },
    selection: createSelectionService({ metrics: deps.metrics, store: deps.store }),
    backtest: { metrics: deps.metrics, data: createBacktestData(deps.store) },
  };
}

/** One chat turn's context for the tools. */
export interface ToolContext {
  services: AssistantServices;
  /** Null for an anonymous caller. */
  user: AccessClaims | null;
  plan: Plan;
  lang: ApiLang;
  /** The assistant quota's hit for this turn, once charged (tools.guard.ts). */
  quota?: Promise<LimitResult>;
}

export function createToolContext(input: {
  services: AssistantServices;
  user: AccessClaims | null;
  lang: ApiLang;
}): ToolContext {
  return { ...input, plan: planOf(input.user) };
}
