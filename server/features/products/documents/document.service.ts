/**
 * GET /v1/pub/factsheet/{code}?type=&lang=: the documents a demo product lists
 * (server/data/universe/documents.ts), generated as PDF from the product's own data in the
 * document's language. Nothing is invented: every figure is the one the product endpoints
 * answer (info, performance, holdings, distributions, managers, dividends), and a document that
 * has nothing to show for a part says so.
 *
 * - factsheet: facts, fees, risk level (or why there is none), investment focus, growth of
 *   10,000 over up to 5 years (a vector line), trailing returns against the category, calendar
 *   years, risk figures per window, top-10 holdings, allocations, managers;
 * - keyFacts (Hong Kong KFS / Singapore Product Highlights Sheet): quick facts, what the product
 *   is, its key risks, its calendar-year performance, no guarantee, fees;
 * - prospectus: the terms on record (type, share class, currency, dividend policy, domicile,
 *   authorisation, eligibility, hedging, benchmark, fees, dealing) and the risk disclosure;
 * - annual / semiannual: the period (the calendar year, or January–June) ending before the
 *   report's date: NAV at both ends, the return with dividends reinvested, the dividends paid,
 *   and the holdings and allocations reported nearest on or before the period end.
 *
 * Only listed documents are served: the product must list `type` in `lang` with this server's
 * URL (an import's documents carry their own URLs and are never generated). PDFs are kept in a
 * bounded LRU per (data version, code, type, lang).
 */
import type { ProductInfo, ProductPerformanceData } from "../../../../shared/api/product";
import {
  distributionDimensions,
  type documentTypes,
  noRiskRatingReasons,
} from "../../../../shared/domain/product";
import type { DistributionSet, DocumentRow, HoldingSet } from "../../../data/batch";
import type { ProductReader } from "../../../data/load/read-product";
import { AppError } from "../../../http/app-error";
import { productPerformanceData } from "../performance.service";
import {
  fundNotFound,
  localized,
  type ProductContext,
  type ResolvedProduct,
  resolveProduct,
} from "../product-context";
import { productDividends, productInfo } from "../products.service";
import { type DocumentCopy, type DocumentLang, documentCopy } from "./document-copy";
import { documentPath } from "./document-links";
import { PdfWriter } from "./pdf-writer";
import { termIn } from "./terms";

// ---- the cache ----

/** A bounded LRU of generated PDFs (by count and by bytes). */
class PdfCache {
  private readonly map = new Map<string, Promise<Buffer>>();
  private bytes = 0;
  private readonly sizes = new Map<string, number>();
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string, build: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
      return hit;
    }
    const value = build();
    this.map.set(key, value);
    value.then(
      (buf) => {
        if (this.map.get(key) !== value) return;
        this.sizes.set(key, buf.length);
        this.bytes += buf.length;
        this.evict();
      },
      () => {
        if (this.map.get(key) === value) this.map.delete(key);
      },
    );
    this.evict();
    return value;
  }

  private evict(): void {
    while (this.map.size > this.maxEntries || (this.bytes > this.maxBytes && this.map.size > 1)) {
      const oldest = this.map.keys().next().value!;
      this.map.delete(oldest);
      this.bytes -= this.sizes.get(oldest) ?? 0;
      this.sizes.delete(oldest);
    }
  }
}

/**
 * PDFs are rendered at most RENDERS_AT_ONCE at a time, with at most RENDERS_WAITING more queued:
 * the route is public, so many different documents asked for at once must not take the
 * process's CPU and memory; past the queue the answer is 429 with Retry-After.
 */
const RENDERS_AT_ONCE = 2;
const RENDERS_WAITING = 16;
let rendering = 0;
const waiting: Array<() => void> = [];

async function limitedRender<T>(render: () => Promise<T>): Promise<T> {
  if (rendering >= RENDERS_AT_ONCE) {
    if (waiting.length >= RENDERS_WAITING)
      throw new AppError("tooManyRequests", "Too many documents are being generated", {
        retryAfterSeconds: 5,
      });
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  rendering++;
  try {
    return await render();
  } finally {
    rendering--;
    waiting.shift()?.();
  }
}

/** One cache per product reader (that is, per app). */
const caches = new WeakMap<ProductReader, PdfCache>();
const cacheOf = (reader: ProductReader) => {
  let cache = caches.get(reader);
  if (!cache) {
    cache = new PdfCache(200, 64 * 1024 * 1024);
    caches.set(reader, cache);
  }
  return cache;
};

export interface GeneratedDocument {
  bytes: Buffer;
  filename: string;
}

/** The PDF of a listed document; 80610001 for an unknown product, 40400001 for a document not listed. */
export async function productDocumentPdf(
  ctx: ProductContext,
  ref: { code: string; type: (typeof documentTypes)[number]; lang: DocumentLang },
): Promise<GeneratedDocument> {
  const p = await resolveProduct(ctx, { fundCode: ref.code }).catch((err: unknown) => {
    throw err instanceof AppError ? fundNotFound(ref.code, "code") : err;
  });
  const { product } = p.record;
  const rows = await ctx.reader.docs(p.version, product.code, "documents");
  const row = rows.find(
    (r) =>
      r.type === ref.type &&
      r.lang === ref.lang &&
      product.isDemo &&
      r.url === documentPath(product.code, r.type, r.lang),
  );
  if (!row) {
    throw new AppError(
      "notFound",
      `no ${ref.type} document in ${ref.lang} for ${product.code}`,
      { code: product.code, type: ref.type, lang: ref.lang },
      undefined,
      "errors:document.notListed",
    );
  }
  const key = `${p.version.version}|${p.version.asOf}|${product.code}|${ref.type}|${ref.lang}`;
  const bytes = await cacheOf(ctx.reader).get(key, () =>
    limitedRender(() => renderDocument(ctx, p, row, ref.lang)),
  );
  // a header value: anything but letters, digits, dot, dash and underscore becomes an underscore
  return { bytes, filename: `${product.code}-${ref.type}-${ref.lang}.pdf`.replace(/[^\w.-]/g, "_") };
}

// ---- formatting ----

const pct = (v: number | null | undefined, digits = 2) =>
  v === null || v === undefined || !Number.isFinite(v) ? "—" : `${(v * 100).toFixed(digits)}%`;
const num = (v: number | null | undefined, digits = 2) =>
  v === null || v === undefined || !Number.isFinite(v)
    ? "—"
    : v.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const dayMs = 86_400_000;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface DocumentData {
  info: ProductInfo;
  performance: ProductPerformanceData;
  holdings: HoldingSet[];
  distributions: DistributionSet[];
  managers: Array<{ name: string; startDate: string }>;
  dividends: Array<{ date: string; amount: number }>;
}

/** The current managers, longest-serving first (what GET /v1/app/fund/manager lists, without the universe-wide figures). */
async function currentManagers(ctx: ProductContext, p: ResolvedProduct, lang: DocumentLang) {
  const rows = await ctx.reader.docs(p.version, p.record.product.code, "managers");
  return rows
    .filter((m) => !m.endDate)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
    .map((m) => ({
      name: localized(lang, {
        name: m.name,
        nameZhHant: m.name_zh_hant ?? null,
        nameZhHans: m.name_zh_hans ?? null,
      }),
      startDate: m.startDate,
    }));
}

async function gather(ctx: ProductContext, p: ResolvedProduct, lang: DocumentLang): Promise<DocumentData> {
  const code = p.record.product.code;
  const [info, performance, holdings, distributions, managers, dividends] = await Promise.all([
    productInfo(ctx, p, lang),
    productPerformanceData(ctx, p, {}),
    ctx.reader.docs(p.version, code, "holdings"),
    ctx.reader.docs(p.version, code, "distributions"),
    currentManagers(ctx, p, lang),
    productDividends(ctx, p),
  ]);
  return { info, performance, holdings, distributions, managers, dividends };
}

async function renderDocument(
  ctx: ProductContext,
  p: ResolvedProduct,
  row: DocumentRow,
  lang: DocumentLang,
): Promise<Buffer> {
  const data = await gather(ctx, p, lang);
  const c = documentCopy(lang);
  const { info } = data;
  const title = row.title.split(" — ")[0] ?? row.title;
  const codes = [
    `${c.label.fundCode()}: ${info.fundCode}`,
    info.isin ? `${c.label.isin()}: ${info.isin}` : null,
    info.symbol ? `${c.label.symbol()}: ${info.symbol}` : null,
    info.shareClass ? `${c.label.shareClass()}: ${info.shareClass}` : null,
  ].filter((x): x is string => x !== null);
  const w = new PdfWriter({
    title,
    lang,
    heading: info.name,
    subheading: `${codes.join("  ·  ")}  ·  ${row.date}  ·  ${c.label.dataAsOf({ date: p.version.asOf ?? "" })}`,
    footer: `${c.text.disclaimer()} ${c.label.dataAsOf({ date: p.version.asOf ?? "" })}`,
    pageLabel: (page, pages) => c.label.pageOf({ page: String(page), pages: String(pages) }),
  });
  const type = row.type;
  if (type === "factsheet") factsheet(w, c, data);
  else if (type === "keyFacts") keyFacts(w, c, data);
  else if (type === "prospectus") prospectus(w, c, data);
  else report(w, c, data, { type, published: row.date });
  w.heading(c.section.important());
  w.paragraph(c.text.disclaimer(), { size: 8.5 });
  return w.finish();
}

// ---- shared parts ----

function riskLevelText(c: DocumentCopy, info: ProductInfo): string {
  if (info.riskLevel === null) return c.label.notRated();
  return c.label.riskLevelValue({ level: String(info.riskLevel), name: c.riskLevel[info.riskLevel] ?? "" });
}

function reasonsText(c: DocumentCopy, info: ProductInfo): string {
  return noRiskRatingReasons
    .filter((r) => info.noRiskRatingReasons.includes(r))
    .map((r) => c.reason[r])
    .join(c.listSeparator);
}

function ratingText(c: DocumentCopy, info: ProductInfo): string {
  if (!info.ratingTier) return "—";
  const tier = c.ratingTier[info.ratingTier] ?? info.ratingTier;
  return info.starRating ? `${tier} · ${"★".repeat(info.starRating)}` : tier;
}

function aumText(c: DocumentCopy, aumUsd: number | null): string {
  return aumUsd === null ? "—" : c.label.aumValue({ value: num(aumUsd / 1e6, 1) });
}

function focusText(c: DocumentCopy, info: ProductInfo): string {
  const focus = c.text.focus({
    assetClass: info.assetClass ? (c.assetClass[info.assetClass] ?? info.assetClass) : "",
    productType: info.productType === "etf" ? c.label.etf() : c.label.fund(),
    category: info.categoryName ?? info.category ?? "—",
    region: info.region ? (c.region[info.region] ?? info.region) : "—",
    currency: info.currency,
  });
  if (!info.benchmark) return focus;
  return `${focus}${c.lang === "en" ? " " : ""}${c.text.focusBenchmark({ benchmark: info.benchmark.name })}`;
}

function dividendPolicy(c: DocumentCopy, info: ProductInfo): string {
  if (!info.distributing) return c.label.accumulating();
  const f = info.dividendFrequency;
  return c.label.distributing({ frequency: f ? (c.dividendFrequency[f] ?? f) : "—" });
}

function feeRows(c: DocumentCopy, info: ProductInfo): Array<[string, string]> {
  return [
    [c.label.initialCharge(), pct(info.fees.initialCharge)],
    [c.label.redemption(), pct(info.fees.redemption)],
    [c.label.management(), pct(info.fees.management)],
    [c.label.performanceFee(), pct(info.fees.performance)],
    [c.label.ter(), pct(info.fees.totalExpenseRatio)],
  ];
}

function riskSentence(c: DocumentCopy, data: DocumentData): string {
  const { info, performance } = data;
  if (info.riskLevel === null) return c.text.notRated({ reasons: reasonsText(c, info) });
  return c.text.riskLevel({
    level: String(info.riskLevel),
    name: c.riskLevel[info.riskLevel] ?? "",
    volatility: pct(performance.risk["1Y"]?.volatility ?? null),
  });
}

function keyRisks(c: DocumentCopy, data: DocumentData): string[] {
  const { info, performance } = data;
  const out = [c.text.riskMarket()];
  if (info.assetClass === "Stock" || info.assetClass === "Preferred" || info.assetClass === "Convertible")
    out.push(c.text.riskEquity());
  if (info.assetClass === "Bond" || info.assetClass === "Convertible") out.push(c.text.riskBond());
  if (info.assetClass === "Cash") out.push(c.text.riskCash());
  if (info.assetClass === "Other") out.push(c.text.riskMulti());
  if (info.region && info.region !== "global")
    out.push(c.text.riskConcentration({ region: c.region[info.region] ?? info.region }));
  if (!info.hedged) out.push(c.text.riskCurrency({ currency: info.currency }));
  if (info.productType === "etf") out.push(c.text.riskEtf());
  if (info.distributing) out.push(c.text.riskDistribution());
  const dd = performance.risk["3Y"]?.maxDrawdown;
  if (dd !== null && dd !== undefined) out.push(c.text.riskDrawdown({ drawdown: pct(dd) }));
  return out;
}

function latestOnOrBefore<T extends { asOf: string }>(sets: readonly T[], day: string | null): T | undefined {
  let best: T | undefined;
  for (const s of sets) if ((day === null || s.asOf <= day) && (!best || s.asOf > best.asOf)) best = s;
  return best;
}

function holdingsTable(w: PdfWriter, c: DocumentCopy, set: HoldingSet | undefined): void {
  if (!set || set.items.length === 0) {
    w.paragraph(c.text.noHoldings());
    return;
  }
  const top = [...set.items].sort((a, b) => b.weight - a.weight).slice(0, 10);
  w.table({
    headers: [c.label.holding(), c.label.sector(), c.label.country(), c.label.weight()],
    rows: top.map((h) => [
      h.ticker ? `${h.name} (${h.ticker})` : h.name,
      h.sector ?? "—",
      h.country ?? "—",
      pct(h.weight),
    ]),
    widths: [0.5, 0.2, 0.15, 0.15],
    align: ["left", "left", "left", "right"],
  });
}

function allocations(
  w: PdfWriter,
  c: DocumentCopy,
  sets: readonly DistributionSet[],
  day: string | null,
): void {
  for (const dimension of distributionDimensions) {
    const set = latestOnOrBefore(
      sets.filter((s) => s.dimension === dimension),
      day,
    );
    if (!set || set.items.length === 0) continue;
    w.paragraph(`${c.dimension[dimension]} (${set.asOf})`, { size: 9, bold: true });
    const label = (l: string) =>
      dimension === "assetClass"
        ? (c.assetClass[l] ?? l)
        : dimension === "creditRating"
          ? l
          : dimension === "region"
            ? (c.region[l] ?? termIn(l, c.lang))
            : termIn(l, c.lang);
    w.bars(
      [...set.items]
        .sort((a, b) => b.weight - a.weight)
        .slice(0, 8)
        .map((i) => ({ label: label(i.label), weight: i.weight, text: pct(i.weight, 1) })),
    );
  }
}

function calendarTable(w: PdfWriter, c: DocumentCopy, data: DocumentData, upTo?: number): void {
  const years = data.performance.calendarYears.filter((y) => upTo === undefined || y.year <= upTo).slice(-10);
  if (years.length === 0) {
    w.paragraph(c.text.shortHistory());
    return;
  }
  w.table({
    headers: [c.label.year(), c.label.product(), c.label.categoryAverage()],
    rows: years.map((y) => [
      y.partial ? c.label.partialYear({ year: String(y.year) }) : String(y.year),
      pct(y.return),
      pct(y.categoryAverage),
    ]),
    widths: [0.4, 0.3, 0.3],
  });
}

// ---- the documents ----

function factsheet(w: PdfWriter, c: DocumentCopy, data: DocumentData): void {
  const { info, performance } = data;
  w.heading(c.section.facts());
  w.keyValues([
    [c.label.nav(), `${num(info.nav, 4)} ${info.currency}`],
    [c.label.navDate(), info.navDate ?? "—"],
    [c.label.aum(), aumText(c, info.aumUsd)],
    [c.label.launchDate(), info.launchDate ?? "—"],
    [c.label.category(), info.categoryName ?? info.category ?? "—"],
    [c.label.assetClass(), info.assetClass ? (c.assetClass[info.assetClass] ?? info.assetClass) : "—"],
    [c.label.company(), info.company ?? "—"],
    [c.label.riskLevel(), riskLevelText(c, info)],
    [c.label.rating(), ratingText(c, info)],
    [c.label.dividendPolicy(), dividendPolicy(c, info)],
    [c.label.benchmark(), info.benchmark?.name ?? "—"],
    [c.label.domicile(), info.domicile ? (c.domicile[info.domicile] ?? info.domicile) : "—"],
  ]);
  if (info.riskLevel === null) w.paragraph(c.text.notRated({ reasons: reasonsText(c, info) }), { size: 8.5 });
  w.heading(c.section.fees());
  w.keyValues(feeRows(c, info));
  w.heading(c.section.focus());
  w.paragraph(focusText(c, info));

  // growth of 10,000 over up to five years, dividends reinvested
  const series = performance.series;
  if (series.length > 1) {
    const lastMs = Date.parse(`${series[series.length - 1]![0]}T00:00:00Z`);
    const fromIso = isoOf(lastMs - Math.round(5 * 365.25) * dayMs);
    let from = series.findIndex((r) => r[0] >= fromIso);
    if (from < 0) from = 0;
    const cut = series.slice(from);
    const step = Math.max(1, Math.floor(cut.length / 400));
    const picked = cut.filter((_, i) => i % step === 0 || i === cut.length - 1);
    const base = picked[0]![2];
    w.heading(c.section.growth({ currency: info.currency }));
    w.lineChart({
      days: picked.map((r) => r[0]),
      values: picked.map((r) => (r[2] / base) * 10_000),
      format: (v) => num(v, 0),
    });
  }

  // cumulative returns, as the category averages are; annualized beside them from 3 years
  w.heading(c.section.trailing());
  const periodLabel = (k: string) =>
    k === "SI" ? c.label.sinceInception() : k === "YTD" ? c.label.ytd() : k;
  const periods = Object.entries(performance.periods).filter(([k]) => k !== "7D");
  w.table({
    headers: [
      c.label.period(),
      c.label.product(),
      c.label.categoryAverage(),
      c.label.quartile(),
      c.label.annualizedReturn(),
    ],
    rows: periods.map(([k, f]) => [
      periodLabel(k),
      pct(f.return),
      pct(f.categoryAverage),
      f.quartile === null ? "—" : String(f.quartile),
      pct(f.annualized),
    ]),
    widths: [0.28, 0.18, 0.18, 0.18, 0.18],
  });
  w.heading(c.section.calendar());
  calendarTable(w, c, data);

  w.heading(c.section.risk());
  const windows = (["1Y", "3Y", "5Y"] as const).map((k) => [k, performance.risk[k]] as const);
  w.table({
    headers: [
      c.label.window(),
      c.label.annualizedReturn(),
      c.label.volatility(),
      c.label.sharpe(),
      c.label.sortino(),
      c.label.maxDrawdown(),
    ],
    rows: windows.map(([k, r]) => [
      k,
      pct(r?.annualizedReturn),
      pct(r?.volatility),
      num(r?.sharpe),
      num(r?.sortino),
      pct(r?.maxDrawdown),
    ]),
    widths: [0.15, 0.17, 0.17, 0.17, 0.17, 0.17],
  });

  const holdings = latestOnOrBefore(data.holdings, null);
  w.heading(holdings ? c.section.holdingsAt({ date: holdings.asOf }) : c.section.holdings());
  holdingsTable(w, c, holdings);
  w.heading(c.section.allocation());
  allocations(w, c, data.distributions, null);

  w.heading(c.section.managers());
  if (data.managers.length === 0) w.paragraph(c.text.noData());
  else
    w.table({
      headers: [c.label.manager(), c.label.since()],
      rows: data.managers.map((m) => [m.name, m.startDate]),
      widths: [0.7, 0.3],
    });
}

function keyFacts(w: PdfWriter, c: DocumentCopy, data: DocumentData): void {
  const { info } = data;
  w.heading(c.section.facts());
  w.keyValues([
    [c.label.company(), info.company ?? "—"],
    [c.label.currency(), info.currency],
    [c.label.ter(), pct(info.fees.totalExpenseRatio)],
    [c.label.dividendPolicy(), dividendPolicy(c, info)],
    [c.label.launchDate(), info.launchDate ?? "—"],
    [c.label.domicile(), info.domicile ? (c.domicile[info.domicile] ?? info.domicile) : "—"],
    [c.label.riskLevel(), riskLevelText(c, info)],
    [c.label.aum(), aumText(c, info.aumUsd)],
  ]);
  w.heading(c.section.whatIs());
  w.paragraph(focusText(c, info));
  w.heading(c.section.keyRisks());
  w.paragraph(riskSentence(c, data));
  for (const r of keyRisks(c, data)) w.paragraph(`•  ${r}`);
  w.heading(c.section.performance());
  calendarTable(w, c, data);
  w.heading(c.section.guarantee());
  w.paragraph(c.text.guarantee());
  w.heading(c.section.fees());
  w.keyValues(feeRows(c, info));
}

function prospectus(w: PdfWriter, c: DocumentCopy, data: DocumentData): void {
  const { info } = data;
  w.paragraph(c.text.prospectusIntro());
  w.heading(c.section.terms());
  const authorisations = [
    info.sfcAuthorised ? c.label.sfc() : null,
    info.masRecognised ? c.label.mas() : null,
  ]
    .filter((x): x is string => x !== null)
    .join(c.listSeparator);
  const terms: Array<[string, string]> = [
    [c.label.productType(), info.productType === "etf" ? c.label.etf() : c.label.fund()],
    [c.label.shareClass(), info.shareClass ?? "—"],
    [c.label.currency(), info.currency],
    [c.label.dividendPolicy(), dividendPolicy(c, info)],
    [c.label.domicile(), info.domicile ? (c.domicile[info.domicile] ?? info.domicile) : "—"],
    [c.label.launchDate(), info.launchDate ?? "—"],
    [c.label.company(), info.company ?? "—"],
    [c.label.benchmark(), info.benchmark?.name ?? "—"],
    [c.label.authorisation(), authorisations || c.label.notAuthorised()],
    [c.label.hedged(), info.hedged ? c.label.yes() : c.label.no()],
    [c.label.cpfis(), info.cpfisEligible ? c.label.yes() : c.label.no()],
    [c.label.srs(), info.srsEligible ? c.label.yes() : c.label.no()],
    [c.label.category(), info.categoryName ?? info.category ?? "—"],
    [c.label.riskLevel(), riskLevelText(c, info)],
  ];
  w.keyValues(terms);
  w.paragraph(c.text.dealing());
  w.heading(c.section.focus());
  w.paragraph(focusText(c, info));
  w.heading(c.section.fees());
  w.keyValues(feeRows(c, info));
  w.heading(c.section.riskDisclosure());
  w.paragraph(riskSentence(c, data));
  for (const r of keyRisks(c, data)) w.paragraph(`•  ${r}`);
  w.paragraph(c.text.guarantee());
}

/** The report's period: the calendar year (annual) or January–June (semiannual) ending before it was published. */
export function reportPeriod(
  type: "annual" | "semiannual",
  published: string,
): { start: string; end: string } {
  const year = Number(published.slice(0, 4));
  if (type === "annual") return { start: `${year - 2}-12-31`, end: `${year - 1}-12-31` };
  const end = `${year}-06-30` < published ? `${year}-06-30` : `${year - 1}-06-30`;
  return { start: `${Number(end.slice(0, 4)) - 1}-12-31`, end };
}

function report(
  w: PdfWriter,
  c: DocumentCopy,
  data: DocumentData,
  input: { type: "annual" | "semiannual"; published: string },
): void {
  const { info, performance } = data;
  const { start, end } = reportPeriod(input.type, input.published);
  w.paragraph(c.text.reportIntro({ start, end }));
  // the NAV series: the last observation on or before each end of the period
  const series = performance.series;
  const at = (day: string) => {
    let k = -1;
    for (let i = 0; i < series.length && series[i]![0] <= day; i++) k = i;
    return k;
  };
  const endAt = at(end);
  let startAt = at(start);
  const short = startAt < 0;
  if (short) startAt = series.length > 0 && series[0]![0] <= end ? 0 : -1;
  w.heading(c.section.period());
  const rows: Array<[string, string]> = [
    [c.label.periodStart(), startAt >= 0 ? series[startAt]![0] : start],
    [c.label.periodEnd(), endAt >= 0 ? series[endAt]![0] : end],
    [c.label.navStart(), startAt >= 0 ? `${num(series[startAt]![1], 4)} ${info.currency}` : "—"],
    [c.label.navEnd(), endAt >= 0 ? `${num(series[endAt]![1], 4)} ${info.currency}` : "—"],
    [
      c.label.periodReturn(),
      startAt >= 0 && endAt > startAt ? pct(series[endAt]![2] / series[startAt]![2] - 1) : "—",
    ],
  ];
  const paid = data.dividends.filter((d) => d.date > start && d.date <= end).reverse();
  rows.push([
    c.label.paidTotal(),
    paid.length > 0
      ? `${num(
          paid.reduce((s, d) => s + d.amount, 0),
          4,
        )} ${info.currency}`
      : c.label.none(),
  ]);
  w.keyValues(rows);
  if (short) w.paragraph(c.text.shortHistory(), { size: 8.5 });

  // the points of the period, as a line
  if (startAt >= 0 && endAt > startAt) {
    const cut = series.slice(startAt, endAt + 1);
    const base = cut[0]![2];
    w.heading(c.section.growth({ currency: info.currency }));
    w.lineChart({
      days: cut.map((r) => r[0]),
      values: cut.map((r) => (r[2] / base) * 10_000),
      format: (v) => num(v, 0),
      height: 120,
    });
  }
  if (input.type === "annual") {
    w.heading(c.section.calendar());
    calendarTable(w, c, data, Number(end.slice(0, 4)));
  }

  w.heading(c.section.distributions());
  if (paid.length === 0) w.paragraph(c.text.noDistributions());
  else
    w.table({
      headers: [c.label.exDate(), c.label.amount()],
      rows: paid.map((d) => [d.date, `${num(d.amount, 4)} ${info.currency}`]),
      widths: [0.5, 0.5],
    });

  const holdings = latestOnOrBefore(data.holdings, end);
  w.heading(holdings ? c.section.holdingsAt({ date: holdings.asOf }) : c.section.holdings());
  holdingsTable(w, c, holdings);
  const anyAllocation = data.distributions.some((s) => s.asOf <= end);
  w.heading(c.section.allocationAt({ date: end }));
  if (anyAllocation) allocations(w, c, data.distributions, end);
  else w.paragraph(c.text.noData());
}
