/**
 * Reads an imported universe back from the store into points (model.ts), so newer rows can
 * be merged with it and the whole written again in one transaction by writeBatch.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { float64From, int32From } from "../../store/copy-binary";
import type { Db } from "../../store/db";
import {
  calendars,
  marketSeries,
  productDocs,
  productNavs,
  productSeries,
  products,
} from "../../store/schema";
import type { Currency, DistributionSet, DocumentRow, HoldingSet, Manager, Product } from "../batch";
import { emptyUniverse, type ImportUniverse, type NavHistory, type PointHistory } from "./model";

/** Products per NAV query: bounds the rows held at once for a large universe. */
const NAV_CHUNK = 500;

type NavRow = typeof productNavs.$inferSelect;

function calendarOf(cals: Map<string, Int32Array>, id: string): Int32Array {
  const days = cals.get(id);
  if (!days) throw new Error(`the stored universe refers to a missing calendar "${id}"`);
  return days;
}

/** Year rows of one product (ascending) → its published NAVs (NaN days dropped) with dividends. */
function decodeNav(rows: readonly NavRow[], cals: Map<string, Int32Array>): NavHistory {
  const chunks = rows.map((r) => ({
    r,
    nav: float64From(r.nav),
    divIndex: int32From(r.dividendIndex),
    divAmount: float64From(r.dividendAmount),
  }));
  const total = chunks.reduce((n, c) => n + c.nav.length, 0);
  const days = new Int32Array(total);
  const nav = new Float64Array(total);
  const dividendIndex: number[] = [];
  const dividendAmount: number[] = [];
  let n = 0;
  for (const { r, nav: values, divIndex, divAmount } of chunks) {
    const cal = calendarOf(cals, r.calendar);
    let d = 0;
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!;
      while (d < divIndex.length && divIndex[d]! < i) d++;
      if (Number.isNaN(v)) continue;
      if (divIndex[d] === i) {
        dividendIndex.push(n);
        dividendAmount.push(divAmount[d]!);
      }
      days[n] = cal[r.startIndex + i]!;
      nav[n++] = v;
    }
  }
  return {
    days: days.slice(0, n),
    nav: nav.slice(0, n),
    dividendIndex: Int32Array.from(dividendIndex),
    dividendAmount: Float64Array.from(dividendAmount),
  };
}

/** A stored series on its calendar → points (NaN days dropped). */
function decodePoints(values: Float64Array, calendar: Int32Array, startIndex: number): PointHistory {
  const keep: number[] = [];
  values.forEach((v, i) => {
    if (!Number.isNaN(v)) keep.push(i);
  });
  return {
    days: Int32Array.from(keep, (i) => calendar[startIndex + i]!),
    values: Float64Array.from(keep, (i) => values[i]!),
  };
}

export async function readStoredUniverse(db: Db): Promise<ImportUniverse> {
  const u = emptyUniverse();
  const cals = new Map((await db.select().from(calendars)).map((c) => [c.id, int32From(c.days)]));
  const productRows = await db.select({ code: products.code, data: products.data }).from(products);
  for (const p of productRows) u.products.set(p.code, p.data as Product);

  const codes = [...u.products.keys()].sort();
  for (let c = 0; c < codes.length; c += NAV_CHUNK) {
    const rows = await db
      .select()
      .from(productNavs)
      .where(inArray(productNavs.code, codes.slice(c, c + NAV_CHUNK)))
      .orderBy(asc(productNavs.code), asc(productNavs.year));
    for (let from = 0, i = 1; i <= rows.length; i++) {
      if (i < rows.length && rows[i]!.code === rows[from]!.code) continue;
      u.navs.set(rows[from]!.code, decodeNav(rows.slice(from, i), cals));
      from = i;
    }
  }

  for (const s of await db.select().from(productSeries).where(eq(productSeries.kind, "aum"))) {
    u.aum.set(s.code, decodePoints(float64From(s.values), calendarOf(cals, s.calendar), s.startIndex));
  }
  for (const doc of await db.select().from(productDocs).orderBy(asc(productDocs.code))) {
    const items = doc.data as unknown[];
    if (doc.kind === "holdings") u.holdings.push(...(items as HoldingSet[]));
    else if (doc.kind === "distributions") u.distributions.push(...(items as DistributionSet[]));
    else if (doc.kind === "managers") u.managers.push(...(items as Manager[]));
    else if (doc.kind === "documents") u.documents.push(...(items as DocumentRow[]));
  }
  const market = await db
    .select()
    .from(marketSeries)
    .where(inArray(marketSeries.kind, ["benchmark", "riskFree"]));
  for (const s of market) {
    const points = decodePoints(float64From(s.values), calendarOf(cals, s.calendar), s.startIndex);
    const meta = s.meta as { name?: string; currency: Currency };
    if (s.kind === "benchmark")
      u.benchmarks.set(s.key, { ...points, name: meta.name ?? s.key, currency: meta.currency });
    else u.riskFree.set(s.key as Currency, points);
  }
  return u;
}
