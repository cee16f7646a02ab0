import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_POST_LIMITS, type PublicRule } from "../../server/http/public-limits";
import { endpointKeys } from "../../shared/api/endpoints";
import { errorCatalog } from "../../shared/api/errors";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Every public POST of the contract is limited: driven past its tightest per-client rule (each
 * route from its own client address, behind a trusted proxy) it answers 429 42900001 with
 * Retry-After, and where a rule counts per e-mail address, changing the client does not help.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
}, 60_000);
afterAll(() => t?.close());

const publicPosts = endpointKeys.filter((key) => key.startsWith("POST /v1/pub/") || key === "POST /api/chat");
const rulesOf = (key: string): readonly PublicRule[] | undefined =>
  (PUBLIC_POST_LIMITS as Record<string, readonly PublicRule[]>)[key];
const tightest = (rules: readonly PublicRule[], per: PublicRule["per"]) =>
  rules.filter((r) => r.per === per).sort((a, b) => a.limit - b.limit)[0];

let client = 0;
const nextIp = () => `198.51.100.${++client}`;

async function post(path: string, body: unknown, ip: string) {
  return t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
}

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(res.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
  const json = (await res.json()) as { status: string; error: { code: number } };
  expect(json.status).toBe("FAILURE");
  expect(json.error.code).toBe(errorCatalog.tooManyRequests.code);
}

describe("public POST limits", () => {
  it("the contract has public POST routes, and each has a limit", () => {
    expect(publicPosts.length).toBeGreaterThan(10);
    expect(publicPosts.filter((key) => !rulesOf(key))).toEqual([]);
    expect(Object.keys(PUBLIC_POST_LIMITS).sort()).toEqual([...publicPosts].sort());
  });

  it.each(publicPosts)("%s answers 429 42900001 with Retry-After past its per-client limit", async (key) => {
    const path = key.slice("POST ".length);
    const rule = tightest(rulesOf(key) ?? [], "ip");
    expect(rule, `${key} has a per-client rule`).toBeDefined();
    const ip = nextIp();
    // An empty body: refused by validation (never a 429) until the limit, which counts it anyway.
    for (let i = 0; i < rule!.limit; i++) {
      const res = await post(path, {}, ip);
      expect(res.status, `call ${i + 1} of ${rule!.limit}`).not.toBe(429);
    }
    await expectLimited(await post(path, {}, ip));
    // another client is not refused
    expect((await post(path, {}, nextIp())).status).not.toBe(429);
  });

  const addressRouted = publicPosts.filter((key) => tightest(rulesOf(key) ?? [], "address"));
  it("per-address rules cover check-email, login, both sign-ups and the trial application", () => {
    expect([...addressRouted].sort()).toEqual(
      [
        "POST /v1/pub/check-email",
        "POST /v1/pub/individual/login",
        "POST /v1/pub/individual/register",
        "POST /v1/pub/org/register",
        "POST /v1/pub/trial-application",
      ].sort(),
    );
  });

  it.each(addressRouted)("%s is limited per e-mail address across clients", async (key) => {
    const path = key.slice("POST ".length);
    const rule = tightest(rulesOf(key) ?? [], "address")!;
    const email = `target-${key.length}-${Date.now().toString(36)}@example.com`;
    for (let i = 0; i < rule.limit; i++)
      expect((await post(path, { email }, nextIp())).status, `call ${i + 1}`).not.toBe(429);
    // the same address in another case and with spaces is the same address
    await expectLimited(await post(path, { email: ` ${email.toUpperCase()} ` }, nextIp()));
    expect((await post(path, { email: `other-${email}` }, nextIp())).status).not.toBe(429);
  });

  it("check-email still answers a person within the limit", async () => {
    const res = await post(
      "/v1/pub/check-email",
      { email: "someone-new@example.com", registerType: "INDIVIDUAL_USER" },
      nextIp(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("ratelimit-limit")).toBeTruthy();
  });
});
