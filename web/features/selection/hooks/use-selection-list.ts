import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { SelectorRow } from "../columns";
import type { SelectorState } from "../filter-query";
import { fetchPage, PAGE_SIZE, type ResultPage, type SelectorKind } from "../selection-api";

export type SelectionList = {
  rows: SelectorRow[];
  total: number | null;
  preview: ResultPage["preview"];
  status: "loading" | "ready" | "error";
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
};

/**
 * The selector's results: the first page on every state change (an older answer is dropped),
 * then one page more at a time. `lang` re-fetches when the names' language changes. Answers are
 * rendered as transitions, so a page of rows is drawn in slices rather than one long task.
 */
export function useSelectionList(kind: SelectorKind, state: SelectorState, lang: string): SelectionList {
  const [rows, setRows] = useState<SelectorRow[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [preview, setPreview] = useState<ResultPage["preview"]>();
  const [status, setStatus] = useState<SelectionList["status"]>("loading");
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const page = useRef(1);
  const controller = useRef<AbortController | null>(null);
  const key = JSON.stringify([kind, state, lang]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for kind, state and lang
  useEffect(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    page.current = 1;
    setStatus("loading");
    setLoadingMore(false);
    fetchPage(kind, state, 1, PAGE_SIZE, { signal: current.signal }).then(
      (answer) => {
        if (current.signal.aborted) return;
        startTransition(() => {
          setRows(answer.items);
          setTotal(answer.total);
          setPreview(answer.preview);
          setStatus("ready");
        });
      },
      () => {
        if (!current.signal.aborted) setStatus("error");
      },
    );
    return () => current.abort();
  }, [key, attempt]);

  const hasMore = status === "ready" && total !== null && rows.length < total && !preview;

  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore) return;
    const current = controller.current;
    const next = page.current + 1;
    setLoadingMore(true);
    fetchPage(kind, state, next, PAGE_SIZE, { signal: current?.signal }).then(
      (answer) => {
        if (current?.signal.aborted) return;
        page.current = next;
        startTransition(() => {
          setRows((before) => {
            const seen = new Set(before.map((r) => r.fundCode));
            return [...before, ...answer.items.filter((r) => !seen.has(r.fundCode))];
          });
          setTotal(answer.total);
          setLoadingMore(false);
        });
      },
      () => {
        if (!current?.signal.aborted) setLoadingMore(false);
      },
    );
  }, [hasMore, loadingMore, kind, state]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { rows, total, preview, status, loadingMore, hasMore, loadMore, retry };
}
