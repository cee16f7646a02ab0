/**
 * Token pairs: a 15-minute access JWT and an opaque 30-day refresh
 * token, stored hashed and rotated on every use. A sign-in starts a family; presenting a token
 * that was already rotated (a replay, e.g. a stolen copy) or revoked kills the whole family
 * (40100003). Rotation is one conditional UPDATE, so two instances racing on the same token
 * cannot both succeed.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { TokenPair } from "../../../shared/api/auth";
import { AppError } from "../../http/app-error";
import { type AccessClaims, signAccessToken } from "../../platform/identity/access-token";
import type { Db } from "../../store/db";
import { refreshTokens } from "../../store/schema";

export const REFRESH_TOKEN_DAYS = 30;
const REFRESH_TOKEN_MS = REFRESH_TOKEN_DAYS * 24 * 3600 * 1000;

export interface TokenDeps {
  db: Db;
  secret: string;
  /** Told of every revoked session, so its live access tokens stop working too (session-revocation.ts). */
  onRevoke?: (sessionIds: string[]) => Promise<void>;
  now?: () => Date;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newRefreshToken = () => `fprt_${randomBytes(32).toString("base64url")}`;

async function storeRefresh(deps: TokenDeps, userId: string, familyId: string): Promise<string> {
  const token = newRefreshToken();
  const now = deps.now?.() ?? new Date();
  await deps.db.insert(refreshTokens).values({
    tokenHash: hashToken(token),
    familyId,
    userId,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_MS),
    createdAt: now,
  });
  return token;
}

/** A new session: a new refresh family and an access token for the claims. */
export async function issueTokenPair(deps: TokenDeps, claims: AccessClaims): Promise<TokenPair> {
  const sessionId = randomUUID();
  const refreshToken = await storeRefresh(deps, claims.userId, sessionId);
  const accessToken = await signAccessToken(deps.secret, { ...claims, sessionId }, { now: deps.now?.() });
  return { accessToken, refreshToken };
}

const invalid = (why: string) => new AppError("refreshTokenInvalid", why);

async function revokeFamily(deps: TokenDeps, familyId: string, now: Date): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await deps.onRevoke?.([familyId]);
}

/**
 * Rotates a refresh token: the presented one dies, a new one of the same family is returned
 * with a fresh access token whose claims come from `claimsOf` (the user's current plan).
 */
export async function rotateRefreshToken(
  deps: TokenDeps,
  token: string,
  claimsOf: (userId: string) => Promise<AccessClaims | null>,
): Promise<TokenPair> {
  const now = deps.now?.() ?? new Date();
  const hash = hashToken(token);
  const [row] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
  if (!row) throw invalid("Unknown refresh token");
  if (row.revokedAt) throw invalid("Refresh token revoked");
  if (row.expiresAt <= now) throw invalid("Refresh token expired");
  if (row.rotatedAt) {
    await revokeFamily(deps, row.familyId, now);
    throw invalid("Refresh token reused: session revoked");
  }
  const claimed = await deps.db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, hash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  if (claimed.length === 0) {
    // Another request rotated it a moment ago: the same token presented twice is a reuse.
    await revokeFamily(deps, row.familyId, now);
    throw invalid("Refresh token reused: session revoked");
  }
  const claims = await claimsOf(row.userId);
  if (!claims) throw invalid("Account no longer exists");
  const refreshToken = await storeRefresh(deps, row.userId, row.familyId);
  const accessToken = await signAccessToken(deps.secret, { ...claims, sessionId: row.familyId }, { now });
  return { accessToken, refreshToken };
}

/**
 * Logout: revokes the caller's session (the family named by the access token), or every
 * session of the caller when the token carries none.
 */
export async function revokeSession(
  deps: TokenDeps,
  input: { userId: string; sessionId?: string },
): Promise<void> {
  const now = deps.now?.() ?? new Date();
  if (input.sessionId) {
    const [row] = await deps.db
      .select({ userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, input.sessionId))
      .limit(1);
    if (row?.userId === input.userId) return revokeFamily(deps, input.sessionId, now);
  }
  const revoked = await deps.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, input.userId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  await deps.onRevoke?.([...new Set(revoked.map((r) => r.familyId))]);
}
