import { type Capability, entitlementOf, planOf } from "@shared/entitlements";
import type { MessageKey } from "@shared/messages";
import { useAtomValue } from "jotai";
import { isSignedInAtom, userInfoAtom } from "@/features/auth";
import { navGroupsFor, upgradeActionFor } from "./nav-model";

/** What the navigation shows for the current user (menus, upgrade button, avatar). */
export function useNavState() {
  const signedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(userInfoAtom);
  return {
    signedIn,
    user,
    groups: navGroupsFor(user?.institutionId),
    upgrade: upgradeActionFor(signedIn, user?.authLevel),
    initial: user?.email?.trim().charAt(0).toUpperCase() || undefined,
    /** Whether an item needing `capability` gets the "Premium" mark (the plan lacks it in full). */
    marksPremium: (capability: Capability | undefined) =>
      capability !== undefined && entitlementOf(planOf(user), capability).access !== "full",
  };
}

export function planKeyFor(authLevel: number | undefined): MessageKey<"nav"> | undefined {
  if (authLevel === 0 || authLevel === 1) return "nav:user.planPro";
  if (authLevel === 2) return "nav:user.planPremium";
  if (authLevel === 3) return "nav:user.planEnterprise";
  return undefined;
}
