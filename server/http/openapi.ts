import type { z } from "zod";
import { failureEnvelopeSchema, successEnvelopeSchema } from "../../shared/api/envelope";
import { errorCatalog } from "../../shared/api/errors";

const failureDescriptions: Record<number, string> = {
  400: `Validation failed (${errorCatalog.validationFailed.code}); the message names the field`,
  401: `Not signed in or token expired (${errorCatalog.notSignedIn.code}, ${errorCatalog.accessTokenExpired.code})`,
  403: `Not entitled (${errorCatalog.notEntitled.code}); error.details.capability names the capability`,
  404: "Unknown resource",
  409: "Conflict with the current state",
  413: `Request too large (${errorCatalog.payloadTooLarge.code})`,
  415: `Body is not JSON (${errorCatalog.unsupportedMediaType.code})`,
  429: `Rate or quota limit (${errorCatalog.tooManyRequests.code})`,
  503: "A backend is unavailable",
};

const failureContent = { "application/json": { schema: failureEnvelopeSchema } };

/**
 * The `responses` block of a route: the SUCCESS envelope around `data`, plus the FAILURE
 * envelope for each listed HTTP status, so /v1/openapi.json documents both shapes.
 */
export function envelopeResponses<T extends z.ZodType>(
  data: T,
  options: { description: string; failures?: number[] },
) {
  const failures = Object.fromEntries(
    [400, ...(options.failures ?? [])].map((status) => [
      status,
      { description: failureDescriptions[status] ?? "Failure", content: failureContent },
    ]),
  );
  return {
    200: {
      description: options.description,
      content: { "application/json": { schema: successEnvelopeSchema(data) } },
    },
    ...failures,
  };
}

/** The `request.body` block of a JSON route. */
export const jsonRequestBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

/** OpenAPI security of `/v1/app/*` routes. */
export const bearerSecurity = [{ bearerAuth: [] }];
