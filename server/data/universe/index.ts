/** The demo universe generator (see generate.ts) and what tests and the pipeline need with it. */
export { CATEGORIES, STRATEGY_CATEGORIES } from "./categories";
export { batchDigest } from "./digest";
export { COUNTRY_REGION } from "./families";
export {
  type GenerateOptions,
  generateUniverse,
  generateUniverseAsync,
  UNIVERSE_SIZES,
  type UniverseSize,
} from "./generate";
export { INDICES, MACRO_INDEX } from "./indices";
export { toHans } from "./names";
