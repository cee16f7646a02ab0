import { tool } from "ai";
import { type CompareProductsOutput, compareProductsDef } from "../../../shared/tools/compare-products";
import { compareProducts } from "../../features/comparison";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { chartSeries, refusalOf } from "./support";

/** The comparison service's table and overlay; fund comparison is a Premium capability. */
export const compareProductsTool = (ctx: ToolContext) =>
  tool({
    ...compareProductsDef,
    execute: async (input): Promise<CompareProductsOutput> => {
      const guard = await checkCapability(ctx, "fundComparison", { quota: true });
      if (!guard.ok) return guard.refusal;
      try {
        const comparison = await compareProducts(ctx.services, { ...input, lang: ctx.lang });
        const overlay = comparison.overlay.map((l) => ({ ...l, points: chartSeries(l.points) }));
        return { status: "ok", ...comparison, overlay };
      } catch (err) {
        return refusalOf(err, input.codes.join(","), ctx.lang);
      }
    },
  });
