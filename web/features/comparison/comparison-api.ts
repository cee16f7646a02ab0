import type { ComparisonScreen } from "@shared/api/comparison";
import type { Period } from "@shared/domain/period";
import { type CallOptions, get, post } from "@/lib/api";

export type ComparisonScreenKind = "fundComparison" | "ETFComparison";

/** The comparison of the screen's products (both endpoints take funds and ETFs; the screen names the path). */
export function fetchComparison(
  screen: ComparisonScreenKind,
  body: { fundCodes: string[]; benchmarks: string[]; period: Period },
  options: Pick<CallOptions, "signal" | "silent"> = {},
): Promise<ComparisonScreen> {
  const path = screen === "ETFComparison" ? "/v1/app/etf/comparison" : "/v1/app/fund/comparison";
  return post(path, body, undefined, options);
}

/** The fixed list of benchmarks a comparison can add. */
export const fetchBenchmarks = () => get("/v1/pub/benchmarks");
