import { type ErrorName, errorCatalog } from "../../shared/api/errors";
import type { MessageKey } from "../../shared/messages";

let savedStackTraceLimit = Error.stackTraceLimit;

/**
 * A 4xx is an answer, not a fault: its stack is never logged or shown, and capturing one on
 * every 404 or 400 is a measurable part of answering it. Called for the argument of `super`
 * (before Error captures), undone right after; a 5xx keeps its stack for the log.
 */
function withoutStackFor4xx(errorName: ErrorName, message: string): string {
  savedStackTraceLimit = Error.stackTraceLimit;
  if (errorCatalog[errorName].httpStatus < 500) Error.stackTraceLimit = 0;
  return message;
}

/**
 * The one error type handlers throw. `app.onError` turns it into the FAILURE envelope with the
 * catalogue's HTTP status and a localized innerMessage (server/http/failure.ts).
 */
export class AppError extends Error {
  readonly code: number;
  readonly httpStatus: number;

  constructor(
    readonly errorName: ErrorName,
    message?: string,
    readonly details?: Record<string, unknown>,
    /** Interpolation values for the localized message (e.g. `{field}`). */
    readonly messageParams?: Record<string, string>,
    /** A more specific localized message than the code's ("errors:validation.totalWeight"). */
    readonly messageKey?: MessageKey,
  ) {
    super(withoutStackFor4xx(errorName, message ?? errorName));
    Error.stackTraceLimit = savedStackTraceLimit;
    this.name = "AppError";
    this.code = errorCatalog[errorName].code;
    this.httpStatus = errorCatalog[errorName].httpStatus;
  }
}
