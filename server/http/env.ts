import type { Logger } from "pino";
import type { ApiLang } from "../../shared/locales";
import type { AccessClaims } from "../platform/identity/access-token";

/** Hono's per-request variables, set by server/http/request-context.ts. */
export type AppEnv = {
  Variables: {
    requestId: string;
    lang: ApiLang;
    log: Logger;
    /** The signed-in caller, on routes behind server/http/auth.ts `requireUser`. */
    user: AccessClaims;
  };
};
