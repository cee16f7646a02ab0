import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signUp } from "../../../tests/helpers/accounts";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { signAccessToken } from "../../platform/identity/access-token";
import { createMemoryLimits } from "../../platform/limits";
import { chargeDailyQuota } from "../../platform/limits/quota";

let t: TestApp;
let n = 0;
const newEmail = () => `session-${++n}-${Date.now().toString(36)}@example.com`;

async function call(method: string, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(url, { method, headers });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const refresh = (token: string) => call("POST", "/v1/app/token/refresh", bearer(token));
const userInfo = (token: string) => call("GET", "/v1/app/user/info", bearer(token));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("POST /v1/app/token/refresh", () => {
  it("rotates: a new pair that works, and the old refresh token is dead", async () => {
    const first = await signUp(t, newEmail());
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.data.refreshToken).not.toBe(first.refreshToken);
    expect((await userInfo(second.body.data.accessToken)).status).toBe(200);
    const third = await refresh(second.body.data.refreshToken);
    expect(third.status).toBe(200);
  });

  it("answers a rotated token presented again within the reuse interval with the same pair", async () => {
    const first = await signUp(t, newEmail());
    const second = (await refresh(first.refreshToken)).body.data;
    const again = await refresh(first.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(second);
    expect((await userInfo(second.accessToken)).status).toBe(200);
    expect((await refresh(second.refreshToken)).status).toBe(200);
  });

  it("lets two concurrent refreshes with the same token both succeed with one pair (two tabs)", async () => {
    const pair = await signUp(t, newEmail());
    const results = await Promise.all([refresh(pair.refreshToken), refresh(pair.refreshToken)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.body.data);
    expect(a).toEqual(b);
    expect((await userInfo(a.accessToken)).status).toBe(200);
    const next = await refresh(a.refreshToken);
    expect(next.status).toBe(200);
    expect((await userInfo(next.body.data.accessToken)).status).toBe(200);
  });

  it.each([
    ["no bearer", {}],
    ["an unknown token", bearer("fprt_unknown")],
    ["an access token instead", null],
  ])("refuses %s with 40100003", async (_, headers) => {
    const pair = await signUp(t, newEmail());
    const res = await call("POST", "/v1/app/token/refresh", headers ?? bearer(pair.accessToken));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe(40100003);
  });

  it("keeps other sign-in sessions of the same user alive", async () => {
    const email = newEmail();
    const a = await signUp(t, email);
    await t.deps.limits.reset(`otp:resend:register:${email}`);
    const b = await signUp(t, email);
    await call("POST", "/v1/app/logout", bearer(a.accessToken));
    expect((await refresh(a.refreshToken)).status).toBe(401);
    expect((await refresh(b.refreshToken)).status).toBe(200);
  });
});

describe("POST /v1/app/logout", () => {
  it("ends the session: refresh token and access token stop working at once", async () => {
    const pair = await signUp(t, newEmail());
    expect((await call("POST", "/v1/app/logout", bearer(pair.accessToken))).body).toMatchObject({
      status: "SUCCESS",
      data: {},
    });
    expect((await refresh(pair.refreshToken)).body.error.code).toBe(40100003);
    expect((await userInfo(pair.accessToken)).status).toBe(401);
  });

  it("needs a signed-in caller", async () => {
    expect((await call("POST", "/v1/app/logout")).status).toBe(401);
  });
});

describe("access tokens on /v1/app/*", () => {
  const secret = () => t.deps.secrets.jwt;
  const claims = {
    userId: "u-1",
    email: "a@example.com",
    authLevel: 2,
    licenseStatus: 2,
    institutionId: null,
  };
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");

  it.each([
    [
      "expired",
      async () => signAccessToken(secret(), claims, { now: new Date(Date.now() - 3600_000) }),
      40100002,
    ],
    [
      "signed with another key",
      async () => signAccessToken("another-secret-another-secret-0123456789", claims),
      40100001,
    ],
    [
      "alg none",
      async () =>
        `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub: "u-1", email: "a@example.com", iss: "fundpilot", aud: "fundpilot-api", exp: 4102444800 })}.`,
      40100001,
    ],
    [
      "from another issuer",
      async () =>
        new SignJWT({ email: "a@example.com" })
          .setProtectedHeader({ alg: "HS256" })
          .setSubject("u-1")
          .setIssuer("someone-else")
          .setAudience("fundpilot-api")
          .setExpirationTime("5m")
          .sign(new TextEncoder().encode(secret())),
      40100001,
    ],
    ["garbage", async () => "not.a.jwt", 40100001],
  ])("refuses a token %s", async (_, make, code) => {
    const res = await userInfo(await make());
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe(code);
  });
});

describe("GET /algo-api/benefits/status", () => {
  it("answers the anonymous plan without a token", async () => {
    const res = await call("GET", "/algo-api/benefits/status");
    expect(res.body.data.plan).toBe("anonymous");
    expect(res.body.data.capabilities.publicSelectors.access).toBe("full");
    expect(res.body.data.capabilities.fundComparison.access).toBe("none");
  });

  it("answers the caller's plan and today's quota use", async () => {
    const pair = await signUp(t, newEmail());
    const info = (await userInfo(pair.accessToken)).body.data;
    await chargeDailyQuota(t.deps.limits, { name: "aiAssistant", userId: info.userId, limit: 10 });
    const res = await call(
      "GET",
      `/algo-api/benefits/status?user_id=${info.userId}`,
      bearer(pair.accessToken),
    );
    expect(res.body.data.plan).toBe("pro");
    expect(res.body.data.quotas.aiAssistant).toMatchObject({ used: 1, limit: 10 });
    expect(res.body.data.quotas.aiReport).toMatchObject({ used: 0, limit: 0 });
  });

  it("refuses another user's id", async () => {
    const pair = await signUp(t, newEmail());
    const res = await call("GET", "/algo-api/benefits/status?user_id=someone-else", bearer(pair.accessToken));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("user_id");
  });
});

describe("two instances on one store and one limits backend", () => {
  it("share sessions: a token rotated on one gives the same pair on the other, logout on one ends it on both", async () => {
    const other = await createTestApp({ limits: t.deps.limits });
    try {
      // the second app sees the first's database through the same store
      const shared = { ...other.deps, store: t.deps.store };
      const { createApp } = await import("../../app");
      const second = createApp(shared);
      const pair = await signUp(t, newEmail());
      const rotated = await second.request("/v1/app/token/refresh", {
        method: "POST",
        headers: bearer(pair.refreshToken),
      });
      expect(rotated.status).toBe(200);
      const next = ((await rotated.json()) as any).data;
      // within the reuse interval the other instance answers with the very same pair
      expect((await refresh(pair.refreshToken)).body.data).toEqual(next);
      const fresh = await signUp(t, newEmail());
      await second.request("/v1/app/logout", { method: "POST", headers: bearer(fresh.accessToken) });
      expect((await userInfo(fresh.accessToken)).status).toBe(401);
      expect(next.accessToken).toEqual(expect.any(String));
    } finally {
      await other.close();
    }
  });

  it("each with its own limits backend: a logout on one is honoured by the other (the store decides)", async () => {
    const other = await createTestApp();
    try {
      const { createApp } = await import("../../app");
      const second = createApp({ ...other.deps, store: t.deps.store });
      const pair = await signUp(t, newEmail());
      await second.request("/v1/app/logout", { method: "POST", headers: bearer(pair.accessToken) });
      const res = await userInfo(pair.accessToken);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe(40100001);
    } finally {
      await other.close();
    }
  });
});

describe("a restart", () => {
  it("does not revive a logged-out session's access token (a new app, fresh limits, same store)", async () => {
    const pair = await signUp(t, newEmail());
    await call("POST", "/v1/app/logout", bearer(pair.accessToken));
    expect((await userInfo(pair.accessToken)).status).toBe(401);
    const fresh = await createTestApp({ limits: createMemoryLimits() });
    try {
      const { createApp } = await import("../../app");
      const restarted = createApp({ ...fresh.deps, store: t.deps.store });
      const res = await restarted.request("/v1/app/user/info", { headers: bearer(pair.accessToken) });
      expect(res.status).toBe(401);
      expect(((await res.json()) as any).error.code).toBe(40100001);
      const live = await signUp(t, newEmail());
      const ok = await restarted.request("/v1/app/user/info", { headers: bearer(live.accessToken) });
      expect(ok.status).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
