export { SearchBox, type SearchBoxProps } from "./search-box";
export { addToSearchHistory, clearSearchHistory, useSearchHistory } from "./search-history";
