import { createMiddleware } from "hono/factory";
import { type AccessClaims, verifyAccessToken } from "../platform/identity/access-token";
import type { SessionRevocation } from "../platform/identity/session-revocation";
import { AppError } from "./app-error";
import type { AppEnv } from "./env";

export interface AuthDeps {
  secret: string;
  /** Sessions ended by logout or refresh-token reuse; their access tokens stop at once. */
  revocation?: SessionRevocation;
  /** The one clock (server/platform/clock.ts): token expiry is judged on it. */
  now?: () => Date;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The bearer token of a request, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  return BEARER.exec(header ?? "")?.[1];
}

/**
 * The caller of a request with a bearer access token: claims, `null` without a token, or an
 * AppError for a bad one — 40100001 when unusable or revoked, 40100002 when expired (the web
 * then refreshes once and retries).
 */
export async function authenticate(deps: AuthDeps, header: string | undefined): Promise<AccessClaims | null> {
  const token = bearerToken(header);
  if (!token) return null;
  const result = await verifyAccessToken(deps.secret, token, deps.now ? { now: deps.now() } : {});
  if (!result.ok) {
    throw result.reason === "expired"
      ? new AppError("accessTokenExpired", "Access token expired")
      : new AppError("notSignedIn", "Invalid access token");
  }
  const { sessionId } = result.claims;
  if (sessionId && deps.revocation && (await deps.revocation.isRevoked(sessionId))) {
    throw new AppError("notSignedIn", "Session ended");
  }
  return result.claims;
}

/** Guards `/v1/app/*`: a valid access token, else 401. Claims in `c.get("user")`. */
export function requireUser(deps: AuthDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const claims = await authenticate(deps, c.req.header("authorization"));
    if (!claims) throw new AppError("notSignedIn", "Missing bearer token");
    c.set("user", claims);
    await next();
  });
}

/**
 * The caller of a public route, where the token is optional (anonymous is allowed): claims, or
 * `null` without a usable token. A token that does not verify (malformed, signed with another
 * key) or whose session has ended is taken as no token — the answer is the anonymous one, never
 * a 401 that would make the web sign its user out of a page anyone may see. An expired token
 * is still 40100002: it was a real session's, and the web refreshes once and asks again as
 * that user (else a Premium user would be answered as anonymous every 15 minutes).
 */
export async function optionalCaller(
  deps: AuthDeps,
  header: string | undefined,
): Promise<AccessClaims | null> {
  try {
    return await authenticate(deps, header);
  } catch (err) {
    if (err instanceof AppError && err.errorName === "notSignedIn") return null;
    throw err;
  }
}
