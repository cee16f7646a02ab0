/**
 * Reads an imported universe back from the store into points (model.ts), so newer rows can
 * be merged with it and the whole written again in one transaction by writeBatch.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { float64From } from "../../store/copy-binary";
import type { Db } from "../../store/db";
import { companies, marketSeries, productDocs, productSeries, products } from "../../store/schema";
import type {
  BatchCompany,
  Currency,
  DistributionSet,
  DocumentRow,
  HoldingSet,
  Manager,
  Product,
} from "../batch";
import { readCalendars, readNavHistories } from "../load/read-universe";
import { emptyUniverse, type ImportUniverse, type PointHistory } from "./model";

/** Products per NAV query: bounds the rows held at once for a large universe. */
const NAV_CHUNK = 500;

function calendarOf(cals: Map<string, Int32Array>, id: string): Int32Array {
  const days = cals.get(id);
  if (!days) throw new Error(`the stored universe refers to a missing calendar "${id}"`);
  return days;
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
  const cals = await readCalendars(db);
  const productRows = await db.select({ code: products.code, data: products.data }).from(products);
  for (const p of productRows) u.products.set(p.code, p.data as Product);
  for (const { data } of await db.select({ data: companies.data }).from(companies)) {
    const c = data as BatchCompany;
    u.companies.set(c.id, {
      ...(c.name_zh_hant === undefined ? {} : { name_zh_hant: c.name_zh_hant }),
      ...(c.name_zh_hans === undefined ? {} : { name_zh_hans: c.name_zh_hans }),
    });
  }

  const codes = [...u.products.keys()].sort();
  for (let c = 0; c < codes.length; c += NAV_CHUNK) {
    for (const [code, history] of await readNavHistories(db, codes.slice(c, c + NAV_CHUNK), cals)) {
      u.navs.set(code, history);
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
