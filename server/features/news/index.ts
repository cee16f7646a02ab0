export { newsRoutes } from "./news.routes";
export { createNewsService, type NewsService } from "./news.service";
