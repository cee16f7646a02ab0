import { errorCatalog } from "@shared/api/errors";
import type { MessageKey } from "@shared/messages";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, reportApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { authApi, type EmailPurpose } from "../auth-api";
import { codeLength, fieldErrorKeys, resendSeconds, validateEmail } from "../validation";
import { useCompleteSignIn } from "./use-complete-sign-in";
import { useCountdown } from "./use-countdown";

export type CodeStatus = "idle" | "incomplete" | "verifying" | "incorrect" | "expired" | "correct";
export type AccountHint = "notRegistered" | "alreadyRegistered";

/** The hint shown when the e-mail belongs on the other page, with a link there. */
export const accountHintKeys = {
  notRegistered: "auth:hints.notRegistered",
  alreadyRegistered: "auth:hints.alreadyRegistered",
} as const satisfies Record<AccountHint, MessageKey<"auth">>;

/**
 * Whether the e-mail has an account, for the hint that points to the other page. The server limits
 * this call tightly (it tells who has an account); refused there, the flow goes on without the
 * hint and sends the code, which has its own limits, so the limit never stops a sign-in.
 */
async function checkEmailUnlessThrottled(email: string, invitationCode: string | undefined) {
  try {
    return await authApi.checkEmail({ email, invitationCode });
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === errorCatalog.tooManyRequests.code) return undefined;
    throw failure;
  }
}

/**
 * Sign-in and sign-up by e-mail + one-time code: enter e-mail → code sent →
 * enter code (correct or incorrect) → continue; resend after the countdown.
 */
export function useEmailCodeFlow(purpose: EmailPurpose) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const countdown = useCountdown();
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [invitationCode, setInvitationCode] = useState("");
  const [emailError, setEmailError] = useState<MessageKey<"auth">>();
  const [invitationError, setInvitationError] = useState<MessageKey<"auth">>();
  const [accountHint, setAccountHint] = useState<AccountHint>();
  const [sending, setSending] = useState(false);
  const [code, setCode] = useState("");
  const [codeStatus, setCodeStatus] = useState<CodeStatus>("idle");

  const sendCode = async () => {
    const result = await authApi.sendCode({ email: email.trim(), purpose });
    toast.success(t("auth:code.sent"));
    countdown.start(result.resendAfterSeconds || resendSeconds);
  };

  const submitEmail = async () => {
    const error = validateEmail(email);
    setEmailError(error && fieldErrorKeys[error]);
    setInvitationError(undefined);
    setAccountHint(undefined);
    if (error) return;
    const invitation = purpose === "register" ? invitationCode.trim() || undefined : undefined;
    setSending(true);
    try {
      const check = await checkEmailUnlessThrottled(email.trim(), invitation);
      if (purpose === "login" && check?.registered === false) return setAccountHint("notRegistered");
      if (purpose === "register" && check?.registered) return setAccountHint("alreadyRegistered");
      if (purpose === "register" && check?.invitationRequired && !invitation) {
        return setInvitationError(fieldErrorKeys.required);
      }
      await sendCode();
      setCode("");
      setCodeStatus("idle");
      setStep("code");
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === errorCatalog.incorrectInvitationCode.code) {
        setInvitationError("auth:validation.incorrectInvitation");
      } else {
        reportApiError(failure);
      }
    } finally {
      setSending(false);
    }
  };

  const resend = async () => {
    if (countdown.remaining > 0) return;
    setSending(true);
    try {
      await sendCode();
      setCode("");
      setCodeStatus("idle");
    } catch {
      // The client already showed the error toast.
    } finally {
      setSending(false);
    }
  };

  const verify = async (value = code) => {
    if (value.length < codeLength) return setCodeStatus("incomplete");
    setCodeStatus("verifying");
    try {
      const body = { email: email.trim(), code: value };
      const tokens =
        purpose === "login"
          ? await authApi.login(body)
          : await authApi.register({ ...body, invitationCode: invitationCode.trim() || undefined });
      setCodeStatus("correct");
      if (!(await completeSignIn(tokens))) {
        // User info could not be loaded: the session was cleared; start again from the e-mail.
        setCode("");
        setCodeStatus("idle");
        setStep("email");
      }
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : undefined;
      if (code === errorCatalog.incorrectVerificationCode.code) return setCodeStatus("incorrect");
      if (code === errorCatalog.verificationCodeExpired.code) return setCodeStatus("expired");
      setCodeStatus("idle");
      reportApiError(failure);
    }
  };

  const changeCode = (value: string) => {
    setCode(value);
    if (codeStatus !== "verifying") setCodeStatus("idle");
    if (value.length === codeLength) void verify(value);
  };

  return {
    step,
    email,
    setEmail,
    invitationCode,
    setInvitationCode,
    emailError,
    invitationError,
    accountHint,
    sending,
    code,
    changeCode,
    codeStatus,
    resendIn: countdown.remaining,
    submitEmail,
    resend,
    verify,
    backToEmail: () => setStep("email"),
  };
}

export type EmailCodeFlow = ReturnType<typeof useEmailCodeFlow>;
