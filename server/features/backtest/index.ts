export { backtestRoutes } from "./backtest.routes";
export {
  type BacktestDeps,
  benchmarkName,
  checkWindow,
  invalid,
  modelPortfolioBacktest,
  parseBacktestRequest,
  portfolioBacktest,
  versionOf,
} from "./backtest.service";
export { type BacktestData, createBacktestData } from "./backtest-data";
export { MAX_SERIES_POINTS, thinSeries } from "./backtest-result";
export {
  type AutoPickReason,
  MODEL_PORTFOLIOS,
  type ModelPortfolioDef,
  modelPortfolioDef,
  type ProposedHolding,
  proposePortfolio,
  resolveModelPortfolio,
  SLEEVES,
  type SleeveId,
  VOLATILITY_BANDS,
} from "./model-portfolios";
