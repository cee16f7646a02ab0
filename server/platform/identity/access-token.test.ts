import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from "./access-token";

const secret = "s".repeat(40);
const claims = { userId: "u1", email: "a@example.com", authLevel: 2, licenseStatus: 1, institutionId: 9 };

describe("access tokens", () => {
  it("round-trips the caller's claims and lasts 15 minutes", async () => {
    const token = await signAccessToken(secret, claims);
    expect(await verifyAccessToken(secret, token)).toEqual({ ok: true, claims });
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    expect(payload.exp - payload.iat).toBe(ACCESS_TOKEN_SECONDS);
  });

  it.each([
    ["another secret", async () => signAccessToken("t".repeat(40), claims)],
    [
      "a tampered payload",
      async () => {
        const [h, , s] = (await signAccessToken(secret, claims)).split(".");
        const forged = Buffer.from(JSON.stringify({ sub: "admin", email: "x@y.z" })).toString("base64url");
        return `${h}.${forged}.${s}`;
      },
    ],
    [
      "alg none",
      async () => {
        const body = Buffer.from(JSON.stringify({ sub: "u1", email: "a@example.com" })).toString("base64url");
        return `${Buffer.from('{"alg":"none"}').toString("base64url")}.${body}.`;
      },
    ],
    [
      "a foreign audience",
      async () =>
        new SignJWT({ email: "a@example.com" })
          .setProtectedHeader({ alg: "HS256" })
          .setSubject("u1")
          .setIssuer("fundpilot")
          .setAudience("someone-else")
          .setExpirationTime("5m")
          .sign(new TextEncoder().encode(secret)),
    ],
    ["garbage", async () => "not.a.token"],
  ])("refuses %s", async (_, make) => {
    expect(await verifyAccessToken(secret, await make())).toEqual({ ok: false, reason: "invalid" });
  });

  it("says an old token has expired", async () => {
    const token = await signAccessToken(secret, claims, { now: new Date(Date.now() - 16 * 60_000) });
    expect(await verifyAccessToken(secret, token)).toEqual({ ok: false, reason: "expired" });
  });

  it("keeps one key per secret: a token verifies under its own secret only, in any order", async () => {
    const other = "o".repeat(40);
    const mine = await signAccessToken(secret, claims);
    const theirs = await signAccessToken(other, claims);
    expect(await verifyAccessToken(other, mine)).toEqual({ ok: false, reason: "invalid" });
    expect((await verifyAccessToken(secret, mine)).ok).toBe(true);
    expect(await verifyAccessToken(secret, theirs)).toEqual({ ok: false, reason: "invalid" });
    expect((await verifyAccessToken(other, theirs)).ok).toBe(true);
  });
});
