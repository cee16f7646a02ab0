import type { Period } from "@shared/domain/period";
import type { ProductType } from "@shared/domain/product";
import { get, post } from "@/lib/api";
import type { ProductRef } from "./product-query";

/**
 * The product screen's calls. Product info is the one that may answer "unknown product"
 * (80610001): the API client then goes to /404 by itself. The others are silent: each section
 * shows its own error in place.
 */
const quiet = (signal: AbortSignal) => ({ signal, silent: true });

export const productApi = {
  info: (ref: ProductRef, signal: AbortSignal) => get("/v1/app/fund/info", ref, { signal }),
  performance: (
    ref: ProductRef,
    input: { period?: Period; benchmark?: string | null },
    signal: AbortSignal,
  ) =>
    get(
      "/v1/app/fund/performance",
      { ...ref, period: input.period, benchmark: input.benchmark ?? undefined },
      quiet(signal),
    ),
  rank: (ref: ProductRef, signal: AbortSignal) => get("/v1/app/fund/rank", ref, quiet(signal)),
  documents: (ref: ProductRef, signal: AbortSignal) => get("/v1/app/fund/document", ref, quiet(signal)),
  managers: (ref: ProductRef, signal: AbortSignal) => get("/v1/app/fund/manager", ref, quiet(signal)),
  holdings: (ref: ProductRef, signal: AbortSignal) => get("/v1/app/fund/holding", ref, quiet(signal)),
  distribution: (ref: ProductRef, signal: AbortSignal) =>
    get("/v1/app/fund/distribution", ref, quiet(signal)),
  factors: (ref: ProductRef, productType: ProductType, fullMarket: boolean, signal: AbortSignal) =>
    get(
      productType === "etf" ? "/v1/app/etf/factor" : "/v1/app/fund/factor",
      { ...ref, fullMarket: fullMarket ? "true" : "false" },
      quiet(signal),
    ),
  style: (ref: ProductRef, signal: AbortSignal) => get("/v1/app/fund/style", ref, quiet(signal)),
  alerts: (fundCode: string, signal: AbortSignal) =>
    get("/v1/app/alerts", { fundCode, page: 1, pageSize: 50 }, quiet(signal)),
  benchmarks: (signal: AbortSignal) => get("/v1/pub/benchmarks", undefined, quiet(signal)),
  benchmarkSeries: (input: { symbolCode: string; startDate: string; endDate: string }, signal: AbortSignal) =>
    post("/v1/app/benchmark/backtesting", input, undefined, quiet(signal)),
};
