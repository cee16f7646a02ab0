/**
 * Token pairs: a 15-minute access JWT and an opaque 30-day refresh
 * token, stored hashed and rotated on every use. A sign-in starts a family; presenting a token
 * that was already rotated (a replay, e.g. a stolen copy) or revoked kills the whole family
 * (40100003). Rotation is one conditional UPDATE, so two instances racing on the same token
 * cannot both rotate it.
 *
 * Two tabs refreshing at once present the same token: within REFRESH_REUSE_INTERVAL_MS of its
 * rotation the loser gets the very pair the winner got. The rotation stores that pair encrypted
 * with a key derived from the presented token (never stored, only its hash), so the database
 * alone cannot reveal it; only the holder of the rotated token can. After the interval a replay
 * revokes the family as before.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { TokenPair } from "../../../shared/api/auth";
import { AppError } from "../../http/app-error";
import { type AccessClaims, signAccessToken } from "../../platform/identity/access-token";
import type { Db } from "../../store/db";
import { refreshTokens } from "../../store/schema";

export const REFRESH_TOKEN_DAYS = 30;
const REFRESH_TOKEN_MS = REFRESH_TOKEN_DAYS * 24 * 3600 * 1000;
/**
 * How long after a rotation the rotated token still answers, with the same successor pair: long
 * enough for concurrent refreshes (two tabs, a retried request), short enough that a stolen copy
 * replayed later still revokes the family.
 */
export const REFRESH_REUSE_INTERVAL_MS = 30_000;

export interface TokenDeps {
  db: Db;
  secret: string;
  /** Told of every revoked session, so its live access tokens stop working too (session-revocation.ts). */
  onRevoke?: (sessionIds: string[]) => Promise<void>;
  now?: () => Date;
  /** Tests only: REFRESH_REUSE_INTERVAL_MS by default. */
  reuseIntervalMs?: number;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newRefreshToken = () => `fprt_${randomBytes(32).toString("base64url")}`;

const refreshRow = (input: { token: string; familyId: string; userId: string; now: Date }) => ({
  tokenHash: hashToken(input.token),
  familyId: input.familyId,
  userId: input.userId,
  expiresAt: new Date(input.now.getTime() + REFRESH_TOKEN_MS),
  createdAt: input.now,
});

async function storeRefresh(deps: TokenDeps, userId: string, familyId: string): Promise<string> {
  const token = newRefreshToken();
  const now = deps.now?.() ?? new Date();
  await deps.db.insert(refreshTokens).values(refreshRow({ token, familyId, userId, now }));
  return token;
}

// The successor pair, sealed with AES-256-GCM under a key derived from the rotated token.
const sealKey = (token: string) =>
  Buffer.from(hkdfSync("sha256", token, "", "fundpilot refresh successor", 32));

function sealPair(token: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(token), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

function openPair(token: string, sealed: string): TokenPair | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", sealKey(token), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    return JSON.parse(text) as TokenPair;
  } catch {
    return null;
  }
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
 * The same token presented again within the reuse interval gets the same pair.
 */
export async function rotateRefreshToken(
  deps: TokenDeps,
  token: string,
  claimsOf: (userId: string) => Promise<AccessClaims | null>,
): Promise<TokenPair> {
  const now = deps.now?.() ?? new Date();
  const hash = hashToken(token);
  const readRow = async () =>
    (await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1))[0];
  const row = await readRow();
  if (!row) throw invalid("Unknown refresh token");
  if (row.revokedAt) throw invalid("Refresh token revoked");
  if (row.expiresAt <= now) throw invalid("Refresh token expired");
  if (row.rotatedAt) return reuse(deps, { row, token, now });
  const claims = await claimsOf(row.userId);
  if (!claims) throw invalid("Account no longer exists");
  const refreshToken = newRefreshToken();
  const accessToken = await signAccessToken(deps.secret, { ...claims, sessionId: row.familyId }, { now });
  const pair = { accessToken, refreshToken };
  // Marking the row rotated (with its sealed successor) and adding the successor commit together,
  // so a concurrent request that loses the conditional UPDATE finds both.
  const won = await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now, successorSealed: sealPair(token, pair) })
      .where(
        and(
          eq(refreshTokens.tokenHash, hash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    if (claimed.length === 0) return false;
    await tx
      .insert(refreshTokens)
      .values(refreshRow({ token: refreshToken, familyId: row.familyId, userId: row.userId, now }));
    return true;
  });
  if (won) return pair;
  // Another request rotated it a moment ago (or revoked the family).
  const again = await readRow();
  if (!again || again.revokedAt) throw invalid("Refresh token revoked");
  return reuse(deps, { row: again, token, now });
}

/** A rotated token presented again: its successor within the reuse interval, else the family dies. */
async function reuse(
  deps: TokenDeps,
  input: { row: typeof refreshTokens.$inferSelect; token: string; now: Date },
): Promise<TokenPair> {
  const { row, token, now } = input;
  const interval = deps.reuseIntervalMs ?? REFRESH_REUSE_INTERVAL_MS;
  const rotatedAt = row.rotatedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (now.getTime() - rotatedAt <= interval && row.successorSealed) {
    const pair = openPair(token, row.successorSealed);
    if (pair) return pair;
  }
  await revokeFamily(deps, row.familyId, now);
  throw invalid("Refresh token reused: session revoked");
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
