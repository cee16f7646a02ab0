/**
 * Revoked sign-in sessions (logout, refresh-token reuse). Access tokens are stateless JWTs that
 * live 15 minutes; to stop a revoked session's tokens at once, its id is kept in the platform
 * limits (memory, or Redis shared by every instance) for as long as such a token can live.
 */
import type { Limits } from "../limits/limits";
import { ACCESS_TOKEN_SECONDS } from "./access-token";

export interface SessionRevocation {
  revoke(sessionIds: readonly string[]): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
}

const keyOf = (sessionId: string) => `session:revoked:${sessionId}`;

export function createSessionRevocation(limits: Limits): SessionRevocation {
  return {
    async revoke(sessionIds) {
      // A few seconds beyond the token lifetime covers clock skew between instances.
      await Promise.all(sessionIds.map((id) => limits.set(keyOf(id), "1", ACCESS_TOKEN_SECONDS + 30)));
    },
    async isRevoked(sessionId) {
      return (await limits.get(keyOf(sessionId))) !== null;
    },
  };
}
