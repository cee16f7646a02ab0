/**
 * Revoked sign-in sessions (logout, refresh-token reuse). Access tokens are stateless JWTs that
 * live 15 minutes; to stop a revoked session's tokens at once, every request's session id (`sid`)
 * is checked here.
 *
 * The source of truth is the store: a session is a refresh-token family, and logout or reuse
 * marks its rows revoked (`refresh_tokens.revoked_at`), so a revocation survives a restart and is
 * seen by every instance on the same database. The limits backend (memory, or Redis shared by
 * every instance) caches the revoked ids for as long as such a token can live, so a revoked
 * session is answered without the store; a live one costs one indexed read of the store.
 * The cache fails open: with Redis unreachable every check reads the store (logged), which is
 * still exact, so sign-in sessions keep working through a Redis outage.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../store/db";
import { refreshTokens } from "../../store/schema";
import type { Limits } from "../limits/limits";
import { ACCESS_TOKEN_SECONDS } from "./access-token";

export interface SessionRevocation {
  /** Caches sessions the store already marks revoked (called after the store's update). */
  revoke(sessionIds: readonly string[]): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
}

const keyOf = (sessionId: string) => `session:revoked:${sessionId}`;
// A few seconds beyond the token lifetime covers clock skew between instances.
const CACHE_SECONDS = ACCESS_TOKEN_SECONDS + 30;

export function createSessionRevocation(deps: {
  db: Db;
  limits: Limits;
  logger?: Logger;
}): SessionRevocation {
  const { db, limits, logger } = deps;
  const cacheFailed = (err: unknown) =>
    logger?.warn(
      { err: err instanceof Error ? err.message : String(err) },
      "revocation cache unavailable; reading the store",
    );
  const remember = (ids: readonly string[]) =>
    Promise.all(ids.map((id) => limits.set(keyOf(id), "1", CACHE_SECONDS))).then(
      () => undefined,
      cacheFailed,
    );
  return {
    async revoke(sessionIds) {
      await remember(sessionIds);
    },
    async isRevoked(sessionId) {
      const cached = await limits.get(keyOf(sessionId)).catch((err: unknown) => {
        cacheFailed(err);
        return null;
      });
      if (cached !== null) return true;
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, sessionId), isNotNull(refreshTokens.revokedAt)))
        .limit(1);
      if (!row) return false;
      await remember([sessionId]);
      return true;
    },
  };
}
