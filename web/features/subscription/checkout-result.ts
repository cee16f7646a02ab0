import type { CHECKOUT_RESULT_PARAM, CheckoutResult, PayablePlanId } from "@shared/api/subscription";

/**
 * Reading the checkout's return address without the schema library (this runs on every page):
 * the names are checked against the contract's types, so a renamed value fails `tsc`.
 */
export const checkoutResultParam: typeof CHECKOUT_RESULT_PARAM = "checkout";
const results = ["success", "failed", "cancelled"] as const satisfies readonly CheckoutResult[];
const planIds = ["premium-monthly", "premium-yearly"] as const satisfies readonly PayablePlanId[];
/** Fails to compile while the contract has a result or payable plan this list lacks. */
export const everyValueListed: [
  Exclude<CheckoutResult, (typeof results)[number]> | Exclude<PayablePlanId, (typeof planIds)[number]>,
] extends [never]
  ? true
  : never = true;

export const defaultPlanId: PayablePlanId = "premium-monthly";

export function checkoutResultOf(value: string | null): CheckoutResult | null {
  return results.find((r) => r === value) ?? null;
}

export function planIdOf(value: string | null): PayablePlanId {
  return planIds.find((p) => p === value) ?? defaultPlanId;
}
