/**
 * The one place chat tools check entitlements (the table of shared/entitlements.ts), so a
 * tool answers exactly what the API would refuse — as a typed refusal instead of a 401/403.
 * Pro's `aiAssistant` quota (10 messages a day) is charged here through the platform limits:
 * once per chat turn, by the first tool beyond search and product lookup.
 */
import { type Capability, type Entitlement, entitlementOf, type Plan } from "../../../shared/entitlements";
import type { ToolRefusal } from "../../../shared/tools/common";
import type { LimitResult } from "../../platform/limits";
import { chargeDailyQuota, quotaDay } from "../../platform/limits/quota";
import type { ToolContext } from "../context";

export type Guarded = { ok: true; entitlement: Entitlement } | { ok: false; refusal: ToolRefusal };

/** Plans a user can move to, cheapest first (the trial is a way into Premium, not a plan to sell). */
const upgradePath: readonly Plan[] = ["pro", "premium", "enterprise"];

function lowestPlanWith(capability: Capability): Plan {
  return upgradePath.find((p) => entitlementOf(p, capability).access !== "none") ?? "enterprise";
}

function chargeQuota(ctx: ToolContext, userId: string, limit: number): Promise<LimitResult> {
  ctx.quota ??= chargeDailyQuota(ctx.services.limits, { name: "aiAssistant", userId, limit });
  return ctx.quota;
}

/**
 * Whether this turn's caller may run a tool needing `capability` (null: only signed in), and,
 * with `quota`, charges the assistant quota. Anonymous callers are asked to sign in; a plan
 * without the capability gets "upgrade needed" naming the cheapest plan that has it.
 */
export async function checkCapability(
  ctx: ToolContext,
  capability: Capability | null,
  options: { quota?: boolean } = {},
): Promise<Guarded> {
  if (!ctx.user) return { ok: false, refusal: { status: "signInNeeded" } };
  const needed: Capability[] = capability ? [capability] : [];
  if (options.quota) needed.push("aiAssistant");
  for (const c of needed) {
    if (entitlementOf(ctx.plan, c).access === "none")
      return {
        ok: false,
        refusal: { status: "upgradeNeeded", capability: c, plan: lowestPlanWith(c), currentPlan: ctx.plan },
      };
  }
  const assistant = entitlementOf(ctx.plan, "aiAssistant");
  if (options.quota && assistant.limit !== undefined) {
    const hit = await chargeQuota(ctx, ctx.user.userId, assistant.limit);
    if (!hit.allowed)
      return {
        ok: false,
        refusal: {
          status: "quotaExceeded",
          capability: "aiAssistant",
          limit: assistant.limit,
          resetsAt: new Date(quotaDay(Date.now()).resetsAt).toISOString(),
        },
      };
  }
  return { ok: true, entitlement: capability ? entitlementOf(ctx.plan, capability) : { access: "full" } };
}
