/**
 * With STRIPE_SECRET_KEY set: the Stripe SDK's calls (customer, Checkout Session, Billing Portal
 * session) against a local HTTP server answering like the Stripe API, and webhook events signed
 * with the SDK's own `generateTestHeaderString` driving the subscription.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RENEWAL_GRACE_DAYS } from "../../../shared/domain/subscription-plans";
import { bearer, signUp } from "../../../tests/helpers/accounts";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { tokenAt } from "../../../tests/helpers/tokens";
import { createSettableClock, DAY_MS } from "../../platform/clock";

const WEBHOOK_SECRET = "whsec_stripe_test_secret_0123456789";
// whole seconds, as Stripe's timestamps are
const clock = createSettableClock(new Date(Math.floor(Date.now() / 1000) * 1000));
let t: TestApp;
let api: Server;
const calls: { method: string; path: string; form: URLSearchParams; auth: string | undefined }[] = [];
let serial = 0;

/** Answers the three Stripe API calls the app makes, as Stripe does (form-encoded in, JSON out). */
function stripeResponder(): Server {
  return createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const form = new URLSearchParams(body);
      calls.push({ method: req.method ?? "", path: req.url ?? "", form, auth: req.headers.authorization });
      const id = ++serial;
      if (form.get("email")?.startsWith("stripe-down-")) {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "No such price" } }));
        return;
      }
      const answer =
        req.url === "/v1/customers"
          ? { id: `cus_test_${id}`, object: "customer", email: form.get("email") }
          : req.url === "/v1/checkout/sessions"
            ? {
                id: `cs_test_${id}`,
                object: "checkout.session",
                mode: form.get("mode"),
                customer: form.get("customer"),
                url: `https://checkout.stripe.com/c/pay/cs_test_${id}`,
              }
            : req.url === "/v1/billing_portal/sessions"
              ? {
                  id: `bps_test_${id}`,
                  object: "billing_portal.session",
                  customer: form.get("customer"),
                  url: `https://billing.stripe.com/p/session/test_${id}`,
                }
              : undefined;
      res.writeHead(answer ? 200 : 404, { "content-type": "application/json", "request-id": `req_${id}` });
      res.end(JSON.stringify(answer ?? { error: { type: "invalid_request_error", message: "unknown" } }));
    });
  });
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
let eventSerial = 0;
async function deliver(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: Date } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${++eventSerial}`,
    object: "event",
    type,
    created: seconds(options.created ?? clock.now()),
    livemode: false,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: seconds(clock.now()),
  });
  const res = await t.app.request("/v1/pub/payments/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  return { status: res.status, payload };
}

async function call(url: string, token: string) {
  // a token signed again on the moved clock, as the web's refresh would
  const res = await t.app.request(url, {
    headers: bearer(await tokenAt(t.deps.secrets.jwt, token, clock.now())),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  api = stripeResponder();
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const { port } = api.address() as AddressInfo;
  t = await createTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: "sk_test_fundpilot",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PREMIUM_MONTHLY: "price_monthly_test",
      STRIPE_PRICE_PREMIUM_YEARLY: "price_yearly_test",
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => api?.close(resolve));
});

describe("Stripe provider", () => {
  it("walks checkout → paid → portal → cancel → deleted, ignoring replays and stale events", async () => {
    const { accessToken } = await signUp(t, `stripe-${Date.now().toString(36)}@example.com`);
    const me = (await call("/v1/app/user/info", accessToken)).body.data;

    // Checkout Session in subscription mode for a new customer of this user
    const co = await call(
      "/v1/app/subscription/create-checkout-session?subscriptionPlanId=premium-monthly&redirectUrl=%2Fpricing",
      accessToken,
    );
    expect(co.status, JSON.stringify(co.body)).toBe(200);
    expect(co.body.data.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const customerCall = calls.find((c) => c.path === "/v1/customers")!;
    expect(customerCall.auth).toBe("Bearer sk_test_fundpilot");
    expect(customerCall.form.get("metadata[userId]")).toBe(me.userId);
    const sessionCall = calls.find((c) => c.path === "/v1/checkout/sessions")!;
    const customerId = sessionCall.form.get("customer")!;
    expect(customerId).toMatch(/^cus_test_/);
    expect(Object.fromEntries(sessionCall.form)).toMatchObject({
      mode: "subscription",
      client_reference_id: me.userId,
      "line_items[0][price]": "price_monthly_test",
      "line_items[0][quantity]": "1",
      "subscription_data[metadata][planId]": "premium-monthly",
      success_url: `${t.config.APP_URL}/pricing?checkout=success`,
      cancel_url: `${t.config.APP_URL}/pricing?checkout=cancelled`,
    });

    // the events Stripe sends after payment
    const start = clock.now();
    const end = new Date(start.getTime() + 30 * DAY_MS);
    const sub = {
      id: "sub_test_1",
      object: "subscription",
      customer: customerId,
      status: "active",
      cancel_at_period_end: false,
      items: { data: [{ current_period_start: seconds(start), current_period_end: seconds(end) }] },
      metadata: { userId: me.userId, planId: "premium-monthly" },
    };
    const completed = {
      id: "cs_test_done",
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: me.userId,
      customer: customerId,
      subscription: "sub_test_1",
      metadata: { userId: me.userId, planId: "premium-monthly" },
    };
    const invoice = {
      id: "in_test_1",
      object: "invoice",
      customer: customerId,
      parent: { subscription_details: { subscription: "sub_test_1" } },
      amount_paid: 1500,
      amount_due: 1500,
      currency: "usd",
      created: seconds(start),
      lines: { data: [{ period: { start: seconds(start), end: seconds(end) } }] },
    };
    expect((await deliver("checkout.session.completed", completed)).status).toBe(200);
    expect((await deliver("invoice.paid", invoice, { id: "evt_invoice_paid_1" })).status).toBe(200);
    expect((await call("/v1/app/user/info", accessToken)).body.data).toMatchObject({
      authLevel: 2,
      licenseStatus: 2,
      remainDays: 30,
    });

    // a redelivered event id has no second effect
    expect((await deliver("invoice.paid", invoice, { id: "evt_invoice_paid_1" })).status).toBe(200);
    const afterReplay = (await call("/v1/app/subscription", accessToken)).body.data;
    expect(afterReplay.transactions).toEqual([
      expect.objectContaining({ amount: 15, currency: "USD", status: "succeeded" }),
    ]);
    expect(afterReplay).toMatchObject({ status: "Activated", nextPaymentAt: end.toISOString() });

    // a failed renewal attempt is recorded and changes no plan
    await deliver("invoice.payment_failed", { ...invoice, id: "in_test_2", amount_paid: 0 });
    expect((await call("/v1/app/subscription", accessToken)).body.data.transactions).toHaveLength(2);
    expect((await call("/v1/app/user/info", accessToken)).body.data).toMatchObject({ licenseStatus: 2 });

    // the next period's renewal is declined (Stripe retries it): past due, and Premium is kept
    // for the grace window past the period end instead of ending with it
    const nextEnd = new Date(end.getTime() + 30 * DAY_MS);
    await deliver("invoice.payment_failed", {
      ...invoice,
      id: "in_test_3",
      amount_paid: 0,
      lines: { data: [{ period: { start: seconds(end), end: seconds(nextEnd) } }] },
    });
    expect((await call("/v1/app/user/info", accessToken)).body.data).toMatchObject({
      authLevel: 2,
      licenseStatus: 2,
      remainDays: 30 + RENEWAL_GRACE_DAYS,
    });
    expect((await call("/v1/app/subscription", accessToken)).body.data.status).toBe("Activated");

    // Billing Portal session for the same customer
    const portal = await call("/v1/app/subscription/portal-session?redirectUrl=%2Faccount", accessToken);
    expect(portal.body.data.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const portalCall = calls.find((c) => c.path === "/v1/billing_portal/sessions")!;
    expect(portalCall.form.get("customer")).toBe(customerId);
    expect(portalCall.form.get("return_url")).toBe(`${t.config.APP_URL}/account`);

    // cancelled at period end in the portal, then deleted at the end
    const t0 = clock.now().getTime();
    await deliver(
      "customer.subscription.updated",
      { ...sub, cancel_at_period_end: true },
      { created: new Date(t0 + 1000) },
    );
    expect((await call("/v1/app/user/info", accessToken)).body.data).toMatchObject({
      authLevel: 2,
      licenseStatus: 3,
    });
    clock.set(new Date(end.getTime() + 1000));
    await deliver(
      "customer.subscription.deleted",
      { ...sub, status: "canceled", cancel_at_period_end: true, ended_at: seconds(end) },
      { created: new Date(end.getTime() + 1000) },
    );
    const expired = (await call("/v1/app/user/info", accessToken)).body.data;
    expect(expired).toMatchObject({ authLevel: 1, licenseStatus: 3, remainDays: 0 });

    // an "updated" sent before the deletion but delivered after it does not revive the subscription
    await deliver(
      "customer.subscription.updated",
      { ...sub, status: "active" },
      { created: new Date(t0 + 2000) },
    );
    expect((await call("/v1/app/user/info", accessToken)).body.data).toEqual(expired);
    expect((await call("/v1/app/subscription", accessToken)).body.data).toMatchObject({ status: "Inactive" });
    clock.set(new Date(Math.floor(Date.now() / 1000) * 1000));
  });

  it("applies an older subscription.updated after a newer one as nothing", async () => {
    const { accessToken } = await signUp(t, `stripe-order-${Date.now().toString(36)}@example.com`);
    const me = (await call("/v1/app/user/info", accessToken)).body.data;
    await call(
      "/v1/app/subscription/create-checkout-session?subscriptionPlanId=premium-yearly&redirectUrl=%2Fpricing",
      accessToken,
    );
    const customerId = calls
      .filter((c) => c.path === "/v1/checkout/sessions")
      .at(-1)!
      .form.get("customer")!;
    const now = clock.now();
    const end = new Date(now.getTime() + 365 * DAY_MS);
    const sub = {
      id: "sub_test_order",
      object: "subscription",
      customer: customerId,
      status: "active",
      items: { data: [{ current_period_end: seconds(end) }] },
      metadata: { userId: me.userId, planId: "premium-yearly" },
    };
    await deliver(
      "customer.subscription.updated",
      { ...sub, cancel_at_period_end: true },
      { created: new Date(now.getTime() + 5000) },
    );
    await deliver("customer.subscription.updated", { ...sub, cancel_at_period_end: false }, { created: now });
    const shown = (await call("/v1/app/subscription", accessToken)).body.data;
    expect(shown).toMatchObject({
      plan: { id: "premium-yearly" },
      cancelAtPeriodEnd: true,
      status: "Activated",
    });
    expect((await call("/v1/app/user/info", accessToken)).body.data).toMatchObject({
      authLevel: 2,
      licenseStatus: 3,
    });
  });

  it("answers 503 when the Stripe API refuses the call", async () => {
    const { accessToken } = await signUp(t, `stripe-down-${Date.now().toString(36)}@example.com`);
    const res = await call(
      "/v1/app/subscription/create-checkout-session?subscriptionPlanId=premium-monthly&redirectUrl=%2Fpricing",
      accessToken,
    );
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe(50300001);
  });

  it("has no built-in hosted pages", async () => {
    const res = await t.app.request("/v1/pub/checkout/sessions/cs_local_aaaaaaaaaaaaaaaaaaaaaaaa");
    expect(res.status).toBe(404);
  });
});
