import type { ModelPortfolioItem, PortfolioList } from "@shared/api/portfolio";
import { useCallback, useEffect, useState } from "react";
import { fetchModelPortfolios, fetchPortfolios } from "../portfolio-api";

export type PortfoliosState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; list: PortfolioList; models: ModelPortfolioItem[] };

/**
 * My portfolios, my subscriptions and the five model portfolios, loaded together; `reload`
 * refreshes them after a change (the previous answer stays on screen meanwhile).
 */
export function usePortfolios(lang: string) {
  const [state, setState] = useState<PortfoliosState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads, `lang` renames the models
  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal, silent: true };
    Promise.all([fetchPortfolios(options), fetchModelPortfolios(options)]).then(
      ([list, models]) => setState({ status: "ready", list, models }),
      () => {
        if (!controller.signal.aborted) setState((s) => (s.status === "ready" ? s : { status: "error" }));
      },
    );
    return () => controller.abort();
  }, [attempt, lang]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
