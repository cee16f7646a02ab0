import { tool } from "ai";
import { type GenerateReportOutput, generateReportDef } from "../../../shared/tools/generate-report";
import { AppError } from "../../http/app-error";
import { quotaResetsAt } from "../../platform/limits/quota";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { refusalOf } from "./support";

/**
 * An AI report on one product, written by the reports service exactly as POST /v1/app/reports
 * (aiReport entitlement, the same daily report quota, stored among my reports). The chat card
 * shows the text only after the disclaimer checkbox is ticked, which is the acceptance the
 * service asks for; a spent quota is the typed "quota exceeded" refusal.
 */
export const generateReportTool = (ctx: ToolContext) =>
  tool({
    ...generateReportDef,
    execute: async ({ code, audience }): Promise<GenerateReportOutput> => {
      const guard = await checkCapability(ctx, "aiReport");
      if (!guard.ok) return guard.refusal;
      try {
        const report = await ctx.services.reports.generate(
          ctx.user!.userId,
          ctx.plan,
          { fundCode: code, audience, disclaimerAccepted: true },
          ctx.lang,
        );
        return {
          status: "ok",
          id: report.id,
          code: report.fundCode,
          name: report.productName,
          title: report.title,
          audience: report.audience,
          markdown: report.markdown,
          dataAsOf: report.dataAsOf,
        };
      } catch (err) {
        if (err instanceof AppError && err.errorName === "aiReportDailyLimit")
          return {
            status: "quotaExceeded",
            capability: "aiReport",
            limit: Number(err.details?.limit ?? guard.entitlement.limit ?? 0),
            resetsAt: quotaResetsAt().toISOString(),
          };
        return refusalOf(err, code, ctx.lang);
      }
    },
  });
