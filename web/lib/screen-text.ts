import type { MessageKey } from "@shared/messages";
import type { ScreenName } from "./routes";

/** The title (browser tab, page heading) and one-line description of every screen. */
export const screenText = {
  home: {
    title: "pages:screens.home.title",
    description: "pages:screens.home.description",
  },
  login: {
    title: "pages:screens.login.title",
    description: "pages:screens.login.description",
  },
  register: {
    title: "pages:screens.register.title",
    description: "pages:screens.register.description",
  },
  fund: {
    title: "pages:screens.fund.title",
    description: "pages:screens.fund.description",
  },
  ETF: {
    title: "pages:screens.ETF.title",
    description: "pages:screens.ETF.description",
  },
  disclaimer: {
    title: "pages:screens.disclaimer.title",
    description: "pages:screens.disclaimer.description",
  },
  "use-policy": {
    title: "pages:screens.use-policy.title",
    description: "pages:screens.use-policy.description",
  },
  "user-agreement": {
    title: "pages:screens.user-agreement.title",
    description: "pages:screens.user-agreement.description",
  },
  strategyDetail: {
    title: "pages:screens.strategyDetail.title",
    description: "pages:screens.strategyDetail.description",
  },
  "ETF-Filter": {
    title: "pages:screens.ETF-Filter.title",
    description: "pages:screens.ETF-Filter.description",
  },
  fundFilter: {
    title: "pages:screens.fundFilter.title",
    description: "pages:screens.fundFilter.description",
  },
  topPickFilters: {
    title: "pages:screens.topPickFilters.title",
    description: "pages:screens.topPickFilters.description",
  },
  "ETF-Portfolio": {
    title: "pages:screens.ETF-Portfolio.title",
    description: "pages:screens.ETF-Portfolio.description",
  },
  fundPortfolio: {
    title: "pages:screens.fundPortfolio.title",
    description: "pages:screens.fundPortfolio.description",
  },
  newFundPortfolio: {
    title: "pages:screens.newFundPortfolio.title",
    description: "pages:screens.newFundPortfolio.description",
  },
  fundPortfolioDetail: {
    title: "pages:screens.fundPortfolioDetail.title",
    description: "pages:screens.fundPortfolioDetail.description",
  },
  fundDetail: {
    title: "pages:screens.fundDetail.title",
    description: "pages:screens.fundDetail.description",
  },
  ETFDetail: {
    title: "pages:screens.ETFDetail.title",
    description: "pages:screens.ETFDetail.description",
  },
  fundComparison: {
    title: "pages:screens.fundComparison.title",
    description: "pages:screens.fundComparison.description",
  },
  ETFComparison: {
    title: "pages:screens.ETFComparison.title",
    description: "pages:screens.ETFComparison.description",
  },
  AssetViews: {
    title: "pages:screens.AssetViews.title",
    description: "pages:screens.AssetViews.description",
  },
  fundDetailMock: {
    title: "pages:screens.fundDetailMock.title",
    description: "pages:screens.fundDetailMock.description",
  },
  payment: {
    title: "pages:screens.payment.title",
    description: "pages:screens.payment.description",
  },
  UserCenter: {
    title: "pages:screens.UserCenter.title",
    description: "pages:screens.UserCenter.description",
  },
  AboutUs: {
    title: "pages:screens.AboutUs.title",
    description: "pages:screens.AboutUs.description",
  },
  "404": {
    title: "pages:screens.404.title",
    description: "pages:screens.404.description",
  },
  news: {
    title: "pages:screens.news.title",
    description: "pages:screens.news.description",
  },
  newsDetail: {
    title: "pages:screens.newsDetail.title",
    description: "pages:screens.newsDetail.description",
  },
  pricing: {
    title: "pages:screens.pricing.title",
    description: "pages:screens.pricing.description",
  },
  "digital-twin": {
    title: "pages:screens.digital-twin.title",
    description: "pages:screens.digital-twin.description",
  },
  profile: {
    title: "pages:screens.profile.title",
    description: "pages:screens.profile.description",
  },
  "wealth-planning": {
    title: "pages:screens.wealth-planning.title",
    description: "pages:screens.wealth-planning.description",
  },
  "subscribed-portfolios": {
    title: "pages:screens.subscribed-portfolios.title",
    description: "pages:screens.subscribed-portfolios.description",
  },
  watchlist: {
    title: "pages:screens.watchlist.title",
    description: "pages:screens.watchlist.description",
  },
  alerts: {
    title: "pages:screens.alerts.title",
    description: "pages:screens.alerts.description",
  },
  reports: {
    title: "pages:screens.reports.title",
    description: "pages:screens.reports.description",
  },
  chat: {
    title: "pages:screens.chat.title",
    description: "pages:screens.chat.description",
  },
  share: {
    title: "pages:screens.share.title",
    description: "pages:screens.share.description",
  },
  checkout: {
    title: "pages:screens.checkout.title",
    description: "pages:screens.checkout.description",
  },
  billing: {
    title: "pages:screens.billing.title",
    description: "pages:screens.billing.description",
  },
} as const satisfies Record<ScreenName, { title: MessageKey<"pages">; description: MessageKey<"pages"> }>;
