import type { BacktestRequest } from "@shared/api/backtest";
import {
  type CreatePortfolioInput,
  type PortfolioLimitDetails,
  type PortfolioPreview,
  type PortfolioRecord,
  portfolioLimitDetailsSchema,
} from "@shared/api/portfolio";
import { type ProductType, productTypes } from "@shared/domain/product";
import { ApiError, type CallOptions, del, get, post, put } from "@/lib/api";
import type { Draft } from "./draft";

type Options = Pick<CallOptions, "signal" | "silent">;

/** The backtest request of a draft (weights only with custom weighting; empty dates left to the server). */
export function backtestRequestOf(draft: Draft): BacktestRequest {
  return {
    holdings: draft.holdings.map((h) =>
      draft.weighting === "custom" && h.weight !== null
        ? { fundCode: h.fundCode, weight: h.weight }
        : { fundCode: h.fundCode },
    ),
    weighting: draft.weighting,
    rebalance: draft.rebalance,
    startDate: draft.startDate || undefined,
    endDate: draft.endDate || undefined,
    initialAmount: draft.initialAmount,
    monthlyContribution: draft.monthlyContribution > 0 ? draft.monthlyContribution : undefined,
    benchmarks: draft.benchmarks.length > 0 ? draft.benchmarks : undefined,
  };
}

/**
 * The draft run as its save will run it (POST /v1/app/portfolios/preview): in the base currency,
 * with the benchmark extension when chosen; nothing is stored.
 */
export function runPreview(
  draft: Draft,
  productType: ProductType,
  options: Options = {},
): Promise<PortfolioPreview> {
  const { name: _name, ...body } = saveRequestOf(draft, productType, "");
  return post("/v1/app/portfolios/preview", body, undefined, options);
}

export type NamedProduct = { fundCode: string; fundName: string; productType: ProductType };

/**
 * The names and types of products known only by code (a link from the chat carries codes): the
 * search by code of both product types, keeping exact matches. A code nobody knows is left out.
 */
export async function fetchProductNames(
  codes: readonly string[],
  options: Options = {},
): Promise<NamedProduct[]> {
  const found = await Promise.all(
    codes.map(async (code) => {
      const answers = await Promise.all(
        productTypes.map((productType) =>
          get(
            `/v1/pub/${productType}/selection/search`,
            { key: code, limit: 6 },
            { ...options, silent: true },
          ).catch(() => []),
        ),
      );
      const hit = answers.flat().find((h) => h.fundCode.toLowerCase() === code.toLowerCase());
      return hit ? { fundCode: hit.fundCode, fundName: hit.fundName, productType: hit.productType } : null;
    }),
  );
  return found.filter((p): p is NamedProduct => p !== null);
}

/** The products of the user's watchlist groups (each once). */
export async function fetchWatchlistProducts(options: Options = {}): Promise<NamedProduct[]> {
  const { groups } = await get("/v1/app/watchlist/groups", undefined, options);
  const seen = new Map<string, NamedProduct>();
  for (const group of groups)
    for (const item of group.items)
      if (item.product && !seen.has(item.fundCode))
        seen.set(item.fundCode, {
          fundCode: item.fundCode,
          fundName: item.product.fundName,
          productType: item.product.productType,
        });
  return [...seen.values()];
}

export const fetchBenchmarks = (options: Options = {}) => get("/v1/pub/benchmarks", undefined, options);

/** The plan's cap from a 409 limit failure (40900001, 40900002), else null. */
export function limitOf(error: unknown): PortfolioLimitDetails | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = portfolioLimitDetailsSchema.safeParse(error.details);
  if (parsed.success) return parsed.data;
  if (error.code === 40900001) return { capability: "modelPortfolioSubscriptions", limit: 0, used: 0 };
  if (error.code === 40900002) return { capability: "diyPortfolios", limit: 0, used: 0 };
  return null;
}

/** The save request of a draft (custom weights as entered; equal and market-cap: the server sets them). */
export function saveRequestOf(draft: Draft, productType: ProductType, name: string): CreatePortfolioInput {
  const backtest = backtestRequestOf(draft);
  return {
    name: name.trim(),
    createMethod: draft.createMethod,
    productType,
    riskProfile: draft.riskProfile ?? undefined,
    holdings: backtest.holdings,
    settings: {
      weighting: draft.weighting,
      rebalance: draft.rebalance,
      startDate: backtest.startDate,
      endDate: backtest.endDate,
      initialAmount: draft.initialAmount,
      monthlyContribution: backtest.monthlyContribution,
      benchmarks: draft.benchmarks,
      baseCurrency: draft.baseCurrency,
      extendWithBenchmark: draft.extendHistory,
    },
  };
}

export function savePortfolio(
  draft: Draft,
  productType: ProductType,
  name: string,
  options: Options = {},
): Promise<PortfolioRecord> {
  const body = saveRequestOf(draft, productType, name);
  return draft.id
    ? put("/v1/app/portfolios/{id}", body, undefined, { ...options, params: { id: draft.id } })
    : post("/v1/app/portfolios", body, undefined, options);
}

export const fetchPortfolios = (options: Options = {}) => get("/v1/app/portfolios", undefined, options);
export const fetchModelPortfolios = (options: Options = {}) =>
  get("/v1/pub/model-portfolios", undefined, options);
export const fetchPortfolio = (id: string, options: Options = {}) =>
  get("/v1/app/portfolios/{id}", undefined, { ...options, params: { id } });
export const deletePortfolio = (id: string, options: Options = {}) =>
  del("/v1/app/portfolios/{id}", undefined, { ...options, params: { id } });
export const fetchRebalancePlan = (id: string, amount: number, options: Options = {}) =>
  get("/v1/app/portfolios/{id}/rebalance", { amount }, { ...options, params: { id } });
export const comparePortfolios = (ids: string[], options: Options = {}) =>
  post("/v1/app/portfolios/compare", { ids }, undefined, options);
export const subscribeModel = (id: string, options: Options = {}) =>
  post("/v1/app/model-portfolios/{id}/subscription", undefined, undefined, { ...options, params: { id } });
export const unsubscribeModel = (id: string, options: Options = {}) =>
  del("/v1/app/model-portfolios/{id}/subscription", undefined, { ...options, params: { id } });
