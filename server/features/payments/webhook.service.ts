/**
 * The payment provider's events → the user's subscription and plan. One handler for Stripe and
 * the built-in provider: the delivery is verified first (400 on a bad signature), each event id
 * is applied once (payment_events, in the same transaction as its effects), and an event older
 * than the state it would overwrite changes nothing (a delayed `customer.subscription.updated`
 * cannot revive a deleted subscription).
 */
import { and, eq, or } from "drizzle-orm";
import type Stripe from "stripe";
import { AppError } from "../../http/app-error";
import { type PaymentProvider, WebhookSignatureError } from "../../platform/payments";
import type { Db } from "../../store/db";
import { paymentEvents, paymentTransactions, subscriptions } from "../../store/schema";
import { applyPaidLicence } from "./licence";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface WebhookDeps {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
}

/** The events that change state; others are acknowledged and ignored. */
export const handledEventTypes = [
  "checkout.session.completed",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
] as const;

type Obj = Record<string, unknown>;
const str = (v: unknown): string | null =>
  typeof v === "string"
    ? v
    : v && typeof v === "object" && typeof (v as Obj).id === "string"
      ? ((v as Obj).id as string)
      : null;
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const at = (unixSeconds: number) => new Date(unixSeconds * 1000);
const metadataOf = (o: Obj) =>
  o.metadata && typeof o.metadata === "object" ? (o.metadata as Record<string, string>) : {};

/** The subscription id of an invoice (top level in older API versions, under `parent` in newer). */
function invoiceSubscriptionId(o: Obj): string | null {
  const parent = o.parent as Obj | null | undefined;
  const details = parent?.subscription_details as Obj | undefined;
  return str(o.subscription) ?? str(details?.subscription);
}

/** A subscription's period end (top level in older API versions, per item in newer). */
function subscriptionPeriodEnd(o: Obj): number | null {
  const items = (o.items as Obj | undefined)?.data as Obj[] | undefined;
  return num(o.current_period_end) ?? num(items?.[0]?.current_period_end);
}

export async function handleWebhook(
  deps: WebhookDeps,
  input: { payload: string; signature: string | undefined },
): Promise<{ applied: boolean }> {
  let event: Stripe.Event;
  try {
    event = deps.provider.verifyEvent({ ...input, now: deps.now() });
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw new AppError("paymentSignatureInvalid", err.message);
    throw err;
  }
  if (!(handledEventTypes as readonly string[]).includes(event.type)) return { applied: false };
  return deps.db.transaction(async (tx) => {
    const first = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (first.length === 0) return { applied: false };
    await applyEvent(tx, { provider: deps.provider.kind, event, now: deps.now() });
    return { applied: true };
  });
}

/** The subscription row an event is about: by provider subscription id, customer id, or the user in its metadata. */
async function rowFor(
  tx: Tx,
  input: {
    provider: string;
    customerId: string | null;
    subscriptionId: string | null;
    userId: string | null;
  },
): Promise<SubscriptionRow | undefined> {
  const conditions = [
    input.subscriptionId ? eq(subscriptions.providerSubscriptionId, input.subscriptionId) : undefined,
    input.customerId ? eq(subscriptions.customerId, input.customerId) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length > 0) {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, input.provider), or(...conditions)))
      .for("update")
      .limit(1);
    if (row) return row;
  }
  if (!input.userId) return undefined;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, input.userId))
    .for("update");
  return row?.provider === input.provider ? row : undefined;
}

async function save(tx: Tx, row: SubscriptionRow, now: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ ...row, updatedAt: now })
    .where(eq(subscriptions.userId, row.userId));
  await applyPaidLicence(tx, {
    userId: row.userId,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    now,
  });
}

async function applyEvent(tx: Tx, input: { provider: string; event: Stripe.Event; now: Date }) {
  const { provider, event, now } = input;
  const o = event.data.object as unknown as Obj;
  const created = at(event.created);
  switch (event.type) {
    case "checkout.session.completed": {
      const userId = str(o.client_reference_id) ?? metadataOf(o).userId ?? null;
      const customerId = str(o.customer);
      const subscriptionId = str(o.subscription);
      const planId = metadataOf(o).planId;
      if (!userId || !customerId || !planId) return;
      const row = await rowFor(tx, { provider, customerId, subscriptionId, userId });
      if (!row) {
        await tx.insert(subscriptions).values({
          userId,
          provider,
          customerId,
          providerSubscriptionId: subscriptionId,
          planId,
          status: "incomplete",
        });
        return;
      }
      if (row.providerSubscriptionId === subscriptionId) return;
      // A new subscription replaces a lapsed one (its own events then bring its period).
      await save(
        tx,
        {
          ...row,
          providerSubscriptionId: subscriptionId,
          planId,
          status: row.status === "active" ? row.status : "incomplete",
          cancelAtPeriodEnd: false,
          lastEventAt: null,
        },
        now,
      );
      return;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const paid = event.type === "invoice.paid";
      const customerId = str(o.customer);
      const subscriptionId = invoiceSubscriptionId(o);
      const row = await rowFor(tx, { provider, customerId, subscriptionId, userId: null });
      if (!row) return;
      const amount = num(paid ? o.amount_paid : o.amount_due) ?? 0;
      await tx
        .insert(paymentTransactions)
        .values({
          userId: row.userId,
          provider,
          amountMinor: amount,
          currency: String(o.currency ?? "usd").toUpperCase(),
          status: paid ? "succeeded" : "failed",
          occurredAt: num(o.created) !== null ? at(num(o.created)!) : created,
          providerInvoiceId: str(o.id),
          providerPaymentId: str(o.payment_intent),
        })
        .onConflictDoNothing();
      if (!subscriptionId) return;
      // An invoice of a subscription that ended, or of one another subscription replaced, changes nothing.
      if (row.status === "canceled" && row.providerSubscriptionId === subscriptionId) return;
      if (row.providerSubscriptionId && row.providerSubscriptionId !== subscriptionId) return;
      const lines = (o.lines as Obj | undefined)?.data as Obj[] | undefined;
      const periodEnd = num((lines?.[0]?.period as Obj | undefined)?.end);
      if (!paid) {
        // A renewal the card did not pay (a period not paid yet): past due while the provider
        // retries, which keeps Premium for the grace window (licence.ts); a paid retry makes it active.
        const unpaidPeriod =
          periodEnd === null ||
          !row.currentPeriodEnd ||
          at(periodEnd).getTime() > row.currentPeriodEnd.getTime();
        if (row.status === "active" && row.providerSubscriptionId === subscriptionId && unpaidPeriod)
          await save(tx, { ...row, status: "past_due" }, now);
        return;
      }
      const end = periodEnd !== null ? at(periodEnd) : row.currentPeriodEnd;
      const later =
        end && (!row.currentPeriodEnd || end.getTime() > row.currentPeriodEnd.getTime())
          ? end
          : row.currentPeriodEnd;
      await save(
        tx,
        { ...row, providerSubscriptionId: subscriptionId, status: "active", currentPeriodEnd: later },
        now,
      );
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscriptionId = str(o.id);
      const customerId = str(o.customer);
      const row = await rowFor(tx, {
        provider,
        customerId,
        subscriptionId,
        userId: metadataOf(o).userId ?? null,
      });
      if (!row || !subscriptionId) return;
      const sameSubscription =
        row.providerSubscriptionId === null || row.providerSubscriptionId === subscriptionId;
      if (!sameSubscription && row.status === "active") return;
      // Deleted is final for a subscription; older news never overwrites newer.
      if (sameSubscription && row.status === "canceled" && row.providerSubscriptionId === subscriptionId)
        return;
      if (sameSubscription && row.lastEventAt && created.getTime() < row.lastEventAt.getTime()) return;
      const periodEnd = subscriptionPeriodEnd(o);
      if (event.type === "customer.subscription.deleted") {
        const endedAt = num(o.ended_at) !== null ? at(num(o.ended_at)!) : created;
        const end =
          row.currentPeriodEnd && row.currentPeriodEnd.getTime() < endedAt.getTime()
            ? row.currentPeriodEnd
            : endedAt;
        await save(
          tx,
          {
            ...row,
            providerSubscriptionId: subscriptionId,
            status: "canceled",
            currentPeriodEnd: end,
            lastEventAt: created,
          },
          now,
        );
        return;
      }
      await save(
        tx,
        {
          ...row,
          providerSubscriptionId: subscriptionId,
          planId: metadataOf(o).planId ?? row.planId,
          status: String(o.status ?? row.status),
          cancelAtPeriodEnd: o.cancel_at_period_end === true,
          currentPeriodEnd: periodEnd !== null ? at(periodEnd) : row.currentPeriodEnd,
          lastEventAt: created,
        },
        now,
      );
      return;
    }
  }
}
