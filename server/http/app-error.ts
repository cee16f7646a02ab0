import { type ErrorName, errorCatalog } from "../../shared/api/errors";
import type { MessageKey } from "../../shared/messages";

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
    super(message ?? errorName);
    this.name = "AppError";
    this.code = errorCatalog[errorName].code;
    this.httpStatus = errorCatalog[errorName].httpStatus;
  }
}
