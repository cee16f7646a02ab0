import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearerFor } from "../helpers/tokens";

/**
 * Cross-site request forgery against the API. The API's credential is a bearer token that the
 * web app puts in the Authorization header itself; browsers attach no such header to a request
 * another site makes, and the API grants no cross-origin access (no CORS headers), so a script on
 * another origin can neither send JSON with a token nor read an answer. What another site can
 * send without asking — a form post — is refused before any route runs: its body is not JSON
 * (415), and with no Authorization header a signed-in route is a 401.
 */
let t: TestApp;
let bearer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  bearer = await bearerFor(t.deps.secrets.jwt, {
    userId: "u-cross-site",
    email: "u-cross-site@example.com",
    institutionId: null,
    authLevel: 2,
    licenseStatus: 2,
  });
}, 120_000);
afterAll(() => t?.close());

const EVIL = "https://evil.example";
const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { origin: EVIL, "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe("requests another site can make", () => {
  it("a form post to a public route is a 415 FAILURE envelope, not handled", async () => {
    for (const path of ["/v1/pub/check-email", "/v1/pub/verification-code", "/v1/pub/trial-application"]) {
      const res = await t.app.request(path, form({ email: "victim@example.com", purpose: "login" }));
      expect(res.status, path).toBe(415);
      expect(await res.json()).toMatchObject({ status: "FAILURE" });
    }
  });

  it("a form post to a signed-in route without the Authorization header is a 401", async () => {
    // an empty form reaches the token check; one with fields is refused for its body first
    const empty = await t.app.request("/v1/app/user/logout", form({}));
    expect(empty.status).toBe(401);
    const filled = await t.app.request("/v1/app/user/logout", form({ refreshToken: "x" }));
    expect(filled.status).toBe(415);
    const plain = await t.app.request("/v1/app/user/info", { headers: { origin: EVIL } });
    expect(plain.status).toBe(401);
  });

  it("grants no cross-origin access: no Access-Control-Allow-* on answers or preflights", async () => {
    const answer = await t.app.request("/v1/app/user/info", { headers: { origin: EVIL, ...bearer } });
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    expect(answer.headers.get("access-control-allow-credentials")).toBeNull();
    const preflight = await t.app.request("/v1/app/user/info", {
      method: "OPTIONS",
      headers: {
        origin: EVIL,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(preflight.status).toBeLessThan(500);
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    expect(preflight.headers.get("access-control-allow-headers")).toBeNull();
  });

  it("sets no cookie on API answers (the only cookie is the third-party sign-in transaction's)", async () => {
    const answers = await Promise.all([
      t.app.request("/v1/app/user/info", { headers: bearer }),
      t.app.request("/v1/pub/benchmarks?lang=en"),
      t.app.request("/healthz"),
    ]);
    for (const res of answers) expect(res.headers.get("set-cookie")).toBeNull();
  });
});
