import { tool } from "ai";
import { macroHorizons } from "../../../shared/domain/assistant";
import { macroAssets } from "../../../shared/domain/product";
import { type GetMacroOutlookOutput, getMacroOutlookDef } from "../../../shared/tools/get-macro-outlook";
import { fullAccess } from "../../features/macro/macro.service";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";

/**
 * The AI macro page's figures for the asked assets and horizons, over the same service as
 * /v1/pub/ai-marco/*: the latest views only with the capability in full (Premium), as the API;
 * the measured track record (pooled over the asked assets and horizons, and per asset) always.
 */
export const getMacroOutlookTool = (ctx: ToolContext) =>
  tool({
    ...getMacroOutlookDef,
    execute: async (input): Promise<GetMacroOutlookOutput> => {
      const guard = await checkCapability(ctx, "aiMacro", { quota: true });
      if (!guard.ok) return guard.refusal;
      const assets = new Set(input.assets?.length ? input.assets : macroAssets);
      const horizons = input.horizon ? [input.horizon] : [...macroHorizons];
      const macro = ctx.services.macro;
      const run = await macro.run();
      const locked = !fullAccess(ctx.plan);
      const views = locked
        ? []
        : (await macro.scoreList(ctx.plan))
            .filter((s) => assets.has(s.assetId) && horizons.includes(s.horizon))
            .map(({ assetId, horizon, view, label, confidence }) => ({
              assetId,
              horizon,
              view,
              label,
              confidence,
            }));
      const asked = run.views.filter((v) => assets.has(v.assetId as never) && horizons.includes(v.horizon));
      const judged = asked.filter((v) => v.judged !== "Pending");
      const rate = (pick: (v: (typeof judged)[number]) => string) =>
        judged.length === 0
          ? null
          : Math.round((judged.filter((v) => pick(v) === "Correct").length / judged.length) * 10000) / 10000;
      const months = judged.map((v) => v.month).sort();
      return {
        status: "ok",
        month: run.latestMonth,
        locked,
        horizons,
        views,
        trackRecord: {
          months: judged.length,
          hitRate: rate((v) => v.judged),
          baselines: {
            alwaysPositive: rate((v) => v.baselines.alwaysPositive),
            alwaysNeutral: rate((v) => v.baselines.alwaysNeutral),
            momentum: rate((v) => v.baselines.momentum),
          },
          first: months[0] ?? null,
          last: months.at(-1) ?? null,
        },
        byAsset: run.record.byAsset.filter((r) => assets.has(r.assetId) && horizons.includes(r.horizon)),
      };
    },
  });
