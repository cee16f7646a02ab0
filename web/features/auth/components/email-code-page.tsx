import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useEmailCodeFlow } from "../hooks/use-email-code-flow";
import { oauthErrorKeys, useOAuthReturn } from "../hooks/use-oauth-return";
import { SignedInRedirect } from "../signed-in-redirect";
import { AuthLayout } from "./auth-layout";
import { CodeStep } from "./code-step";
import { EmailStep } from "./email-step";
import { LegalConsent } from "./legal-consent";
import { ThirdPartySignIn } from "./third-party-sign-in";
import { TrialApplicationDialog } from "./trial-application-dialog";

/** What differs between /login and /register; the flow and the chrome are one. */
const variants = {
  login: {
    testId: "login-page",
    title: "auth:login.title",
    subtitle: "auth:login.subtitle",
    switchTo: "/register",
    prompt: "auth:login.noAccount",
    cta: "auth:register.cta",
  },
  register: {
    testId: "register-page",
    title: "auth:register.title",
    subtitle: "auth:register.subtitle",
    switchTo: "/login",
    prompt: "auth:register.haveAccount",
    cta: "auth:login.cta",
  },
} as const;

/** E-mail (plus invitation code when registering), then a one-time code. No navigation bar. */
export function EmailCodePage({ purpose }: { purpose: "login" | "register" }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const flow = useEmailCodeFlow(purpose);
  const oauthError = useOAuthReturn();
  const v = variants[purpose];
  return (
    <AuthLayout>
      <SignedInRedirect />
      <div data-testid={v.testId}>
        {oauthError ? (
          <p
            role="alert"
            className="mb-5 rounded-lg bg-destructive/10 px-4 py-3 text-destructive text-sm"
            data-testid="oauth-error"
          >
            {t(oauthErrorKeys[oauthError])}
          </p>
        ) : null}
        {flow.step === "email" ? (
          <EmailStep
            flow={flow}
            withInvitation={purpose === "register"}
            title={t(v.title)}
            subtitle={t(v.subtitle)}
            footer={
              <div className="flex flex-col gap-5">
                <ThirdPartySignIn />
                <p className="text-center text-muted-foreground text-sm">
                  {t(v.prompt)}{" "}
                  <Link to={`${v.switchTo}${search}`} className="font-medium text-brand-700 hover:underline">
                    {t(v.cta)}
                  </Link>
                </p>
                <div className="rounded-xl border border-border bg-surface px-4 py-3.5 text-center text-sm">
                  <span className="text-muted-foreground">{t("auth:trial.prompt")}</span>{" "}
                  <TrialApplicationDialog />
                </div>
                <LegalConsent />
              </div>
            }
          />
        ) : (
          <CodeStep flow={flow} />
        )}
      </div>
    </AuthLayout>
  );
}
