import type { MessageKey } from "@shared/messages";
import { CircleAlertIcon, CircleCheckIcon, Loader2Icon, MailIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import type { CodeStatus, EmailCodeFlow } from "../hooks/use-email-code-flow";
import { CodeInput } from "./code-input";

const statusKeys: Partial<Record<CodeStatus, MessageKey<"auth">>> = {
  incomplete: "auth:code.prompt",
  incorrect: "auth:code.incorrect",
  expired: "auth:code.expired",
  correct: "auth:code.correct",
};

/** Step 2: the six-digit code, its verdict ("Incorrect…" / "…is correct") and the 60 s resend. */
export function CodeStep({ flow }: { flow: EmailCodeFlow }) {
  const { t } = useTranslation();
  const status = flow.codeStatus;
  const invalid = status === "incorrect" || status === "expired" || status === "incomplete";
  const message = statusKeys[status];
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void flow.verify();
      }}
      noValidate
    >
      <div className="flex flex-col gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <MailIcon className="size-5" />
        </span>
        <h1 className="font-semibold text-2xl text-foreground tracking-tight">{t("auth:code.title")}</h1>
        <p className="text-muted-foreground text-sm leading-relaxed">
          {t("auth:code.sentTo")} <span className="font-medium text-foreground">{flow.email.trim()}</span>{" "}
          <button
            type="button"
            onClick={flow.backToEmail}
            className="font-medium text-brand-700 hover:underline"
          >
            {t("auth:code.changeEmail")}
          </button>
        </p>
      </div>
      <div className="flex flex-col gap-2.5">
        <Label htmlFor="auth-code">{t("auth:code.prompt")}</Label>
        <CodeInput
          id="auth-code"
          value={flow.code}
          onChange={flow.changeCode}
          invalid={invalid}
          disabled={status === "verifying" || status === "correct"}
          describedBy="auth-code-status"
        />
        <p
          id="auth-code-status"
          role={invalid ? "alert" : "status"}
          data-testid="code-status"
          data-status={status}
          className={cn(
            "flex min-h-5 items-center gap-1.5 text-[13px]",
            invalid ? "text-destructive" : status === "correct" ? "text-positive" : "text-muted-foreground",
          )}
        >
          {status === "correct" ? <CircleCheckIcon className="size-4" /> : null}
          {invalid ? <CircleAlertIcon className="size-4" /> : null}
          {message ? t(message) : null}
        </p>
      </div>
      <Button type="submit" size="lg" disabled={status === "verifying" || status === "correct"}>
        {status === "verifying" ? <Loader2Icon className="animate-spin" /> : null}
        {t("auth:code.continue")}
      </Button>
      <p className="text-center text-muted-foreground text-sm">
        {t("auth:code.notReceived")}{" "}
        {flow.resendIn > 0 ? (
          <span className="tabular" data-testid="resend-countdown">
            {t("auth:code.resendIn", { seconds: flow.resendIn })}
          </span>
        ) : (
          <button
            type="button"
            onClick={() => void flow.resend()}
            disabled={flow.sending}
            className="font-medium text-brand-700 hover:underline disabled:opacity-50"
            data-testid="resend-code"
          >
            {t("auth:code.resend")}
          </button>
        )}
      </p>
    </form>
  );
}
