import { tool } from "ai";
import { previewRowsOf } from "../../../shared/entitlements";
import {
  CURATED_LIST_LIMIT,
  type GetCuratedListOutput,
  getCuratedListDef,
} from "../../../shared/tools/get-curated-list";
import { topPicks } from "../../features/products";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { refusalOf } from "./support";

/**
 * The curated lists of the public top-pick filters, and the quants' Top Picks — the list that
 * POST /v1/app/fund/top-pick answers by default — which Pro sees as a 3-row preview.
 */
const TOP_PICKS_LIST = "top_excess_return_1y";

export const getCuratedListTool = (ctx: ToolContext) =>
  tool({
    ...getCuratedListDef,
    execute: async ({ list, productType = "fund" }): Promise<GetCuratedListOutput> => {
      const capability = list === "top_picks" ? "topPicks" : "publicSelectors";
      const guard = await checkCapability(ctx, capability, { quota: true });
      if (!guard.ok) return guard.refusal;
      const previewRows = previewRowsOf(ctx.plan, capability);
      try {
        const items = await topPicks(ctx.services.products, {
          productType,
          list: list === "top_picks" ? TOP_PICKS_LIST : list,
          limit: previewRows ?? CURATED_LIST_LIMIT,
          lang: ctx.lang,
        });
        return {
          status: "ok",
          list,
          productType,
          items: items.map((item, i) => ({ ...item, rank: i + 1 })),
          preview: previewRows !== null,
          previewRows,
        };
      } catch (err) {
        return refusalOf(err, list);
      }
    },
  });
