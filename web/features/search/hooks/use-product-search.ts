import type { SearchHit } from "@shared/api/search";
import { type ProductType, productTypes } from "@shared/domain/product";
import { useEffect, useState } from "react";
import { get } from "@/lib/api";

/** A suggestion is a hit of the search API (GET /v1/pub/{fund,etf}/selection/search). */
export type ProductSuggestion = Pick<SearchHit, "fundName" | "fundCode" | "productType" | "matchedOn">;

export type ProductSearch = {
  /** The query the groups answer (they may lag the box while a search runs). */
  query: string;
  /** Suggestions per product type, best first; only types with hits. */
  groups: Array<{ productType: ProductType; items: ProductSuggestion[] }>;
  loading: boolean;
  failed: boolean;
};

/** Suggestions shown per product type. */
export const SUGGESTIONS_PER_TYPE = 6;

const idle: ProductSearch = { query: "", groups: [], loading: false, failed: false };

/**
 * Suggestions for a normalized query from the fund and ETF search endpoints together; a newer
 * query cancels the older one. An empty query never searches.
 */
export function useProductSearch(query: string): ProductSearch {
  const [state, setState] = useState<ProductSearch>(idle);
  useEffect(() => {
    if (!query) {
      setState(idle);
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, failed: false }));
    Promise.all(
      productTypes.map((productType) =>
        get(
          `/v1/pub/${productType}/selection/search`,
          { key: query, limit: SUGGESTIONS_PER_TYPE },
          { signal: controller.signal, silent: true },
        ).then((hits) => ({ productType, items: hits })),
      ),
    ).then(
      (groups) => {
        if (controller.signal.aborted) return;
        setState({ query, groups: groups.filter((g) => g.items.length > 0), loading: false, failed: false });
      },
      () => {
        if (controller.signal.aborted) return;
        setState({ query, groups: [], loading: false, failed: true });
      },
    );
    return () => controller.abort();
  }, [query]);
  return state;
}
