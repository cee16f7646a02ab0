/**
 * The macro model's history built from public data sets in one folder (the evaluation of
 * `npm run macro:eval`): month-end levels, yields and cash on one monthly grid.
 *
 * What stands for each asset (a missing file leaves the asset out; `notCovered` says which):
 * - us_stock: S&P 500 with dividends reinvested and its earnings yield (shiller-sp500);
 * - us_long_treasury, us_short_treasury, us_ig_bond: constant-maturity par bonds priced from
 *   the 20-year (30- then 10-year where missing), 2-year (1-year) Treasury and the 10-year
 *   high-quality corporate yields (us-rates-monthly);
 * - japan_bond: a 10-year par bond on the JGB 10-year yield, with the 1-year JGB as its cash (jgb-yields);
 * - japan_stock, europe_stock, china_stock: Nikkei 225, Euro Stoxx 50 and the Shanghai
 *   Composite price indices (world-indices-qrmdata), without dividends or earnings;
 * - cash: the 3-month Treasury bill (monthly rate ÷ 12) except where an asset has its own.
 * Europe and China bonds have no public yield series there and are not evaluated.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { macroAssets } from "../../../shared/domain/product";
import type { MacroAssetHistory, MacroHistory } from "../../analytics";

type Monthly = Map<string, number>;

function readCsv(file: string): Record<string, string>[] {
  return parse(readFileSync(file, "utf8"), { columns: true, skip_empty_lines: true, bom: true });
}

/** "YYYY-MM" of "YYYY-MM-DD" or "M/D/YYYY". */
function monthKey(date: string): string | null {
  const iso = /^(\d{4})-(\d{2})/.exec(date);
  if (iso) return `${iso[1]}-${iso[2]}`;
  const us = /^(\d{1,2})\/\d{1,2}\/(\d{4})$/.exec(date);
  return us ? `${us[2]}-${us[1]!.padStart(2, "0")}` : null;
}

/** The last finite value of each month of one column (rows in date order). */
function monthEnd(rows: Record<string, string>[], column: string, scale = 1): Monthly {
  const out: Monthly = new Map();
  for (const r of rows) {
    const raw = r[column];
    const v = raw === undefined || raw === "" || raw === "NA" ? Number.NaN : Number(raw);
    const key = monthKey(r.Date ?? "");
    if (key && Number.isFinite(v)) out.set(key, v * scale);
  }
  return out;
}

const firstOf = (...series: Monthly[]): Monthly => {
  const out: Monthly = new Map();
  for (const s of [...series].reverse()) for (const [k, v] of s) out.set(k, v);
  return out;
};

/** Monthly total return of a par bond of `years` maturity bought at y0 and repriced at y1 a month later. */
function parBondReturn(y0: number, y1: number, years: number): number {
  const n = 2 * (years - 1 / 12);
  const disc = (1 + y1 / 2) ** -n;
  const annuity = Math.abs(y1) < 1e-9 ? n : (1 - disc) / (y1 / 2);
  const price = (y0 / 2) * annuity + disc;
  return price - 1 + y0 / 12;
}

function bondLevel(yields: Monthly, years: number, grid: string[]): Float64Array {
  const level = new Float64Array(grid.length).fill(Number.NaN);
  for (let i = 0; i < grid.length; i++) {
    const y1 = yields.get(grid[i]!);
    if (y1 === undefined) continue;
    const prev = i > 0 ? level[i - 1]! : Number.NaN;
    const y0 = i > 0 ? yields.get(grid[i - 1]!) : undefined;
    level[i] = Number.isFinite(prev) && y0 !== undefined ? prev * (1 + parBondReturn(y0, y1, years)) : 100;
  }
  return level;
}

const onGrid = (m: Monthly | undefined, grid: string[]) =>
  Float64Array.from(grid, (k) => m?.get(k) ?? Number.NaN);

export interface PublicHistory {
  history: MacroHistory;
  sources: Record<string, string>;
  notCovered: string[];
}

export function loadPublicHistory(dir: string): PublicHistory {
  const file = (...p: string[]) => path.join(dir, ...p);
  const has = (...p: string[]) => existsSync(file(...p));
  const sources: Record<string, string> = {};
  const rates = has("us-rates-monthly", "monthly.csv")
    ? readCsv(file("us-rates-monthly", "monthly.csv"))
    : [];
  const bill = monthEnd(rates, "TB3MS", 0.01);
  const gs10 = has("us-10y-yield", "monthly.csv")
    ? firstOf(
        monthEnd(readCsv(file("us-10y-yield", "monthly.csv")), "Rate", 0.01),
        monthEnd(rates, "GS10", 0.01),
      )
    : monthEnd(rates, "GS10", 0.01);

  type Spec = {
    id: string;
    type: "stock" | "bond";
    level: (grid: string[]) => Float64Array;
    yield?: Monthly;
    cashRate?: Monthly;
    tenYear?: Monthly;
    /** The months the asset has a level. */
    months: Monthly;
    source: string;
  };
  const specs: Spec[] = [];

  if (has("shiller-sp500", "data.csv")) {
    const rows = readCsv(file("shiller-sp500", "data.csv")).filter((r) => Number(r.Dividend) > 0);
    const price = monthEnd(rows, "SP500");
    const dividend = monthEnd(rows, "Dividend");
    const ey: Monthly = new Map();
    for (const [k, p] of price) {
      const e = Number(rows.find((r) => monthKey(r.Date ?? "") === k)?.Earnings);
      if (e > 0) ey.set(k, e / p);
    }
    specs.push({
      id: "us_stock",
      type: "stock",
      source: "shiller-sp500: S&P 500 with dividends, earnings yield",
      yield: ey,
      months: price,
      level: (grid) => {
        const level = new Float64Array(grid.length).fill(Number.NaN);
        for (let i = 0; i < grid.length; i++) {
          const p = price.get(grid[i]!);
          if (p === undefined) continue;
          const p0 = i > 0 ? price.get(grid[i - 1]!) : undefined;
          const prev = i > 0 ? level[i - 1]! : Number.NaN;
          level[i] =
            p0 !== undefined && Number.isFinite(prev)
              ? prev * ((p + (dividend.get(grid[i]!) ?? 0) / 12) / p0)
              : p;
        }
        return level;
      },
    });
  }
  if (rates.length > 0) {
    const long = firstOf(
      monthEnd(rates, "GS20", 0.01),
      monthEnd(rates, "GS30", 0.01),
      monthEnd(rates, "GS10", 0.01),
    );
    const short = firstOf(monthEnd(rates, "GS2", 0.01), monthEnd(rates, "GS1", 0.01));
    const ig = monthEnd(rates, "HQMCB10YR", 0.01);
    specs.push(
      {
        id: "us_long_treasury",
        type: "bond",
        yield: long,
        months: long,
        level: (g) => bondLevel(long, 20, g),
        source: "us-rates-monthly: 20-year par bond (30-, 10-year where missing)",
      },
      {
        id: "us_short_treasury",
        type: "bond",
        yield: short,
        months: short,
        level: (g) => bondLevel(short, 2, g),
        source: "us-rates-monthly: 2-year par bond (1-year where missing)",
      },
      {
        id: "us_ig_bond",
        type: "bond",
        yield: ig,
        months: ig,
        level: (g) => bondLevel(ig, 10, g),
        source: "us-rates-monthly: 10-year high-quality corporate par bond",
      },
    );
  }
  if (has("jgb-yields", "jgb_yields_daily.csv")) {
    const jgb = readCsv(file("jgb-yields", "jgb_yields_daily.csv"));
    const ten = monthEnd(jgb, "10Y", 0.01);
    const one = monthEnd(jgb, "1Y", 0.01);
    specs.push({
      id: "japan_bond",
      type: "bond",
      yield: ten,
      tenYear: ten,
      cashRate: one,
      months: ten,
      level: (g) => bondLevel(ten, 10, g),
      source: "jgb-yields: 10-year JGB par bond, 1-year JGB as cash",
    });
  }
  if (has("world-indices-qrmdata", "stock_indices_daily.csv")) {
    const idx = readCsv(file("world-indices-qrmdata", "stock_indices_daily.csv"));
    for (const [id, column] of [
      ["japan_stock", "NIKKEI"],
      ["europe_stock", "EURSTOXX"],
      ["china_stock", "SSEC"],
    ] as const) {
      const m = monthEnd(idx, column);
      specs.push({
        id,
        type: "stock",
        months: m,
        level: (g) => onGrid(m, g),
        source: `world-indices-qrmdata: ${column} price index`,
      });
    }
  }

  // the grid: every calendar month from the earliest to the latest month of any series
  const keys = new Set<string>([...bill.keys()]);
  for (const s of specs) for (const k of s.months.keys()) keys.add(k);
  const grid = gridBetween([...keys].sort());
  const cash = onGrid(bill, grid).map((r) => r / 12);
  const assets: MacroAssetHistory[] = specs.map((s) => {
    sources[s.id] = s.source;
    const cashRate = s.cashRate ? onGrid(s.cashRate, grid) : onGrid(bill, grid);
    return {
      id: s.id,
      type: s.type,
      level: s.level(grid),
      yield: onGrid(s.yield, grid),
      cash: s.cashRate ? cashRate.map((r) => r / 12) : cash,
      cashRate,
      tenYear: onGrid(s.tenYear ?? gs10, grid),
    };
  });
  assets.sort((a, b) => macroAssets.indexOf(a.id as never) - macroAssets.indexOf(b.id as never));
  return {
    history: { months: grid, assets },
    sources,
    notCovered: macroAssets.filter((a) => !specs.some((s) => s.id === a)),
  };
}

function gridBetween(sorted: string[]): string[] {
  if (sorted.length === 0) return [];
  const out: string[] = [];
  let [y, m] = sorted[0]!.split("-").map(Number) as [number, number];
  const last = sorted[sorted.length - 1]!;
  for (;;) {
    const k = `${y}-${String(m).padStart(2, "0")}`;
    out.push(k);
    if (k >= last) return out;
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
}
