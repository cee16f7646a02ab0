import type { NewsItem, NewsPage, TrendingProduct } from "@shared/api/news";
import type { ProductSummary } from "@shared/api/product-summary";
import { get } from "@/lib/api";

/** The news calls (GET /v1/pub/news/…); every one is silent: the pages show errors in place. */
export const newsApi = {
  top: (page: number, pageSize: number, signal?: AbortSignal): Promise<NewsPage> =>
    get("/v1/pub/news/top", { page, pageSize }, { signal, silent: true }),
  forProduct: (fundCode: string, pageSize: number, signal?: AbortSignal): Promise<NewsPage> =>
    get("/v1/pub/news", { fundCode, page: 1, pageSize }, { signal, silent: true }),
  item: (id: string, signal?: AbortSignal): Promise<NewsItem> =>
    get("/v1/pub/news/{id}", undefined, { params: { id }, signal, silent: true }),
  trending: (limit: number, signal?: AbortSignal): Promise<TrendingProduct[]> =>
    get("/v1/pub/news/trending", { limit }, { signal, silent: true }),
  relatedFunds: (ticker: string, signal?: AbortSignal): Promise<ProductSummary[]> =>
    get("/v1/pub/news/ticker/related-funds", { ticker, limit: 8 }, { signal, silent: true }),
};
