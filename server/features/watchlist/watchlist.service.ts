/**
 * Watchlist groups and their products. Every query is scoped by the caller's user id, so another
 * user's group answers 404 like a missing one. A Default group always exists: it is created on
 * the first call that needs it (a partial unique index keeps it one per user even when two first
 * calls race) and can be neither renamed nor deleted; its name is shown in the request's language.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import {
  WATCHLIST_MAX_GROUPS,
  WATCHLIST_MAX_ITEMS,
  type WatchlistGroup,
  type WatchlistGroups,
} from "../../../shared/api/watchlist";
import { type ApiLang, apiLangs } from "../../../shared/locales";
import type { MetricTable } from "../../data/metric-table";
import { productSummary } from "../../data/product-summary";
import { AppError } from "../../http/app-error";
import { translate } from "../../i18n";
import type { Db } from "../../store/db";
import { watchlistGroups, watchlistItems } from "../../store/schema";
import { fundNotFound, type ProductContext } from "../products";

type GroupRow = typeof watchlistGroups.$inferSelect;
/** The database or a transaction of it. */
type Query = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
type ItemRow = typeof watchlistItems.$inferSelect;

/** The name stored for the Default group (shown translated). */
const DEFAULT_STORED_NAME = "Default";

const groupNotFound = (id: string) => new AppError("notFound", `No watchlist group ${id}`, { id });
const newGroupId = () => `g_${randomBytes(12).toString("base64url")}`;
/** Names compare without case and surrounding or repeated spaces. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLocaleLowerCase("en");

export interface WatchlistDeps {
  db: Db;
  products: ProductContext;
}

export function createWatchlistService(deps: WatchlistDeps) {
  const { db, products: ctx } = deps;

  const defaultName = (lang: ApiLang) => translate(lang, "alerts:defaultGroup");

  /** The Default group, created when missing (ON CONFLICT: a concurrent first call made it). */
  async function ensureDefault(userId: string): Promise<GroupRow> {
    const mine = and(eq(watchlistGroups.userId, userId), eq(watchlistGroups.isDefault, true));
    const [found] = await db.select().from(watchlistGroups).where(mine);
    if (found) return found;
    await db
      .insert(watchlistGroups)
      .values({ id: newGroupId(), userId, name: DEFAULT_STORED_NAME, isDefault: true })
      .onConflictDoNothing();
    const [made] = await db.select().from(watchlistGroups).where(mine);
    if (!made) throw new Error(`no Default watchlist group for ${userId} after creating it`);
    return made;
  }

  async function owned(userId: string, id: string): Promise<GroupRow> {
    await ensureDefault(userId);
    const [row] = await db
      .select()
      .from(watchlistGroups)
      .where(and(eq(watchlistGroups.id, id), eq(watchlistGroups.userId, userId)));
    if (!row) throw groupNotFound(id);
    return row;
  }

  function render(table: MetricTable, g: GroupRow, items: ItemRow[], lang: ApiLang): WatchlistGroup {
    return {
      id: g.id,
      name: g.isDefault ? defaultName(lang) : g.name,
      isDefault: g.isDefault,
      personalized: g.personalized,
      createdAt: g.createdAt.toISOString(),
      items: items.map((it) => {
        const row = table.rowOf.get(it.fundCode);
        return {
          fundCode: it.fundCode,
          addedAt: it.addedAt.toISOString(),
          product: row === undefined ? null : productSummary(table, row, lang),
        };
      }),
    };
  }

  async function itemsOf(groupIds: string[] | null, userId: string): Promise<Map<string, ItemRow[]>> {
    const rows = await db
      .select()
      .from(watchlistItems)
      .where(eq(watchlistItems.userId, userId))
      .orderBy(desc(watchlistItems.addedAt), asc(watchlistItems.fundCode));
    const out = new Map<string, ItemRow[]>();
    for (const r of rows) {
      if (groupIds && !groupIds.includes(r.groupId)) continue;
      const list = out.get(r.groupId);
      if (list) list.push(r);
      else out.set(r.groupId, [r]);
    }
    return out;
  }

  async function one(userId: string, g: GroupRow, lang: ApiLang): Promise<WatchlistGroup> {
    const table = await ctx.metrics.get();
    const items = (await itemsOf([g.id], userId)).get(g.id) ?? [];
    return render(table, g, items, lang);
  }

  /** Rejects a name another of the user's groups has (the Default group's in any language too). */
  async function checkNameFree(q: Query, userId: string, name: string, except?: string): Promise<void> {
    const key = nameKey(name);
    if (apiLangs.some((l) => nameKey(defaultName(l)) === key) || key === nameKey(DEFAULT_STORED_NAME))
      throw new AppError("watchlistGroupNameTaken", `A group is named ${name}`, { name });
    const rows = await q
      .select({ id: watchlistGroups.id, name: watchlistGroups.name })
      .from(watchlistGroups)
      .where(
        except === undefined
          ? eq(watchlistGroups.userId, userId)
          : and(eq(watchlistGroups.userId, userId), ne(watchlistGroups.id, except)),
      );
    if (rows.some((r) => nameKey(r.name) === key))
      throw new AppError("watchlistGroupNameTaken", `A group is named ${name}`, { name });
  }

  /**
   * Runs `work` holding the lock of the user's Default group row, so a user's concurrent
   * changes (two creates, two adds) are checked against limits and names one after the other.
   */
  async function locked<T>(userId: string, work: (tx: Query) => Promise<T>): Promise<T> {
    await ensureDefault(userId);
    return db.transaction(async (tx) => {
      await tx
        .select({ id: watchlistGroups.id })
        .from(watchlistGroups)
        .where(and(eq(watchlistGroups.userId, userId), eq(watchlistGroups.isDefault, true)))
        .for("update");
      return work(tx);
    });
  }

  /** A product code as the universe holds it (codes are matched without case); unknown → 80610001. */
  async function knownCode(fundCode: string): Promise<string> {
    const table = await ctx.metrics.get();
    const code = fundCode.trim();
    if (table.rowOf.has(code)) return code;
    const upper = code.toUpperCase();
    if (table.rowOf.has(upper)) return upper;
    throw fundNotFound(code);
  }

  return {
    /** Every group of mine, Default first, then by creation, each with its products newest first. */
    async list(userId: string, lang: ApiLang): Promise<WatchlistGroups> {
      await ensureDefault(userId);
      const table = await ctx.metrics.get();
      const groups = await db
        .select()
        .from(watchlistGroups)
        .where(eq(watchlistGroups.userId, userId))
        .orderBy(desc(watchlistGroups.isDefault), asc(watchlistGroups.createdAt), asc(watchlistGroups.id));
      const items = await itemsOf(null, userId);
      return { groups: groups.map((g) => render(table, g, items.get(g.id) ?? [], lang)) };
    },

    async get(userId: string, id: string, lang: ApiLang): Promise<WatchlistGroup> {
      return one(userId, await owned(userId, id), lang);
    },

    /** A new, empty group; at most WATCHLIST_MAX_GROUPS (Default included), names unique. */
    async create(userId: string, name: string, lang: ApiLang): Promise<WatchlistGroup> {
      const clean = name.trim().replace(/\s+/g, " ");
      const row = await locked(userId, async (tx) => {
        await checkNameFree(tx, userId, clean);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(watchlistGroups)
          .where(eq(watchlistGroups.userId, userId));
        if (n >= WATCHLIST_MAX_GROUPS)
          throw new AppError("watchlistGroupLimit", `At most ${WATCHLIST_MAX_GROUPS} groups`, {
            limit: WATCHLIST_MAX_GROUPS,
          });
        const [made] = await tx
          .insert(watchlistGroups)
          .values({ id: newGroupId(), userId, name: clean })
          .returning();
        return made!;
      });
      return one(userId, row, lang);
    },

    /** Rename, and/or make it the home page's Personalized list (the only one). */
    async update(
      userId: string,
      id: string,
      change: { name?: string; personalized?: true },
      lang: ApiLang,
    ): Promise<WatchlistGroup> {
      const g = await owned(userId, id);
      if (change.name !== undefined) {
        if (g.isDefault)
          throw new AppError("watchlistDefaultGroup", "The Default group cannot be renamed", { id });
        const clean = change.name.trim().replace(/\s+/g, " ");
        await locked(userId, async (tx) => {
          await checkNameFree(tx, userId, clean, id);
          await tx
            .update(watchlistGroups)
            .set({ name: clean })
            .where(and(eq(watchlistGroups.id, id), eq(watchlistGroups.userId, userId)));
        });
      }
      if (change.personalized) {
        await db
          .update(watchlistGroups)
          .set({ personalized: sql`${watchlistGroups.id} = ${id}` })
          .where(eq(watchlistGroups.userId, userId));
      }
      return one(userId, await owned(userId, id), lang);
    },

    /** Deletes a group with its products; the Default group stays. */
    async remove(userId: string, id: string): Promise<void> {
      const g = await owned(userId, id);
      if (g.isDefault)
        throw new AppError("watchlistDefaultGroup", "The Default group cannot be deleted", { id });
      // under the user's lock, so an add to this group waits and then finds it gone
      await locked(userId, (tx) =>
        tx.delete(watchlistGroups).where(and(eq(watchlistGroups.id, id), eq(watchlistGroups.userId, userId))),
      );
    },

    /** Adds a product (already there: unchanged); at most WATCHLIST_MAX_ITEMS per group. */
    async addItem(
      userId: string,
      id: string,
      fundCode: string,
      lang: ApiLang,
    ): Promise<{ group: WatchlistGroup; alreadyThere: boolean; code: string }> {
      const g = await owned(userId, id);
      const code = await knownCode(fundCode);
      const there = await locked(userId, async (tx) => {
        // the group may have been deleted since it was read: a 404, not a foreign-key failure
        const [still] = await tx
          .select({ id: watchlistGroups.id })
          .from(watchlistGroups)
          .where(and(eq(watchlistGroups.id, id), eq(watchlistGroups.userId, userId)));
        if (!still) throw groupNotFound(id);
        const [found] = await tx
          .select({ code: watchlistItems.fundCode })
          .from(watchlistItems)
          .where(and(eq(watchlistItems.groupId, id), eq(watchlistItems.fundCode, code)));
        if (found) return true;
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(watchlistItems)
          .where(and(eq(watchlistItems.groupId, id), eq(watchlistItems.userId, userId)));
        if (n >= WATCHLIST_MAX_ITEMS)
          throw new AppError("watchlistItemLimit", `At most ${WATCHLIST_MAX_ITEMS} products per group`, {
            limit: WATCHLIST_MAX_ITEMS,
          });
        await tx.insert(watchlistItems).values({ groupId: id, userId, fundCode: code }).onConflictDoNothing();
        return false;
      });
      return { group: await one(userId, g, lang), alreadyThere: there, code };
    },

    /** Removes a product from a group (not there: unchanged). */
    async removeItem(userId: string, id: string, fundCode: string, lang: ApiLang): Promise<WatchlistGroup> {
      const g = await owned(userId, id);
      const code = fundCode.trim();
      await db
        .delete(watchlistItems)
        .where(
          and(
            eq(watchlistItems.groupId, id),
            eq(watchlistItems.userId, userId),
            sql`upper(${watchlistItems.fundCode}) = upper(${code})`,
          ),
        );
      return one(userId, g, lang);
    },

    /** The Default group (created when missing). */
    async defaultGroup(userId: string, lang: ApiLang): Promise<WatchlistGroup> {
      return one(userId, await ensureDefault(userId), lang);
    },

    /** A group of mine by name (compared without case; the Default group by its name in any language). */
    async findByName(userId: string, name: string): Promise<string | null> {
      const key = nameKey(name);
      const def = await ensureDefault(userId);
      if (apiLangs.some((l) => nameKey(defaultName(l)) === key) || key === nameKey(DEFAULT_STORED_NAME))
        return def.id;
      const rows = await db
        .select({ id: watchlistGroups.id, name: watchlistGroups.name })
        .from(watchlistGroups)
        .where(eq(watchlistGroups.userId, userId));
      return rows.find((r) => nameKey(r.name) === key)?.id ?? null;
    },

    /** The groups of mine holding a product. */
    async groupsWith(userId: string, fundCode: string): Promise<string[]> {
      const rows = await db
        .select({ id: watchlistItems.groupId })
        .from(watchlistItems)
        .where(
          and(eq(watchlistItems.userId, userId), sql`upper(${watchlistItems.fundCode}) = upper(${fundCode})`),
        );
      return rows.map((r) => r.id);
    },

    /** Codes of every product I watch, in any group. */
    async watchedCodes(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ code: watchlistItems.fundCode })
        .from(watchlistItems)
        .where(eq(watchlistItems.userId, userId));
      return rows.map((r) => r.code);
    },

    knownCode,
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;
