import { tool } from "ai";
import { type BuildPortfolioOutput, buildPortfolioDef } from "../../../shared/tools/build-portfolio";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { chartSeries, refusalOf } from "./support";

/**
 * The auto builder of POST /v1/app/portfolios/auto — same service, same rules: the risk level
 * asked for, else the user's digital twin's, else Balanced; one product per sleeve with its
 * rationale and the proposal's backtest. `amount` is the backtest's initial amount and `years`
 * its window (the last N years). The card's "save as portfolio" posts `draft` with a name.
 */
export const buildPortfolioTool = (ctx: ToolContext) =>
  tool({
    ...buildPortfolioDef,
    execute: async (input): Promise<BuildPortfolioOutput> => {
      const guard = await checkCapability(ctx, null, { quota: true });
      if (!guard.ok) return guard.refusal;
      try {
        const out = await ctx.services.portfolios.auto(
          ctx.user!.userId,
          {
            riskLevel: input.riskLevel,
            goal: input.goal,
            productType: input.productType ?? "fund",
            maxHoldings: input.maxHoldings,
            initialAmount: input.amount,
            years: input.years,
          },
          ctx.lang,
        );
        const b = out.backtest;
        return {
          status: "ok",
          riskLevel: out.riskLevel,
          riskLevelSource: out.riskLevelSource,
          riskLevelName: out.riskLevelName,
          goal: out.goal,
          productType: out.productType,
          volatilityBand: out.volatilityBand,
          holdings: out.holdings.map((h) => ({
            code: h.fundCode,
            name: h.fundName,
            weight: h.weight,
            sleeve: h.sleeve,
            assetClass: h.assetClass,
            reason: h.reason,
            rationale: h.rationale,
          })),
          initialAmount: out.draft.settings.initialAmount,
          monthlyContribution: out.draft.settings.monthlyContribution ?? null,
          startDate: b.startDate,
          endDate: b.endDate,
          series: chartSeries(b.series),
          drawdownSeries: chartSeries(b.drawdownSeries),
          metrics: b.metrics,
          annualized: b.annualized,
          calendarYears: b.calendarYears,
          totalInvested: b.totalInvested,
          finalValue: b.finalValue,
          warnings: b.warnings,
          draft: out.draft,
        };
      } catch (err) {
        return refusalOf(err, `riskLevel ${input.riskLevel ?? ""}`.trim(), ctx.lang);
      }
    },
  });
