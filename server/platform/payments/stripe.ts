/**
 * Stripe as the payment provider: Checkout Sessions in subscription mode, Billing Portal
 * sessions, one Stripe customer per user, and webhook events verified with
 * STRIPE_WEBHOOK_SECRET. `apiUrl` points the SDK at another endpoint (tests run it against a
 * local responder that answers like the Stripe API).
 */
import Stripe from "stripe";
import type { PayablePlanId } from "../../../shared/api/subscription";
import { type PaymentProvider, PaymentProviderError, verifyStripeSignature } from "./provider";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The Stripe price of each payable plan. */
  prices: Record<PayablePlanId, string>;
  /** e.g. http://127.0.0.1:12111 instead of https://api.stripe.com */
  apiUrl?: string;
}

export function createStripeClient(options: Pick<StripeProviderOptions, "secretKey" | "apiUrl">): Stripe {
  const endpoint = options.apiUrl ? new URL(options.apiUrl) : undefined;
  return new Stripe(options.secretKey, {
    telemetry: false,
    maxNetworkRetries: endpoint ? 0 : 2,
    ...(endpoint
      ? {
          host: endpoint.hostname,
          port: endpoint.port || (endpoint.protocol === "https:" ? 443 : 80),
          protocol: endpoint.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

/** A Stripe API failure (network, rate limit, bad key, unknown price) as PaymentProviderError. */
async function stripeCall<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError)
      throw new PaymentProviderError(`Stripe ${what}: ${err.type} ${err.message}`);
    throw err;
  }
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(options);
  /** The coupon of an offer (`duration: once`: the first invoice only), created on first use under a fixed id. */
  const couponFor = async (percentOff: number): Promise<string> => {
    const id = `fundpilot-first-payment-${percentOff}-off`;
    try {
      return (await stripe.coupons.retrieve(id)).id;
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode !== 404) throw err;
      return (await stripe.coupons.create({ id, percent_off: percentOff, duration: "once" })).id;
    }
  };
  return {
    kind: "stripe",
    createCheckoutSession: (request) =>
      stripeCall("checkout session", async () => {
        const customerId =
          request.customerId ??
          (await stripe.customers.create({ email: request.email, metadata: { userId: request.userId } })).id;
        const metadata = { userId: request.userId, planId: request.planId };
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          customer: customerId,
          client_reference_id: request.userId,
          line_items: [{ price: options.prices[request.planId], quantity: 1 }],
          ...(request.percentOff ? { discounts: [{ coupon: await couponFor(request.percentOff) }] } : {}),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata,
          subscription_data: { metadata },
        });
        if (!session.url) throw new PaymentProviderError(`Stripe checkout session ${session.id} has no url`);
        return { url: session.url, customerId };
      }),
    createPortalSession: ({ customerId, returnUrl }) =>
      stripeCall("billing portal session", async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return { url: session.url };
      }),
    verifyEvent: ({ payload, signature, now }) =>
      verifyStripeSignature({ payload, signature, secret: options.webhookSecret, now }),
  };
}
