/**
 * Outgoing mail (the "mail" platform part). Embedded: the dev mailbox (dev-mailbox.ts), which stores
 * every message in the database, logs it, and shows it at /dev/mailbox when NODE_ENV!=production.
 * Production: SMTP through nodemailer (smtp.ts) when SMTP_URL is set.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sentAt: string;
}

export interface Mailer {
  readonly kind: "dev-mailbox" | "smtp";
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Verifies the backend is reachable (SMTP handshake; a no-op for the mailbox). */
  verify(): Promise<void>;
  close(): Promise<void>;
}
