/**
 * What the daily update reads from the store: of each series row (the latest NAV year rows,
 * AUM, 7-day yields, market series) only its end — start, length, last value — because the
 * update appends to rows in SQL; whole rows only for money-market NAVs (their 7-day yield looks
 * back a week), plus the calendars and the demo scenarios.
 */
import { type AnyColumn, and, eq, gte, inArray, sql } from "drizzle-orm";
import { float64From, int32From } from "../../store/copy-binary";
import type { Db } from "../../store/db";
import { demoScenarios, marketSeries, productNavs, productSeries, products } from "../../store/schema";

/** One stored (product, year) NAV row, decoded. */
export interface NavRow {
  code: string;
  year: number;
  calendar: string;
  startIndex: number;
  nav: Float64Array;
  dividendIndex: Int32Array;
  dividendAmount: Float64Array;
}

/** The end of a stored series row: where it starts, how long it is, its last value. */
export interface RowTail {
  code: string;
  calendar: string;
  startIndex: number;
  length: number;
  last: number;
}

/** The end of a product's NAV year row. */
export interface NavTail extends RowTail {
  year: number;
}

/** The end of a market series row (and of its second series, macro assets' yield). */
export interface MarketTail {
  kind: string;
  key: string;
  length: number;
  last: number;
  extraLast: number | null;
}

const f64 = (b: Uint8Array) => float64From(b).slice();
const i32 = (b: Uint8Array) => int32From(b).slice();

function decodeNavRow(r: typeof productNavs.$inferSelect): NavRow {
  return {
    code: r.code,
    year: r.year,
    calendar: r.calendar,
    startIndex: r.startIndex,
    nav: f64(r.nav),
    dividendIndex: i32(r.dividendIndex),
    dividendAmount: f64(r.dividendAmount),
  };
}

/** A bytea column's length in 8-byte values, and its last value (only those bytes are read). */
const count = (c: AnyColumn) => sql<number>`octet_length(${c}) / 8`;
const lastValue = (c: AnyColumn) => sql<Uint8Array | null>`substring(${c} from octet_length(${c}) - 7)`;
const lastOf = (b: Uint8Array | null) => (b && b.length === 8 ? (float64From(b)[0] as number) : Number.NaN);

/** Each product's latest NAV year row among the years ≥ fromYear (products without one are absent). */
export async function readNavTails(db: Db, fromYear: number): Promise<Map<string, NavTail>> {
  const rows = await db
    .select({
      code: productNavs.code,
      year: productNavs.year,
      calendar: productNavs.calendar,
      startIndex: productNavs.startIndex,
      length: count(productNavs.nav),
      last: lastValue(productNavs.nav),
    })
    .from(productNavs)
    .where(gte(productNavs.year, fromYear));
  const latest = new Map<string, NavTail>();
  for (const r of rows) {
    const seen = latest.get(r.code);
    if (!seen || seen.year < r.year)
      latest.set(r.code, { ...r, length: Number(r.length), last: lastOf(r.last) });
  }
  return latest;
}

/** The year rows ≥ fromYear of some products, ascending by year. */
export async function readNavRows(
  db: Db,
  codes: readonly string[],
  fromYear: number,
): Promise<Map<string, NavRow[]>> {
  const out = new Map<string, NavRow[]>();
  if (codes.length === 0) return out;
  const rows = await db
    .select()
    .from(productNavs)
    .where(and(inArray(productNavs.code, [...codes]), gte(productNavs.year, fromYear)));
  for (const r of rows) out.set(r.code, [...(out.get(r.code) ?? []), decodeNavRow(r)]);
  for (const list of out.values()) list.sort((a, b) => a.year - b.year);
  return out;
}

export async function readSeriesTails(db: Db, kind: string): Promise<Map<string, RowTail>> {
  const rows = await db
    .select({
      code: productSeries.code,
      calendar: productSeries.calendar,
      startIndex: productSeries.startIndex,
      length: count(productSeries.values),
      last: lastValue(productSeries.values),
    })
    .from(productSeries)
    .where(eq(productSeries.kind, kind));
  return new Map(rows.map((r) => [r.code, { ...r, length: Number(r.length), last: lastOf(r.last) }]));
}

export async function readMarketTails(db: Db): Promise<MarketTail[]> {
  const rows = await db
    .select({
      kind: marketSeries.kind,
      key: marketSeries.key,
      length: count(marketSeries.values),
      last: lastValue(marketSeries.values),
      extraLast: lastValue(marketSeries.extra),
    })
    .from(marketSeries);
  return rows.map((r) => ({
    kind: r.kind,
    key: r.key,
    length: Number(r.length),
    last: lastOf(r.last),
    extraLast: r.extraLast ? lastOf(r.extraLast) : null,
  }));
}

export async function readScenarioCodes(db: Db, reason: string): Promise<Set<string>> {
  const rows = await db
    .select({ code: demoScenarios.code })
    .from(demoScenarios)
    .where(eq(demoScenarios.reason, reason));
  return new Set(rows.map((r) => r.code));
}

export async function readProductCodes(db: Db): Promise<Set<string>> {
  const rows = await db.select({ code: products.code }).from(products);
  return new Set(rows.map((r) => r.code));
}
