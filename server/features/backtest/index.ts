export { backtestRoutes } from "./backtest.routes";
export { type BacktestData, createBacktestData } from "./backtest-data";
export { MODEL_PORTFOLIOS, resolveModelPortfolio } from "./model-portfolios";
