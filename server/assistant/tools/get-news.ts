import { tool } from "ai";
import { type GetNewsOutput, getNewsDef, NEWS_TOOL_LIMIT } from "../../../shared/tools/get-news";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { refusalOf } from "./support";

/**
 * News of a product, of the products tracking or holding a ticker, or the latest news: the
 * news service's answers (the same as GET /v1/pub/news and /v1/pub/news/top), first page.
 */
export const getNewsTool = (ctx: ToolContext) =>
  tool({
    ...getNewsDef,
    execute: async ({ code, ticker, query }): Promise<GetNewsOutput> => {
      const guard = await checkCapability(ctx, "publicSelectors", { quota: true });
      if (!guard.ok) return guard.refusal;
      const news = ctx.services.news;
      const page = { page: 1, pageSize: NEWS_TOOL_LIMIT, lang: ctx.lang };
      try {
        if (code !== undefined) {
          const found = await news.forProduct({ ...page, fundCode: code });
          return { status: "ok", scope: "product", code, total: found.total, items: found.items };
        }
        if (ticker !== undefined) {
          const found = await news.forProduct({ ...page, ticker });
          return { status: "ok", scope: "ticker", ticker, total: found.total, items: found.items };
        }
        const latest = await news.top(page);
        return { status: "ok", scope: "latest", total: latest.total, items: latest.items };
      } catch (err) {
        return refusalOf(err, code ?? ticker ?? query ?? "", ctx.lang);
      }
    },
  });
