/**
 * Risk alerts on a user's watched products: the derived version's alerts (table derived_alerts,
 * read once per version into an index by product and by id), joined with the caller's read
 * state (alert_states, keyed by the alert's stable id, so what was read stays read when the
 * data is derived again). Every state and setting row is the caller's own. Besides the
 * products' alerts, the user's own standing alerts (`ownAlerts`: a saved portfolio's drift)
 * are listed, counted and marked read with them.
 */
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { AlertPage, AlertSettings, AlertsQuery, RiskAlertItem } from "../../../shared/api/watchlist";
import type { AlertKind, AlertType } from "../../../shared/domain/alerts";
import type { ApiLang } from "../../../shared/locales";
import type { MetricTable } from "../../data/metric-table";
import { productSummary } from "../../data/product-summary";
import type { Db } from "../../store/db";
import { alertSettings, alertStates, derivedAlerts } from "../../store/schema";
import { type ProductContext, versionOf } from "../products";
import { alertMessage, alertTitle, labelName } from "./alert-text";
import type { WatchlistService } from "./watchlist.service";

/** One alert of the version in use. */
export interface StoredAlert {
  id: string;
  code: string;
  type: AlertType;
  kind: AlertKind;
  date: string;
  detail: Record<string, string | number | null>;
}

interface VersionAlerts {
  byCode: Map<string, StoredAlert[]>;
  byId: Map<string, StoredAlert>;
}

/** Newest first; ties by id, so pages are stable. */
const newestFirst = (a: StoredAlert, b: StoredAlert) =>
  a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? 1 : -1;

/** Ids per query to the state table (well under PostgreSQL's parameter limit). */
const ID_CHUNK = 2000;

export interface AlertDeps {
  db: Db;
  products: ProductContext;
  watchlist: WatchlistService;
  /** Alerts on the user's own facts rather than a product's (saved portfolios' drift). */
  ownAlerts?: (userId: string) => Promise<StoredAlert[]>;
}

export function createAlertService(deps: AlertDeps) {
  const { db, products: ctx, watchlist } = deps;

  const alertsOf = (table: MetricTable): Promise<VersionAlerts> =>
    ctx.reader.derivedValue(versionOf(table), "alerts", async () => {
      const rows =
        table.asOf === null
          ? []
          : await db.select().from(derivedAlerts).where(eq(derivedAlerts.asOf, table.asOf));
      const byCode = new Map<string, StoredAlert[]>();
      const byId = new Map<string, StoredAlert>();
      for (const r of rows) {
        const a: StoredAlert = {
          id: r.id,
          code: r.code,
          type: r.type as AlertType,
          kind: r.kind as AlertKind,
          date: r.date,
          detail: r.data as StoredAlert["detail"],
        };
        byId.set(a.id, a);
        const list = byCode.get(a.code);
        if (list) list.push(a);
        else byCode.set(a.code, [a]);
      }
      for (const list of byCode.values()) list.sort(newestFirst);
      return { byCode, byId };
    });

  /** The alerts standing on these products, newest first. */
  async function alertsOn(codes: readonly string[]): Promise<StoredAlert[]> {
    const { byCode } = await alertsOf(await ctx.metrics.get());
    return codes.flatMap((c) => byCode.get(c) ?? []).sort(newestFirst);
  }

  /** Of these alert ids, the ones the user has read. */
  async function readIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
    const out = new Set<string>();
    for (let i = 0; i < ids.length; i += ID_CHUNK) {
      const rows = await db
        .select({ id: alertStates.alertId })
        .from(alertStates)
        .where(
          and(
            eq(alertStates.userId, userId),
            isNotNull(alertStates.readAt),
            inArray(alertStates.alertId, ids.slice(i, i + ID_CHUNK) as string[]),
          ),
        );
      for (const r of rows) out.add(r.id);
    }
    return out;
  }

  /** The alerts of my watched products and my own alerts, newest first. */
  async function watchedAlerts(userId: string): Promise<StoredAlert[]> {
    const [products, own] = await Promise.all([
      alertsOn(await watchlist.watchedCodes(userId)),
      deps.ownAlerts ? deps.ownAlerts(userId) : [],
    ]);
    return own.length === 0 ? products : [...products, ...own].sort(newestFirst);
  }

  async function unreadOf(userId: string, list: StoredAlert[]): Promise<number> {
    const read = await readIds(
      userId,
      list.map((a) => a.id),
    );
    return list.length - read.size;
  }

  function render(table: MetricTable, a: StoredAlert, read: boolean, lang: ApiLang): RiskAlertItem {
    const row = table.rowOf.get(a.code);
    const detail = { ...a.detail };
    if (typeof detail.label === "string") detail.labelName = labelName(a.kind, detail.label, lang);
    return {
      id: a.id,
      type: a.type,
      kind: a.kind,
      fundCode: a.code,
      product: row === undefined ? null : productSummary(table, row, lang),
      date: a.date,
      title: alertTitle(a.kind, lang),
      message: alertMessage(a, lang),
      detail,
      read,
    };
  }

  return {
    /** My watched products' alerts (or one product's, watched or not), newest first, a page. */
    async list(userId: string, q: AlertsQuery & { lang: ApiLang }): Promise<AlertPage> {
      const table = await ctx.metrics.get();
      const watched = await watchedAlerts(userId);
      const scope =
        q.fundCode === undefined ? watched : await alertsOn([await watchlist.knownCode(q.fundCode)]);
      const read = await readIds(userId, [...new Set([...watched, ...scope].map((a) => a.id))]);
      const listed = q.unreadOnly === "true" ? scope.filter((a) => !read.has(a.id)) : scope;
      const from = (q.page - 1) * q.pageSize;
      return {
        total: listed.length,
        page: q.page,
        pageSize: q.pageSize,
        unread: watched.filter((a) => !read.has(a.id)).length,
        items: listed.slice(from, from + q.pageSize).map((a) => render(table, a, read.has(a.id), q.lang)),
      };
    },

    /** Unread alerts on my watched products (the nav's badge). */
    async unread(userId: string): Promise<number> {
      return unreadOf(userId, await watchedAlerts(userId));
    },

    /**
     * Marks alerts read: the ids named (alerts of the version in use; others are ignored), or
     * every alert on my watched products. Answers the unread count after it.
     */
    async markRead(userId: string, body: { ids?: string[]; all?: true }): Promise<number> {
      const { byId } = await alertsOf(await ctx.metrics.get());
      const own = new Set((deps.ownAlerts ? await deps.ownAlerts(userId) : []).map((a) => a.id));
      const ids = new Set<string>();
      if (body.all) for (const a of await watchedAlerts(userId)) ids.add(a.id);
      for (const id of body.ids ?? []) if (byId.has(id) || own.has(id)) ids.add(id);
      const list = [...ids];
      for (let i = 0; i < list.length; i += ID_CHUNK) {
        await db
          .insert(alertStates)
          .values(list.slice(i, i + ID_CHUNK).map((alertId) => ({ userId, alertId, readAt: new Date() })))
          .onConflictDoUpdate({
            target: [alertStates.userId, alertStates.alertId],
            set: { readAt: sql`coalesce(${alertStates.readAt}, excluded.read_at)` },
          });
      }
      return unreadOf(userId, await watchedAlerts(userId));
    },

    async settings(userId: string): Promise<AlertSettings> {
      const [row] = await db
        .select({ emailDigest: alertSettings.emailDigest })
        .from(alertSettings)
        .where(eq(alertSettings.userId, userId));
      return { emailDigest: (row?.emailDigest ?? "off") as AlertSettings["emailDigest"] };
    },

    /** Saves the digest choice; the digest is written in the language it was saved in. */
    async saveSettings(userId: string, s: AlertSettings, lang: ApiLang): Promise<AlertSettings> {
      await db
        .insert(alertSettings)
        .values({ userId, emailDigest: s.emailDigest, lang })
        .onConflictDoUpdate({
          target: alertSettings.userId,
          set: { emailDigest: s.emailDigest, lang, updatedAt: new Date() },
        });
      return { emailDigest: s.emailDigest };
    },

    /** For the chat tool: the alerts on given products with my read state, newest first. */
    async forCodes(
      userId: string,
      codes: readonly string[],
      lang: ApiLang,
    ): Promise<{ total: number; unread: number; items: RiskAlertItem[] }> {
      const table = await ctx.metrics.get();
      const list = await alertsOn(codes);
      const read = await readIds(
        userId,
        list.map((a) => a.id),
      );
      return {
        total: list.length,
        unread: list.length - read.size,
        items: list.map((a) => render(table, a, read.has(a.id), lang)),
      };
    },

    alertsOn,
    render,
    /** The metric table of the version in use (product summaries of rendered alerts). */
    table: () => ctx.metrics.get(),
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
