import { tool } from "ai";
import { TOOL_MAX_CHART_POINTS } from "../../../shared/tools/common";
import { type CompareProductsOutput, compareProductsDef } from "../../../shared/tools/compare-products";
import { compareProducts } from "../../features/comparison";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { refusalOf } from "./support";

/** The comparison service's table and overlay; fund comparison is a Premium capability. */
export const compareProductsTool = (ctx: ToolContext) =>
  tool({
    ...compareProductsDef,
    execute: async (input): Promise<CompareProductsOutput> => {
      const guard = await checkCapability(ctx, "fundComparison", { quota: true });
      if (!guard.ok) return guard.refusal;
      try {
        const comparison = await compareProducts(ctx.services, {
          ...input,
          lang: ctx.lang,
          maxPoints: TOOL_MAX_CHART_POINTS,
        });
        return { status: "ok", ...comparison };
      } catch (err) {
        return refusalOf(err, input.codes.join(","), ctx.lang);
      }
    },
  });
