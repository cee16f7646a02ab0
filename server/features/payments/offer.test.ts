import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../../../tests/helpers/accounts";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

/**
 * The abandoned-checkout offer (`discount=abandon50`): made only to a user who left a checkout
 * unpaid and never paid, and honoured by the provider — the first payment is half price.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Envelope<T> = { status: string; data: T; error: { code: number } | null };

async function call<T>(method: string, url: string, token?: string, body?: unknown) {
  const res = await t.json(method, url, body, token ? bearer(token) : {});
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const checkout = (token: string, discount?: string) =>
  call<{ url: string }>(
    "GET",
    `/v1/app/subscription/create-checkout-session?subscriptionPlanId=premium-monthly&redirectUrl=%2Fpricing${
      discount ? `&discount=${discount}` : ""
    }&lang=en`,
    token,
  );

const sessionIdOf = (url: string) => /\/checkout\/([^/?#]+)/.exec(url)?.[1] ?? "";

const card = (number: string) => ({ number, expMonth: 12, expYear: 2099, cvc: "123", name: "Test Buyer" });

describe("GET /v1/app/subscription/create-checkout-session with discount=abandon50", () => {
  it("is refused to a user who never started a checkout", async () => {
    const { accessToken } = await signUp(t, "offer-none@example.com");
    const res = await checkout(accessToken, "abandon50");
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe(40900034);
  });

  it("rejects an offer that does not exist", async () => {
    const { accessToken } = await signUp(t, "offer-unknown@example.com");
    const res = await checkout(accessToken, "free100");
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe(40000001);
  });

  it("charges half of the founder's price after an abandoned checkout, once", async () => {
    const { accessToken } = await signUp(t, "offer-abandoned@example.com");
    const first = await checkout(accessToken);
    expect(first.status).toBe(200);
    // the user leaves that checkout unpaid and comes back to the offer
    const offered = await checkout(accessToken, "abandon50");
    expect(offered.status).toBe(200);
    const id = sessionIdOf(offered.body.data.url);
    const view = await call<{ percentOff: number | null }>("GET", `/v1/pub/checkout/sessions/${id}?lang=en`);
    expect(view.body.data.percentOff).toBe(50);
    const full = await call<{ percentOff: number | null }>(
      "GET",
      `/v1/pub/checkout/sessions/${sessionIdOf(first.body.data.url)}?lang=en`,
    );
    expect(full.body.data.percentOff).toBeNull();

    const paid = await call<{ result: string }>(
      "POST",
      `/v1/pub/checkout/sessions/${id}/pay?lang=en`,
      undefined,
      card("4242 4242 4242 4242"),
    );
    expect(paid.body.data.result).toBe("success");
    const subscription = await call<{ status: string; transactions: { amount: number; currency: string }[] }>(
      "GET",
      "/v1/app/subscription?lang=en",
      accessToken,
    );
    expect(subscription.body.data.status).toBe("Activated");
    expect(subscription.body.data.transactions).toEqual([
      expect.objectContaining({ amount: 7.5, currency: "USD", status: "succeeded" }),
    ]);
  });

  it("is not made again to a user who has paid before", async () => {
    const { accessToken } = await signUp(t, "offer-paid@example.com");
    const first = await checkout(accessToken);
    await call(
      "POST",
      `/v1/pub/checkout/sessions/${sessionIdOf(first.body.data.url)}/pay?lang=en`,
      undefined,
      card("4242424242424242"),
    );
    const again = await checkout(accessToken, "abandon50");
    expect(again.status).toBe(409);
  });
});
