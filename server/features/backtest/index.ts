export { backtestRoutes } from "./backtest.routes";
export { type BacktestDeps, benchmarkName, type ResolvedHolding, runBacktest } from "./backtest.service";
export { type BacktestData, createBacktestData } from "./backtest-data";
export { thinSeries } from "./backtest-result";
export { MODEL_PORTFOLIOS, resolveModelPortfolio } from "./model-portfolios";
