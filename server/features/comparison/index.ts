export {
  type ComparisonDeps,
  type ComparisonRequest,
  compareProducts,
  DEFAULT_COMPARISON_PERIOD,
  overlayOf,
  rebaseTo100,
  riskWindowOf,
} from "./comparison.service";
