/**
 * The curated lists of the current derived version (derived_lists, "<productType>:<listId>"),
 * read once per metric table — i.e. once per derived version — and kept beside it, so a Top
 * Picks request reads no database.
 */
import { asc, eq } from "drizzle-orm";
import type { TopPickList } from "../../../shared/api/selection";
import type { ProductType } from "../../../shared/domain/product";
import type { MetricTable } from "../../data/metric-table";
import type { Db } from "../../store/db";
import { derivedLists } from "../../store/schema";

export interface CuratedList {
  /** Member rows of the metric table, best first. */
  rows: Int32Array;
  /** The figure each member was ranked by, by row. */
  valueOf: Map<number, number>;
}

export type CuratedLists = Map<`${ProductType}:${TopPickList}`, CuratedList>;

async function readLists(db: Db, table: MetricTable): Promise<CuratedLists> {
  const lists: CuratedLists = new Map();
  if (!table.asOf) return lists;
  const stored = await db
    .select({ list: derivedLists.list, code: derivedLists.code, value: derivedLists.value })
    .from(derivedLists)
    .where(eq(derivedLists.asOf, table.asOf))
    .orderBy(asc(derivedLists.list), asc(derivedLists.position));
  const members = new Map<string, { rows: number[]; valueOf: Map<number, number> }>();
  for (const { list, code, value } of stored) {
    const row = table.rowOf.get(code);
    if (row === undefined) continue; // not in this table: a version written after it was read
    let m = members.get(list);
    if (!m) {
      m = { rows: [], valueOf: new Map() };
      members.set(list, m);
    }
    m.rows.push(row);
    m.valueOf.set(row, value);
  }
  for (const [list, m] of members) {
    lists.set(list as `${ProductType}:${TopPickList}`, { rows: Int32Array.from(m.rows), valueOf: m.valueOf });
  }
  return lists;
}

export interface CuratedListSource {
  get(table: MetricTable): Promise<CuratedLists>;
}

export function createCuratedListSource(db: Db): CuratedListSource {
  const cache = new WeakMap<MetricTable, Promise<CuratedLists>>();
  return {
    get(table) {
      let lists = cache.get(table);
      if (!lists) {
        const loading = readLists(db, table);
        lists = loading;
        cache.set(table, loading);
        // a failed read is retried by the next request instead of being served forever
        loading.catch(() => {
          if (cache.get(table) === loading) cache.delete(table);
        });
      }
      return lists;
    },
  };
}
