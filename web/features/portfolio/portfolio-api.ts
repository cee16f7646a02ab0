import type { BacktestRequest, BacktestResultBody } from "@shared/api/backtest";
import { type ProductType, productTypes } from "@shared/domain/product";
import { type CallOptions, get, post } from "@/lib/api";
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

/** A backtest of funds (ETFs only: the ETF endpoint). */
export function runBacktest(
  draft: Draft,
  productType: ProductType,
  options: Options = {},
): Promise<BacktestResultBody> {
  const path = productType === "etf" ? "/v1/app/etf/backtesting" : "/v1/app/fund/backtesting";
  return post(path, backtestRequestOf(draft), undefined, options);
}

export type NamedProduct = { fundCode: string; fundName: string; productType: ProductType };

/**
 * The names and types of products known only by code (a link from the chat carries codes): the
 * search by code of both product types, keeping exact matches. A code nobody knows is left out.
 */
export async function fetchProductNames(codes: readonly string[], options: Options = {}): Promise<NamedProduct[]> {
  const found = await Promise.all(
    codes.map(async (code) => {
      const answers = await Promise.all(
        productTypes.map((productType) =>
          get(`/v1/pub/${productType}/selection/search`, { key: code, limit: 6 }, { ...options, silent: true })
            .then((hits) => hits.map((h) => ({ ...h, productType })))
            .catch(() => []),
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
