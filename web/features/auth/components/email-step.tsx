import { Loader2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { accountHintKeys, type EmailCodeFlow } from "../hooks/use-email-code-flow";

/** Step 1: the e-mail (and, on sign-up, the invitation code). */
export function EmailStep({
  flow,
  title,
  subtitle,
  withInvitation,
  footer,
}: {
  flow: EmailCodeFlow;
  title: string;
  subtitle: string;
  withInvitation?: boolean;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <form
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.submitEmail();
      }}
    >
      <div className="flex flex-col gap-2">
        <h1 className="font-semibold text-2xl text-foreground tracking-tight">{title}</h1>
        <p className="text-muted-foreground text-sm leading-relaxed">{subtitle}</p>
      </div>
      <div className="flex flex-col gap-4">
        <FormField
          id="auth-email"
          label={t("auth:email.label")}
          error={flow.emailError && t(flow.emailError)}
        >
          <Input
            id="auth-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoFocus
            value={flow.email}
            onChange={(event) => flow.setEmail(event.target.value)}
            placeholder={t("auth:email.placeholder")}
            aria-invalid={Boolean(flow.emailError) || undefined}
            aria-describedby={flow.emailError ? "auth-email-message" : undefined}
            data-testid="email-input"
            className="h-11"
          />
        </FormField>
        {withInvitation ? (
          <FormField
            id="auth-invitation"
            label={t("auth:invitation.label")}
            error={flow.invitationError && t(flow.invitationError)}
            hint={t("auth:invitation.hint")}
          >
            <Input
              id="auth-invitation"
              autoComplete="off"
              value={flow.invitationCode}
              onChange={(event) => flow.setInvitationCode(event.target.value)}
              placeholder={t("auth:invitation.placeholder")}
              aria-invalid={Boolean(flow.invitationError) || undefined}
              aria-describedby="auth-invitation-message"
              data-testid="invitation-input"
              className="h-11"
            />
          </FormField>
        ) : null}
        {flow.accountHint ? (
          <p
            role="status"
            className="rounded-lg border border-brand-100 bg-brand-50 px-3.5 py-3 text-brand-900 text-sm"
          >
            {t(accountHintKeys[flow.accountHint])}{" "}
            <Link
              to={(flow.accountHint === "notRegistered" ? "/register" : "/login") + search}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {t(flow.accountHint === "notRegistered" ? "auth:register.cta" : "auth:login.cta")}
            </Link>
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={flow.sending} data-testid="email-continue">
        {flow.sending ? <Loader2Icon className="animate-spin" /> : null}
        {t("auth:email.continue")}
      </Button>
      {footer}
    </form>
  );
}
