import type { Logger } from "pino";
import type { ApiLang } from "../../shared/locales";

/** Hono's per-request variables, set by server/http/request-context.ts. */
export type AppEnv = {
  Variables: {
    requestId: string;
    lang: ApiLang;
    log: Logger;
  };
};
