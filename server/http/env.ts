import type { Logger } from "pino";
import type { ApiLang } from "../../shared/locales";
import type { AccessClaims } from "../platform/identity/access-token";
import type { CapabilityAccess } from "./entitlements";

/** Hono's per-request variables, set by server/http/request-context.ts. */
export type AppEnv = {
  Variables: {
    requestId: string;
    lang: ApiLang;
    log: Logger;
    /** The signed-in caller, on routes behind server/http/auth.ts `requireUser`. */
    user: AccessClaims;
    /** The caller's plan and access, on routes serving a capability (server/http/entitlements.ts). */
    access: CapabilityAccess;
  };
};
