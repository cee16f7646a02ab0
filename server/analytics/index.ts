/**
 * FundPilot's analytics library: pure functions over typed arrays, with the conventions of
 * README.md in this folder (PerformanceAnalytics where it defines one). Servers and jobs
 * import from here only.
 */

export * from "./alerts";
export * from "./backtest";
export * from "./comparison";
export * from "./dates";
export * from "./drawdown";
export * from "./factors";
export * from "./flows";
export * from "./irr";
export * from "./lists";
export * from "./lookthrough";
export * from "./macro";
export * from "./metrics";
export * from "./percentile";
export * from "./performance";
export * from "./portfolio";
export * from "./ranks";
export * from "./returns";
export * from "./risk";
export * from "./rolling";
export * from "./series";
export * from "./simulate";
export { covariance, mean, quantileType7, stdDev, variance } from "./stats";
export * from "./style";
