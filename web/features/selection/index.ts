export { CuratedShelf } from "./components/curated-shelf";
export {
  filterKeys,
  filterQuery,
  parseSelectorQuery,
  type SelectorState,
  selectorSearch,
} from "./filter-query";
