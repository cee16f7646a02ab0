export { comparisonRoutes } from "./comparison.routes";
export {
  type ComparisonDeps,
  type ComparisonRequest,
  type ComparisonScreenRequest,
  compareOverWindows,
  compareProducts,
  compareScreen,
  overlayOf,
  rebaseTo100,
} from "./comparison.service";
