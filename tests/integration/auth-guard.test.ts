import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorCatalog } from "../../shared/api/errors";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearerFor } from "../helpers/tokens";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const code = async (res: Response) => ((await res.json()) as { error: { code: number } }).error.code;

describe("/v1/app/* needs a signed-in caller", () => {
  it("answers 401 40100001 without a token, in the request's language", async () => {
    const res = await t.app.request("/v1/app/fund/info?fundCode=2800&lang=en");
    expect(res.status).toBe(401);
    const json = (await res.json()) as Record<string, any>;
    expect(json.error.code).toBe(errorCatalog.notSignedIn.code);
    expect(json.innerMessage).toBeTruthy();
  });

  it.each([["Bearer"], ["Basic abc"], ["Bearer not-a-jwt"]])(
    "answers 40100001 for %j",
    async (authorization) => {
      const res = await t.app.request("/v1/app/user/info", { headers: { authorization } });
      expect(res.status).toBe(401);
      expect(await code(res)).toBe(errorCatalog.notSignedIn.code);
    },
  );

  it("answers 401 40100002 for an expired token, so the web refreshes once", async () => {
    const headers = await bearerFor(t.deps.secrets.jwt, {}, { now: new Date(Date.now() - 3_600_000) });
    const res = await t.app.request("/v1/app/user/info", { headers });
    expect(res.status).toBe(401);
    expect(await code(res)).toBe(errorCatalog.accessTokenExpired.code);
  });

  it("refuses a token signed with another secret", async () => {
    const headers = await bearerFor("another-secret-another-secret-another-secret");
    expect(await code(await t.app.request("/v1/app/user/info", { headers }))).toBe(
      errorCatalog.notSignedIn.code,
    );
  });

  it("lets a valid token through to the route (an unknown one is then a 404)", async () => {
    const headers = await bearerFor(t.deps.secrets.jwt);
    const res = await t.app.request("/v1/app/no-such-route", { headers });
    expect(res.status).toBe(404);
    expect(await code(res)).toBe(errorCatalog.notFound.code);
  });

  it("leaves /v1/pub/* and token refresh to their own rules", async () => {
    expect((await t.app.request("/v1/pub/nothing")).status).toBe(404);
    // refresh presents a refresh token, not an access token: the guard lets it through to its own 40100003
    const refresh = await t.app.request("/v1/app/token/refresh", { method: "POST" });
    expect(refresh.status).toBe(401);
    expect(await code(refresh)).toBe(errorCatalog.refreshTokenInvalid.code);
  });
});
