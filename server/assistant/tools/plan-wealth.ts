import { tool } from "ai";
import { PLAN_MAX_YEARS, planRequestSchema } from "../../../shared/api/planning";
import { type PlanWealthOutput, planWealthDef } from "../../../shared/tools/plan-wealth";
import { validationError } from "../../http/failure";
import type { ToolContext } from "../context";
import { checkCapability } from "./guard";
import { refusalOf } from "./support";

/** Fan points a card carries at most (a 50-year plan has 601 monthly points). */
const MAX_FAN_POINTS = 121;

/** Every `step`-th month, always keeping the last. */
function thinFan(points: Array<[number, number]>): Array<[number, number]> {
  if (points.length <= MAX_FAN_POINTS) return points;
  const step = Math.ceil((points.length - 1) / (MAX_FAN_POINTS - 1));
  const out = points.filter((_, i) => i % step === 0);
  if (out.at(-1)![0] !== points.at(-1)![0]) out.push(points.at(-1)!);
  return out;
}

/**
 * The projection of POST /v1/app/plans/preview — same validation, same service — with the auto
 * builder: the risk level's model portfolio (default: the caller's confirmed twin's).
 * Nothing is saved; the card links to the wealth-planning screen to create the plan.
 */
export const planWealthTool = (ctx: ToolContext) =>
  tool({
    ...planWealthDef,
    execute: async (input): Promise<PlanWealthOutput> => {
      const guard = await checkCapability(ctx, null, { quota: true });
      if (!guard.ok) return guard.refusal;
      const years = Math.min(PLAN_MAX_YEARS, Math.max(1, Math.round(input.years)));
      try {
        const parsed = planRequestSchema.safeParse({
          goal: input.goal,
          targetAmount: input.targetAmount,
          initialAmount: input.initialAmount,
          years,
          monthlyContribution: input.monthlyContribution,
          riskLevel: input.riskLevel,
          builder: "auto",
        });
        if (!parsed.success) throw validationError(parsed.error);
        const plan = await ctx.services.planning.preview(ctx.user!.userId, parsed.data, ctx.lang);
        const a = plan.analysis;
        return {
          status: "ok",
          goal: plan.goal,
          riskLevel: plan.riskLevel,
          targetAmount: plan.inputs.targetAmount,
          initialAmount: plan.inputs.initialAmount,
          years: plan.inputs.years,
          monthlyContribution: plan.inputs.monthlyContribution,
          holdings: plan.holdings.map((h) => ({ code: h.fundCode, name: h.name, weight: h.weight })),
          successProbability: a.successProbability,
          targetAchievedRate: a.targetAchievedRate,
          expectedValue: a.expectedValue,
          totalContributions: a.totalContributions,
          timeWeightedReturn: a.timeWeightedReturn,
          moneyWeightedReturn: a.moneyWeightedReturn,
          percentiles: {
            p10: thinFan(a.percentiles.p10),
            p50: thinFan(a.percentiles.p50),
            p90: thinFan(a.percentiles.p90),
          },
          paths: a.paths,
          historyStart: a.history.startDate,
          historyEnd: a.history.endDate,
        };
      } catch (err) {
        return refusalOf(err, input.goal, ctx.lang);
      }
    },
  });
