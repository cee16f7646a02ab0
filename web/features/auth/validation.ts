import type { MessageKey } from "@shared/messages";

/** E-mail rule: required ("Required"), valid format ("Invalid Email"). */
export type FieldError = "required" | "invalidEmail";

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function validateEmail(value: string): FieldError | undefined {
  const email = value.trim();
  if (!email) return "required";
  return emailPattern.test(email) ? undefined : "invalidEmail";
}

export function validateRequired(value: string | undefined): FieldError | undefined {
  return value?.trim() ? undefined : "required";
}

export const codeLength = 6;

/** Seconds before a verification code can be sent again (the server answers `resendAfterSeconds: 60`). */
export const resendSeconds = 60;

/** The message shown under a field for each validation failure. */
export const fieldErrorKeys = {
  required: "auth:validation.required",
  invalidEmail: "auth:validation.invalidEmail",
} as const satisfies Record<FieldError, MessageKey<"auth">>;
