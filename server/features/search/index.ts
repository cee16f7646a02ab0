/** Product search, for the /selection/search routes and the assistant (which resolves names to codes with it). */

/** Typo tolerance helpers, shared with the assistant's intent engine (product mentions). */
export { allowedEdits, boundedEditDistance, letterMask, maybeWithin } from "./fuzzy";
export { normalizeText, tokenize } from "./normalize";
export { searchRoutes } from "./search.routes";
export { entriesOf, type SearchProductsInput, searchIndexFor, searchProducts } from "./search.service";
export {
  buildSearchIndex,
  type IndexHit,
  type SearchEntry,
  type SearchIndex,
  type SearchOptions,
} from "./search-index";
