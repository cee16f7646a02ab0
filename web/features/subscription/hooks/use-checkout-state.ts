import type { PayablePlanId } from "@shared/api/subscription";
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useRef, useState } from "react";
import { userInfoAtom } from "@/features/auth";
import { managesInPortal } from "../lifecycle";

/** The checkout button stays disabled this long after a click, even when the call fails fast. */
export const checkoutCooldownMs = 2_000;

/**
 * Upgrade or manage: licence status 2 or 3 opens the billing portal, any other the provider's
 * checkout for the plan; either way the browser goes to the returned address. The button is
 * disabled while the call is pending and for 2 s after the click (a double click makes one
 * session; a failed call can be retried after that).
 */
/**
 * The button's state around any way of opening checkout: the header's upgrade button loads
 * `openCheckout` only when clicked, so the checkout calls stay out of the start-up bundle.
 */
export function useCheckoutWith(
  open: (input: { planId: PayablePlanId; portal: boolean; discount?: boolean }) => Promise<void>,
) {
  const user = useAtomValue(userInfoAtom);
  const [calling, setCalling] = useState(false);
  const [cooling, setCooling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const portal = managesInPortal(user);
  const start = useCallback(
    async (input: { planId: PayablePlanId; discount?: boolean }) => {
      setCooling(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCooling(false), checkoutCooldownMs);
      setCalling(true);
      try {
        await open({ ...input, portal });
      } catch {
        // The API client has shown the error; the button comes back after the cool-down.
      } finally {
        setCalling(false);
      }
    },
    [portal, open],
  );
  return { start, pending: calling || cooling, portal };
}
