import { tool } from "ai";
import { selectionFilterSchema } from "../../../shared/api/selection";
import {
  SCREEN_DEFAULT_LIMIT,
  type ScreenProductsOutput,
  screenProductsDef,
} from "../../../shared/tools/screen-products";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { refusalOf } from "./support";

/** The selector's query (POST /v1/pub/{fund,etf}/selection/list), with "matched N of M". */
export const screenProductsTool = (ctx: ToolContext) =>
  tool({
    ...screenProductsDef,
    execute: async (input): Promise<ScreenProductsOutput> => {
      const guard = await checkCapability(ctx, "basicFilters", { quota: true });
      if (!guard.ok) return guard.refusal;
      const sort = input.sort ?? "aum_desc";
      const limit = input.limit ?? SCREEN_DEFAULT_LIMIT;
      const { productType } = input;
      try {
        const filter = selectionFilterSchema.parse({
          ...input.filters,
          page: 1,
          pageSize: limit,
          fundSortType: sort,
        });
        const everything = selectionFilterSchema.parse({ page: 1, pageSize: 1 });
        const [page, all] = await Promise.all([
          ctx.services.selection.list({ productType, filter, lang: ctx.lang }),
          ctx.services.selection.list({ productType, filter: everything, lang: ctx.lang }),
        ]);
        return {
          status: "ok",
          productType,
          filters: input.filters,
          sort,
          limit,
          matched: page.total,
          total: all.total,
          items: page.items,
        };
      } catch (err) {
        return refusalOf(err, JSON.stringify(input.filters));
      }
    },
  });
