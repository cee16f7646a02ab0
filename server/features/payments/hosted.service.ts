/**
 * The built-in provider's hosted pages (web /checkout/{id} and /billing/{id}): what they show
 * and what they do. Sessions are unguessable ids that expire, like a provider's hosted page
 * URL; with Stripe configured there are none (404).
 */
import type {
  BillingSessionView,
  CardPayment,
  CheckoutPaymentResult,
  CheckoutSessionView,
} from "../../../shared/api/subscription";
import { isExpiryValid } from "../../../shared/domain/payment-card";
import { subscriptionPlanOf } from "../../../shared/domain/subscription-plans";
import { AppError } from "../../http/app-error";
import { isLocalProvider, type LocalPaymentProvider, type LocalSessionRecord } from "../../platform/payments";
import { getSubscription, type PaymentsDeps, settleDueSubscriptions } from "./payments.service";

function localProvider(deps: PaymentsDeps): LocalPaymentProvider {
  if (!isLocalProvider(deps.provider))
    throw new AppError("paymentSessionNotFound", "no hosted pages with Stripe");
  return deps.provider;
}

async function openSession(deps: PaymentsDeps, id: string, kind: "checkout" | "portal") {
  const session = await localProvider(deps).session({ id, kind });
  if (!session || session.state === "expired") throw new AppError("paymentSessionNotFound", `${kind} ${id}`);
  return session;
}

function checkoutView(session: LocalSessionRecord): CheckoutSessionView {
  const plan = subscriptionPlanOf(session.planId ?? "");
  if (!plan) throw new AppError("paymentSessionNotFound", `checkout ${session.id} has no plan`);
  return {
    id: session.id,
    plan,
    email: session.email,
    state: session.state,
    percentOff: session.percentOff,
    cancelUrl: session.returnUrls.cancel ?? "/",
  };
}

export async function hostedCheckout(deps: PaymentsDeps, id: string): Promise<CheckoutSessionView> {
  return checkoutView(await openSession(deps, id, "checkout"));
}

export async function payHostedCheckout(
  deps: PaymentsDeps,
  input: {
    id: string;
    card: Omit<CardPayment, "expMonth" | "expYear"> & { expMonth: number; expYear: number };
  },
): Promise<CheckoutPaymentResult> {
  const provider = localProvider(deps);
  const session = await openSession(deps, input.id, "checkout");
  if (session.state === "complete") throw new AppError("checkoutSessionComplete", `checkout ${input.id}`);
  const { card } = input;
  if (!isExpiryValid({ month: card.expMonth, year: card.expYear, now: deps.now() }))
    throw new AppError("validationFailed", "expiry: the card has expired", undefined, { field: "expiry" });
  const charged = await provider.pay({ sessionId: session.id, cardNumber: card.number });
  if (charged.status === "closed") throw new AppError("checkoutSessionComplete", `checkout ${input.id}`);
  return charged.status === "paid"
    ? { result: "success", redirectUrl: session.returnUrls.success!, declineCode: null }
    : { result: "failed", redirectUrl: session.returnUrls.failure!, declineCode: charged.declineCode };
}

async function billingView(deps: PaymentsDeps, session: LocalSessionRecord): Promise<BillingSessionView> {
  const sub = await localProvider(deps).subscriptionOf(session.customerId);
  return {
    id: session.id,
    email: session.email,
    subscription: await getSubscription(deps, session.userId),
    returnUrl: session.returnUrls.return ?? "/",
    cardLast4: sub?.cardLast4 ?? null,
  };
}

export async function hostedBilling(deps: PaymentsDeps, id: string): Promise<BillingSessionView> {
  const session = await openSession(deps, id, "portal");
  // the page's user's due renewal is billed before it is shown, nobody else's
  await settleDueSubscriptions(deps, { userId: session.userId });
  return billingView(deps, session);
}

/** Cancel at period end (`cancel`) or resume a cancelled subscription before it ends. */
export async function setHostedCancellation(
  deps: PaymentsDeps,
  input: { id: string; cancel: boolean },
): Promise<BillingSessionView> {
  const session = await openSession(deps, input.id, "portal");
  const changed = await localProvider(deps).setCancelAtPeriodEnd({
    customerId: session.customerId,
    cancel: input.cancel,
  });
  if (!changed) throw new AppError("noPaidSubscription", `${session.userId} has no running subscription`);
  return billingView(deps, session);
}
