import { useCallback, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { filterKeys, parseSelectorQuery, type SelectorState, selectorSearch } from "../filter-query";

const selectorKeys = new Set<string>([...filterKeys, "fundSortType", "list", "productType"]);

/**
 * What `next` changes relative to `base` (the state it was computed from), applied to `latest`
 * (the URL now): two quick changes made from the same rendered state both land, instead of the
 * second undoing the first.
 */
export function rebase(base: SelectorState, next: SelectorState, latest: SelectorState): SelectorState {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const criteria = { ...latest.criteria };
  for (const key of filterKeys)
    if (!same(base.criteria[key], next.criteria[key])) {
      if (next.criteria[key] === undefined) delete criteria[key];
      else Object.assign(criteria, { [key]: next.criteria[key] });
    }
  const pick = <K extends "sort" | "list" | "productType">(k: K) =>
    same(base[k], next[k]) ? latest[k] : next[k];
  const out: SelectorState = { criteria };
  const sort = pick("sort");
  const list = pick("list");
  const productType = pick("productType");
  if (sort) out.sort = sort;
  if (list) out.list = list;
  if (productType) out.productType = productType;
  return out;
}

/**
 * The selector's state is the query string: every change pushes a history entry (back and
 * forward step through filters), and a copied URL opens the same screen. The URL (and so the
 * rendered state) lags a change by a render: a change is applied on top of the changes already
 * sent (see `rebase`), so quick changes made from one rendered state all land.
 */
export function useSelectorState(): [SelectorState, (next: SelectorState) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query text is the identity
  const state = useMemo(() => parseSelectorQuery(params), [key]);
  // the state as last sent, the query strings sent that the URL has not shown yet (in order),
  // and the query string of the last render
  const sent = useRef<{ state: SelectorState; pending: string[]; shown: string }>({
    state,
    pending: [],
    shown: key,
  });
  // A render with the URL unchanged (the results or a dictionary arriving while a change is on its
  // way) tells nothing: the changes sent stay the base of the next one.
  if (key !== sent.current.shown) {
    sent.current.shown = key;
    const at = sent.current.pending.indexOf(key);
    // one of ours: it and the ones sent before it are shown (or overtaken)
    if (at >= 0) sent.current.pending = sent.current.pending.slice(at + 1);
    else {
      // a URL this hook did not write (back, forward, a link) is the state from now on
      sent.current.state = state;
      sent.current.pending = [];
    }
  }
  const update = useCallback(
    (next: SelectorState) => {
      const merged = rebase(state, next, sent.current.state);
      const search = selectorSearch(merged);
      // Parameters the selector does not own (e.g. ?lng=pseudo) stay as they are.
      for (const [name, value] of params) if (!selectorKeys.has(name)) search.append(name, value);
      sent.current = {
        ...sent.current,
        state: merged,
        pending: [...sent.current.pending, search.toString()],
      };
      setParams(search, { preventScrollReset: true });
    },
    [setParams, state, params],
  );
  return [state, update];
}
