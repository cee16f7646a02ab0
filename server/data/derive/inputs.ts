/**
 * What the derive job reads besides NAV histories, from either source of a universe: a batch in
 * memory (the demo load derives before its one write) or the store (`derive`, after an import
 * or a daily update). NAV histories are read separately, in chunks, to bound memory.
 */
import { eq, inArray } from "drizzle-orm";
import { creditRatingScore, type Series } from "../../analytics";
import { float64From } from "../../store/copy-binary";
import type { Db } from "../../store/db";
import { companies, marketSeries, productDocs, productSeries, products } from "../../store/schema";
import {
  type BatchCompany,
  type DistributionSet,
  type FeeChange,
  type Manager,
  type NavSeries,
  type Product,
  toDayNumber,
  type UniverseBatch,
} from "../batch";
import type { StoredNavHistory } from "../load/read-universe";
import type { ProductFacts } from "./cross-section";

export interface DeriveInputs {
  asOf: string;
  products: Product[];
  companies: BatchCompany[];
  managers: Map<string, Manager[]>;
  distributions: Map<string, DistributionSet[]>;
  feeChanges: Map<string, FeeChange[]>;
  riskFree: Map<string, Series>;
  aum: Map<string, Series>;
  sevenDayYield: Map<string, Series>;
}

/** Values on a calendar from `startIndex`, NaN (no value) dropped. */
export function seriesOn(values: Float64Array, days: Int32Array | undefined, startIndex: number): Series {
  if (!days) throw new Error("series refers to a missing calendar");
  const outDays = new Int32Array(values.length);
  const outValues = new Float64Array(values.length);
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) continue;
    outDays[n] = days[startIndex + i]!;
    outValues[n++] = v;
  }
  return { days: outDays.slice(0, n), values: outValues.slice(0, n) };
}

function groupByCode<T extends { code: string }>(items: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(item.code);
    if (list) list.push(item);
    else map.set(item.code, [item]);
  }
  return map;
}

/**
 * Products in code order (JavaScript's, not the database collation's): sums over a category
 * then run in the same order whichever source the universe comes from, to the last bit.
 */
function byCode(list: readonly Product[]): Product[] {
  return [...list].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

export function inputsFromBatch(batch: UniverseBatch): DeriveInputs {
  const cal = (id: string) => batch.calendars[id];
  return {
    asOf: batch.asOf,
    products: byCode(batch.products),
    companies: batch.companies,
    managers: groupByCode(batch.managers),
    distributions: groupByCode(batch.distributions),
    feeChanges: groupByCode(batch.feeChanges),
    riskFree: new Map(
      batch.riskFree.map((s) => [s.currency, seriesOn(s.annualRate, cal(s.calendar), s.startIndex)]),
    ),
    aum: new Map(batch.aum.map((s) => [s.code, seriesOn(s.aumUsd, cal(s.calendar), s.startIndex)])),
    sevenDayYield: new Map(
      batch.sevenDayYields.map((s) => [s.code, seriesOn(s.values, cal(s.calendar), s.startIndex)]),
    ),
  };
}

/** A batch NAV series as the store reads it back (gaps dropped, dividends re-indexed). */
export function navHistoryFromBatch(series: NavSeries, days: Int32Array): StoredNavHistory {
  const n = series.nav.length;
  let gaps = false;
  for (let i = 0; i < n && !gaps; i++) gaps = Number.isNaN(series.nav[i]!);
  if (!gaps) {
    // no gap (every demo series): copies of the calendar's span, the NAVs and the dividends
    return {
      days: days.slice(series.startIndex, series.startIndex + n),
      nav: series.nav.slice(),
      dividendIndex: series.dividendIndex.slice(),
      dividendAmount: series.dividendAmount.slice(0, series.dividendIndex.length),
    };
  }
  const outDays = new Int32Array(n);
  const nav = new Float64Array(n);
  const position = new Int32Array(n).fill(-1);
  let k = 0;
  for (let i = 0; i < n; i++) {
    const v = series.nav[i]!;
    if (Number.isNaN(v)) continue;
    position[i] = k;
    outDays[k] = days[series.startIndex + i]!;
    nav[k++] = v;
  }
  const dividendIndex: number[] = [];
  const dividendAmount: number[] = [];
  series.dividendIndex.forEach((i, d) => {
    if (position[i]! >= 0) {
      dividendIndex.push(position[i]!);
      dividendAmount.push(series.dividendAmount[d]!);
    }
  });
  return {
    days: outDays.slice(0, k),
    nav: nav.slice(0, k),
    dividendIndex: Int32Array.from(dividendIndex),
    dividendAmount: Float64Array.from(dividendAmount),
  };
}

export async function inputsFromStore(
  db: Db,
  asOf: string,
  calendarDays: Map<string, Int32Array>,
): Promise<DeriveInputs> {
  const productRows = await db.select({ data: products.data }).from(products).orderBy(products.code);
  const companyRows = await db.select({ data: companies.data }).from(companies);
  const docs = await db
    .select()
    .from(productDocs)
    .where(inArray(productDocs.kind, ["managers", "distributions", "feeChanges"]));
  const seriesRows = await db.select().from(productSeries);
  const rates = await db.select().from(marketSeries).where(eq(marketSeries.kind, "riskFree"));
  const managers = new Map<string, Manager[]>();
  const distributions = new Map<string, DistributionSet[]>();
  const feeChanges = new Map<string, FeeChange[]>();
  for (const d of docs) {
    if (d.kind === "managers") managers.set(d.code, d.data as Manager[]);
    else if (d.kind === "feeChanges") feeChanges.set(d.code, d.data as FeeChange[]);
    else distributions.set(d.code, d.data as DistributionSet[]);
  }
  const aum = new Map<string, Series>();
  const sevenDayYield = new Map<string, Series>();
  for (const s of seriesRows) {
    const series = seriesOn(float64From(s.values), calendarDays.get(s.calendar), s.startIndex);
    if (s.kind === "aum") aum.set(s.code, series);
    else if (s.kind === "sevenDayYield") sevenDayYield.set(s.code, series);
  }
  return {
    asOf,
    products: byCode(productRows.map((r) => r.data as Product)),
    companies: companyRows.map((r) => r.data as BatchCompany),
    managers,
    distributions,
    feeChanges,
    riskFree: new Map(
      rates.map((r) => [r.key, seriesOn(float64From(r.values), calendarDays.get(r.calendar), r.startIndex)]),
    ),
    aum,
    sevenDayYield,
  };
}

const YEAR_DAYS = 365.25;

/** The per-product facts the cross-section ranks on (company, managers, bond figures). */
export function productFacts(inputs: DeriveInputs, latestAum: Map<string, number | null>): ProductFacts[] {
  const asOfDay = toDayNumber(inputs.asOf);
  const asOfYear = Number(inputs.asOf.slice(0, 4));
  const companyById = new Map(inputs.companies.map((c) => [c.id, c]));
  const fundsPerCompany = new Map<string, number>();
  for (const p of inputs.products) {
    const id = p.companyId ?? p.company;
    if (id) fundsPerCompany.set(id, (fundsPerCompany.get(id) ?? 0) + 1);
  }
  // a manager's AUM: the latest AUM of every product they currently manage
  const managerAum = new Map<string, number>();
  const current = (code: string) => (inputs.managers.get(code) ?? []).filter((m) => !m.endDate);
  for (const p of inputs.products) {
    const aum = latestAum.get(p.code) ?? null;
    if (aum === null) continue;
    for (const m of current(p.code)) {
      const id = m.managerId ?? m.name;
      managerAum.set(id, (managerAum.get(id) ?? 0) + aum);
    }
  }
  return inputs.products.map((p) => {
    const companyId = p.companyId ?? p.company ?? null;
    const company = companyId ? companyById.get(companyId) : undefined;
    const managers = current(p.code);
    const ratings = inputs.distributions.get(p.code)?.find((d) => d.dimension === "creditRating");
    return {
      code: p.code,
      productType: p.productType,
      category: p.category ?? null,
      assetClass: p.assetClass ?? null,
      isStrategy: p.isStrategy === true,
      totalExpenseRatio: p.totalExpenseRatio ?? null,
      sevenDayYield: p.sevenDayYield ?? null,
      yieldToMaturity: p.yieldToMaturity ?? null,
      effectiveDuration: p.effectiveDuration ?? null,
      premiumRate: p.premiumRate ?? null,
      bondAverageRating: ratings ? creditRatingScore(ratings.items) : null,
      // an imported company has names only
      companyExperienceYears: company?.foundedYear !== undefined ? asOfYear - company.foundedYear : null,
      companyAumUsd: company?.aumUsd ?? null,
      companyFundCount: companyId ? (fundsPerCompany.get(companyId) ?? null) : null,
      managerAumUsd:
        managers.length > 0
          ? Math.max(...managers.map((m) => managerAum.get(m.managerId ?? m.name) ?? 0))
          : null,
      managerTenureYears:
        managers.length > 0
          ? Math.max(...managers.map((m) => (asOfDay - toDayNumber(m.startDate)) / YEAR_DAYS))
          : null,
    };
  });
}

/** Dates of a product's latest asset-allocation and region exposure data (risk-rating reasons). */
export function exposureDates(
  inputs: DeriveInputs,
  code: string,
): { assetAllocationAsOf: string | null; regionAsOf: string | null } {
  const sets = inputs.distributions.get(code) ?? [];
  const latest = (dimension: string) =>
    sets
      .filter((d) => d.dimension === dimension && d.items.length > 0)
      .reduce<string | null>((a, d) => (a === null || d.asOf > a ? d.asOf : a), null);
  return { assetAllocationAsOf: latest("assetClass"), regionAsOf: latest("region") };
}
