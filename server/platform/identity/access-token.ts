/**
 * Access tokens: JWT, HS256 with JWT_SECRET, valid 15 minutes. The
 * accounts feature issues them at sign-in; every `/v1/app/*` route verifies them through
 * server/http/auth.ts. Refresh tokens are opaque and live with the accounts feature.
 */
import { errors, jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = "fundpilot";
const AUDIENCE = "fundpilot-api";

/** What a verified access token tells a route about its caller. */
export interface AccessClaims {
  userId: string;
  email: string;
  authLevel: number;
  /**
   * licenseStatus (shared/domain/account.ts): with authLevel it gives the caller's plan
   * (shared/entitlements.ts).
   */
  licenseStatus: number;
  institutionId: number | null;
  /** The refresh-token family (sign-in session) this token belongs to; logout revokes it. */
  sessionId?: string;
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: "expired" | "invalid" };

/**
 * The HMAC key of a secret, imported once: jose imports raw key bytes into WebCrypto on every
 * call, which was most of the cost of verifying the token of every signed-in request.
 */
const keys = new Map<string, Promise<CryptoKey>>();
const keyOf = (secret: string): Promise<CryptoKey> => {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(secret, key);
  }
  return key;
};

export async function signAccessToken(
  secret: string,
  claims: AccessClaims,
  options: { now?: Date; seconds?: number } = {},
): Promise<string> {
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT({
    email: claims.email,
    lvl: claims.authLevel,
    lic: claims.licenseStatus,
    inst: claims.institutionId,
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (options.seconds ?? ACCESS_TOKEN_SECONDS))
    .sign(await keyOf(secret));
}

export async function verifyAccessToken(
  secret: string,
  token: string,
  options: { now?: Date } = {},
): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      ...(options.now ? { currentDate: options.now } : {}),
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== "string" || typeof payload.email !== "string")
      return { ok: false, reason: "invalid" };
    return {
      ok: true,
      claims: {
        userId: payload.sub,
        email: payload.email,
        authLevel: typeof payload.lvl === "number" ? payload.lvl : 0,
        licenseStatus: typeof payload.lic === "number" ? payload.lic : 0,
        institutionId: typeof payload.inst === "number" ? payload.inst : null,
        ...(typeof payload.sid === "string" ? { sessionId: payload.sid } : {}),
      },
    };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}
