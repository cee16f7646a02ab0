import type { MiddlewareHandler } from "hono";
import type { StartupStatus } from "../data/startup";
import { AppError } from "./app-error";
import type { AppEnv } from "./env";
import { failureResponse } from "./failure";

/** Seconds a client is asked to wait before retrying while the data is prepared. */
export const STARTUP_RETRY_AFTER_SECONDS = 5;

/** API paths answered while the data is prepared: the start-up status, health, and the API reference. */
const OPEN_WHILE_STARTING = ["/v1/pub/startup", "/v1/openapi.json", "/v1/docs", "/healthz"];

export function answersWhileStarting(path: string): boolean {
  return OPEN_WHILE_STARTING.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * The one readiness gate: until the first start's data is ready, every data API call answers
 * 503 with the FAILURE envelope (`serviceUnavailable`, the start-up state in `details`, a
 * localized message naming it) and `Retry-After`. Mount it on the API prefixes only: the SPA
 * shell and its assets are served meanwhile, and show the start-up status page.
 */
export function startupGate(startup: StartupStatus): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (startup.isReady() || answersWhileStarting(c.req.path)) return next();
    const status = startup.current();
    c.header("Retry-After", String(STARTUP_RETRY_AFTER_SECONDS));
    c.header("Cache-Control", "no-store");
    return failureResponse(
      c,
      new AppError(
        "serviceUnavailable",
        status.state === "failed"
          ? "The data could not be prepared at start-up"
          : `Starting: the data is being prepared (step ${status.step ?? "?"}, ${status.done}/${status.total})`,
        { startup: status },
        undefined,
        status.state === "failed" ? "errors:startup.failed" : "errors:startup.building",
      ),
    );
  };
}
