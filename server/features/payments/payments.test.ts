import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testCards } from "../../../shared/domain/payment-card";
import { RENEWAL_GRACE_DAYS } from "../../../shared/domain/subscription-plans";
import { bearer, signUp } from "../../../tests/helpers/accounts";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { tokenAt } from "../../../tests/helpers/tokens";
import { createSettableClock, DAY_MS } from "../../platform/clock";
import { signStripePayload } from "../../platform/payments";
import { fingerprint } from "../../platform/payments/local";
import { localSubscriptions, paymentTransactions } from "../../store/schema";

const WEBHOOK_SECRET = "whsec_local_test_secret_0123456789";
const clock = createSettableClock(new Date());
let t: TestApp;
let n = 0;
const newEmail = () => `pay-${++n}-${Date.now().toString(36)}@example.com`;

async function call(method: string, url: string, token?: string, body?: unknown) {
  // a token signed again on the moved clock, as the web's refresh would
  const headers = token ? bearer(await tokenAt(t.deps.secrets.jwt, token, clock.now())) : {};
  const res = await t.json(method, url, body, headers);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const userInfo = async (token: string) => (await call("GET", "/v1/app/user/info", token)).body.data;
const subscription = async (token: string) => (await call("GET", "/v1/app/subscription", token)).body.data;
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: clock.now().getUTCFullYear() + 2,
  cvc: "123",
  name: "Ka Ming Wong",
  ...extra,
});
const sessionId = (url: string, prefix: string) => new URL(url).pathname.replace(`/${prefix}/`, "");

async function checkout(token: string, planId = "premium-monthly") {
  const redirectUrl = encodeURIComponent(`${t.config.APP_URL}/pricing`);
  const res = await call(
    "GET",
    `/v1/app/subscription/create-checkout-session?subscriptionPlanId=${planId}&redirectUrl=${redirectUrl}`,
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sessionId(res.body.data.url, "checkout");
}
async function portal(token: string) {
  const res = await call("GET", "/v1/app/subscription/portal-session?redirectUrl=%2Faccount", token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sessionId(res.body.data.url, "billing");
}

beforeAll(async () => {
  t = await createTestApp({ clock, env: { PAYMENTS_WEBHOOK_SECRET: WEBHOOK_SECRET } });
});
afterAll(async () => {
  await t?.close();
});

describe("GET /v1/app/subscription/plan/list", () => {
  it("lists Pro, Premium monthly at the founder's price, Premium yearly and Enterprise", async () => {
    const { accessToken } = await signUp(t, newEmail());
    const res = await call("GET", "/v1/app/subscription/plan/list?type=license", accessToken);
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.data.map((p: { id: string }) => [p.id, p]));
    expect(Object.keys(byId)).toEqual(["pro", "premium-monthly", "premium-yearly", "enterprise"]);
    expect(byId["premium-monthly"]).toMatchObject({
      tier: "premium",
      interval: "month",
      price: { amount: 15, currency: "USD" },
      founder: true,
      trialDays: 15,
    });
    expect(byId.enterprise).toMatchObject({ contactSales: true, price: null });
  });
});

describe("built-in provider: checkout, portal, renewal and expiry", () => {
  it("GET /v1/app/subscription/create-checkout-session refuses a redirect off this app (no open redirect)", async () => {
    const { accessToken } = await signUp(t, newEmail());
    for (const target of ["https://evil.example/pricing", "//evil.example/pricing", "javascript:alert(1)"]) {
      const res = await call(
        "GET",
        `/v1/app/subscription/create-checkout-session?subscriptionPlanId=premium-monthly&redirectUrl=${encodeURIComponent(target)}`,
        accessToken,
      );
      expect(res.status, target).toBe(400);
      expect(res.body.error.code).toBe(40000032);
    }
  });

  it("a declined card changes no plan and records a failed payment", async () => {
    const { accessToken } = await signUp(t, newEmail());
    const id = await checkout(accessToken);
    const view = await call("GET", `/v1/pub/checkout/sessions/${id}`);
    expect(view.body.data).toMatchObject({ state: "open", plan: { id: "premium-monthly" } });
    const paid = await call(
      "POST",
      `/v1/pub/checkout/sessions/${id}/pay`,
      undefined,
      card("4000 0000 0000 0002"),
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ result: "failed", declineCode: "card_declined" });
    expect(new URL(paid.body.data.redirectUrl).searchParams.get("checkout")).toBe("failed");
    expect(await userInfo(accessToken)).toMatchObject({ authLevel: 0, licenseStatus: 0 });
    const sub = await subscription(accessToken);
    expect(sub).toMatchObject({ status: "Inactive", plan: { id: "pro" }, nextPaymentAt: null });
    expect(sub.transactions).toEqual([
      expect.objectContaining({ amount: 15, currency: "USD", status: "failed" }),
    ]);
  });

  it.each([
    ["a number failing the Luhn check", card("4242 4242 4242 4241")],
    ["a CVC of two digits", card("4242424242424242", { cvc: "12" })],
    ["an expired card", card("4242424242424242", { expMonth: 1, expYear: 2020 })],
  ])("POST /v1/pub/checkout/sessions/{id}/pay refuses %s with 400", async (_, body) => {
    const { accessToken } = await signUp(t, newEmail());
    const id = await checkout(accessToken);
    const res = await call("POST", `/v1/pub/checkout/sessions/${id}/pay`, undefined, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(40000001);
    expect((await subscription(accessToken)).transactions).toEqual([]);
  });

  it("Pro → paid Premium → renewed → cancelled at period end → expired → subscribed again", async () => {
    const { accessToken } = await signUp(t, newEmail());
    expect(await userInfo(accessToken)).toMatchObject({ authLevel: 0, licenseStatus: 0 });
    const id = await checkout(accessToken);
    const paid = await call(
      "POST",
      `/v1/pub/checkout/sessions/${id}/pay`,
      undefined,
      card("4242 4242 4242 4242"),
    );
    expect(paid.body.data.result).toBe("success");
    expect(new URL(paid.body.data.redirectUrl).searchParams.get("checkout")).toBe("success");

    const info = await userInfo(accessToken);
    expect(info).toMatchObject({ authLevel: 2, licenseStatus: 2 });
    expect(info.remainDays).toBeGreaterThanOrEqual(28);
    expect(info.remainDays).toBeLessThanOrEqual(31);
    const sub = await subscription(accessToken);
    expect(sub).toMatchObject({
      status: "Activated",
      plan: { id: "premium-monthly" },
      cancelAtPeriodEnd: false,
    });
    expect(sub.nextPaymentAt).toBe(sub.currentPeriodEnd);
    expect(sub.transactions).toEqual([expect.objectContaining({ amount: 15, status: "succeeded" })]);

    // paid once: the checkout is closed, and a paying user is sent to the portal
    expect(
      (await call("POST", `/v1/pub/checkout/sessions/${id}/pay`, undefined, card("4242424242424242"))).status,
    ).toBe(409);
    const again = await call(
      "GET",
      "/v1/app/subscription/create-checkout-session?subscriptionPlanId=premium-yearly&redirectUrl=%2Fpricing",
      accessToken,
    );
    expect(again.body.error.code).toBe(40900031);

    // the period ends: the saved card is charged and the membership runs on
    const firstEnd = new Date(sub.currentPeriodEnd).getTime();
    clock.set(new Date(firstEnd + 3600_000));
    const renewed = await subscription(accessToken);
    expect(renewed.status).toBe("Activated");
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBeGreaterThan(firstEnd + 27 * DAY_MS);
    expect(renewed.transactions.map((x: { status: string }) => x.status)).toEqual(["succeeded", "succeeded"]);
    expect(await userInfo(accessToken)).toMatchObject({ authLevel: 2, licenseStatus: 2 });

    // cancel at period end in the billing portal, resume, cancel again
    const billing = await portal(accessToken);
    const shown = await call("GET", `/v1/pub/billing/sessions/${billing}`);
    expect(shown.body.data).toMatchObject({ cardLast4: "4242", returnUrl: `${t.config.APP_URL}/account` });
    const cancelled = await call("POST", `/v1/pub/billing/sessions/${billing}/cancel`);
    expect(cancelled.body.data.subscription).toMatchObject({ cancelAtPeriodEnd: true, nextPaymentAt: null });
    expect(await userInfo(accessToken)).toMatchObject({ authLevel: 2, licenseStatus: 3 });
    await call("POST", `/v1/pub/billing/sessions/${billing}/resume`);
    expect(await userInfo(accessToken)).toMatchObject({ authLevel: 2, licenseStatus: 2 });
    await call("POST", `/v1/pub/billing/sessions/${billing}/cancel`);
    // cancelled but still running: resumed in the portal, not bought twice
    const twice = await call(
      "GET",
      "/v1/app/subscription/create-checkout-session?subscriptionPlanId=premium-monthly&redirectUrl=%2Fpricing",
      accessToken,
    );
    expect(twice.body.error.code).toBe(40900031);

    // past the period end: no charge, the membership has ended
    clock.set(new Date(new Date(renewed.currentPeriodEnd).getTime() + 3600_000));
    const ended = await subscription(accessToken);
    expect(ended).toMatchObject({ status: "Inactive", plan: { id: "pro" }, nextPaymentAt: null });
    expect(ended.transactions).toHaveLength(2);
    expect(await userInfo(accessToken)).toMatchObject({ authLevel: 1, licenseStatus: 3, remainDays: 0 });

    // an expired member can subscribe again (same customer, a new subscription)
    const comeback = await checkout(accessToken, "premium-yearly");
    await call("POST", `/v1/pub/checkout/sessions/${comeback}/pay`, undefined, card("4242424242424242"));
    const back = await subscription(accessToken);
    expect(back).toMatchObject({
      status: "Activated",
      plan: { id: "premium-yearly" },
      cancelAtPeriodEnd: false,
    });
    expect(back.transactions[0]).toMatchObject({ amount: 150, status: "succeeded" });
    expect(await userInfo(accessToken)).toMatchObject({ authLevel: 2, licenseStatus: 2 });
    clock.set(new Date());
  });

  it("charges a checkout submitted twice at once exactly once", async () => {
    const { accessToken } = await signUp(t, newEmail());
    const id = await checkout(accessToken);
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        call("POST", `/v1/pub/checkout/sessions/${id}/pay`, undefined, card("4242424242424242")),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect((await subscription(accessToken)).transactions).toHaveLength(1);
  });

  it("keeps each user's subscription and payments to that user", async () => {
    const a = await signUp(t, newEmail());
    const b = await signUp(t, newEmail());
    const id = await checkout(a.accessToken);
    await call("POST", `/v1/pub/checkout/sessions/${id}/pay`, undefined, card("4242424242424242"));
    expect((await subscription(a.accessToken)).transactions).toHaveLength(1);
    expect(await subscription(b.accessToken)).toMatchObject({ status: "Inactive", transactions: [] });
    const portalOfB = await call("GET", "/v1/app/subscription/portal-session?redirectUrl=%2F", b.accessToken);
    expect(portalOfB.body.error.code).toBe(40900032);
  });

  /** A new user who has paid Premium monthly with the card that succeeds; their stored period end. */
  async function paidMember() {
    const { accessToken } = await signUp(t, newEmail());
    const id = await checkout(accessToken);
    await call("POST", `/v1/pub/checkout/sessions/${id}/pay`, undefined, card("4242424242424242"));
    const userId = (await userInfo(accessToken)).userId as string;
    const periodEnd = new Date((await subscription(accessToken)).currentPeriodEnd).getTime();
    return { accessToken, userId, periodEnd };
  }
  const localRow = async (userId: string) =>
    (
      await t.deps.store.db.select().from(localSubscriptions).where(eq(localSubscriptions.userId, userId))
    )[0]!;

  it("a user's own subscription call renews only that user's due subscription", async () => {
    const a = await paidMember();
    const b = await paidMember();
    const bBefore = await localRow(b.userId);
    clock.set(new Date(Math.max(a.periodEnd, b.periodEnd) + 3600_000));
    // A looks at their subscription: A's period is renewed and charged…
    const renewed = await subscription(a.accessToken);
    expect(new Date(renewed.currentPeriodEnd).getTime()).toBeGreaterThan(a.periodEnd);
    expect(renewed.transactions).toHaveLength(2);
    // …and B's is exactly as it was: not renewed, not charged, by somebody else's call
    expect(await localRow(b.userId)).toEqual(bBefore);
    const bCharges = await t.deps.store.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, b.userId));
    expect(bCharges).toHaveLength(1);
    // B's own call (or the scheduled run) renews B
    expect((await subscription(b.accessToken)).transactions).toHaveLength(2);
    clock.set(new Date());
  });

  it(`a declined renewal keeps Premium for the ${RENEWAL_GRACE_DAYS}-day grace window, then ends it`, async () => {
    const m = await paidMember();
    // the saved card stops paying (as a card the bank has blocked would)
    await t.deps.store.db
      .update(localSubscriptions)
      .set({ cardFingerprint: fingerprint(testCards.declined) })
      .where(eq(localSubscriptions.userId, m.userId));
    clock.set(new Date(m.periodEnd + 3600_000));
    const late = await subscription(m.accessToken);
    expect(late).toMatchObject({ status: "Activated", plan: { id: "premium-monthly" } });
    expect(late.transactions.map((x: { status: string }) => x.status)).toEqual(["failed", "succeeded"]);
    expect(await userInfo(m.accessToken)).toMatchObject({
      authLevel: 2,
      licenseStatus: 2,
      remainDays: RENEWAL_GRACE_DAYS,
    });
    expect((await localRow(m.userId)).status).toBe("past_due");
    // still Premium on the window's last day; the failed charge is recorded once
    clock.set(new Date(m.periodEnd + (RENEWAL_GRACE_DAYS - 1) * DAY_MS));
    expect(await userInfo(m.accessToken)).toMatchObject({ authLevel: 2, licenseStatus: 2, remainDays: 1 });
    expect((await subscription(m.accessToken)).transactions).toHaveLength(2);
    // the window passes unpaid: the subscription ends and so does Premium
    clock.set(new Date(m.periodEnd + RENEWAL_GRACE_DAYS * DAY_MS + 3600_000));
    expect(await subscription(m.accessToken)).toMatchObject({ status: "Inactive", plan: { id: "pro" } });
    expect(await userInfo(m.accessToken)).toMatchObject({ authLevel: 1, licenseStatus: 3, remainDays: 0 });
    expect((await localRow(m.userId)).status).toBe("canceled");
    clock.set(new Date());
  });
});

describe("POST /v1/pub/payments/webhook", () => {
  const event = (id: string) =>
    JSON.stringify({
      id,
      object: "event",
      type: "invoice.paid",
      created: Math.floor(clock.now().getTime() / 1000),
      data: { object: { id: "in_x", customer: "cus_nobody" } },
    });
  const post = (payload: string, signature?: string) =>
    t.app.request("/v1/pub/payments/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(signature ? { "stripe-signature": signature } : {}),
      },
      body: payload,
    });

  it.each([
    ["no signature", undefined],
    ["a signature with another secret", "other"],
    ["a signature of another payload", "tampered"],
    ["a signature older than five minutes", "old"],
  ])("refuses %s with 400 40000031", async (_, kind) => {
    const payload = event(`evt_forged_${kind}`);
    const now = clock.now();
    const signature =
      kind === undefined
        ? undefined
        : kind === "other"
          ? signStripePayload({ payload, secret: "whsec_someone_else", now })
          : kind === "tampered"
            ? signStripePayload({ payload: event("evt_other"), secret: WEBHOOK_SECRET, now })
            : signStripePayload({ payload, secret: WEBHOOK_SECRET, now: new Date(now.getTime() - 600_000) });
    const res = await post(payload, signature);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(40000031);
  });

  it("acknowledges a correctly signed event", async () => {
    const payload = event("evt_ok_1");
    const res = await post(payload, signStripePayload({ payload, secret: WEBHOOK_SECRET, now: clock.now() }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
  });
});

describe("POST /v1/pub/enterprise-contact", () => {
  it("stores the enquiry and mails the team", async () => {
    const res = await call("POST", "/v1/pub/enterprise-contact", undefined, {
      name: "Ka Ming Wong",
      email: "kaming@peak.example",
      company: "Peak Wealth",
      message: "We have 40 advisers.",
    });
    expect(res.status).toBe(200);
    const mailbox = t.deps.mailer as import("../../platform/mail").DevMailbox;
    const [mail] = await mailbox.list({ to: t.config.TEAM_EMAIL, limit: 1 });
    expect(mail?.subject).toContain("Peak Wealth");
    expect(mail?.text).toContain("kaming@peak.example");
  });

  it("refuses an enquiry without a message with 400", async () => {
    const res = await call("POST", "/v1/pub/enterprise-contact", undefined, {
      name: "A",
      email: "a@b.example",
      company: "C",
      message: "",
    });
    expect(res.status).toBe(400);
  });

  it("is rate limited per client (429 42900001)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call("POST", "/v1/pub/enterprise-contact", undefined, {
        name: "Flood",
        email: "flood@example.com",
        company: "Flood Ltd",
        message: `enquiry ${i}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429))).toEqual(
      statuses.slice(statuses.indexOf(429)).map(() => 429),
    );
  });
});
