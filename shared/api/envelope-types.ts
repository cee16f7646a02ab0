/**
 * The envelope's types and guards without zod, so the web's start-up bundle can use them
 * without pulling in the schema library. The zod schemas (for validation and OpenAPI) are in
 * envelope.ts and must describe the same shapes.
 */
export interface ApiError {
  code: number;
  message: string;
  details?: Record<string, unknown>;
}
export type SuccessEnvelope<T> = { status: "SUCCESS"; data: T; error: null; innerMessage: null };
export type FailureEnvelope = { status: "FAILURE"; data: null; error: ApiError; innerMessage: string };
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export function success<T>(data: T): SuccessEnvelope<T> {
  return { status: "SUCCESS", data, error: null, innerMessage: null };
}

export function failure(error: ApiError, innerMessage: string): FailureEnvelope {
  return { status: "FAILURE", data: null, error, innerMessage };
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    "status" in value &&
    (value.status === "SUCCESS" || value.status === "FAILURE")
  );
}
