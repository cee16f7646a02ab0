import { type Capability, entitlementOf, type Plan, planOf } from "@shared/entitlements";
import { useAtomValue } from "jotai";
import { userInfoAtom } from "@/features/auth";

/** The signed-in user's plan ("anonymous" when signed out), from the stored user info. */
export function usePlan(): Plan {
  return planOf(useAtomValue(userInfoAtom));
}

export const accessOf = (plan: Plan, capability: Capability) => entitlementOf(plan, capability).access;
