/**
 * Realism check of the demo market: the monthly-return volatility of eight FPX indices and
 * five correlations between them, set against real markets (S&P 500, Euro Stoxx 50, Nikkei
 * 225, Hang Seng, CSI 300 and the US ETFs TLT, SHY, LQD over 2005-05..2015-12). Only the
 * market is built (factors, rates, indices), not the products, so a seed takes a second.
 *
 * The real figures are constants here (measured once on the public data sets beside the
 * checkout); when that folder is present, `realFigures` recomputes them from the files and
 * the report says which source each row uses. Bands: a volatility within ±20% of the real
 * one, a correlation within ±0.15.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Currency, toDayNumber } from "../batch";
import { buildCalendars } from "./calendar";
import { gridStartDay } from "./generate";
import { INDEX_BY_ID } from "./indices";
import { buildMarket, indexLevels } from "./market";

/** The window the real figures are measured on (monthly returns of these months). */
export const REAL_WINDOW = { from: "2005-05", to: "2015-12" } as const;
export const VOL_BAND = 0.2;
export const CORR_BAND = 0.15;

interface RealSource {
  file: "stock_indices_daily.csv" | "ETFs_TotalReturnIndices.csv";
  column: string;
}

export interface RealismIndex {
  /** Demo index id (symbol FPX<id>). */
  id: string;
  /** The real series it is compared with. */
  real: string;
  /** Annualized volatility of monthly returns of the real series over REAL_WINDOW. */
  referenceVol: number;
  source: RealSource;
}

const stock = (column: string): RealSource => ({ file: "stock_indices_daily.csv", column });
const etf = (column: string): RealSource => ({ file: "ETFs_TotalReturnIndices.csv", column });

export const REALISM_INDICES: readonly RealismIndex[] = [
  { id: "US500", real: "S&P 500", referenceVol: 0.147, source: stock("SP500") },
  { id: "EU350", real: "Euro Stoxx 50", referenceVol: 0.178, source: stock("EURSTOXX") },
  { id: "JP225", real: "Nikkei 225", referenceVol: 0.201, source: stock("NIKKEI") },
  { id: "HK50", real: "Hang Seng", referenceVol: 0.22, source: stock("HSI") },
  { id: "CSA300", real: "CSI 300", referenceVol: 0.333, source: stock("CSI") },
  { id: "UST20", real: "TLT", referenceVol: 0.138, source: etf("TLT") },
  { id: "UST13", real: "SHY", referenceVol: 0.0135, source: etf("SHY") },
  { id: "USCORP", real: "LQD", referenceVol: 0.077, source: etf("LQD") },
];

export interface RealismPair {
  a: string;
  b: string;
  referenceCorr: number;
}

export const REALISM_PAIRS: readonly RealismPair[] = [
  { a: "US500", b: "UST20", referenceCorr: -0.31 },
  { a: "UST20", b: "USCORP", referenceCorr: 0.49 },
  { a: "US500", b: "EU350", referenceCorr: 0.84 },
  { a: "US500", b: "HK50", referenceCorr: 0.69 },
  { a: "US500", b: "CSA300", referenceCorr: 0.33 },
];

/** Monthly log returns by index id. */
type Monthly = Map<string, number[]>;

export function annualizedMonthlyVol(r: readonly number[]): number {
  const mean = r.reduce((a, b) => a + b, 0) / r.length;
  return Math.sqrt((r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length - 1)) * 12);
}

export function correlation(x: readonly number[], y: readonly number[]): number {
  const n = Math.min(x.length, y.length);
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i] as number;
    my += y[i] as number;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - mx;
    const dy = (y[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Log returns between the last observation of consecutive months (YYYY-MM keys, ascending). */
function monthlyReturns(points: readonly { month: string; level: number }[]): Map<string, number> {
  const last = new Map<string, number>();
  for (const p of points) if (Number.isFinite(p.level) && p.level > 0) last.set(p.month, p.level);
  const months = [...last.keys()].sort();
  const out = new Map<string, number>();
  for (let k = 1; k < months.length; k++)
    out.set(
      months[k] as string,
      Math.log((last.get(months[k] as string) as number) / (last.get(months[k - 1] as string) as number)),
    );
  return out;
}

const monthOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 7);

/** The demo market's monthly index returns (each index in its own currency, on its calendar). */
export function demoMonthlyReturns(opts: { seed: number; asOf: string }): Monthly {
  const asOfDay = toDayNumber(opts.asOf);
  const calendars = buildCalendars(gridStartDay(asOfDay), asOfDay);
  const market = buildMarket(opts.seed >>> 0, calendars);
  const byIndex = new Map<string, Map<string, number>>();
  for (const { id } of REALISM_INDICES) {
    const d = INDEX_BY_ID.get(id);
    if (!d) throw new Error(`unknown index ${id}`);
    const cal = calendars.market[d.market];
    const level = indexLevels(market, id, d.currency as Currency, cal);
    byIndex.set(
      id,
      monthlyReturns(Array.from(cal.days, (day, i) => ({ month: monthOf(day), level: level[i] as number }))),
    );
  }
  return aligned(byIndex, (m) => m !== monthOf(asOfDay) || isMonthEnd(asOfDay));
}

const isMonthEnd = (day: number) => monthOf(day + 1) !== monthOf(day);

/** Returns of the months every series has (and `keep` accepts), in month order. */
function aligned(byIndex: Map<string, Map<string, number>>, keep: (month: string) => boolean): Monthly {
  const series = [...byIndex.values()];
  const months = [...(series[0]?.keys() ?? [])]
    .filter((m) => keep(m) && series.every((s) => s.has(m)))
    .sort();
  return new Map([...byIndex].map(([id, s]) => [id, months.map((m) => s.get(m) as number)]));
}

/** The folder of the public data sets beside the checkout, when present. */
export function defaultRealDataDir(projectRoot: string): string {
  return path.resolve(projectRoot, "../shared/data");
}

function readCsvColumns(file: string, columns: readonly string[]): { date: string; values: number[] }[] {
  const lines = readFileSync(file, "utf8")
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter(Boolean);
  const header = (lines[0] as string).split(",").map((h) => h.replace(/"/g, ""));
  const at = columns.map((c) => header.indexOf(c));
  if (at.some((i) => i < 0)) throw new Error(`${file}: missing one of ${columns.join(", ")}`);
  return lines.slice(1).map((line) => {
    const cells = line.split(",").map((c) => c.replace(/"/g, ""));
    const raw = cells[0] as string;
    // ISO dates, or M/D/YYYY
    const mdy = raw.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
    const date = mdy
      ? `${mdy[3]}-${(mdy[1] as string).padStart(2, "0")}-${(mdy[2] as string).padStart(2, "0")}`
      : raw;
    return { date, values: at.map((i) => Number.parseFloat(cells[i] ?? "")) };
  });
}

/**
 * Monthly returns of the real series over REAL_WINDOW, read from the public data sets
 * (world-indices-qrmdata, etf-prices-37); undefined when the files are absent.
 */
export function realMonthlyReturns(dataDir: string): Monthly | undefined {
  const dirs = {
    "stock_indices_daily.csv": path.join(dataDir, "world-indices-qrmdata"),
    "ETFs_TotalReturnIndices.csv": path.join(dataDir, "etf-prices-37"),
  } as const;
  const byIndex = new Map<string, Map<string, number>>();
  for (const file of Object.keys(dirs) as (keyof typeof dirs)[]) {
    const full = path.join(dirs[file], file);
    if (!existsSync(full)) return undefined;
    const wanted = REALISM_INDICES.filter((d) => d.source.file === file);
    const rows = readCsvColumns(
      full,
      wanted.map((d) => d.source.column),
    );
    wanted.forEach((d, k) => {
      byIndex.set(
        d.id,
        monthlyReturns(rows.map((r) => ({ month: r.date.slice(0, 7), level: r.values[k] as number }))),
      );
    });
  }
  return aligned(byIndex, (m) => m >= REAL_WINDOW.from && m <= REAL_WINDOW.to);
}

export interface RealismRow {
  kind: "vol" | "corr";
  label: string;
  real: number;
  /** "data" when computed from the public data sets, "reference" when the constant. */
  realSource: "data" | "reference";
  demo: number;
  /** vol: demo ÷ real; corr: demo − real. */
  gap: number;
  pass: boolean;
}

export interface RealismReport {
  seed: number;
  asOf: string;
  months: number;
  realMonths: number | undefined;
  rows: RealismRow[];
  pass: boolean;
}

/** The band check of one seed's demo market against real figures (computed when `real` is given). */
export function realismReport(opts: { seed: number; asOf: string; real?: Monthly }): RealismReport {
  const demo = demoMonthlyReturns(opts);
  const { real } = opts;
  const series = (m: Monthly, id: string) => m.get(id) ?? [];
  const rows: RealismRow[] = [];
  for (const d of REALISM_INDICES) {
    const demoVol = annualizedMonthlyVol(series(demo, d.id));
    const realVol = real ? annualizedMonthlyVol(series(real, d.id)) : d.referenceVol;
    const ratio = demoVol / realVol;
    rows.push({
      kind: "vol",
      label: `FPX${d.id} vs ${d.real}`,
      real: realVol,
      realSource: real ? "data" : "reference",
      demo: demoVol,
      gap: ratio,
      pass: Math.abs(ratio - 1) <= VOL_BAND,
    });
  }
  const name = (id: string) => REALISM_INDICES.find((d) => d.id === id)?.real ?? id;
  for (const p of REALISM_PAIRS) {
    const demoCorr = correlation(series(demo, p.a), series(demo, p.b));
    const realCorr = real ? correlation(series(real, p.a), series(real, p.b)) : p.referenceCorr;
    rows.push({
      kind: "corr",
      label: `corr ${name(p.a)}–${name(p.b)}`,
      real: realCorr,
      realSource: real ? "data" : "reference",
      demo: demoCorr,
      gap: demoCorr - realCorr,
      pass: Math.abs(demoCorr - realCorr) <= CORR_BAND,
    });
  }
  return {
    seed: opts.seed,
    asOf: opts.asOf,
    months: series(demo, "US500").length,
    realMonths: real ? series(real, "US500").length : undefined,
    rows,
    pass: rows.every((r) => r.pass),
  };
}

/** The report as a plain-text table. */
export function formatRealism(report: RealismReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(x < 0.05 ? 2 : 1)}%`;
  const num = (x: number) => x.toFixed(2);
  const source =
    report.realMonths === undefined
      ? "real figures: reference constants (public data sets not found)"
      : `real figures: computed from the public data sets, ${report.realMonths} months ${REAL_WINDOW.from}..${REAL_WINDOW.to}`;
  const lines = [
    `Demo market realism, seed ${report.seed}, as of ${report.asOf}: ${report.months} monthly returns; ${source}`,
    `${"series".padEnd(34)}${"real".padStart(9)}${"demo".padStart(9)}${"ratio/Δ".padStart(9)}  band`,
  ];
  for (const r of report.rows) {
    const fmt = r.kind === "vol" ? pct : num;
    const band = r.kind === "vol" ? `±${VOL_BAND * 100}%` : `±${CORR_BAND}`;
    const gap = r.kind === "vol" ? num(r.gap) : `${r.gap >= 0 ? "+" : ""}${num(r.gap)}`;
    lines.push(
      `${(r.kind === "vol" ? `vol ${r.label}` : r.label).padEnd(34)}${fmt(r.real).padStart(9)}${fmt(r.demo).padStart(9)}${gap.padStart(9)}  ${r.pass ? "ok" : "FAIL"} (${band})`,
    );
  }
  lines.push(report.pass ? "all within band" : `${report.rows.filter((r) => !r.pass).length} outside band`);
  return lines.join("\n");
}
