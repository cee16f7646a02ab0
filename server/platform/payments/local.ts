/**
 * The built-in payment provider (no STRIPE_SECRET_KEY): it plays Stripe's side for development,
 * demos and tests. The app serves its hosted checkout (/checkout/{id}) and billing portal
 * (/billing/{id}); it bills test cards (4242… succeeds, 4000 0000 0000 0002 is declined, any
 * other number is refused as in Stripe's test mode) and renews due subscriptions. Everything it
 * does reaches the app as Stripe-shaped events signed like Stripe's (`Stripe-Signature`), handed
 * to the same verification and handler as Stripe's webhooks.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, inArray, lte } from "drizzle-orm";
import type { PayablePlanId } from "../../../shared/api/subscription";
import { testCards } from "../../../shared/domain/payment-card";
import {
  RENEWAL_GRACE_DAYS,
  subscriptionPlanOf,
  toMinorUnits,
} from "../../../shared/domain/subscription-plans";
import type { Db } from "../../store/db";
import { localPaymentSessions, localSubscriptions, users } from "../../store/schema";
import { type Clock, DAY_MS } from "../clock";
import { type PaymentProvider, signStripePayload, verifyStripeSignature } from "./provider";

/** How long a hosted checkout or billing page stays usable. */
export const LOCAL_SESSION_TTL_MS = 24 * 3600 * 1000;

type LocalSubscription = typeof localSubscriptions.$inferSelect;
/** Receives a signed delivery: the app's webhook handler. */
export type EventSink = (delivery: { payload: string; signature: string }) => Promise<void>;

export interface LocalSessionRecord {
  id: string;
  userId: string;
  email: string;
  customerId: string;
  planId: string | null;
  /** The offer's share off the first payment (50 = half), or null. */
  percentOff: number | null;
  state: "open" | "complete" | "expired";
  returnUrls: Record<string, string>;
}

export type CardCharge = { ok: true } | { ok: false; declineCode: "card_declined" | "test_mode_live_card" };
/** A payment's outcome; `closed`: the checkout is no longer open (paid already, e.g. by a double submit). */
export type PayOutcome =
  | { status: "paid" }
  | { status: "declined"; declineCode: "card_declined" | "test_mode_live_card" }
  | { status: "closed" };

export interface LocalPaymentProvider extends PaymentProvider {
  readonly kind: "local";
  /** Connects the app's webhook handler; events emitted before are an error. */
  connect(sink: EventSink): void;
  session(input: { id: string; kind: "checkout" | "portal" }): Promise<LocalSessionRecord | undefined>;
  /** Charges the card for an open checkout: success starts the subscription. */
  pay(input: { sessionId: string; cardNumber: string }): Promise<PayOutcome>;
  subscriptionOf(customerId: string): Promise<LocalSubscription | undefined>;
  setCancelAtPeriodEnd(input: { customerId: string; cancel: boolean }): Promise<boolean>;
  /**
   * Renews (charging the saved card) or ends the subscriptions whose period is over: every
   * user's (the scheduled run) or only `userId`'s (a user's own call, which bills what is due
   * before showing it). A card that does not pay makes the subscription past due (Premium is
   * kept for RENEWAL_GRACE_DAYS); it ends when that window passes unpaid.
   */
  renewDue(options?: { userId?: string }): Promise<{ renewed: number; pastDue: number; ended: number }>;
}

const token = (prefix: string) => `${prefix}_local_${randomBytes(18).toString("base64url")}`;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
/** A card number's stored fingerprint (the number itself is never kept). */
export const fingerprint = (number: string) =>
  createHash("sha256").update(`fundpilot-card:${number}`).digest("hex");

/** `from` plus one billing interval (a month keeps the day, clamped to the month's last day). */
export function addInterval(from: Date, interval: "month" | "year"): Date {
  const months = interval === "year" ? 12 : 1;
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

function charge(cardNumber: string): CardCharge {
  if (cardNumber === testCards.succeeds) return { ok: true };
  if (cardNumber === testCards.declined) return { ok: false, declineCode: "card_declined" };
  return { ok: false, declineCode: "test_mode_live_card" };
}

function priceOf(planId: string) {
  const plan = subscriptionPlanOf(planId);
  if (!plan?.price || (plan.interval !== "month" && plan.interval !== "year"))
    throw new Error(`plan ${planId} cannot be billed`);
  return {
    interval: plan.interval,
    amountMinor: toMinorUnits(plan.price.amount),
    currency: plan.price.currency,
  };
}

export function createLocalPaymentProvider(deps: {
  db: Db;
  clock: Clock;
  appUrl: string;
  webhookSecret: string;
}): LocalPaymentProvider {
  const { db, clock } = deps;
  let sink: EventSink | undefined;

  async function emit(type: string, object: Record<string, unknown>): Promise<void> {
    if (!sink) throw new Error("the local payment provider is not connected to a webhook handler");
    const now = clock.now();
    const event = {
      id: token("evt"),
      object: "event",
      type,
      created: seconds(now),
      livemode: false,
      api_version: null,
      data: { object },
    };
    const payload = JSON.stringify(event);
    await sink({ payload, signature: signStripePayload({ payload, secret: deps.webhookSecret, now }) });
  }

  const subscriptionObject = (s: LocalSubscription, extra: Record<string, unknown> = {}) => ({
    id: s.id,
    object: "subscription",
    customer: s.customerId,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    items: {
      data: [
        {
          price: { id: s.planId },
          current_period_start: seconds(s.currentPeriodStart),
          current_period_end: seconds(s.currentPeriodEnd),
        },
      ],
    },
    metadata: { userId: s.userId, planId: s.planId },
    ...extra,
  });

  const invoiceObject = (input: {
    customerId: string;
    subscriptionId: string | null;
    planId: string;
    paid: boolean;
    period?: { start: Date; end: Date };
    /** An offer on this invoice (the first one of a discounted checkout). */
    percentOff?: number | null;
  }) => {
    const price = priceOf(input.planId);
    const { currency } = price;
    const amountMinor = Math.round((price.amountMinor * (100 - (input.percentOff ?? 0))) / 100);
    return {
      id: token("in"),
      object: "invoice",
      customer: input.customerId,
      parent: input.subscriptionId
        ? { type: "subscription_details", subscription_details: { subscription: input.subscriptionId } }
        : null,
      status: input.paid ? "paid" : "open",
      amount_due: amountMinor,
      amount_paid: input.paid ? amountMinor : 0,
      currency: currency.toLowerCase(),
      created: seconds(clock.now()),
      payment_intent: token("pi"),
      lines: {
        data: input.period
          ? [{ period: { start: seconds(input.period.start), end: seconds(input.period.end) } }]
          : [],
      },
    };
  };

  async function session(input: { id: string; kind: "checkout" | "portal" }) {
    const [row] = await db
      .select({ s: localPaymentSessions, email: users.email })
      .from(localPaymentSessions)
      .innerJoin(users, eq(users.id, localPaymentSessions.userId))
      .where(and(eq(localPaymentSessions.id, input.id), eq(localPaymentSessions.kind, input.kind)))
      .limit(1);
    if (!row) return undefined;
    const expired = row.s.state === "open" && row.s.expiresAt.getTime() <= clock.now().getTime();
    return {
      id: row.s.id,
      userId: row.s.userId,
      email: row.email,
      customerId: row.s.customerId,
      planId: row.s.planId,
      percentOff: row.s.percentOff,
      state: expired ? "expired" : (row.s.state as "open" | "complete"),
      returnUrls: row.s.returnUrls,
    } satisfies LocalSessionRecord;
  }

  async function subscriptionOf(customerId: string) {
    const [row] = await db
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.customerId, customerId))
      .orderBy(desc(localSubscriptions.currentPeriodEnd))
      .limit(1);
    return row;
  }

  return {
    kind: "local",
    connect(next) {
      sink = next;
    },
    async createCheckoutSession(request) {
      const customerId = request.customerId ?? token("cus");
      const id = token("cs");
      await db.insert(localPaymentSessions).values({
        id,
        kind: "checkout",
        userId: request.userId,
        customerId,
        planId: request.planId,
        percentOff: request.percentOff ?? null,
        returnUrls: { success: request.successUrl, failure: request.failureUrl, cancel: request.cancelUrl },
        state: "open",
        expiresAt: new Date(clock.now().getTime() + LOCAL_SESSION_TTL_MS),
      });
      return { url: `${deps.appUrl}/checkout/${id}`, customerId };
    },
    async createPortalSession({ userId, customerId, returnUrl }) {
      const id = token("bps");
      await db.insert(localPaymentSessions).values({
        id,
        kind: "portal",
        userId,
        customerId,
        returnUrls: { return: returnUrl },
        state: "open",
        expiresAt: new Date(clock.now().getTime() + LOCAL_SESSION_TTL_MS),
      });
      return { url: `${deps.appUrl}/billing/${id}` };
    },
    verifyEvent: ({ payload, signature, now }) =>
      verifyStripeSignature({ payload, signature, secret: deps.webhookSecret, now }),
    session,
    subscriptionOf,
    async pay({ sessionId, cardNumber }) {
      const found = await session({ id: sessionId, kind: "checkout" });
      if (found?.state !== "open" || !found.planId) return { status: "closed" };
      const planId = found.planId as PayablePlanId;
      const result = charge(cardNumber);
      if (!result.ok) {
        await emit(
          "invoice.payment_failed",
          invoiceObject({
            customerId: found.customerId,
            subscriptionId: null,
            planId,
            paid: false,
            percentOff: found.percentOff,
          }),
        );
        return { status: "declined", declineCode: result.declineCode };
      }
      // One payment per checkout: the conditional update makes a double submit a no-op.
      const claimed = await db
        .update(localPaymentSessions)
        .set({ state: "complete" })
        .where(and(eq(localPaymentSessions.id, sessionId), eq(localPaymentSessions.state, "open")))
        .returning({ id: localPaymentSessions.id });
      if (claimed.length === 0) return { status: "closed" };
      const start = clock.now();
      const [sub] = await db
        .insert(localSubscriptions)
        .values({
          id: token("sub"),
          userId: found.userId,
          customerId: found.customerId,
          planId,
          status: "active",
          currentPeriodStart: start,
          currentPeriodEnd: addInterval(start, priceOf(planId).interval),
          cancelAtPeriodEnd: false,
          cardLast4: cardNumber.slice(-4),
          cardFingerprint: fingerprint(cardNumber),
        })
        .returning();
      await emit("checkout.session.completed", {
        id: sessionId,
        object: "checkout.session",
        mode: "subscription",
        status: "complete",
        payment_status: "paid",
        client_reference_id: found.userId,
        customer: found.customerId,
        subscription: sub!.id,
        metadata: { userId: found.userId, planId },
      });
      await emit("customer.subscription.created", subscriptionObject(sub!));
      await emit(
        "invoice.paid",
        invoiceObject({
          customerId: sub!.customerId,
          subscriptionId: sub!.id,
          planId,
          paid: true,
          period: { start: sub!.currentPeriodStart, end: sub!.currentPeriodEnd },
          percentOff: found.percentOff,
        }),
      );
      return { status: "paid" };
    },
    async setCancelAtPeriodEnd({ customerId, cancel }) {
      const [sub] = await db
        .update(localSubscriptions)
        .set({ cancelAtPeriodEnd: cancel })
        .where(and(eq(localSubscriptions.customerId, customerId), eq(localSubscriptions.status, "active")))
        .returning();
      if (!sub) return false;
      await emit("customer.subscription.updated", subscriptionObject(sub));
      return true;
    },
    async renewDue(options = {}) {
      const now = clock.now();
      const due = await db
        .select()
        .from(localSubscriptions)
        .where(
          and(
            inArray(localSubscriptions.status, ["active", "past_due"]),
            lte(localSubscriptions.currentPeriodEnd, now),
            options.userId ? eq(localSubscriptions.userId, options.userId) : undefined,
          ),
        );
      let renewed = 0;
      let pastDue = 0;
      let ended = 0;
      const graceEnds = (sub: LocalSubscription) =>
        sub.currentPeriodEnd.getTime() + RENEWAL_GRACE_DAYS * DAY_MS;
      for (const sub of due) {
        const pays = sub.cardFingerprint !== fingerprint(testCards.declined);
        if (sub.cancelAtPeriodEnd || (!pays && now.getTime() >= graceEnds(sub))) {
          // Cancelled at period end, or the grace window passed unpaid: the subscription ends.
          const [gone] = await db
            .update(localSubscriptions)
            .set({ status: "canceled" })
            .where(and(eq(localSubscriptions.id, sub.id), eq(localSubscriptions.status, sub.status)))
            .returning();
          if (!gone) continue;
          ended++;
          await emit(
            "customer.subscription.deleted",
            subscriptionObject(gone, {
              ended_at: seconds(sub.cancelAtPeriodEnd ? gone.currentPeriodEnd : now),
            }),
          );
          continue;
        }
        const interval = priceOf(sub.planId).interval;
        if (!pays) {
          // The renewal is declined: past due (once), the failed invoice of the unpaid period recorded.
          if (sub.status === "past_due") continue;
          const [late] = await db
            .update(localSubscriptions)
            .set({ status: "past_due" })
            .where(and(eq(localSubscriptions.id, sub.id), eq(localSubscriptions.status, "active")))
            .returning();
          if (!late) continue;
          pastDue++;
          await emit(
            "invoice.payment_failed",
            invoiceObject({
              customerId: late.customerId,
              subscriptionId: late.id,
              planId: late.planId,
              paid: false,
              period: { start: late.currentPeriodEnd, end: addInterval(late.currentPeriodEnd, interval) },
            }),
          );
          await emit("customer.subscription.updated", subscriptionObject(late));
          continue;
        }
        // One period at a time from the old end, until the new end is in the future.
        let start = sub.currentPeriodEnd;
        let end = addInterval(start, interval);
        while (end.getTime() <= now.getTime()) {
          start = end;
          end = addInterval(start, interval);
        }
        // Conditional on the old period end: two instances renewing at once charge once.
        const [next] = await db
          .update(localSubscriptions)
          .set({ status: "active", currentPeriodStart: start, currentPeriodEnd: end })
          .where(
            and(
              eq(localSubscriptions.id, sub.id),
              eq(localSubscriptions.currentPeriodEnd, sub.currentPeriodEnd),
            ),
          )
          .returning();
        if (!next) continue;
        renewed++;
        await emit(
          "invoice.paid",
          invoiceObject({
            customerId: next.customerId,
            subscriptionId: next.id,
            planId: next.planId,
            paid: true,
            period: { start, end },
          }),
        );
      }
      return { renewed, pastDue, ended };
    },
  };
}
