export {
  type ComparisonDeps,
  type ComparisonRequest,
  compareProducts,
  overlayOf,
  rebaseTo100,
} from "./comparison.service";
