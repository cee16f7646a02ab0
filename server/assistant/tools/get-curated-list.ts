import { tool } from "ai";
import {
  CURATED_LIST_LIMIT,
  type GetCuratedListOutput,
  getCuratedListDef,
} from "../../../shared/tools/get-curated-list";
import { previewTopPicks } from "../../features/selection";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { refusalOf } from "./support";

/**
 * The curated lists of the public top-pick filters, and the quants' Top Picks — the list that
 * POST /v1/app/fund/top-pick answers by default — which a plan sees as the routes show it
 * (previewTopPicks: the first rows for anonymous and Pro callers).
 */
const TOP_PICKS_LIST = "top_excess_return_1y";

export const getCuratedListTool = (ctx: ToolContext) =>
  tool({
    ...getCuratedListDef,
    execute: async ({ list, productType = "fund" }): Promise<GetCuratedListOutput> => {
      const capability = list === "top_picks" ? "topPicks" : "publicSelectors";
      const guard = await checkCapability(ctx, capability, { quota: true });
      if (!guard.ok) return guard.refusal;
      try {
        const picks = await ctx.services.selection.curatedList({
          productType,
          list: list === "top_picks" ? TOP_PICKS_LIST : list,
          limit: CURATED_LIST_LIMIT,
          lang: ctx.lang,
        });
        // the named lists are public selectors, shown whole; Top Picks follow the plan's preview
        const shown = list === "top_picks" ? previewTopPicks(picks, ctx.plan) : picks;
        return {
          status: "ok",
          list,
          productType,
          items: shown.items.map((item, i) => ({ ...item, rank: i + 1 })),
          ...(shown.preview ? { preview: shown.preview } : {}),
        };
      } catch (err) {
        return refusalOf(err, list);
      }
    },
  });
