export { type FeedRefresher, parseFeed, productMatcher, refreshFeed, startFeedRefresher } from "./feeds";
export { newsRoutes } from "./news.routes";
export { createNewsService, type NewsService } from "./news.service";
