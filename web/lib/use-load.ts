import { useAtomValue } from "jotai";
import { startTransition, useCallback, useEffect, useState } from "react";
import { planEpochAtom } from "./plan-epoch";

export type Load<T> =
  | { state: "loading" }
  | { state: "error"; retry: () => void }
  | { state: "ready"; data: T };

/**
 * Runs `fetcher` when `key` changes (cancelling the previous call) and tracks its outcome;
 * an error offers a retry. A plan change (plan-epoch.ts) runs it again. The answer is rendered as
 * a transition: React draws a large screen in slices, yielding between them, not in one long task.
 */
export function useLoad<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; load: Load<T> }>({ key, load: { state: "loading" } });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const planEpoch = useAtomValue(planEpochAtom);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `fetcher` loads
  useEffect(() => {
    const controller = new AbortController();
    setResult({ key, load: { state: "loading" } });
    fetcher(controller.signal).then(
      (data) => startTransition(() => setResult({ key, load: { state: "ready", data } })),
      () => {
        if (!controller.signal.aborted) setResult({ key, load: { state: "error", retry } });
      },
    );
    return () => controller.abort();
  }, [key, attempt, retry, planEpoch]);

  return result.key === key ? result.load : { state: "loading" };
}
