import { openCheckout } from "../open-checkout";
import { useCheckoutWith } from "./use-checkout-state";

export { checkoutCooldownMs } from "./use-checkout-state";

/**
 * Upgrade or manage: licence status 2 or 3 opens the billing portal, any other the provider's
 * checkout for the plan (see use-checkout-state.ts for the button's state).
 */
export function useCheckout() {
  return useCheckoutWith(openCheckout);
}
