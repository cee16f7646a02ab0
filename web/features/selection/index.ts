export { AxesShelf } from "./components/axes-shelf";
export { CuratedShelf } from "./components/curated-shelf";
export {
  assetClassLabels,
  aumBucketLabels,
  creditRatingLabels,
  dividendLabels,
  ratingTierLabels,
  regionLabels,
  riskLevelNames,
  sortLabels,
} from "./filter-options";
export {
  filterKeys,
  filterQuery,
  parseSelectorQuery,
  type SelectorState,
  selectorSearch,
} from "./filter-query";
export { accessOf, usePlan } from "./hooks/use-plan";
