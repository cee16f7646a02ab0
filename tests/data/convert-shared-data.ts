/**
 * Converts the real public data sets beside the checkout (../shared/data, see its README.md) into
 * the data import format (server/README.md "Data"), for `npm run data -- import DIR` and the
 * import tests:
 *
 *   npx tsx tests/data/convert-shared-data.ts OUT_DIR
 *
 * - reference/edhec.csv → 13 products; NAV = 100 × Π(1 + r) from 100 on 1996-12-31, monthly
 *   (the construction of server/analytics/reference.test.ts and the reference README).
 * - etf-prices-37 → 37 ETFs: NAV = the price; dividends derived so that the total-return index
 *   of server/analytics/series.ts reproduces the file's total-return index (deriveDividends below);
 *   ETFs_desc.csv for names, asset classes and regions; risk_free_daily.csv → riskfree.csv.
 * - world-indices-qrmdata/stock_indices_daily.csv → five world indices in benchmarks.csv, each in its own currency.
 *
 * The data sets are GPL or of unstated vendor terms: the output is for tests, never shipped.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parse } from "csv-parse/sync";
import { projectRoot } from "../../server/paths";
import { deriveDividends, dividendFrequency, writeCsv } from "./convert-support";

export const sharedDataDir = path.resolve(projectRoot, "../shared/data");

/** Product code of an EDHEC index column, e.g. "Long/Short Equity" → "EDHEC-LONG-SHORT-EQUITY". */
export function edhecCode(column: string): string {
  return `EDHEC-${column.toUpperCase().replace(/[^A-Z0-9]+/g, "-")}`;
}

/** The EDHEC NAVs start with this row (reference README). */
export const EDHEC_BASE = { date: "1996-12-31", nav: 100 };

/**
 * Indices written to benchmarks.csv: column of stock_indices_daily.csv → name and currency. The
 * file holds the Yahoo Finance closes of ^GSPC, ^HSI, ^N225, ^STOXX50E and ^FTSE (its
 * SOURCE.md), which are index points in the index's own currency, not converted to USD.
 */
const INDICES: Record<string, { name: string; currency: string }> = {
  SP500: { name: "S&P 500", currency: "USD" },
  HSI: { name: "Hang Seng Index", currency: "HKD" },
  NIKKEI: { name: "Nikkei 225", currency: "JPY" },
  EURSTOXX: { name: "EURO STOXX 50", currency: "EUR" },
  FTSE: { name: "FTSE 100", currency: "GBP" },
};

const ETF_REGIONS: Record<string, string> = {
  "United States of America": "us",
  Europe: "europe",
  Japan: "japan",
  Global: "global",
  "Global Ex US": "global",
  "Global Emerging Markets": "emerging_markets",
};
const ETF_ASSET_CLASSES: Record<string, string> = { Equity: "Stock", Bond: "Bond", Commodity: "Other" };

type Table = { header: string[]; rows: string[][] };

function readTable(file: string): Table {
  const records: string[][] = parse(readFileSync(file), { bom: true, skip_empty_lines: true, trim: true });
  const [header, ...rows] = records;
  if (!header) throw new Error(`${file} is empty`);
  return { header, rows };
}

/** "12/31/1999" → "1999-12-31" */
function isoFromUs(date: string): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date);
  if (!m) throw new Error(`unexpected date ${date}`);
  return `${m[3]}-${m[1]!.padStart(2, "0")}-${m[2]!.padStart(2, "0")}`;
}

export type DataSet = "edhec" | "etf" | "indices";

export interface ConvertSummary {
  outDir: string;
  files: { file: string; rows: number; note: string }[];
  /** Worst relative error of the ETFs' total-return index rebuilt from price + derived dividends. */
  worstTriError: { code: string; error: number };
}

type Cell = string | number | boolean | undefined;
interface Output {
  products: Cell[][];
  navs: Cell[][];
}

const PRODUCT_HEADER: string[] = [
  "code",
  "productType",
  "name",
  "symbol",
  "currency",
  "assetClass",
  "category",
  "region",
  "company",
  "launchDate",
  "dividendFrequency",
  "domicile",
  "distributing",
];

function convertEdhec(sharedDir: string, out: Output): string {
  const { header, rows } = readTable(path.join(sharedDir, "reference", "edhec.csv"));
  for (const [j, column] of header.entries()) {
    if (j === 0) continue;
    const code = edhecCode(column);
    out.products.push([
      code,
      "fund",
      `EDHEC ${column} Index`,
      undefined,
      "USD",
      "Other",
      "Hedge fund index",
      "global",
      "EDHEC-Risk Institute",
      EDHEC_BASE.date,
      "none",
      undefined,
      false,
    ]);
    let nav = EDHEC_BASE.nav;
    out.navs.push([code, EDHEC_BASE.date, nav, undefined]);
    for (const r of rows) {
      nav *= 1 + Number(r[j]);
      // String(nav) is the shortest text that parses back to the same double: NAVs stay exact
      out.navs.push([code, r[0], nav, undefined]);
    }
  }
  return `${header.length - 1} EDHEC indices, ${rows.length + 1} monthly NAVs each from ${EDHEC_BASE.date}`;
}

function convertEtfs(
  sharedDir: string,
  out: Output,
): { note: string; worst: ConvertSummary["worstTriError"]; dividends: number } {
  const dir = path.join(sharedDir, "etf-prices-37");
  const prices = readTable(path.join(dir, "ETFs_Prices.csv"));
  const tris = readTable(path.join(dir, "ETFs_TotalReturnIndices.csv"));
  const desc = new Map(readTable(path.join(dir, "ETFs_desc.csv")).rows.map((r) => [r[0]!, r]));
  if (prices.header.join() !== tris.header.join())
    throw new Error("prices and total-return indices have different columns");
  const dates = prices.rows.map((r) => isoFromUs(r[0]!));
  let worst = { code: "", error: 0 };
  let dividends = 0;
  for (const [j, ticker] of prices.header.entries()) {
    if (j === 0) continue;
    const at = prices.rows.flatMap((r, i) => (r[j] !== "NA" && tris.rows[i]![j] !== "NA" ? [i] : []));
    const price = Float64Array.from(at, (i) => Number(prices.rows[i]![j]));
    const tri = Float64Array.from(at, (i) => Number(tris.rows[i]![j]));
    const derived = deriveDividends(price, tri);
    if (derived.maxError > worst.error) worst = { code: ticker, error: derived.maxError };
    const paid = derived.dividend.filter((d) => d > 0).length;
    dividends += paid;
    const [, name, focus, type] = desc.get(ticker) ?? [];
    if (!name || !focus || !type) throw new Error(`ETFs_desc.csv has no row for ${ticker}`);
    const years = (Date.parse(dates[at.at(-1)!]!) - Date.parse(dates[at[0]!]!)) / (365.25 * 86_400_000);
    out.products.push([
      ticker,
      "etf",
      name,
      ticker,
      "USD",
      ETF_ASSET_CLASSES[type],
      `${focus} ${type}`,
      ETF_REGIONS[focus],
      name.split(" ")[0],
      undefined,
      dividendFrequency(paid, years),
      "US",
      paid > 0,
    ]);
    at.forEach((i, k) => {
      out.navs.push([
        ticker,
        dates[i],
        prices.rows[i]![j],
        derived.dividend[k]! > 0 ? derived.dividend[k] : undefined,
      ]);
    });
  }
  return { note: `${prices.header.length - 1} ETFs, daily ${dates[0]} … ${dates.at(-1)}`, worst, dividends };
}

function convertRiskFree(sharedDir: string): (string | number)[][] {
  const { rows } = readTable(path.join(sharedDir, "etf-prices-37", "risk_free_daily.csv"));
  // DGS3MO_daily_return is the 3-month bill yield / 252 (× 252 gives whole basis points on
  // every row), so the annual rate is recovered exactly up to float rounding
  return rows.map(([date, daily]) => ["USD", date!, Number((Number(daily) * 252).toFixed(10))]);
}

function convertIndices(sharedDir: string): string[][] {
  const { header, rows } = readTable(
    path.join(sharedDir, "world-indices-qrmdata", "stock_indices_daily.csv"),
  );
  const out: string[][] = [];
  for (const [column, { name, currency }] of Object.entries(INDICES)) {
    const j = header.indexOf(column);
    if (j < 0) throw new Error(`stock_indices_daily.csv has no column ${column}`);
    for (const r of rows) if (r[j]) out.push([column, name, currency, r[0]!, r[j]!]);
  }
  return out;
}

export function convertSharedData(input: {
  sharedDir?: string;
  outDir: string;
  sets?: readonly DataSet[];
}): ConvertSummary {
  const sharedDir = input.sharedDir ?? sharedDataDir;
  const sets = new Set(input.sets ?? ["edhec", "etf", "indices"]);
  mkdirSync(input.outDir, { recursive: true });
  const out: Output = { products: [], navs: [] };
  const notes: string[] = [];
  const summary: ConvertSummary = { outDir: input.outDir, files: [], worstTriError: { code: "", error: 0 } };
  const write = (file: string, header: string[], rows: Cell[][], note: string) => {
    writeCsv(path.join(input.outDir, file), header, rows);
    summary.files.push({ file, rows: rows.length, note });
  };
  if (sets.has("edhec")) notes.push(convertEdhec(sharedDir, out));
  let dividends = 0;
  if (sets.has("etf")) {
    const etf = convertEtfs(sharedDir, out);
    notes.push(etf.note);
    summary.worstTriError = etf.worst;
    dividends = etf.dividends;
  }
  write("products.csv", PRODUCT_HEADER, out.products, notes.join("; "));
  write(
    "navs.csv",
    ["code", "date", "nav", "dividend"],
    out.navs,
    `${dividends.toLocaleString("en")} dividends`,
  );
  if (sets.has("etf")) {
    const rf = convertRiskFree(sharedDir);
    write(
      "riskfree.csv",
      ["currency", "date", "annualRate"],
      rf,
      `USD 3-month bill, ${rf[0]?.[1]} … ${rf.at(-1)?.[1]}`,
    );
  }
  if (sets.has("indices")) {
    write(
      "benchmarks.csv",
      ["symbolCode", "name", "currency", "date", "level"],
      convertIndices(sharedDir),
      Object.entries(INDICES)
        .map(([code, i]) => `${code} (${i.currency})`)
        .join(", "),
    );
  }
  return summary;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error("usage: npx tsx tests/data/convert-shared-data.ts OUT_DIR");
    process.exit(2);
  }
  if (!existsSync(sharedDataDir)) {
    console.error(`${sharedDataDir} is absent: the shared data folder must sit beside the repository`);
    process.exit(1);
  }
  const started = Date.now();
  const summary = convertSharedData({ outDir });
  console.log(
    `Wrote ${path.resolve(outDir)} from ${sharedDataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
  );
  for (const f of summary.files)
    console.log(`  ${f.file.padEnd(15)} ${f.rows.toLocaleString("en").padStart(8)} rows  ${f.note}`);
  const { code, error } = summary.worstTriError;
  console.log(
    `  ETF total-return indices rebuilt from NAV + dividends: worst relative error ${error.toExponential(2)} (${code})`,
  );
  const others = readdirSync(outDir).filter(
    (f) => f.endsWith(".csv") && !summary.files.some((s) => s.file === f),
  );
  if (others.length > 0)
    console.log(`  note: ${outDir} also holds ${others.join(", ")}, which an import reads too`);
}
