import type { ComparisonScreen } from "@shared/api/comparison";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { ApiError } from "@/lib/api";
import { planEpochAtom } from "@/lib/plan-epoch";
import { type ComparisonScreenKind, fetchComparison } from "../comparison-api";
import type { ComparisonQuery } from "../comparison-query";

export type ComparisonState =
  | { status: "idle"; data: null }
  | { status: "loading"; data: ComparisonScreen | null }
  | { status: "ready"; data: ComparisonScreen }
  | { status: "error"; data: ComparisonScreen | null; error: ApiError | null };

/**
 * The comparison of the query's products (none asked: idle). A newer query cancels the older
 * call; while it loads the previous answer stays on screen, dimmed. Errors are shown in place
 * (an unknown product, a failure) with a retry.
 */
export function useComparison(
  screen: ComparisonScreenKind,
  query: ComparisonQuery,
  lang: string,
  enabled: boolean,
): ComparisonState & { retry: () => void } {
  const [state, setState] = useState<ComparisonState>({ status: "idle", data: null });
  const [attempt, setAttempt] = useState(0);
  // a plan change (a trial started from the upgrade dialog) asks again
  const planEpoch = useAtomValue(planEpochAtom);
  const key = JSON.stringify([screen, query, lang, planEpoch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the request; attempt retries it
  useEffect(() => {
    if (!enabled || query.fundCodes.length === 0) {
      setState({ status: "idle", data: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ status: "loading", data: s.data }));
    fetchComparison(screen, query, { signal: controller.signal, silent: true })
      .then((data) => setState({ status: "ready", data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({
          status: "error",
          data: s.data,
          error: error instanceof ApiError ? error : null,
        }));
      });
    return () => controller.abort();
  }, [key, enabled, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
