export { CuratedShelf } from "./components/curated-shelf";
export {
  assetClassLabels,
  aumBucketLabels,
  dividendLabels,
  ratingTierLabels,
  regionLabels,
  sortLabels,
} from "./filter-options";
export {
  filterKeys,
  filterQuery,
  parseSelectorQuery,
  type SelectorState,
  selectorSearch,
} from "./filter-query";
