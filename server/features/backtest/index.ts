export { backtestRoutes } from "./backtest.routes";
export {
  type BacktestDeps,
  benchmarkName,
  parseBacktestRequest,
  portfolioBacktest,
} from "./backtest.service";
export { type BacktestData, createBacktestData } from "./backtest-data";
export { MAX_SERIES_POINTS, thinSeries } from "./backtest-result";
export { MODEL_PORTFOLIOS, resolveModelPortfolio } from "./model-portfolios";
