/**
 * The mail the accounts feature sends, localized from locales/<locale>/mail.json in the
 * caller's language: the sign-in/sign-up code and the trial application for the team.
 */
import type { TrialApplication } from "../../../shared/api/auth";
import type { EmailPurpose } from "../../../shared/domain/account";
import { type ApiLang, messageLocaleOf } from "../../../shared/locales";
import { translate } from "../../i18n";
import { type MailMessage, renderMailHtml } from "../../platform/mail";
import { CODE_TTL_SECONDS } from "./codes.service";

export function codeMail(input: {
  to: string;
  code: string;
  purpose: EmailPurpose;
  lang: ApiLang;
}): MailMessage {
  const t = (key: string, params?: Record<string, string>) => translate(input.lang, `mail:${key}`, params);
  const minutes = String(CODE_TTL_SECONDS / 60);
  const title = t(`code.subject.${input.purpose}`);
  const intro = t(`code.intro.${input.purpose}`);
  const validity = t("code.validity", { minutes });
  const ignore = t("code.ignore");
  const footer = t("footer");
  return {
    to: input.to,
    subject: `${title}: ${input.code}`,
    text: [intro, "", input.code, "", validity, ignore, "", footer].join("\n"),
    html: renderMailHtml({
      title,
      paragraphs: [intro],
      code: input.code,
      footer: `${validity}\n${ignore}\n\n${footer}`,
      lang: messageLocaleOf[input.lang],
    }),
  };
}

/** The application, for the team's inbox (always English: it is an internal message). */
export function trialApplicationMail(input: { to: string; id: string; form: TrialApplication }): MailMessage {
  const f = input.form;
  const lines = [
    `Application ${input.id}`,
    `Name: ${f.firstName} ${f.lastName}`,
    `E-mail: ${f.email}`,
    `Phone: ${f.phone}`,
    `Country: ${f.country}`,
    `Company: ${f.companyName}`,
    `Job title: ${f.jobTitle}`,
    `Primary financial focus: ${f.primaryFocus}`,
    `Invitation code: ${f.invitationCode ?? "-"}`,
    `Marketing opt-in: ${f.marketingOptIn ? "yes" : "no"}`,
  ];
  return {
    to: input.to,
    subject: `Trial application: ${f.firstName} ${f.lastName} (${f.companyName})`,
    text: `${lines.join("\n")}\n\nPlease contact the applicant within 24 hours.`,
    html: renderMailHtml({
      title: "New trial application",
      paragraphs: [...lines, "Please contact the applicant within 24 hours."],
      footer: "FundPilot",
    }),
  };
}
