import { checkoutOffers } from "@shared/api/subscription";

/** The abandoned-checkout offer as a ratio (0.5 = half off the first payment; the server applies it). */
export const abandonDiscount = checkoutOffers.abandon50.percentOff / 100;
