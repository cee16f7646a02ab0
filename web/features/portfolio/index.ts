/**
 * The portfolio feature's parts for other features: the create flow's address, pre-filled
 * (the chat's backtest and build-portfolio cards link there).
 */
export { type Draft, emptyDraft } from "./draft";
export { autoDraftPath, newPortfolioPath } from "./paths";
