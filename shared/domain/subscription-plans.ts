/**
 * The plan catalogue (GET /v1/app/subscription/plan/list): Pro is free forever; Premium is paid
 * monthly at the founder's price (locked in for as long as the subscription lasts) or yearly;
 * Enterprise is arranged with the sales team. Plain constants so the server's payment providers
 * price a checkout from the same numbers the pricing page shows.
 */
import type { SubscriptionPlan } from "../api/subscription";

/** The Premium trial's length (the server's trial start uses the same number). */
export const PREMIUM_TRIAL_DAYS = 15;

/**
 * Days Premium is kept after a renewal payment fails (the subscription is `past_due`) while the
 * provider retries the card: a renewal paid within them continues the subscription without a
 * gap; past them the built-in provider ends the subscription, and the plan ends with it.
 * A week, as common billing practice gives (Stripe's own retries run for up to two).
 */
export const RENEWAL_GRACE_DAYS = 7;

export const subscriptionPlans = [
  {
    id: "pro",
    tier: "pro",
    interval: "forever",
    price: { amount: 0, currency: "USD" },
    founder: false,
    trialDays: 0,
    contactSales: false,
  },
  {
    id: "premium-monthly",
    tier: "premium",
    interval: "month",
    price: { amount: 15, currency: "USD" },
    founder: true,
    trialDays: PREMIUM_TRIAL_DAYS,
    contactSales: false,
  },
  {
    id: "premium-yearly",
    tier: "premium",
    interval: "year",
    // twelve founder's months for the price of ten
    price: { amount: 150, currency: "USD" },
    founder: true,
    trialDays: PREMIUM_TRIAL_DAYS,
    contactSales: false,
  },
  {
    id: "enterprise",
    tier: "enterprise",
    interval: null,
    price: null,
    founder: false,
    trialDays: 0,
    contactSales: true,
  },
] as const satisfies readonly SubscriptionPlan[];

export function subscriptionPlanOf(id: string): SubscriptionPlan | undefined {
  return subscriptionPlans.find((p) => p.id === id);
}

/** Minor units (cents) of a major-unit amount, for providers that bill in minor units. */
export const toMinorUnits = (amount: number) => Math.round(amount * 100);
export const fromMinorUnits = (minor: number) => minor / 100;
