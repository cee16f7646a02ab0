/**
 * Runs `work` when the browser is next idle (at the latest after `timeout` ms), or after
 * `fallback` ms where there is no requestIdleCallback. Returns the cancel function, for effects.
 */
export function whenIdle(work: () => void, { timeout = 3000, fallback = 1000 } = {}): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(work, fallback);
  return () => window.clearTimeout(timer);
}
