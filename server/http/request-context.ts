import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { parseApiLang } from "../../shared/locales";
import { type FixedHeader, setAnswerHeader, withAnswerHeaders } from "./answer-headers";
import type { AppEnv } from "./env";

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * Per request: an id (the caller's X-Request-Id when it is sane, else a new UUID) echoed in
 * the response with the headers every answer carries (`answerHeaders`: the security headers,
 * server/http/answer-headers.ts), the API language from `?lang=`, a child logger, and one
 * access-log line.
 */
export function requestContext(
  logger: Logger,
  answerHeaders: readonly FixedHeader[],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    c.set("requestId", requestId);
    c.set("lang", parseApiLang(c.req.query("lang")));
    const log = logger.child({ requestId });
    c.set("log", log);
    setAnswerHeader(c, "X-Request-Id", requestId);
    await withAnswerHeaders(c, answerHeaders, next);
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) log.error(line, "request failed");
    else log.info(line, "request");
  };
}
