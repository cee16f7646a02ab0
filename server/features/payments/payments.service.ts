/**
 * Plans, checkout and billing portal sessions, the user's subscription with its payments, and
 * the enterprise enquiry. The provider (Stripe or the built-in one) hosts the payment pages;
 * state changes arrive only as its events (webhook.service.ts).
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import {
  CHECKOUT_RESULT_PARAM,
  type CheckoutOffer,
  type CheckoutResult,
  checkoutOffers,
  type EnterpriseContact,
  type PayablePlanId,
  type Subscription,
} from "../../../shared/api/subscription";
import { authLevels, licenseStatuses } from "../../../shared/domain/account";
import {
  fromMinorUnits,
  RENEWAL_GRACE_DAYS,
  subscriptionPlanOf,
  subscriptionPlans,
} from "../../../shared/domain/subscription-plans";
import { AppError } from "../../http/app-error";
import { DAY_MS } from "../../platform/clock";
import type { Mailer } from "../../platform/mail";
import {
  isLocalProvider,
  type LocalPaymentProvider,
  type PaymentProvider,
  PaymentProviderError,
} from "../../platform/payments";
import type { Db } from "../../store/db";
import { enterpriseContacts, paymentTransactions, subscriptions, users } from "../../store/schema";
import { findUserById, userInfoOf } from "../accounts";
import { handleWebhook } from "./webhook.service";

export interface PaymentsDeps {
  db: Db;
  provider: PaymentProvider | LocalPaymentProvider;
  now: () => Date;
  appUrl: string;
  mailer: Mailer;
  teamEmail: string;
  logger: Pick<Logger, "error" | "info" | "warn">;
}

/** Transactions listed by the subscription view. */
const TRANSACTIONS_SHOWN = 50;

export const listPlans = () => [...subscriptionPlans];

/**
 * `url` made absolute against the app and checked to be on its origin (no open redirect), with
 * `?checkout=<result>` when given.
 */
export function ownRedirect(appUrl: string, url: string, result?: CheckoutResult): string {
  let target: URL;
  try {
    target = new URL(url, appUrl);
  } catch {
    throw new AppError("redirectNotAllowed", "redirectUrl: not a URL", undefined, { field: "redirectUrl" });
  }
  if (target.origin !== new URL(appUrl).origin)
    throw new AppError("redirectNotAllowed", `redirectUrl: ${target.origin} is not this app`, undefined, {
      field: "redirectUrl",
    });
  if (result) target.searchParams.set(CHECKOUT_RESULT_PARAM, result);
  return target.toString();
}

/** A provider that cannot be reached or refuses: 503 for the caller, logged for the operator. */
async function unavailableOnFailure<T>(deps: PaymentsDeps, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.logger.error({ err: err.message }, "payment provider call failed");
    throw new AppError("serviceUnavailable", err.message);
  }
}

async function subscriptionRow(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

/**
 * The abandoned-checkout offer is made to a user who started a checkout, left it unpaid and has
 * never paid: their subscription row is still "incomplete" and no payment succeeded.
 */
async function offerDue(db: Db, userId: string, row: Awaited<ReturnType<typeof subscriptionRow>>) {
  if (row?.status !== "incomplete") return false;
  const [paid] = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.userId, userId), eq(paymentTransactions.status, "succeeded")))
    .limit(1);
  return paid === undefined;
}

export async function createCheckout(
  deps: PaymentsDeps,
  input: { userId: string; planId: PayablePlanId; redirectUrl: string; discount?: CheckoutOffer },
): Promise<{ url: string }> {
  const user = await findUserById(deps.db, input.userId);
  if (!user) throw new AppError("notSignedIn", "Account no longer exists");
  const info = userInfoOf(user, deps.now());
  // paying, or cancelled but still running: the billing portal manages it (resume), not a second subscription
  const running =
    info.licenseStatus === licenseStatuses.paidActive ||
    (info.licenseStatus === licenseStatuses.paidEnding && info.authLevel === authLevels.premium);
  if (running)
    throw new AppError("subscriptionAlreadyActive", `${user.id} pays already; use the billing portal`);
  const row = await subscriptionRow(deps.db, user.id);
  if (input.discount && !(await offerDue(deps.db, user.id, row)))
    throw new AppError("offerUnavailable", `${user.id}: no abandoned checkout to make ${input.discount} for`);
  const percentOff = input.discount ? checkoutOffers[input.discount].percentOff : undefined;
  const customerId = row?.provider === deps.provider.kind ? row.customerId : null;
  const session = await unavailableOnFailure(deps, () =>
    deps.provider.createCheckoutSession({
      userId: user.id,
      email: user.email,
      customerId,
      planId: input.planId,
      successUrl: ownRedirect(deps.appUrl, input.redirectUrl, "success"),
      failureUrl: ownRedirect(deps.appUrl, input.redirectUrl, "failed"),
      cancelUrl: ownRedirect(deps.appUrl, input.redirectUrl, "cancelled"),
      percentOff,
    }),
  );
  // The customer is known from now on, so every event of this checkout finds its user.
  if (!row || row.provider !== deps.provider.kind)
    await deps.db
      .insert(subscriptions)
      .values({
        userId: user.id,
        provider: deps.provider.kind,
        customerId: session.customerId,
        planId: input.planId,
        status: "incomplete",
      })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: {
          provider: deps.provider.kind,
          customerId: session.customerId,
          providerSubscriptionId: null,
          planId: input.planId,
          status: "incomplete",
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          lastEventAt: null,
        },
      });
  return { url: session.url };
}

export async function createPortal(
  deps: PaymentsDeps,
  input: { userId: string; redirectUrl: string },
): Promise<{ url: string }> {
  const returnUrl = ownRedirect(deps.appUrl, input.redirectUrl);
  const row = await subscriptionRow(deps.db, input.userId);
  if (!row || row.provider !== deps.provider.kind || row.providerSubscriptionId === null)
    throw new AppError("noPaidSubscription", `${input.userId} has no paid subscription`);
  return unavailableOnFailure(deps, () =>
    deps.provider.createPortalSession({ userId: input.userId, customerId: row.customerId, returnUrl }),
  );
}

export async function getSubscription(
  deps: Pick<PaymentsDeps, "db" | "now">,
  userId: string,
): Promise<Subscription> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError("notSignedIn", "Account no longer exists");
  const now = deps.now();
  const row = await subscriptionRow(deps.db, userId);
  const transactions = await deps.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.userId, userId))
    .orderBy(desc(paymentTransactions.occurredAt), desc(paymentTransactions.id))
    .limit(TRANSACTIONS_SHOWN);
  const info = userInfoOf(user, now);
  const periodEnd = row?.currentPeriodEnd ?? null;
  // a renewal declined and retried (past due) keeps the subscription running for the grace window
  const graceMs = row?.status === "past_due" ? RENEWAL_GRACE_DAYS * DAY_MS : 0;
  const paidRunning =
    row !== undefined &&
    ["active", "trialing", "past_due"].includes(row.status) &&
    periodEnd !== null &&
    periodEnd.getTime() + graceMs > now.getTime();
  const trialRunning = info.licenseStatus === licenseStatuses.trial;
  const plan =
    (paidRunning && row ? subscriptionPlanOf(row.planId) : undefined) ?? subscriptionPlanOf("pro")!;
  return {
    plan,
    status: paidRunning || trialRunning ? "Activated" : "Inactive",
    trialExpiresAt:
      user.licenseStatus === licenseStatuses.trial ? (user.licenseExpiresAt?.toISOString() ?? null) : null,
    nextPaymentAt: paidRunning && !row!.cancelAtPeriodEnd ? periodEnd!.toISOString() : null,
    currentPeriodEnd: periodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    transactions: transactions.map((t) => ({
      amount: fromMinorUnits(t.amountMinor),
      currency: t.currency,
      date: t.occurredAt.toISOString(),
      status: t.status as Subscription["transactions"][number]["status"],
    })),
  };
}

export const receiveWebhook = (
  deps: PaymentsDeps,
  input: { payload: string; signature: string | undefined },
) => handleWebhook({ db: deps.db, provider: deps.provider, now: deps.now }, input);

/** Stored first, then mailed to the team (a mail failure keeps the enquiry and is logged). */
export async function submitEnterpriseContact(
  deps: PaymentsDeps,
  form: Required<EnterpriseContact>,
): Promise<{ id: string }> {
  const id = randomUUID();
  await deps.db.insert(enterpriseContacts).values({ id, ...form });
  try {
    await deps.mailer.send({
      to: deps.teamEmail,
      subject: `Enterprise enquiry from ${form.company}`,
      text: [
        `Enquiry ${id}`,
        `Name: ${form.name}`,
        `E-mail: ${form.email}`,
        `Company: ${form.company}`,
        "",
        form.message,
      ].join("\n"),
    });
  } catch (err) {
    deps.logger.error({ err, enquiryId: id }, "enterprise enquiry stored, but the team mail failed");
  }
  return { id };
}

/**
 * Lets the built-in provider bill what is due: renew subscriptions whose period has passed and
 * end the cancelled ones (Stripe does this on its side and sends the events). `userId`: only that
 * user's (a user's own call bills their due renewal before showing it, and touches nobody
 * else's); without it, everyone's — the scheduled run (`startRenewalScheduler`).
 */
export async function settleDueSubscriptions(
  deps: Pick<PaymentsDeps, "provider">,
  scope: { userId: string } | "everyone",
): Promise<void> {
  if (!isLocalProvider(deps.provider)) return;
  await deps.provider.renewDue(scope === "everyone" ? {} : { userId: scope.userId });
}

/** Runs `settleDueSubscriptions` every `everyMs` (server/index.ts). */
export function startRenewalScheduler(
  deps: Pick<PaymentsDeps, "provider" | "logger"> & { everyMs: number },
): { stop(): void } {
  if (!isLocalProvider(deps.provider)) return { stop() {} };
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    settleDueSubscriptions(deps, "everyone")
      .catch((err: Error) => deps.logger.warn({ err: err.message }, "subscription renewal run failed"))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, deps.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
