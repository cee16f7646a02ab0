import type { Logger } from "pino";
import type { Config } from "../../config";
import type { Db } from "../../store/db";
import { createDevMailbox, type DevMailbox } from "./dev-mailbox";
import type { Mailer } from "./mail";
import { createSmtpMailer, redactSmtpUrl, type SmtpMailer } from "./smtp";

export {
  createDevMailbox,
  DEV_MAILBOX_DEFAULT_LIMIT,
  DEV_MAILBOX_MAX_LIMIT,
  type DevMailbox,
  type DevMailboxOptions,
} from "./dev-mailbox";
export type { Mailer, MailMessage, SentMail } from "./mail";
export { escapeHtml, type MailLayout, renderMailHtml } from "./render";
export { createSmtpMailer, MailError, redactSmtpUrl, type SmtpMailer, type SmtpMailerOptions } from "./smtp";

export interface CreateMailerOptions {
  config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "NODE_ENV">;
  db: Db;
  logger: Logger;
}

/**
 * SMTP when SMTP_URL is set, else the dev mailbox. The result is a union discriminated by
 * `kind`, so app.ts can mount /dev/mailbox only for the mailbox:
 * `if (mailer.kind === "dev-mailbox" && config.NODE_ENV !== "production") ...`.
 * Creating a mailer opens no connection; call `verify()` to check SMTP at start-up.
 */
export function createMailer({ config, db, logger }: CreateMailerOptions): DevMailbox | SmtpMailer {
  if (config.SMTP_URL) {
    logger.info({ smtp: redactSmtpUrl(config.SMTP_URL) }, "mail: SMTP");
    return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM, logger });
  }
  const production = config.NODE_ENV === "production";
  if (production) {
    // Without SMTP nobody receives a verification code: say so loudly rather than fail later.
    logger.warn("SMTP_URL is not set: mail is stored in the dev mailbox and NOT delivered");
  }
  return createDevMailbox({ db, logger, logBodies: !production });
}

export function isDevMailbox(mailer: Mailer): mailer is DevMailbox {
  return mailer.kind === "dev-mailbox" && "list" in mailer;
}
