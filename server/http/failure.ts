import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { failure } from "../../shared/api/envelope";
import { type ErrorName, errorCatalog } from "../../shared/api/errors";
import { defaultApiLang } from "../../shared/locales";
import { isMessageKey, translate } from "../i18n";
import { isBackendUnavailable } from "../platform/unavailable";
import { AppError } from "./app-error";
import type { AppEnv } from "./env";
import { errorMessageKeys } from "./error-messages";

/**
 * Names the first offending field of a zod error as a dotted path ("holdings.0.weight"). A
 * custom issue may name its own user message with `params: { messageKey: "errors:validation.x" }`
 * (a message key), e.g. "Total weighting should equal to 100%"; an unknown key is ignored.
 */
export function validationError(error: ZodError): AppError {
  const issues = error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
  const first = issues[0] ?? { path: "", message: "invalid" };
  const field = first.path || "body";
  const key = (error.issues[0] as { params?: { messageKey?: unknown } } | undefined)?.params?.messageKey;
  const messageKey = isMessageKey(key) ? key : undefined;
  return new AppError("validationFailed", `${field}: ${first.message}`, { issues }, { field }, messageKey);
}

function fromHttpException(err: HTTPException): AppError {
  const byStatus: Record<number, ErrorName> = {
    401: "notSignedIn",
    403: "notEntitled",
    404: "notFound",
    405: "methodNotAllowed",
    413: "payloadTooLarge",
    415: "unsupportedMediaType",
    429: "tooManyRequests",
    503: "serviceUnavailable",
  };
  if (err.status === 400) {
    const malformed = /malformed json/i.test(err.message);
    return new AppError(
      "validationFailed",
      malformed ? "body: malformed JSON" : err.message || "Bad request",
      undefined,
      { field: "body" },
    );
  }
  const name = byStatus[err.status] ?? (err.status >= 500 ? "internalError" : "validationFailed");
  return new AppError(name, err.message || name);
}

/** Converts anything thrown in a handler to an AppError; unknown faults become 50000001. */
export function toAppError(err: unknown): { appError: AppError; fault: boolean } {
  if (err instanceof AppError) return { appError: err, fault: err.httpStatus >= 500 };
  if (err instanceof ZodError) return { appError: validationError(err), fault: false };
  if (err instanceof HTTPException) {
    const appError = fromHttpException(err);
    return { appError, fault: appError.httpStatus >= 500 };
  }
  // A database or Redis that cannot be reached is an outage to wait out, not a bug: 503.
  if (isBackendUnavailable(err))
    return {
      appError: new AppError("serviceUnavailable", "A backend is temporarily unavailable"),
      fault: false,
    };
  return { appError: new AppError("internalError", "Internal error"), fault: true };
}

/** The FAILURE envelope response for an AppError, in the request's language. */
export function failureResponse(c: Context<AppEnv>, err: AppError): Response {
  const lang = c.get("lang") ?? defaultApiLang;
  let innerMessage = translate(lang, err.messageKey ?? errorMessageKeys[err.errorName], err.messageParams);
  if (err.code === errorCatalog.validationFailed.code && err.message === "body: malformed JSON") {
    innerMessage = translate(lang, "errors:validation.malformedJson");
  }
  const body = failure({ code: err.code, message: err.message, details: err.details }, innerMessage);
  // A limit refused in a service (not by server/http/rate-limit.ts) says when to come back too.
  const retryAfter = err.details?.retryAfterSeconds;
  if (err.httpStatus === 429 && typeof retryAfter === "number") c.header("Retry-After", String(retryAfter));
  return c.json(body, err.httpStatus as ContentfulStatusCode);
}
