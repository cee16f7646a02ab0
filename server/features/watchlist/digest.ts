/**
 * The alert e-mail digest: to each user who turned it on (daily or weekly), the alerts on their
 * watched products that they have neither read nor been mailed, through the platform's mail
 * (the dev mailbox by default, SMTP in production), in the language the setting was saved in.
 *
 * Several server instances may run the scheduler: a user's digest is claimed by one atomic
 * UPDATE of `last_digest_at` (its WHERE re-checks the period, so a second instance's update
 * matches nothing), in the same transaction that marks the alerts mailed. The mail is sent after
 * that commit; if sending fails, the claim and the marks are undone so the next run retries.
 */
import { and, eq, inArray, isNull, lt, ne, or } from "drizzle-orm";
import type { Logger } from "pino";
import { type ApiLang, apiLangs, messageLocaleOf } from "../../../shared/locales";
import { createProductReader } from "../../data/load/read-product";
import type { MetricTableSource } from "../../data/metric-table";
import { translate } from "../../i18n";
import { type Mailer, type MailMessage, renderMailHtml } from "../../platform/mail";
import type { Db } from "../../store/db";
import { alertSettings, alertStates, users } from "../../store/schema";
import { type AlertService, createAlertService } from "./alerts.service";
import { createWatchlistService, type WatchlistService } from "./watchlist.service";

const HOUR_MS = 3_600_000;
/** How long after the last digest the next one is due. */
export const DIGEST_PERIOD_MS = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS } as const;
/**
 * Due this much early, so an hourly check that ran a few minutes late yesterday still sends
 * today's (the period does not drift by the check's lateness).
 */
const EARLY_MS = 30 * 60_000;
/** Alerts listed in one e-mail; the rest are counted. */
export const DIGEST_MAX_LISTED = 20;

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  alerts: AlertService;
  watchlist: WatchlistService;
  /** The web app's address, for the link to the alerts page. */
  appUrl: string;
  logger: Logger;
}

export interface DigestRun {
  /** Users whose digest was due and claimed by this run. */
  claimed: number;
  /** E-mails sent (a claimed user without new alerts gets none). */
  sent: number;
  failed: number;
}

/** The digest's services outside an app (the scheduler at start, the `alerts-digest` command). */
export function digestDeps(input: {
  db: Db;
  metrics: MetricTableSource;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
}): DigestDeps {
  const products = { metrics: input.metrics, reader: createProductReader(input.db) };
  const watchlist = createWatchlistService({ db: input.db, products });
  return { ...input, watchlist, alerts: createAlertService({ db: input.db, products, watchlist }) };
}

const langOf = (v: string): ApiLang =>
  (apiLangs as readonly string[]).includes(v) ? (v as ApiLang) : "zh_TW";

export function digestMail(input: {
  to: string;
  lang: ApiLang;
  frequency: "daily" | "weekly";
  appUrl: string;
  alerts: Array<{ fundCode: string; fundName: string; title: string; message: string }>;
}): MailMessage {
  const { lang } = input;
  const n = input.alerts.length;
  const count = String(n);
  const subject =
    n === 1
      ? translate(lang, "alerts:digest.subject_one")
      : translate(lang, "alerts:digest.subject_other", { count });
  const intro = translate(lang, "alerts:digest.intro");
  const listed = input.alerts
    .slice(0, DIGEST_MAX_LISTED)
    .map((a) => `• ${a.fundName} (${a.fundCode}) — ${a.title}: ${a.message}`);
  const rest = n - listed.length;
  const more =
    rest <= 0
      ? []
      : [
          rest === 1
            ? translate(lang, "alerts:digest.more_one")
            : translate(lang, "alerts:digest.more_other", { count: String(rest) }),
        ];
  const url = `${input.appUrl.replace(/\/$/, "")}/${messageLocaleOf[lang]}/alerts`;
  const open = translate(lang, "alerts:digest.open", { url });
  const settings = translate(lang, "alerts:digest.settings", {
    frequency: translate(lang, input.frequency === "daily" ? "alerts:digest.daily" : "alerts:digest.weekly"),
  });
  const footer = translate(lang, "mail:footer");
  return {
    to: input.to,
    subject,
    text: [intro, "", ...listed, ...more, "", open, "", settings, footer].join("\n"),
    html: renderMailHtml({
      title: subject,
      paragraphs: [intro, [...listed, ...more].join("\n"), open],
      footer: `${settings}\n\n${footer}`,
      lang: messageLocaleOf[lang],
    }),
  };
}

/** Sends every digest due at `now`; safe to run on several instances at once. */
export async function sendDueDigests(deps: DigestDeps, now: Date = new Date()): Promise<DigestRun> {
  const { db, logger } = deps;
  const run: DigestRun = { claimed: 0, sent: 0, failed: 0 };
  const candidates = await db
    .select({
      userId: alertSettings.userId,
      emailDigest: alertSettings.emailDigest,
      lang: alertSettings.lang,
      lastDigestAt: alertSettings.lastDigestAt,
      email: users.email,
    })
    .from(alertSettings)
    .innerJoin(users, eq(users.id, alertSettings.userId))
    .where(ne(alertSettings.emailDigest, "off"));
  for (const c of candidates) {
    const frequency = c.emailDigest === "weekly" ? "weekly" : "daily";
    const dueBefore = new Date(now.getTime() - DIGEST_PERIOD_MS[frequency] + EARLY_MS);
    if (c.lastDigestAt && c.lastDigestAt >= dueBefore) continue;
    const lang = langOf(c.lang);
    const codes = await deps.watchlist.watchedCodes(c.userId);
    const standing = await deps.alerts.alertsOn(codes);
    const claim = await db.transaction(async (tx) => {
      const [won] = await tx
        .update(alertSettings)
        .set({ lastDigestAt: now })
        .where(
          and(
            eq(alertSettings.userId, c.userId),
            eq(alertSettings.emailDigest, c.emailDigest),
            or(isNull(alertSettings.lastDigestAt), lt(alertSettings.lastDigestAt, dueBefore)),
          ),
        )
        .returning({ userId: alertSettings.userId });
      if (!won) return null;
      const ids = standing.map((a) => a.id);
      const seen = new Set<string>();
      for (let i = 0; i < ids.length; i += 2000) {
        const rows = await tx
          .select({ id: alertStates.alertId, readAt: alertStates.readAt, mailedAt: alertStates.mailedAt })
          .from(alertStates)
          .where(and(eq(alertStates.userId, c.userId), inArray(alertStates.alertId, ids.slice(i, i + 2000))));
        for (const r of rows) if (r.readAt || r.mailedAt) seen.add(r.id);
      }
      const fresh = standing.filter((a) => !seen.has(a.id));
      if (fresh.length > 0) {
        await tx
          .insert(alertStates)
          .values(fresh.map((a) => ({ userId: c.userId, alertId: a.id, mailedAt: now })))
          .onConflictDoUpdate({ target: [alertStates.userId, alertStates.alertId], set: { mailedAt: now } });
      }
      return fresh;
    });
    if (!claim) continue;
    run.claimed++;
    if (claim.length === 0) continue;
    const table = await deps.alerts.table();
    const items = claim.map((a) => deps.alerts.render(table, a, false, lang));
    try {
      await deps.mailer.send(
        digestMail({
          to: c.email,
          lang,
          frequency,
          appUrl: deps.appUrl,
          alerts: items.map((a) => ({
            fundCode: a.fundCode,
            fundName: a.product?.fundName ?? a.fundCode,
            title: a.title,
            message: a.message,
          })),
        }),
      );
      run.sent++;
    } catch (err) {
      run.failed++;
      logger.warn(
        { err: (err as Error).message, userId: c.userId },
        "alert digest not sent; retried next run",
      );
      await db.transaction(async (tx) => {
        await tx
          .update(alertSettings)
          .set({ lastDigestAt: c.lastDigestAt })
          .where(and(eq(alertSettings.userId, c.userId), eq(alertSettings.lastDigestAt, now)));
        await tx
          .update(alertStates)
          .set({ mailedAt: null })
          .where(and(eq(alertStates.userId, c.userId), eq(alertStates.mailedAt, now)));
      });
    }
  }
  return run;
}

export interface DigestScheduler {
  /** Runs one check now (a run already going is awaited instead). */
  runNow(): Promise<DigestRun | undefined>;
  stop(): void;
}

/** Checks for due digests now and every `everyMs`; a failing run is logged and retried. */
export function startDigestScheduler(deps: DigestDeps & { everyMs: number }): DigestScheduler {
  let running: Promise<DigestRun | undefined> | undefined;
  const runNow = () => {
    running ??= sendDueDigests(deps)
      .then(
        (r) => {
          if (r.claimed > 0) deps.logger.info(r, "alert digests");
          return r;
        },
        (err: Error) => {
          deps.logger.warn({ err: err.message }, "alert digest run failed");
          return undefined;
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  void runNow();
  const timer = setInterval(() => void runNow(), deps.everyMs);
  timer.unref();
  return { runNow, stop: () => clearInterval(timer) };
}
