/**
 * What the caller's plan allows and how much of today's quotas is used (GET
 * /algo-api/benefits/status), read from the one entitlements table in shared/.
 */
import type { BenefitsStatus } from "../../../shared/api/auth";
import { capabilities, entitlementOf, type Plan } from "../../../shared/entitlements";
import type { Limits } from "../../platform/limits/limits";
import { type QuotaName, quotaResetsAt, quotaUsed } from "../../platform/limits/quota";

/** DIY portfolios and model-portfolio subscriptions held against the plan's caps (the portfolios feature counts). */
export type PortfolioUsage = (userId: string, plan: Plan) => Promise<NonNullable<BenefitsStatus["counts"]>>;

export async function benefitsStatus(
  limits: Limits,
  input: { plan: Plan; userId: string | null; now: Date; portfolioUsage?: PortfolioUsage },
): Promise<BenefitsStatus> {
  const { now } = input;
  const caps = Object.fromEntries(
    capabilities.map((cap) => {
      const { access, limit } = entitlementOf(input.plan, cap);
      return [cap, limit === undefined ? { access } : { access, limit }];
    }),
  ) as BenefitsStatus["capabilities"];
  const quota = async (name: QuotaName) => {
    const { access, limit } = entitlementOf(input.plan, name);
    const counted = input.userId ? await quotaUsed(limits, { name, userId: input.userId, now }) : 0;
    const cap = access === "none" ? 0 : (limit ?? null);
    // refused hits are counted too (the counter is one atomic increment): the use never exceeds the cap
    return {
      used: cap === null ? counted : Math.min(counted, cap),
      limit: cap,
      resetsAt: quotaResetsAt(now).toISOString(),
    };
  };
  return {
    plan: input.plan,
    capabilities: caps,
    quotas: { aiReport: await quota("aiReport"), aiAssistant: await quota("aiAssistant") },
    counts:
      input.userId && input.portfolioUsage ? await input.portfolioUsage(input.userId, input.plan) : null,
  };
}
