export { basketAtom } from "./atoms";
export type { Basket, BasketBenchmark, BasketProduct } from "./basket";
export {
  type ComparisonQuery,
  comparisonPath,
  comparisonScreenFor,
  comparisonSearch,
  parseComparisonQuery,
} from "./comparison-query";
export { BASKET_BAR_SPACE, BasketBar } from "./components/basket-bar";
export { CompareToggle, type CompareToggleProps } from "./components/compare-toggle";
export { OverlayChart } from "./components/overlay-chart";
export { bestIndexes, type Direction } from "./figures";
