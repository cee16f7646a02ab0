import { createTransport } from "nodemailer";
import type { Logger } from "pino";
import type { Mailer, MailMessage } from "./mail";

/**
 * The production mail backend: SMTP through nodemailer, configured by SMTP_URL
 * (`smtp://user:pass@host:587` with STARTTLS when offered, `smtps://...:465` for implicit TLS;
 * nodemailer options such as `?pool=true` may ride along as query parameters).
 */
export interface SmtpMailer extends Mailer {
  readonly kind: "smtp";
}

export interface SmtpMailerOptions {
  url: string;
  /** The From header, e.g. `FundPilot <no-reply@example.com>` (MAIL_FROM). */
  from: string;
  logger: Logger;
  /**
   * Connect and greeting timeouts. nodemailer's defaults (2 min, 30 s) would hold a sign-in
   * request open far longer than any user waits; a down relay should fail in seconds.
   */
  timeoutMs?: number;
}

/** A mail failure whose message is safe to log: it names the server, never its credentials. */
export class MailError extends Error {
  constructor(
    message: string,
    /** nodemailer's error code (ECONNECTION, EAUTH, EENVELOPE, ETIMEDOUT, ...). */
    readonly code?: string,
    /** The SMTP reply code when the server refused (e.g. 535, 550). */
    readonly responseCode?: number,
  ) {
    super(message);
    this.name = "MailError";
  }
}

/** The URL without user and password, for messages and logs. */
export function redactSmtpUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    u.search = "";
    return u.toString();
  } catch {
    return "(unparseable SMTP_URL)";
  }
}

/** The secrets a server reply or library message could echo back, raw and URL-decoded. */
function secretsOf(url: string): string[] {
  try {
    const u = new URL(url);
    return [u.password, u.username].filter((s) => s.length >= 3).flatMap((s) => [s, decodeURIComponent(s)]);
  } catch {
    return [];
  }
}

export function createSmtpMailer({ url, from, logger, timeoutMs = 10_000 }: SmtpMailerOptions): SmtpMailer {
  const where = redactSmtpUrl(url);
  const secrets = secretsOf(url);
  const log = logger.child({ part: "mail", mailer: "smtp", smtp: where });
  const transport = createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 3,
  });

  /**
   * Rewraps nodemailer's error with a clear, credential-free message. The original error is
   * deliberately not kept as `cause`: a logger serializing the chain must find nothing secret.
   */
  const wrap = (what: string, err: unknown): MailError => {
    const e = err as { message?: unknown; code?: unknown; responseCode?: unknown };
    let reason = typeof e?.message === "string" ? e.message : String(err);
    for (const secret of secrets) reason = reason.split(secret).join("***");
    return new MailError(
      `SMTP ${what} via ${where} failed: ${reason}`,
      typeof e?.code === "string" ? e.code : undefined,
      typeof e?.responseCode === "number" ? e.responseCode : undefined,
    );
  };

  return {
    kind: "smtp",

    async send(message: MailMessage) {
      const to = message.to.trim();
      if (!to) throw new MailError("Mail needs a recipient (`to` is empty)");
      let info: { messageId: string; rejected?: unknown[] };
      try {
        info = await transport.sendMail({
          from,
          to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
        });
      } catch (err) {
        const error = wrap(`send to ${to}`, err);
        log.warn({ to, code: error.code, responseCode: error.responseCode }, error.message);
        throw error;
      }
      if (info.rejected && info.rejected.length > 0) {
        throw new MailError(`SMTP server at ${where} rejected the recipient ${to}`, "EENVELOPE");
      }
      // The subject is not logged: it may carry a one-time code, and codes stay out of
      // production logs.
      log.info({ to, messageId: info.messageId }, "mail sent");
      return { messageId: info.messageId };
    },

    async verify() {
      try {
        await transport.verify();
      } catch (err) {
        throw wrap("handshake", err);
      }
    },

    async close() {
      transport.close();
    },
  };
}
