/**
 * The one place chat tools check entitlements (the table of shared/entitlements.ts), so a
 * tool answers exactly what the API would refuse — as a typed refusal instead of a 401/403.
 * Pro's `aiAssistant` quota (10 messages a day) is charged here through the platform limits:
 * once per chat turn, by the first tool beyond search and product lookup.
 */
import { type Capability, type Entitlement, entitlementOf, type Needs } from "../../../shared/entitlements";
import type { ToolRefusal } from "../../../shared/tools/common";
import { accessOf } from "../../http/entitlements";
import type { LimitResult } from "../../platform/limits";
import { chargeDailyQuota, quotaDay } from "../../platform/limits/quota";
import type { ToolContext } from "../context";

export type Guarded = { ok: true; entitlement: Entitlement } | { ok: false; refusal: ToolRefusal };

function chargeQuota(ctx: ToolContext, userId: string, limit: number): Promise<LimitResult> {
  ctx.quota ??= chargeDailyQuota(ctx.services.limits, {
    name: "aiAssistant",
    userId,
    limit,
    now: ctx.services.clock.now(),
  });
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
  options: { quota?: boolean; needs?: Needs } = {},
): Promise<Guarded> {
  if (!ctx.user) return { ok: false, refusal: { status: "signInNeeded" } };
  const needed: Array<[Capability, Needs]> = capability ? [[capability, options.needs ?? "preview"]] : [];
  if (options.quota) needed.push(["aiAssistant", "preview"]);
  for (const [c, needs] of needed) {
    // the same question the HTTP routes' gate asks (server/http/entitlements.ts)
    const access = accessOf(ctx.plan, c, needs);
    if (!access.ok)
      return {
        ok: false,
        refusal: { status: "upgradeNeeded", capability: c, plan: access.unlockedBy, currentPlan: ctx.plan },
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
          resetsAt: new Date(quotaDay(ctx.services.clock.now().getTime()).resetsAt).toISOString(),
        },
      };
  }
  return { ok: true, entitlement: capability ? entitlementOf(ctx.plan, capability) : { access: "full" } };
}
