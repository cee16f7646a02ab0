import { asc, eq, inArray } from "drizzle-orm";
import { float64From, int32From } from "../../store/copy-binary";
import type { Db } from "../../store/db";
import { appMeta, calendars, productNavs } from "../../store/schema";
import { UNIVERSE_META_KEY } from "./write-batch";

export interface UniverseMeta {
  asOf: string;
  source: "demo" | "import";
  seed: number | null;
  counts: Record<string, number | string>;
}

/** The loaded universe's version, or null when none has been loaded yet. */
export async function readUniverseMeta(db: Db): Promise<UniverseMeta | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, UNIVERSE_META_KEY));
  return row ? (row.value as UniverseMeta) : null;
}

/** A product's published NAVs in date order (days without a NAV dropped), with dividends. */
export interface StoredNavHistory {
  days: Int32Array;
  nav: Float64Array;
  /** Positions into `days`/`nav` of ex-dividend dates, and the amounts per unit. */
  dividendIndex: Int32Array;
  dividendAmount: Float64Array;
}

/** A history as the analytics read a NAV series: its dividends dense on the NAV dates (0 where none). */
export function navSeriesOf(h: StoredNavHistory): {
  days: Int32Array;
  nav: Float64Array;
  dividends: Float64Array;
} {
  const dividends = new Float64Array(h.nav.length);
  for (let k = 0; k < h.dividendIndex.length; k++) dividends[h.dividendIndex[k]!] = h.dividendAmount[k]!;
  return { days: h.days, nav: h.nav, dividends };
}

/** Every calendar of the store, by id (small: a few thousand days each). */
export async function readCalendars(db: Db): Promise<Map<string, Int32Array>> {
  const rows = await db.select().from(calendars);
  return new Map(rows.map((r) => [r.id, int32From(r.days)]));
}

export async function readNavHistory(db: Db, code: string): Promise<StoredNavHistory | null> {
  const rows = await db
    .select()
    .from(productNavs)
    .where(eq(productNavs.code, code))
    .orderBy(asc(productNavs.year));
  if (rows.length === 0) return null;
  const calendarDays = new Map<string, Int32Array>();
  for (const id of new Set(rows.map((r) => r.calendar))) {
    const [cal] = await db.select().from(calendars).where(eq(calendars.id, id));
    if (!cal) throw new Error(`calendar ${id} is missing`);
    calendarDays.set(id, int32From(cal.days));
  }
  return decodeNavRows(rows, calendarDays);
}

/** NAV histories of several products in one query (the derive job reads the universe in chunks). */
export async function readNavHistories(
  db: Db,
  codes: readonly string[],
  calendarDays: Map<string, Int32Array>,
): Promise<Map<string, StoredNavHistory>> {
  const rows = await db
    .select()
    .from(productNavs)
    .where(inArray(productNavs.code, [...codes]))
    .orderBy(asc(productNavs.code), asc(productNavs.year));
  const out = new Map<string, StoredNavHistory>();
  let from = 0;
  for (let i = 1; i <= rows.length; i++) {
    if (i < rows.length && rows[i]!.code === rows[from]!.code) continue;
    out.set(rows[from]!.code, decodeNavRows(rows.slice(from, i), calendarDays));
    from = i;
  }
  return out;
}

export type NavRow = typeof productNavs.$inferSelect;

/**
 * Year rows of one product (ascending) → its published NAVs with dividends. With `lastDay` (a
 * day number) the history ends there, and a row's days past the end of its calendar are left
 * out: a server reading a data version keeps its NAVs to that version's date while an update
 * has already stored the next day's rows and calendars.
 */
export function decodeNavRows(
  rows: readonly NavRow[],
  calendarDays: Map<string, Int32Array>,
  lastDay?: number,
): StoredNavHistory {
  let total = 0;
  const chunks = rows.map((r) => {
    const nav = float64From(r.nav);
    total += nav.length;
    return { r, nav, divIndex: int32From(r.dividendIndex), divAmount: float64From(r.dividendAmount) };
  });
  const days = new Int32Array(total);
  const nav = new Float64Array(total);
  const dividendIndex: number[] = [];
  const dividendAmount: number[] = [];
  let n = 0;
  for (const { r, nav: values, divIndex, divAmount } of chunks) {
    const cal = calendarDays.get(r.calendar);
    if (!cal) throw new Error(`calendar ${r.calendar} is missing`);
    let d = 0;
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!;
      if (Number.isNaN(v)) continue;
      const day = cal[r.startIndex + i];
      if (lastDay !== undefined && (day === undefined || day > lastDay)) break;
      while (d < divIndex.length && divIndex[d]! < i) d++; // a dividend on a day without NAV is dropped
      if (d < divIndex.length && divIndex[d] === i) {
        dividendIndex.push(n);
        dividendAmount.push(divAmount[d]!);
      }
      days[n] = day!;
      nav[n] = v;
      n++;
    }
  }
  return {
    days: days.slice(0, n),
    nav: nav.slice(0, n),
    dividendIndex: Int32Array.from(dividendIndex),
    dividendAmount: Float64Array.from(dividendAmount),
  };
}
