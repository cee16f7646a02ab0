import { tool } from "ai";
import { TOP_PICKS_LIST } from "../../../shared/domain/product";
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
 * The curated lists of the top-pick filters; "top_picks" names the quants' Top Picks. A plan
 * sees each list exactly as the routes show it (previewTopPicks).
 */

export const getCuratedListTool = (ctx: ToolContext) =>
  tool({
    ...getCuratedListDef,
    execute: async ({ list, productType = "fund" }): Promise<GetCuratedListOutput> => {
      const capability = list === "top_picks" || list === TOP_PICKS_LIST ? "topPicks" : "publicSelectors";
      const guard = await checkCapability(ctx, capability, { quota: true });
      if (!guard.ok) return guard.refusal;
      try {
        const listId = list === "top_picks" ? TOP_PICKS_LIST : list;
        const picks = await ctx.services.selection.curatedList({
          productType,
          list: listId,
          limit: CURATED_LIST_LIMIT,
          lang: ctx.lang,
        });
        const shown = previewTopPicks(picks, { plan: ctx.plan, list: listId });
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
