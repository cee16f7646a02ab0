import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  freePort,
  type IssuerAccount,
  startOidcIssuer,
  type TestIssuer,
} from "../../../tests/helpers/oidc-issuer";
import { createOidcService, OidcError, type OidcErrorReason, type OidcService, safeReturnTo } from "./oidc";

// A real oidc-provider over HTTP on 127.0.0.1; the app itself is never contacted (the flow stops
// at the redirect to its callback), so its URL only has to match the registered redirect URIs.
const APP_URL = "http://app.test";
const SECRET = "oidc-test-secret-oidc-test-secret-0123456789";
const callback = (name: string) => `${APP_URL}/v1/pub/oauth/callback/${name}`;
const accounts: IssuerAccount[] = [
  { sub: "u-ada", email: "Ada@Example.com", emailVerified: true, name: "Ada Lovelace" },
  { sub: "u-bob", email: "bob@example.com", emailVerified: false, name: null },
  { sub: "u-nomail", email: null, emailVerified: false, name: "No Mail" },
];

let issuer: TestIssuer;
let conforming: TestIssuer;
let service: OidcService;

const providerFor = (name: string, at: TestIssuer | string) => ({
  name,
  issuer: typeof at === "string" ? at : at.issuer,
  clientId: typeof at === "string" ? "fundpilot-test" : at.clientId,
  clientSecret: typeof at === "string" ? "fundpilot-test-secret-0123456789" : at.clientSecret,
});

beforeAll(async () => {
  const redirectUris = ["test", "other", "conform", "late"].map(callback);
  issuer = await startOidcIssuer({ redirectUris, accounts });
  conforming = await startOidcIssuer({ redirectUris, accounts, conformIdTokenClaims: true });
  service = createOidcService({
    providers: [
      providerFor("test", issuer),
      providerFor("other", issuer),
      providerFor("conform", conforming),
    ],
    appUrl: APP_URL,
    secret: SECRET,
    allowInsecureHttp: true,
  });
});

afterAll(async () => {
  await issuer?.close();
  await conforming?.close();
});

/** begin → the provider logs in `loginHint` → the callback URL the browser would bring back. */
async function authorize(
  provider: string,
  loginHint: string,
  options: { returnTo?: string; via?: OidcService; at?: TestIssuer } = {},
) {
  const { url, cookie } = await (options.via ?? service).begin(provider, { returnTo: options.returnTo });
  const withHint = new URL(url);
  withHint.searchParams.set("login_hint", loginHint);
  const callbackUrl = await (options.at ?? issuer).runAuthorization(withHint.href);
  return { url: new URL(url), cookie, callbackUrl };
}

async function expectOidcError(promise: Promise<unknown>, reason: OidcErrorReason) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OidcError);
  expect((err as OidcError).reason).toBe(reason);
}

describe("OIDC redirect flow", () => {
  it("signs in through a real issuer and returns the verified identity", async () => {
    const { url, cookie, callbackUrl } = await authorize("test", "u-ada", {
      returnTo: "/funds/123?tab=risk",
    });
    expect(url.origin).toBe(issuer.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: issuer.clientId,
      redirect_uri: callback("test"),
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    for (const p of ["state", "nonce", "code_challenge"])
      expect(url.searchParams.get(p)).toMatch(/^\S{20,}$/);
    // an encrypted JWT (five parts): nothing in it is readable by the browser
    expect(cookie.split(".")).toHaveLength(5);
    expect(cookie).not.toContain(url.searchParams.get("state"));
    expect(callbackUrl.href.startsWith(`${callback("test")}?`)).toBe(true);

    const result = await service.finish("test", { callbackUrl, cookie });
    expect(result).toEqual({
      identity: {
        provider: "test",
        subject: "u-ada",
        email: "ada@example.com",
        emailVerified: true,
        name: "Ada Lovelace",
      },
      returnTo: "/funds/123?tab=risk",
    });
  });

  it("does not depend on the host the callback request arrived by (proxies)", async () => {
    const { cookie, callbackUrl } = await authorize("test", "Ada@Example.com");
    const internal = new URL(`http://10.0.0.7:8787${callbackUrl.pathname}${callbackUrl.search}`);
    const { identity } = await service.finish("test", { callbackUrl: internal, cookie });
    expect(identity.subject).toBe("u-ada");
  });

  it("reads the e-mail from userinfo when the issuer keeps it out of the ID token", async () => {
    const { cookie, callbackUrl } = await authorize("conform", "u-ada", { at: conforming });
    const { identity } = await service.finish("conform", { callbackUrl, cookie });
    expect(identity).toMatchObject({ provider: "conform", subject: "u-ada", email: "ada@example.com" });
  });

  it("redeems a code only once", async () => {
    const { cookie, callbackUrl } = await authorize("test", "u-ada");
    await service.finish("test", { callbackUrl, cookie });
    await expectOidcError(service.finish("test", { callbackUrl, cookie }), "exchangeFailed");
  });

  it.each([
    ["a missing", async () => undefined],
    ["an empty", async () => ""],
    ["a garbage", async () => "not-a-cookie"],
    [
      "a tampered",
      async (c: string) => {
        const parts = c.split(".");
        const body = parts[3]!;
        parts[3] = `${body[0] === "A" ? "B" : "A"}${body.slice(1)}`;
        return parts.join(".");
      },
    ],
    [
      "another secret's",
      async () => {
        const other = createOidcService({
          providers: [providerFor("test", issuer)],
          appUrl: APP_URL,
          secret: "another-secret-another-secret-0123456789",
          allowInsecureHttp: true,
        });
        return (await other.begin("test", {})).cookie;
      },
    ],
  ] as [string, (cookie: string) => Promise<string | undefined>][])(
    "refuses %s login cookie (badState)",
    async (_, makeCookie) => {
      const { cookie, callbackUrl } = await authorize("test", "u-ada");
      await expectOidcError(
        service.finish("test", { callbackUrl, cookie: await makeCookie(cookie) }),
        "badState",
      );
    },
  );

  it("refuses a callback whose state is not the cookie's (badState)", async () => {
    const { cookie, callbackUrl } = await authorize("test", "u-ada");
    const forged = new URL(callbackUrl);
    forged.searchParams.set("state", "another-state-another-state");
    await expectOidcError(service.finish("test", { callbackUrl: forged, cookie }), "badState");
    // login CSRF: someone else's callback landing with my cookie
    const theirs = await authorize("test", "u-ada");
    await expectOidcError(service.finish("test", { callbackUrl: theirs.callbackUrl, cookie }), "badState");
  });

  it("refuses a cookie started for another provider (badState)", async () => {
    const { cookie, callbackUrl } = await authorize("other", "u-ada");
    await expectOidcError(service.finish("test", { callbackUrl, cookie }), "badState");
    expect((await service.finish("other", { callbackUrl, cookie })).identity.provider).toBe("other");
  });

  it("refuses a login cookie older than 10 minutes (expired)", async () => {
    const { cookie, callbackUrl } = await authorize("test", "u-ada");
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 10 * 60_000 + 5_000);
      await expectOidcError(service.finish("test", { callbackUrl, cookie }), "expired");
    } finally {
      vi.useRealTimers();
    }
  });

  it("names an unknown provider (unknownProvider)", async () => {
    expect(service.providers()).toEqual(["test", "other", "conform"]);
    await expectOidcError(service.begin("nope", {}), "unknownProvider");
    const { cookie, callbackUrl } = await authorize("test", "u-ada");
    await expectOidcError(service.finish("nope", { callbackUrl, cookie }), "unknownProvider");
  });

  it.each([
    ["an unverified e-mail", "u-bob", "emailNotVerified"],
    ["no e-mail", "u-nomail", "noEmail"],
    ["a login the provider refused", "nobody", "exchangeFailed"],
  ] as const)("refuses %s (%s → %s)", async (_, loginHint, reason) => {
    const { cookie, callbackUrl } = await authorize("test", loginHint);
    await expectOidcError(service.finish("test", { callbackUrl, cookie }), reason);
  });

  it("survives an issuer that is down at discovery and works once it is up", async () => {
    const port = await freePort();
    const late = createOidcService({
      providers: [providerFor("late", `http://127.0.0.1:${port}`)],
      appUrl: APP_URL,
      secret: SECRET,
      allowInsecureHttp: true,
    });
    await expectOidcError(late.begin("late", {}), "discoveryFailed");
    await expectOidcError(late.begin("late", {}), "discoveryFailed");
    const up = await startOidcIssuer({ redirectUris: [callback("late")], accounts, port });
    try {
      const { cookie, callbackUrl } = await authorize("late", "u-ada", { via: late, at: up });
      expect((await late.finish("late", { callbackUrl, cookie })).identity.email).toBe("ada@example.com");
    } finally {
      await up.close();
    }
  });

  it("refuses a plain-http issuer unless allowInsecureHttp is set", async () => {
    const strict = createOidcService({
      providers: [providerFor("test", issuer)],
      appUrl: APP_URL,
      secret: SECRET,
    });
    await expectOidcError(strict.begin("test", {}), "discoveryFailed");
  });

  it.each([
    ["//evil.com", "/"],
    ["https://evil.com", "/"],
    ["/\\evil.com", "/"],
    ["\\\\evil.com", "/"],
    ["/\t/evil.com", "/"],
    ["javascript:alert(1)", "/"],
    ["evil.com", "/"],
    ["", "/"],
    ["/portfolio?x=1#top", "/portfolio?x=1#top"],
  ])("carries returnTo %j back as %j", async (returnTo, expected) => {
    expect(safeReturnTo(returnTo, APP_URL)).toBe(expected);
    const { cookie, callbackUrl } = await authorize("test", "u-ada", { returnTo });
    expect((await service.finish("test", { callbackUrl, cookie })).returnTo).toBe(expected);
  });
});
