export {
  filterKeys,
  filterQuery,
  parseSelectorQuery,
  type SelectorState,
  selectorSearch,
} from "./filter-query";
