import type { SearchHit } from "@shared/api/search";

/** A suggestion is a hit of the search API (GET /v1/pub/{fund,etf}/selection/search). */
export type ProductSuggestion = Pick<SearchHit, "fundName" | "fundCode" | "productType">;

export type ProductSearch = {
  suggestions: ProductSuggestion[];
  loading: boolean;
};

/**
 * Suggestions for a normalized query. The search API (GET /v1/pub/fund/selection/search and
 * /v1/pub/etf/selection/search with `key` and `searchBySimilarity`) arrives with the search
 * feature; until then there are no suggestions and Enter opens the fund selector with the keyword.
 * Contract: an empty query never searches.
 */
export function useProductSearch(_query: string): ProductSearch {
  return { suggestions: [], loading: false };
}
