import { createPublicKey } from "node:crypto";
import { generateKeyPair, type JWK, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startOidcIssuer, type TestIssuer } from "../../../tests/helpers/oidc-issuer";
import { createOneTapVerifier, type OneTapVerifier } from "./google-one-tap";
import { OidcError, type OidcErrorReason } from "./oidc";

// The issuer's keys are fetched over HTTP from a real oidc-provider (its discovery document and
// JWKS); tokens are minted with that provider's own signing key.
const CLIENT_ID = "1234-onetap.apps.googleusercontent.com";
const ada: JWTPayload = {
  sub: "g-ada",
  email: "Ada@Example.com",
  email_verified: true,
  name: "Ada Lovelace",
};

let issuer: TestIssuer;
let verify: OneTapVerifier;
let issuerKey: JWK;

beforeAll(async () => {
  issuer = await startOidcIssuer({
    redirectUris: ["http://app.test/v1/pub/oauth/callback/google"],
    accounts: [],
  });
  verify = createOneTapVerifier({ clientId: CLIENT_ID, issuer: issuer.issuer });
  const jwks = (await (await fetch(issuer.jwksUri)).json()) as { keys: JWK[] };
  issuerKey = jwks.keys[0]!;
});

afterAll(async () => {
  await issuer?.close();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const now = () => Math.floor(Date.now() / 1000);
const validClaims = () => ({ ...ada, iss: issuer.issuer, aud: CLIENT_ID, iat: now(), exp: now() + 300 });

async function signWithOtherKey(kid: string) {
  const { privateKey } = await generateKeyPair("RS256");
  return new SignJWT(validClaims()).setProtectedHeader({ alg: "RS256", kid }).sign(privateKey);
}

async function reasonOf(promise: Promise<unknown>): Promise<OidcErrorReason | "accepted"> {
  try {
    await promise;
    return "accepted";
  } catch (err) {
    expect(err).toBeInstanceOf(OidcError);
    return (err as OidcError).reason;
  }
}

describe("Google one-tap credential", () => {
  it("accepts a valid ID token, with keys found through the issuer's discovery document", async () => {
    const credential = await issuer.mintIdToken(ada, { audience: CLIENT_ID });
    expect(await verify(credential)).toEqual({
      provider: "google",
      subject: "g-ada",
      email: "ada@example.com",
      emailVerified: true,
      name: "Ada Lovelace",
    });
  });

  it.each(["https://accounts.google.com", "accounts.google.com"])(
    "accepts Google's issuer spelled %s",
    async (iss) => {
      const google = createOneTapVerifier({
        clientId: CLIENT_ID,
        issuer: "https://accounts.google.com",
        jwksUri: issuer.jwksUri,
      });
      const credential = await issuer.mintIdToken(ada, { audience: CLIENT_ID, issuer: iss });
      expect((await google(credential)).subject).toBe("g-ada");
    },
  );

  it.each<[string, () => Promise<string>, OidcErrorReason]>([
    ["another audience", () => issuer.mintIdToken(ada, { audience: "someone-else" }), "invalidToken"],
    [
      "another issuer",
      () => issuer.mintIdToken(ada, { audience: CLIENT_ID, issuer: "https://evil.example" }),
      "invalidToken",
    ],
    ["an expired token", () => issuer.mintIdToken(ada, { audience: CLIENT_ID, expiresIn: -60 }), "expired"],
    ["another key under the issuer's kid", () => signWithOtherKey(String(issuerKey.kid)), "invalidToken"],
    ["another key under its own kid", () => signWithOtherKey("attacker"), "invalidToken"],
    [
      "alg none",
      async () => `${b64({ alg: "none", kid: issuerKey.kid, typ: "JWT" })}.${b64(validClaims())}.`,
      "invalidToken",
    ],
    [
      "HS256 keyed with the issuer's public key (PEM)",
      () => {
        const pem = createPublicKey({ key: issuerKey, format: "jwk" }).export({
          type: "spki",
          format: "pem",
        });
        return new SignJWT(validClaims())
          .setProtectedHeader({ alg: "HS256", kid: issuerKey.kid })
          .sign(new TextEncoder().encode(String(pem)));
      },
      "invalidToken",
    ],
    [
      "HS256 keyed with the issuer's public JWK",
      () =>
        new SignJWT(validClaims())
          .setProtectedHeader({ alg: "HS256", kid: issuerKey.kid })
          .sign(new TextEncoder().encode(JSON.stringify(issuerKey))),
      "invalidToken",
    ],
    [
      "a tampered payload",
      async () => {
        const [h, , s] = (await issuer.mintIdToken(ada, { audience: CLIENT_ID })).split(".");
        return `${h}.${b64({ ...validClaims(), email: "admin@example.com" })}.${s}`;
      },
      "invalidToken",
    ],
    ["garbage", async () => "not.a.token", "invalidToken"],
    [
      "no e-mail",
      () => issuer.mintIdToken({ sub: "g-x", email_verified: true }, { audience: CLIENT_ID }),
      "noEmail",
    ],
    [
      "an unverified e-mail",
      () => issuer.mintIdToken({ ...ada, email_verified: false }, { audience: CLIENT_ID }),
      "emailNotVerified",
    ],
  ])("refuses %s", async (_, make, reason) => {
    expect(await reasonOf(verify(await make()))).toBe(reason);
  });

  it("reports an unreachable issuer as discoveryFailed and retries on the next call", async () => {
    const port = await freePort();
    const late = createOneTapVerifier({ clientId: CLIENT_ID, issuer: `http://127.0.0.1:${port}` });
    expect(await reasonOf(late("a.b.c"))).toBe("discoveryFailed");
    const up = await startOidcIssuer({ redirectUris: ["http://app.test/cb"], accounts: [], port });
    try {
      expect((await late(await up.mintIdToken(ada, { audience: CLIENT_ID }))).subject).toBe("g-ada");
    } finally {
      await up.close();
    }
  });
});
