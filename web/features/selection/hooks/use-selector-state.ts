import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { filterKeys, parseSelectorQuery, type SelectorState, selectorSearch } from "../filter-query";

const selectorKeys = new Set<string>([...filterKeys, "fundSortType", "list", "productType"]);

/**
 * The selector's state is the query string: every change pushes a history entry (back and
 * forward step through filters), and a copied URL opens the same screen.
 */
export function useSelectorState(): [SelectorState, (next: SelectorState) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query text is the identity
  const state = useMemo(() => parseSelectorQuery(params), [key]);
  const update = useCallback(
    (next: SelectorState) =>
      setParams(
        (current) => {
          // Parameters the selector does not own (e.g. ?lng=pseudo) stay as they are.
          const search = selectorSearch(next);
          for (const [key, value] of current) if (!selectorKeys.has(key)) search.append(key, value);
          return search;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [state, update];
}
