import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../../../tests/helpers/accounts";
import { startOidcIssuer, type TestIssuer } from "../../../tests/helpers/oidc-issuer";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createOneTapVerifier } from "../../platform/identity/google-one-tap";
import { createOidcService } from "../../platform/identity/oidc";

// The app's own routes against a real in-process OpenID provider (oidc-provider over HTTP).
const APP_URL = "http://app.test";
let issuer: TestIssuer;
let t: TestApp;

beforeAll(async () => {
  issuer = await startOidcIssuer({
    redirectUris: [`${APP_URL}/v1/pub/oauth/callback/acme`],
    accounts: [
      { sub: "acme-1", email: "Lee@Example.com", emailVerified: true, name: "Lee" },
      { sub: "acme-2", email: "unverified@example.com", emailVerified: false, name: null },
      { sub: "acme-3", email: "Linked@Example.com", emailVerified: true, name: "Linked" },
    ],
  });
  const providers = [
    { name: "acme", issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret },
  ];
  t = await createTestApp({
    env: { APP_URL },
    identity: {
      oidc: createOidcService({
        providers,
        appUrl: APP_URL,
        secret: "oauth-test-secret-oauth-test-secret-01234",
        allowInsecureHttp: true,
      }),
      oneTap: createOneTapVerifier({
        clientId: "google-client",
        issuer: issuer.issuer,
        jwksUri: issuer.jwksUri,
      }),
    },
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

/** render → provider login of `hint` → callback on the app; returns the app's final redirect. */
async function signInVia(hint: string, redirect = "/fundDetail?fundCode=2838") {
  const render = await t.app.request(`/v1/pub/oauth/render/acme?redirect=${encodeURIComponent(redirect)}`);
  expect(render.status).toBe(302);
  const cookie = render.headers.get("set-cookie")!;
  expect(cookie).toMatch(/fp_oidc=.*HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  const authorize = new URL(render.headers.get("location")!);
  authorize.searchParams.set("login_hint", hint);
  const callback = await issuer.runAuthorization(authorize.href);
  const done = await t.app.request(callback.pathname + callback.search, {
    headers: { cookie: cookie.split(";")[0]! },
  });
  expect(done.status).toBe(302);
  return new URL(done.headers.get("location")!);
}

describe("GET /v1/pub/oauth/render/{provider} + callback", () => {
  it("signs in a new user and returns the tokens in the fragment with the same-origin redirect", async () => {
    const back = await signInVia("acme-1");
    expect(back.origin).toBe(APP_URL);
    expect(back.pathname).toBe("/login");
    expect(back.searchParams.get("redirect")).toBe("/fundDetail?fundCode=2838");
    const tokens = new URLSearchParams(back.hash.slice(1));
    const info = await t.app.request("/v1/app/user/info", { headers: bearer(tokens.get("accessToken")!) });
    expect(((await info.json()) as any).data.email).toBe("lee@example.com");
  });

  it("links the identity to the existing account of the same e-mail, then finds it by the link", async () => {
    const own = await signUp(t, "linked@example.com");
    const idOf = async (token: string) =>
      ((await (await t.app.request("/v1/app/user/info", { headers: bearer(token) })).json()) as any).data
        .userId;
    const mine = await idOf(own.accessToken);
    for (let i = 0; i < 2; i++) {
      const tokens = new URLSearchParams((await signInVia("acme-3")).hash.slice(1));
      expect(await idOf(tokens.get("accessToken")!)).toBe(mine);
    }
  });

  it("refuses an open redirect: the target falls back to /", async () => {
    const back = await signInVia("acme-1", "//evil.example/steal");
    expect(back.origin).toBe(APP_URL);
    expect(back.searchParams.get("redirect")).toBe("/");
  });

  it("sends the browser back to /login with the reason when the e-mail is not verified", async () => {
    const back = await signInVia("acme-2");
    expect(back.pathname).toBe("/login");
    expect(back.searchParams.get("error")).toBe("emailNotVerified");
    expect(back.hash).toBe("");
  });

  it("refuses a callback without the login cookie", async () => {
    const res = await t.app.request("/v1/pub/oauth/callback/acme?code=x&state=y");
    expect(new URL(res.headers.get("location")!).searchParams.get("error")).toBe("badState");
  });

  it("answers 404 for an unknown provider and 400 for a malformed one", async () => {
    expect((await t.app.request("/v1/pub/oauth/render/nobody")).status).toBe(404);
    expect((await t.app.request("/v1/pub/oauth/render/Bad!")).status).toBe(400);
  });
});

describe("GET /v1/pub/oauth/providers", () => {
  it("lists the configured providers for the login buttons", async () => {
    const res = await t.app.request("/v1/pub/oauth/providers");
    expect(((await res.json()) as any).data).toEqual({
      providers: [{ name: "acme", label: "Acme" }],
      googleOneTapClientId: null,
    });
  });

  it("lists none on a default installation", async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.request("/v1/pub/oauth/providers");
      expect(((await res.json()) as any).data).toEqual({ providers: [], googleOneTapClientId: null });
    } finally {
      await plain.close();
    }
  });
});

describe("POST /v1/pub/oauth/google/one-tap", () => {
  const oneTap = (credential: string) =>
    t.app.request(`/v1/pub/oauth/google/one-tap?credential=${encodeURIComponent(credential)}`, {
      method: "POST",
    });

  it("signs in with a verified ID token", async () => {
    const credential = await issuer.mintIdToken(
      { sub: "g-1", email: "tap@example.com", email_verified: true },
      { audience: "google-client" },
    );
    const res = await oneTap(credential);
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).data.refreshToken).toEqual(expect.any(String));
  });

  it.each([
    ["for another audience", { audience: "someone-else" }],
    ["expired", { audience: "google-client", expiresIn: -60 }],
  ])("refuses a token %s with 401", async (_, options) => {
    const credential = await issuer.mintIdToken(
      { sub: "g-2", email: "x@example.com", email_verified: true },
      options,
    );
    const res = await oneTap(credential);
    expect(res.status).toBe(401);
  });

  it("rejects a missing credential with 400", async () => {
    expect((await t.app.request("/v1/pub/oauth/google/one-tap", { method: "POST" })).status).toBe(400);
  });
});
