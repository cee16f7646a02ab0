/**
 * Lays an imported universe out on calendars as a `UniverseBatch` (server/data/batch.ts):
 * NAVs on one calendar of every NAV date (NaN where a product has no NAV that day), AUM on one
 * calendar of every AUM date, each benchmark and risk-free series on its own dates (model.ts).
 */
import {
  type AumSeries,
  type BatchCompany,
  type BenchmarkSeries,
  fromDayNumber,
  type NavSeries,
  type RiskFreeSeries,
  type UniverseBatch,
} from "../batch";
import {
  AUM_CALENDAR,
  benchmarkCalendar,
  type ImportUniverse,
  NAV_CALENDAR,
  type PointHistory,
  riskFreeCalendar,
} from "./model";

/** The ascending union of several ascending day lists, with a day → position lookup. */
export class UnionCalendar {
  readonly days: Int32Array;
  private readonly first: number;
  private readonly position: Int32Array;

  constructor(lists: Iterable<Int32Array>) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    const all = [...lists].filter((l) => l.length > 0);
    for (const l of all) {
      min = Math.min(min, l[0]!);
      max = Math.max(max, l[l.length - 1]!);
    }
    this.first = Number.isFinite(min) ? min : 0;
    const span = Number.isFinite(min) ? max - min + 1 : 0;
    // one slot per calendar day of the span: a few thousand entries for decades of data
    this.position = new Int32Array(span).fill(-1);
    for (const l of all) for (const day of l) this.position[day - this.first] = 0;
    let n = 0;
    for (let i = 0; i < span; i++) if (this.position[i] === 0) this.position[i] = n++;
    this.days = new Int32Array(n);
    for (let i = 0; i < span; i++) if (this.position[i]! >= 0) this.days[this.position[i]!] = this.first + i;
  }

  indexOf(day: number): number {
    const i = this.position[day - this.first];
    if (i === undefined || i < 0) throw new RangeError(`day ${fromDayNumber(day)} is not on the calendar`);
    return i;
  }

  /** `values` (on `days`) laid out from the first day's position, NaN on calendar days without a value. */
  layout(days: Int32Array, values: Float64Array): { startIndex: number; values: Float64Array } {
    if (days.length === 0) return { startIndex: 0, values: new Float64Array(0) };
    const startIndex = this.indexOf(days[0]!);
    const out = new Float64Array(this.indexOf(days[days.length - 1]!) - startIndex + 1).fill(Number.NaN);
    for (let i = 0; i < days.length; i++) out[this.indexOf(days[i]!) - startIndex] = values[i]!;
    return { startIndex, values: out };
  }
}

const byCode = <T extends { code: string }>(a: T, b: T) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
const sortedEntries = <K extends string, V>(map: Map<K, V>) =>
  [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

export function toBatch(u: ImportUniverse): UniverseBatch {
  const navCalendar = new UnionCalendar([...u.navs.values()].map((h) => h.days));
  const navs: NavSeries[] = sortedEntries(u.navs).map(([code, h]) => {
    const { startIndex, values } = navCalendar.layout(h.days, h.nav);
    return {
      code,
      calendar: NAV_CALENDAR,
      startIndex,
      nav: values,
      dividendIndex: Int32Array.from(h.dividendIndex, (i) => navCalendar.indexOf(h.days[i]!) - startIndex),
      dividendAmount: h.dividendAmount,
    };
  });
  const aumCalendar = new UnionCalendar([...u.aum.values()].map((h) => h.days));
  const aum: AumSeries[] = sortedEntries(u.aum).map(([code, h]) => {
    const { startIndex, values } = aumCalendar.layout(h.days, h.values);
    return { code, calendar: AUM_CALENDAR, startIndex, aumUsd: values };
  });
  const calendars: UniverseBatch["calendars"] = { [NAV_CALENDAR]: navCalendar.days };
  if (aum.length > 0) calendars[AUM_CALENDAR] = aumCalendar.days;
  const own = (id: string, h: PointHistory) => {
    calendars[id] = h.days;
    return { calendar: id, startIndex: 0 };
  };
  const benchmarks: BenchmarkSeries[] = sortedEntries(u.benchmarks).map(([symbolCode, h]) => ({
    symbolCode,
    name: h.name,
    // the import format has English names only
    name_zh_hant: h.name,
    name_zh_hans: h.name,
    currency: h.currency,
    ...own(benchmarkCalendar(symbolCode), h),
    level: h.values,
  }));
  const riskFree: RiskFreeSeries[] = sortedEntries(u.riskFree).map(([currency, h]) => ({
    currency,
    ...own(riskFreeCalendar(currency), h),
    annualRate: h.values,
  }));
  let lastDay = Number.NEGATIVE_INFINITY;
  for (const h of u.navs.values())
    if (h.days.length > 0) lastDay = Math.max(lastDay, h.days[h.days.length - 1]!);
  if (!Number.isFinite(lastDay)) throw new Error("an imported universe needs at least one NAV");
  // an imported company is known by the name products.csv gives it, which is also its id
  const companies: BatchCompany[] = sortedEntries(u.companies).map(([name, names]) => ({
    id: name,
    name,
    ...names,
  }));
  const byCodeDate = <T extends { code: string; asOf: string }>(a: T, b: T) =>
    byCode(a, b) || a.asOf.localeCompare(b.asOf);
  return {
    source: "import",
    asOf: fromDayNumber(lastDay),
    calendars,
    products: [...u.products.values()].sort(byCode),
    companies,
    managers: [...u.managers].sort((a, b) => byCode(a, b) || a.startDate.localeCompare(b.startDate)),
    holdings: [...u.holdings].sort(byCodeDate),
    distributions: [...u.distributions].sort(
      (a, b) => byCodeDate(a, b) || a.dimension.localeCompare(b.dimension),
    ),
    documents: [...u.documents].sort((a, b) => byCode(a, b) || a.date.localeCompare(b.date)),
    feeChanges: [],
    navs,
    aum,
    sevenDayYields: [],
    benchmarks,
    riskFree,
    fx: [],
    govYields: [],
    macroAssets: [],
    demoScenarios: [],
  };
}
