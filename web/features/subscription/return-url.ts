import type { PayablePlanId } from "@shared/api/subscription";
import { checkoutResultParam } from "./checkout-result";

/** The query parameter that names the plan a checkout was for, so "Retry" can start the same one. */
export const PLAN_PARAM = "plan";

/**
 * Where checkout and the billing portal return: this page, with the plan named, without a
 * previous checkout's result (the provider appends `?checkout=<result>`).
 */
export function returnUrlFor(
  input: { planId?: PayablePlanId },
  location: Location = window.location,
): string {
  const url = new URL(location.href);
  url.searchParams.delete(checkoutResultParam);
  url.searchParams.delete(PLAN_PARAM);
  if (input.planId) url.searchParams.set(PLAN_PARAM, input.planId);
  url.hash = "";
  return url.toString();
}
