export type ProductSuggestion = { fundName: string; fundCode: string; productType: string };

export type ProductSearch = {
  suggestions: ProductSuggestion[];
  loading: boolean;
};

/**
 * Suggestions for a normalized query. The search API (GET /v1/pub/fund/selection/search and
 * /v1/pub/etf/selection/search with `key` and `searchBySimilarity`) arrives with the search
 * feature; until then there are no suggestions and Enter opens the fund selector with the keyword.
 * Contract: an empty query never searches (spec §5).
 */
export function useProductSearch(_query: string): ProductSearch {
  return { suggestions: [], loading: false };
}
