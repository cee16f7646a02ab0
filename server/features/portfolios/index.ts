export { portfolioRoutes } from "./portfolios.routes";
export {
  createPortfolioService,
  type PortfolioDeps,
  type PortfolioService,
} from "./portfolios.service";
