/** E-mail rule (spec §5): required ("Required"), valid format ("Invalid Email"). */
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

/** Seconds before a verification code can be sent again (API.md). */
export const resendSeconds = 60;

/** Message keys of the spec's exact validation texts. */
export const fieldErrorKeys: Record<FieldError, string> = {
  required: "auth:validation.required",
  invalidEmail: "auth:validation.invalidEmail",
};
