import { useCallback, useEffect, useState } from "react";

/** A hosted page's session: loading, shown, or missing (unknown or expired: the page says so). */
export type HostedSession<V> = { kind: "loading" } | { kind: "ready"; view: V } | { kind: "missing" };

/** How a hosted page asks for its session: by id, without the app's session, errors shown in place. */
export type HostedCallOptions = { params: { id: string }; signal: AbortSignal; silent: true; auth: "none" };

/**
 * The session of a hosted checkout or billing page (`/checkout/:id`, `/billing/:id`), loaded
 * once per id with `load` (the page's GET); the setter shows the view an action answered.
 */
export function useHostedSession<V>(
  id: string,
  load: (options: HostedCallOptions) => Promise<V>,
): [HostedSession<V>, (view: V) => void] {
  const [state, setState] = useState<HostedSession<V>>({ kind: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `id` names what `load` loads
  useEffect(() => {
    const controller = new AbortController();
    load({ params: { id }, signal: controller.signal, silent: true, auth: "none" })
      .then((view) => setState({ kind: "ready", view }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: "missing" });
      });
    return () => controller.abort();
  }, [id]);
  const show = useCallback((view: V) => setState({ kind: "ready", view }), []);
  return [state, show];
}
