/**
 * The payment provider (the "payments" platform part): hosted checkout, a billing portal and
 * signed webhook events in Stripe's protocol. Two implementations, chosen by configuration
 * (index.ts): Stripe when STRIPE_SECRET_KEY is set (stripe.ts), otherwise the built-in provider
 * (local.ts) whose checkout and billing pages the app serves itself. Either way the app's
 * subscription state changes only through verified events handled by one handler
 * (server/features/payments).
 */
import Stripe from "stripe";
import type { PayablePlanId } from "../../../shared/api/subscription";

export interface CheckoutRequest {
  userId: string;
  email: string;
  /** The user's customer at this provider, when one exists already. */
  customerId: string | null;
  planId: PayablePlanId;
  /** Where the browser returns: after paying, after a declined payment, after giving up. */
  successUrl: string;
  failureUrl: string;
  cancelUrl: string;
  /** An offer's share off the first payment (50 = half); later payments are full price. */
  percentOff?: number;
}

export interface PaymentProvider {
  readonly kind: "local" | "stripe";
  /** A hosted checkout for a subscription; returns its URL and the customer it bills. */
  createCheckoutSession(request: CheckoutRequest): Promise<{ url: string; customerId: string }>;
  createPortalSession(input: {
    userId: string;
    customerId: string;
    returnUrl: string;
  }): Promise<{ url: string }>;
  /**
   * The event of a webhook delivery, after verifying its `Stripe-Signature` against the raw body
   * (throws WebhookSignatureError). `now` is the clock's time: the signature must be recent to it.
   */
  verifyEvent(input: { payload: string; signature: string | undefined; now: Date }): Stripe.Event;
}

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** The provider could not be reached or refused the call (the app answers 503, never a fault of its own). */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}

/** Stripe's tolerance for a signature's age (seconds); older deliveries are refused as replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Verifies a `Stripe-Signature` header (`t=…,v1=HMAC-SHA256(secret, "t.payload")`) with the
 * Stripe SDK and parses the event. Both providers use it, so a built-in event passes exactly the
 * checks a Stripe event does.
 */
export function verifyStripeSignature(input: {
  payload: string;
  signature: string | undefined;
  secret: string;
  now: Date;
}): Stripe.Event {
  if (!input.signature) throw new WebhookSignatureError("missing Stripe-Signature header");
  try {
    return Stripe.webhooks.constructEvent(
      input.payload,
      input.signature,
      input.secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      // milliseconds: the SDK divides by 1000 itself
      input.now.getTime(),
    );
  } catch (err) {
    throw new WebhookSignatureError((err as Error).message);
  }
}

/** A `Stripe-Signature` header for `payload`, signed at `now` (the built-in provider's events, tests). */
export function signStripePayload(input: { payload: string; secret: string; now: Date }): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload: input.payload,
    secret: input.secret,
    timestamp: Math.floor(input.now.getTime() / 1000),
  });
}
