import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { failure } from "../../../shared/api/envelope";
import { errorCatalog } from "../../../shared/api/errors";
import { DEV_MAILBOX_MAX_LIMIT, type DevMailbox } from "../../platform/mail";
import { renderMailboxPage } from "./dev-mailbox.page";

/**
 * GET /dev/mailbox (HTML) and GET /dev/mailbox.json (`?to=<address>`; a plain JSON array
 * `[{to, subject, text, html, sentAt}]`, newest first, not the /v1 envelope). app.ts mounts
 * this at the root only when NODE_ENV!=production and the mailer is the dev mailbox: these
 * pages show every verification code, so they must never exist in production.
 */
const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const devMailboxQuerySchema = z.object({
  /** An e-mail address is at most 254 characters (RFC 5321 path limit). */
  to: z.preprocess(emptyToUndefined, z.string().max(254).trim().optional()),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(DEV_MAILBOX_MAX_LIMIT).optional()),
});

/** One message as /dev/mailbox.json returns it (e2e tests read verification codes from it). */
export const devMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  sentAt: z.iso.datetime(),
});
export type DevMail = z.infer<typeof devMailSchema>;

/**
 * A 400 in the shape of every other validation failure (the FAILURE envelope), answered here
 * rather than by app.onError so the router behaves the same wherever it is mounted.
 */
const validateQuery = zValidator("query", devMailboxQuerySchema, (result, c) => {
  if (result.success) return;
  const message = result.error.issues.map((i) => `${i.path.join(".") || "query"}: ${i.message}`).join("; ");
  return c.json(
    failure({ code: errorCatalog.validationFailed.code, message }, `Invalid query parameter: ${message}`),
    400,
  );
});

export function devMailboxRoutes(mailbox: DevMailbox) {
  return new Hono()
    .get("/dev/mailbox", validateQuery, async (c) => {
      const { to, limit } = c.req.valid("query");
      const messages = await mailbox.list({ to, limit });
      c.header("Cache-Control", "no-store");
      return c.html(renderMailboxPage({ messages, to }));
    })
    .get("/dev/mailbox.json", validateQuery, async (c) => {
      const { to, limit } = c.req.valid("query");
      const messages: DevMail[] = await mailbox.list({ to, limit });
      c.header("Cache-Control", "no-store");
      return c.json(messages);
    });
}
