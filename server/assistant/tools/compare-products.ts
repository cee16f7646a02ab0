import { tool } from "ai";
import { COMPARISON_WINDOWS } from "../../../shared/api/comparison";
import { TOOL_MAX_CHART_POINTS } from "../../../shared/tools/common";
import { type CompareProductsOutput, compareProductsDef } from "../../../shared/tools/compare-products";
import { compareOverWindows } from "../../features/comparison";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { refusalOf } from "./support";

/**
 * The comparison service's table and overlay over the asked period and over 1Y, 3Y and 5Y (the
 * card switches windows locally), with the first product's own benchmark when none is asked;
 * fund comparison is a Premium capability.
 */
export const compareProductsTool = (ctx: ToolContext) =>
  tool({
    ...compareProductsDef,
    execute: async (input): Promise<CompareProductsOutput> => {
      const guard = await checkCapability(ctx, "fundComparison", { quota: true });
      if (!guard.ok) return guard.refusal;
      try {
        const comparison = await compareOverWindows(ctx.services, {
          ...input,
          lang: ctx.lang,
          maxPoints: TOOL_MAX_CHART_POINTS,
          ownBenchmark: true,
          windows: COMPARISON_WINDOWS,
        });
        return { status: "ok", ...comparison };
      } catch (err) {
        return refusalOf(err, input.codes.join(","), ctx.lang);
      }
    },
  });
