import { desc, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../store/db";
import { devMail } from "../../store/schema";
import type { Mailer, MailMessage, SentMail } from "./mail";

/**
 * The embedded mail backend: nothing is delivered. Each message is stored in `dev_mail`
 * (readable at /dev/mailbox when NODE_ENV!=production) and logged, so sign-in works on a fresh
 * clone and e2e tests read verification codes from /dev/mailbox.json.
 */
export interface DevMailbox extends Mailer {
  readonly kind: "dev-mailbox";
  /** Newest first; `to` matches case-insensitively. */
  list(options?: { to?: string; limit?: number }): Promise<SentMail[]>;
}

export interface DevMailboxOptions {
  db: Db;
  logger: Logger;
  /**
   * Also log each message's text (so a developer sees a verification code in the terminal).
   * Pass `NODE_ENV !== "production"`: codes must never reach production logs.
   */
  logBodies?: boolean;
}

export const DEV_MAILBOX_DEFAULT_LIMIT = 50;
export const DEV_MAILBOX_MAX_LIMIT = 500;

export function createDevMailbox({ db, logger, logBodies = false }: DevMailboxOptions): DevMailbox {
  const log = logger.child({ part: "mail", mailer: "dev-mailbox" });

  return {
    kind: "dev-mailbox",

    async send(message: MailMessage) {
      const to = message.to.trim();
      if (!to) throw new Error("Mail needs a recipient (`to` is empty)");
      const [row] = await db
        .insert(devMail)
        .values({ to, subject: message.subject, text: message.text, html: message.html ?? null })
        .returning({ id: devMail.id });
      if (!row) throw new Error("Dev mailbox: the insert returned no row");
      const messageId = `dev-mailbox-${row.id}`;
      log.info(
        { to, subject: message.subject, messageId, ...(logBodies ? { text: message.text } : {}) },
        "mail stored in the dev mailbox (not delivered; see /dev/mailbox)",
      );
      return { messageId };
    },

    async list({ to, limit = DEV_MAILBOX_DEFAULT_LIMIT } = {}) {
      const wanted = Number.isFinite(limit) ? Math.trunc(limit) : DEV_MAILBOX_DEFAULT_LIMIT;
      const take = Math.min(Math.max(1, wanted), DEV_MAILBOX_MAX_LIMIT);
      const address = to?.trim();
      // lower() on both sides: addresses are case-insensitive in practice, and the mailbox
      // holds few rows, so skipping the (to, sent_at) index costs nothing that matters.
      const rows = await db
        .select()
        .from(devMail)
        .where(address ? eq(sql`lower(${devMail.to})`, address.toLowerCase()) : undefined)
        // id breaks ties: several messages can share one sent_at within a transaction or a tick.
        .orderBy(desc(devMail.sentAt), desc(devMail.id))
        .limit(take);
      return rows.map((r) => ({
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        sentAt: r.sentAt.toISOString(),
      }));
    },

    async verify() {
      // Nothing to reach: the store is checked by its own health probe.
    },

    async close() {
      // The database belongs to the store, which closes it.
    },
  };
}
