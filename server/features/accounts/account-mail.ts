/**
 * The mail the accounts feature sends, localized from locales/<locale>/mail.json in the
 * caller's language: the sign-in/sign-up code and the trial application for the team.
 */
import type { TrialApplication } from "../../../shared/api/auth";
import type { EmailPurpose } from "../../../shared/domain/account";
import { type ApiLang, messageLocaleOf } from "../../../shared/locales";
import type { MessageKey } from "../../../shared/messages";
import { translate } from "../../i18n";
import { type MailMessage, renderMailHtml } from "../../platform/mail";
import { CODE_TTL_SECONDS } from "./codes.service";

const codeMailKeys = {
  login: { subject: "mail:code.subject.login", intro: "mail:code.intro.login" },
  register: { subject: "mail:code.subject.register", intro: "mail:code.intro.register" },
} as const satisfies Record<EmailPurpose, { subject: MessageKey<"mail">; intro: MessageKey<"mail"> }>;

export function codeMail(input: {
  to: string;
  code: string;
  purpose: EmailPurpose;
  lang: ApiLang;
}): MailMessage {
  const t = (key: MessageKey<"mail">, params?: Record<string, string>) => translate(input.lang, key, params);
  const minutes = String(CODE_TTL_SECONDS / 60);
  const title = t(codeMailKeys[input.purpose].subject);
  const intro = t(codeMailKeys[input.purpose].intro);
  const validity = t("mail:code.validity", { minutes });
  const ignore = t("mail:code.ignore");
  const footer = t("mail:footer");
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
