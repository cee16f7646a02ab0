import type { EnterpriseContact, PayablePlanId, SubscriptionPlan } from "@shared/api/subscription";
import { subscriptionPlans } from "@shared/domain/subscription-plans";
import { get, post } from "@/lib/api";

/**
 * The subscription calls (shared/api/subscription.ts): plans, checkout and billing-portal
 * sessions, the user's subscription with its payments, the trial and the enterprise contact form.
 */

/**
 * The plans with their prices. The list is a signed-in call; a signed-out visitor (the pricing
 * page is public) sees the catalogue the server lists, which the app ships as well.
 */
export function fetchPlans(input: { signal?: AbortSignal; signedIn: boolean }): Promise<SubscriptionPlan[]> {
  if (!input.signedIn) return Promise.resolve([...subscriptionPlans]);
  return get("/v1/app/subscription/plan/list", { type: "license" }, { signal: input.signal, silent: true });
}

export function fetchSubscription(signal?: AbortSignal) {
  return get("/v1/app/subscription", undefined, { signal, silent: true });
}

/** The address of the provider's checkout for the plan; the provider returns to `redirectUrl` with `?checkout=<result>`. */
export async function createCheckoutSession(input: {
  planId: PayablePlanId;
  redirectUrl: string;
  /** The abandoned-checkout offer (the server checks it is due). */
  discount?: boolean;
}): Promise<string> {
  const { url } = await get("/v1/app/subscription/create-checkout-session", {
    subscriptionPlanId: input.planId,
    redirectUrl: input.redirectUrl,
    discount: input.discount ? "abandon50" : undefined,
  });
  return url;
}

export async function createPortalSession(redirectUrl: string): Promise<string> {
  const { url } = await get("/v1/app/subscription/portal-session", { redirectUrl });
  return url;
}

/** Starts the 15-day Premium trial (once per account); errors are shown in place. */
export function startTrial() {
  return post("/v1/app/subscription/trial", undefined, undefined, { silent: true });
}

/** Errors are shown in place, under the form. */
export function sendEnterpriseContact(body: EnterpriseContact) {
  return post("/v1/pub/enterprise-contact", body, undefined, { silent: true });
}
