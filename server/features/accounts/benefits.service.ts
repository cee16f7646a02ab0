/**
 * What the caller's plan allows and how much of today's quotas is used (GET
 * /algo-api/benefits/status), read from the one entitlements table in shared/.
 */
import type { BenefitsStatus } from "../../../shared/api/auth";
import { capabilities, entitlementOf, type Plan } from "../../../shared/entitlements";
import type { Limits } from "../../platform/limits/limits";
import { type QuotaName, quotaResetsAt, quotaUsed } from "../../platform/limits/quota";

export async function benefitsStatus(
  limits: Limits,
  input: { plan: Plan; userId: string | null; now?: Date },
): Promise<BenefitsStatus> {
  const now = input.now ?? new Date();
  const caps = Object.fromEntries(
    capabilities.map((cap) => {
      const { access, limit } = entitlementOf(input.plan, cap);
      return [cap, limit === undefined ? { access } : { access, limit }];
    }),
  ) as BenefitsStatus["capabilities"];
  const quota = async (name: QuotaName) => {
    const { access, limit } = entitlementOf(input.plan, name);
    const used = input.userId ? await quotaUsed(limits, { name, userId: input.userId, now }) : 0;
    return {
      used,
      limit: access === "none" ? 0 : (limit ?? null),
      resetsAt: quotaResetsAt(now).toISOString(),
    };
  };
  return {
    plan: input.plan,
    capabilities: caps,
    quotas: { aiReport: await quota("aiReport"), aiAssistant: await quota("aiAssistant") },
  };
}
