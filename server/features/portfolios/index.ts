export { portfolioRoutes } from "./portfolios.routes";
export {
  createPortfolioService,
  type PortfolioDeps,
  type PortfolioService,
  twinRiskLevelFromStore,
} from "./portfolios.service";
