import type { PayablePlanId } from "@shared/api/subscription";
import { returnUrlFor } from "./return-url";
import { createCheckoutSession, createPortalSession } from "./subscription-api";

/**
 * Sends the browser to the billing portal (`portal`: licence status 2 or 3) or to a checkout for
 * the plan, returning to this page. Rejects (after the API client's toast) when the call fails.
 */
export async function openCheckout(input: {
  planId: PayablePlanId;
  portal: boolean;
  discount?: boolean;
}): Promise<void> {
  const returnUrl = returnUrlFor({ planId: input.planId });
  const url = input.portal
    ? await createPortalSession(returnUrl)
    : await createCheckoutSession({ planId: input.planId, redirectUrl: returnUrl, discount: input.discount });
  window.location.assign(url);
}
