import { z } from "zod";
import { cardDigits, isCvcValid, isLuhnValid } from "../domain/payment-card";

/**
 * Subscription plans, checkout, billing portal, the user's subscription, the payment provider's
 * webhook and the enterprise contact form (/v1/app/subscription/*, /v1/pub/payments/webhook,
 * /v1/pub/enterprise-contact), plus the built-in provider's hosted checkout and billing pages
 * (/v1/pub/checkout/sessions/*, /v1/pub/billing/sessions/*). Amounts are in the currency's major
 * unit (15 = USD 15.00); instants are ISO timestamps.
 */

export const subscriptionPlanIds = ["pro", "premium-monthly", "premium-yearly", "enterprise"] as const;
export type SubscriptionPlanId = (typeof subscriptionPlanIds)[number];
/** The plans a checkout session can be created for. */
export const payablePlanIds = ["premium-monthly", "premium-yearly"] as const;
export type PayablePlanId = (typeof payablePlanIds)[number];

export const planTiers = ["pro", "premium", "enterprise"] as const;
export const planIntervals = ["forever", "month", "year"] as const;

export const moneySchema = z
  .object({
    amount: z.number().nonnegative().meta({ description: "In the currency's major unit (15 = 15.00)" }),
    currency: z.string().length(3).meta({ example: "USD" }),
  })
  .meta({ id: "Money" });
export type Money = z.infer<typeof moneySchema>;

export const subscriptionPlanSchema = z
  .object({
    id: z.enum(subscriptionPlanIds),
    tier: z.enum(planTiers),
    interval: z.enum(planIntervals).nullable().meta({ description: "null for contact-sales plans" }),
    price: moneySchema.nullable().meta({ description: "null for contact-sales plans" }),
    founder: z
      .boolean()
      .meta({ description: "Founder's price, locked in for as long as the subscription lasts" }),
    trialDays: z.number().int().nonnegative(),
    contactSales: z.boolean(),
  })
  .meta({ id: "SubscriptionPlan" });
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const subscriptionPlanQuerySchema = z.object({ type: z.literal("license").default("license") });
export const subscriptionPlanListSchema = z
  .array(subscriptionPlanSchema)
  .meta({ id: "SubscriptionPlanList" });

/**
 * A return address after checkout or the billing portal: an absolute URL on the app's own origin
 * or a path on it ("/pricing"). The server rejects other origins (no open redirect).
 */
const redirectUrl = z.string().trim().min(1).max(2048).meta({ example: "https://app.example.com/pricing" });

/**
 * Offers a checkout can carry. `abandon50`: half off the first payment, for a user who left a
 * checkout unpaid and has never paid (the web offers it when the user comes back with
 * `?checkout=cancelled`); anyone else gets 409 40900034.
 */
export const checkoutOffers = { abandon50: { percentOff: 50 } } as const;
export type CheckoutOffer = keyof typeof checkoutOffers;
const checkoutOfferIds = Object.keys(checkoutOffers) as [CheckoutOffer, ...CheckoutOffer[]];

export const checkoutQuerySchema = z.object({
  subscriptionPlanId: z.enum(payablePlanIds),
  redirectUrl,
  discount: z
    .enum(checkoutOfferIds)
    .optional()
    .meta({ description: "An offer: `abandon50` = 50% off the first payment after an abandoned checkout" }),
});
export const portalQuerySchema = z.object({ redirectUrl });
export const sessionUrlSchema = z
  .object({ url: z.string().meta({ description: "Where to send the browser: the provider's page" }) })
  .meta({ id: "SessionUrl" });

/**
 * How the checkout ended, appended to `redirectUrl` as `?checkout=<status>`: the web shows
 * "membership activated" for `success`, "Payment Failed" for `failed`, the abandon-payment offer
 * for `cancelled`.
 */
export const checkoutResults = ["success", "failed", "cancelled"] as const;
export type CheckoutResult = (typeof checkoutResults)[number];
export const CHECKOUT_RESULT_PARAM = "checkout";

export const transactionStatuses = ["succeeded", "failed", "refunded"] as const;
export const transactionSchema = z
  .object({
    amount: z.number(),
    currency: z.string(),
    date: z.string().meta({ description: "ISO timestamp" }),
    status: z.enum(transactionStatuses),
  })
  .meta({ id: "PaymentTransaction" });
export type PaymentTransaction = z.infer<typeof transactionSchema>;

export const subscriptionStatuses = ["Activated", "Inactive"] as const;
export const subscriptionSchema = z
  .object({
    plan: subscriptionPlanSchema.meta({ description: "The paid plan, or Pro when there is none" }),
    status: z.enum(subscriptionStatuses),
    trialExpiresAt: z.string().nullable(),
    nextPaymentAt: z
      .string()
      .nullable()
      .meta({ description: "null when cancelled at period end or inactive" }),
    /** When the paid period ends (the subscription lapses then if it is cancelled). */
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    transactions: z.array(transactionSchema).meta({ description: "Newest first" }),
  })
  .meta({ id: "Subscription" });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The provider's answer to a webhook delivery. */
export const webhookResultSchema = z.object({ received: z.literal(true) });

export const enterpriseContactSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  company: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(4000),
});
export type EnterpriseContact = z.input<typeof enterpriseContactSchema>;
export const enterpriseContactResultSchema = z.object({ received: z.literal(true) });

// ---- the built-in provider's hosted pages (/checkout/{id}, /billing/{id}) ----

export const hostedSessionParamsSchema = z.object({ id: z.string().min(16).max(80) });

export const checkoutSessionViewSchema = z
  .object({
    id: z.string(),
    plan: subscriptionPlanSchema,
    email: z.string(),
    state: z.enum(["open", "complete", "expired"]),
    /** The offer's share off the first payment (50 = half), or null. */
    percentOff: z.number().int().min(1).max(100).nullable(),
    /** Where "back" and the end of the payment lead; carries `?checkout=<result>` once paid or failed. */
    cancelUrl: z.string(),
  })
  .meta({ id: "CheckoutSessionView" });
export type CheckoutSessionView = z.infer<typeof checkoutSessionViewSchema>;

export const cardPaymentSchema = z.object({
  number: z
    .string()
    .max(32)
    .refine((v) => isLuhnValid(v), "card number")
    .transform(cardDigits),
  expMonth: z.coerce.number().int().min(1).max(12),
  expYear: z.coerce.number().int().min(0).max(9999),
  cvc: z.string().refine((v) => isCvcValid(v), "cvc"),
  name: z.string().trim().min(1).max(100),
});
export type CardPayment = z.input<typeof cardPaymentSchema>;

export const checkoutPaymentResultSchema = z
  .object({
    result: z.enum(["success", "failed"]),
    /** The caller's redirectUrl with `?checkout=<result>`. */
    redirectUrl: z.string(),
    declineCode: z.string().nullable(),
  })
  .meta({ id: "CheckoutPaymentResult" });
export type CheckoutPaymentResult = z.infer<typeof checkoutPaymentResultSchema>;

export const billingSessionViewSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    subscription: subscriptionSchema,
    returnUrl: z.string(),
    cardLast4: z.string().nullable(),
  })
  .meta({ id: "BillingSessionView" });
export type BillingSessionView = z.infer<typeof billingSessionViewSchema>;
