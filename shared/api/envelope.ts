import { z } from "zod";
import type { ApiError, FailureEnvelope } from "./envelope-types";

export * from "./envelope-types";

/**
 * The response envelope of every /v1 call:
 * `{status, data, error, innerMessage}`. The web client rejects anything but SUCCESS.
 */
export const apiErrorSchema = z
  .object({
    code: z.number().int().meta({ description: "Error code from the catalogue (shared/api/errors.ts)" }),
    message: z
      .string()
      .meta({ description: "Developer-facing message (English); names the field for validation errors" }),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: "ApiError" });

export const failureEnvelopeSchema = z
  .object({
    status: z.literal("FAILURE"),
    data: z.null(),
    error: apiErrorSchema,
    innerMessage: z.string().meta({ description: "Localized message for the user, in the request's `lang`" }),
  })
  .meta({ id: "FailureEnvelope" });

export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal("SUCCESS"),
    data,
    error: z.null(),
    innerMessage: z.null(),
  });
}

/** The data of a call that answers only that it succeeded (logout, delete). */
export const emptyDataSchema = z.object({});

/** Paged lists answer `{total, page, pageSize, items}`; `page` counts from 1. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    items: z.array(item),
  });
}

// The schemas and the zod-free types describe one shape: a drift is a compile error here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameError: Same<z.infer<typeof apiErrorSchema>, ApiError> = true;
const _sameFailure: Same<z.infer<typeof failureEnvelopeSchema>, FailureEnvelope> = true;
void _sameError;
void _sameFailure;
