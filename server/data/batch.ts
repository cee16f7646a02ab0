/**
 * The in-memory form of the data import format (server/README.md "Data"). The demo
 * universe (server/data/universe) and a CSV import both produce a `UniverseBatch`, so the
 * store and the derive job have one loading path. Row shapes are zod schemas that accept
 * either typed values (generator) or CSV strings (importer: "" means absent, "true"/"1" are
 * true); series are plain typed arrays, because 15,000 products × 10 years of daily NAV as
 * objects would not fit the server's memory budget.
 *
 * If a vocabulary here changes, update shared/ (product schemas) and locales/ labels too.
 */
import { z } from "zod";

export {
  type AssetClass,
  assetClasses,
  type CalendarId,
  type CreditRating,
  type Currency,
  creditRatings,
  currencies,
  type DistributionDimension,
  type DividendFrequency,
  distributionDimensions,
  dividendFrequencies,
  documentLangs,
  documentTypes,
  type MacroAsset,
  type Market,
  macroAssets,
  markets,
  noRiskRatingReasons,
  productTypes,
  type Region,
  regions,
  riskAlertKinds,
  strategyKinds,
} from "../../shared/domain/product";

import {
  assetClasses,
  type CalendarId,
  type Currency,
  creditRatings,
  currencies,
  distributionDimensions,
  dividendFrequencies,
  documentLangs,
  documentTypes,
  type MacroAsset,
  productTypes,
  regions,
  strategyKinds,
} from "../../shared/domain/product";

// ---- day numbers: every series date is an integer day since 1970-01-01 (UTC) ----
const MS_PER_DAY = 86_400_000;
export function toDayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY);
}
export function fromDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

// ---- CSV-tolerant field schemas ----
const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const toNumber = (v: unknown) => {
  const b = blank(v);
  return typeof b === "string" ? Number(b) : b;
};
const toBool = (v: unknown) => {
  const b = blank(v);
  if (typeof b !== "string") return b;
  const s = b.trim().toLowerCase();
  return s === "true" || s === "1" || s === "yes"
    ? true
    : s === "false" || s === "0" || s === "no"
      ? false
      : b;
};
/**
 * A real calendar day. zod runs this even when the regex failed, so it must not throw on any
 * string; arithmetic rather than Date round trips because an import checks one per NAV row.
 */
function isCalendarDate(s: string): boolean {
  const [y, m, d] = [Number(s.slice(0, 4)), Number(s.slice(5, 7)), Number(s.slice(8, 10))];
  if (!(m >= 1 && m <= 12 && d >= 1)) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31);
}
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD")
  .refine(isCalendarDate, "not a calendar date");
const str = () => z.preprocess(blank, z.string().min(1));
const optStr = () => z.preprocess(blank, z.string().min(1).optional());
const num = (s = z.number()) => z.preprocess(toNumber, s.refine(Number.isFinite, "not a finite number"));
const optNum = (s = z.number()) => z.preprocess(toNumber, s.refine(Number.isFinite).optional());
const ratio = () => optNum(z.number().min(0).max(1));
const optBool = () => z.preprocess(toBool, z.boolean().optional());
const date = () => z.preprocess(blank, isoDate);
const optDate = () => z.preprocess(blank, isoDate.optional());
const optEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blank, z.enum(values).optional());

// ---- rows of the CSV files of the import format, reusable by the importer ----
export const productCsvRowSchema = z.object({
  code: str(),
  productType: z.enum(productTypes),
  name: str(),
  name_zh_hant: optStr(),
  name_zh_hans: optStr(),
  isin: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[A-Z]{2}[A-Z0-9]{9}\d$/, "invalid ISIN")
      .optional(),
  ),
  symbol: optStr(),
  currency: z.enum(currencies),
  assetClass: optEnum(assetClasses),
  category: optStr(),
  region: optEnum(regions),
  company: optStr(),
  launchDate: optDate(),
  dividendFrequency: optEnum(dividendFrequencies),
  initialCharge: ratio(),
  redemption: ratio(),
  management: ratio(),
  performance: ratio(),
  totalExpenseRatio: ratio(),
  benchmark: optStr(),
  isStrategy: optBool(),
  domicile: optStr(),
  sfcAuthorised: optBool(),
  masRecognised: optBool(),
  cpfisEligible: optBool(),
  srsEligible: optBool(),
  hedged: optBool(),
  distributing: optBool(),
});
export const navCsvRowSchema = z.object({
  code: str(),
  date: date(),
  nav: num(z.number().positive()),
  dividend: optNum(z.number().min(0)),
});
export const aumCsvRowSchema = z.object({ code: str(), date: date(), aumUsd: num(z.number().min(0)) });
export const holdingItemSchema = z.object({
  name: str(),
  ticker: optStr(),
  weight: num(z.number().min(0).max(1)),
  assetClass: optEnum(assetClasses),
  sector: optStr(),
  country: optStr(),
});
export const holdingCsvRowSchema = holdingItemSchema.extend({ code: str(), asOf: date() });
export const distributionCsvRowSchema = z.object({
  code: str(),
  asOf: date(),
  dimension: z.enum(distributionDimensions),
  label: str(),
  weight: num(z.number().min(-1).max(2)),
});
export const managerCsvRowSchema = z.object({
  code: str(),
  name: str(),
  startDate: date(),
  biography: optStr(),
});
export const documentCsvRowSchema = z.object({
  code: str(),
  type: z.enum(documentTypes),
  title: str(),
  lang: z.enum(documentLangs),
  date: date(),
  url: str(),
});
export const benchmarkCsvRowSchema = z.object({
  symbolCode: str(),
  name: str(),
  /** ISO code of the levels; blank or no column: the stored benchmark's, else USD. */
  currency: optEnum(currencies),
  date: date(),
  level: num(z.number().positive()),
});
/** Chinese names of a fund company, keyed by the name products.csv gives it in `company`. */
export const companyCsvRowSchema = z.object({
  name: str(),
  name_zh_hant: optStr(),
  name_zh_hans: optStr(),
});
export const riskFreeCsvRowSchema = z.object({
  currency: z.enum(currencies),
  date: date(),
  annualRate: num(),
});

// ---- batch rows: the CSV columns plus what the demo knows beyond them ----
export const productSchema = productCsvRowSchema.extend({
  companyId: z.string().optional(),
  /** Share classes of one fund share it (and their portfolio, holdings, managers). */
  baseFundId: z.string().optional(),
  shareClass: z.string().optional(),
  strategyKind: z.enum(strategyKinds).optional(),
  /** Calendar of the NAV series; exchange of an ETF listing (HKEX, SGX, NYSE Arca, ...). */
  calendar: z.string().optional(),
  exchange: z.string().optional(),
  institutionRiskLevel: z.number().int().min(1).max(5).optional(),
  thirdPartyCategory: z.string().optional(),
  effectiveDuration: z.number().min(0).optional(),
  yieldToMaturity: z.number().optional(),
  averageCreditRating: z.enum(creditRatings).optional(),
  sevenDayYield: z.number().optional(),
  premiumRate: z.number().optional(),
  isDemo: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;
export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  name_zh_hant: z.string(),
  name_zh_hans: z.string(),
  foundedYear: z.number().int(),
  aumUsd: z.number().min(0),
  country: z.string(),
});
export type Company = z.infer<typeof companySchema>;
/**
 * A company row of a batch: a demo company, or an imported one, which has its names only
 * (companies.csv; its `id` is the name products.csv gives in `company`).
 */
export type BatchCompany = Pick<Company, "id" | "name"> & Partial<Omit<Company, "id" | "name">>;
export const managerSchema = managerCsvRowSchema.extend({
  managerId: z.string().optional(),
  name_zh_hant: z.string().optional(),
  name_zh_hans: z.string().optional(),
  biography_zh_hant: z.string().optional(),
  biography_zh_hans: z.string().optional(),
  /** Present for a former manager (kept so a manager change can be shown). */
  endDate: z.string().optional(),
});
export type Manager = z.infer<typeof managerSchema>;
/** Top-10 holdings of a product; `items` may be shared by the share classes of one fund. */
export const holdingSetSchema = z.object({
  code: z.string(),
  asOf: isoDate,
  items: z.array(holdingItemSchema),
});
export type HoldingSet = z.infer<typeof holdingSetSchema>;
export const distributionSetSchema = z.object({
  code: z.string(),
  asOf: isoDate,
  dimension: z.enum(distributionDimensions),
  items: z.array(z.object({ label: z.string(), weight: z.number() })),
});
export type DistributionSet = z.infer<typeof distributionSetSchema>;
export type DocumentRow = z.infer<typeof documentCsvRowSchema>;
export const feeChangeSchema = z.object({
  code: z.string(),
  date: isoDate,
  field: z.enum(["management", "totalExpenseRatio"]),
  from: z.number(),
  to: z.number(),
});
export type FeeChange = z.infer<typeof feeChangeSchema>;
export const demoScenarioSchema = z.object({
  code: z.string(),
  kind: z.enum(["noRiskRating", "riskAlert", "search"]),
  reason: z.string(),
  note: z.string(),
});
export type DemoScenario = z.infer<typeof demoScenarioSchema>;

// ---- series: values[i] belongs to calendars[calendar][startIndex + i] ----
export interface SeriesRef {
  calendar: CalendarId;
  startIndex: number;
}
/** NaN in `nav` marks a day without a published NAV (a gap); dividends are sparse, ex-date indices into `nav`. */
export interface NavSeries extends SeriesRef {
  code: string;
  nav: Float64Array;
  dividendIndex: Int32Array;
  dividendAmount: Float64Array;
}
export interface AumSeries extends SeriesRef {
  code: string;
  aumUsd: Float64Array;
}
export interface ValueSeries extends SeriesRef {
  code: string;
  values: Float64Array;
}
interface Names {
  name: string;
  name_zh_hant: string;
  name_zh_hans: string;
}
/** Total-return index levels in `currency`. */
export interface BenchmarkSeries extends SeriesRef, Names {
  symbolCode: string;
  currency: Currency;
  level: Float64Array;
}
export interface RiskFreeSeries extends SeriesRef {
  currency: Currency;
  annualRate: Float64Array;
}
export interface FxSeries extends SeriesRef {
  currency: Currency;
  unitsPerUsd: Float64Array;
}
export interface GovYieldSeries extends SeriesRef {
  currency: Currency;
  tenor: "10Y";
  annualYield: Float64Array;
}
/** `yield`: earnings yield for stock assets, yield to maturity for bond assets (macro model signals). */
export interface MacroAssetSeries extends SeriesRef, Names {
  asset: MacroAsset;
  currency: Currency;
  level: Float64Array;
  yield: Float64Array;
}

export interface UniverseBatch {
  source: "demo" | "import";
  asOf: string;
  seed?: number;
  /** Day numbers (ascending) by calendar id: the six markets, `WD` and `ME`, or import-defined ids. */
  calendars: Record<string, Int32Array>;
  products: Product[];
  companies: BatchCompany[];
  managers: Manager[];
  holdings: HoldingSet[];
  distributions: DistributionSet[];
  documents: DocumentRow[];
  feeChanges: FeeChange[];
  navs: NavSeries[];
  aum: AumSeries[];
  /** Money-market funds' published 7-day annualized yield (recent history). */
  sevenDayYields: ValueSeries[];
  benchmarks: BenchmarkSeries[];
  riskFree: RiskFreeSeries[];
  fx: FxSeries[];
  govYields: GovYieldSeries[];
  macroAssets: MacroAssetSeries[];
  demoScenarios: DemoScenario[];
}

/** Day number of `series` element i. */
export function seriesDay(batch: UniverseBatch, series: SeriesRef, i: number): number {
  const days = batch.calendars[series.calendar];
  const day = days?.[series.startIndex + i];
  if (day === undefined) throw new RangeError(`index ${i} outside calendar ${series.calendar}`);
  return day;
}

/** Counts for logs, the bench and a quick sanity check of a batch. */
export function describeBatch(batch: UniverseBatch) {
  // NaN marks a calendar day without a value (a gap, or a day of the shared import calendar
  // on which this product has none): only real values are counted
  const present = (values: Float64Array) => {
    let n = 0;
    for (const v of values) if (!Number.isNaN(v)) n++;
    return n;
  };
  let navPoints = 0;
  let dividends = 0;
  for (const s of batch.navs) {
    navPoints += present(s.nav);
    dividends += s.dividendIndex.length;
  }
  const funds = batch.products.filter((p) => p.productType === "fund");
  return {
    asOf: batch.asOf,
    products: batch.products.length,
    funds: funds.length,
    sfcAuthorisedFunds: funds.filter((p) => p.sfcAuthorised).length,
    etfs: batch.products.length - funds.length,
    strategyEtfs: batch.products.filter((p) => p.isStrategy).length,
    companies: batch.companies.length,
    managers: new Set(batch.managers.map((m) => m.managerId ?? m.name)).size,
    holdings: batch.holdings.reduce((n, h) => n + h.items.length, 0),
    distributionRows: batch.distributions.reduce((n, d) => n + d.items.length, 0),
    documents: batch.documents.length,
    feeChanges: batch.feeChanges.length,
    navSeries: batch.navs.length,
    navPoints,
    dividends,
    aumPoints: batch.aum.reduce((n, a) => n + present(a.aumUsd), 0),
    benchmarks: batch.benchmarks.length,
    riskFree: batch.riskFree.length,
    fx: batch.fx.length,
    macroAssets: batch.macroAssets.length,
    calendars: Object.keys(batch.calendars).length,
    demoScenarios: batch.demoScenarios.length,
  };
}
