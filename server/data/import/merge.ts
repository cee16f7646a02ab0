/**
 * Cross-file checks and the merge of new rows into the stored imported universe (or an empty
 * one): products known to every other file, each (key, date) once, every product with a NAV
 * history, stored values unchanged. Problems go to the IssueList; the caller writes nothing
 * when there are any.
 */
import { type Currency, companyCsvRowSchema, type Product, productCsvRowSchema } from "../batch";
import { importFiles, type Located, type RowOf } from "./files";
import type { IssueList } from "./issues";
import { mergeDocs } from "./merge-docs";
import {
  type CompanyNames,
  DEFAULT_BENCHMARK_CURRENCY,
  emptyUniverse,
  type ImportUniverse,
  NAV_CALENDAR,
} from "./model";
import { groupPoints, mergeNav, mergePoints } from "./points";
import type { ImportRows } from "./read-dir";

export interface AddedCounts {
  products: number;
  companies: number;
  navPoints: number;
  aumPoints: number;
  holdingSets: number;
  distributionSets: number;
  managers: number;
  documents: number;
  benchmarkPoints: number;
  riskFreePoints: number;
}

export function totalAdded(added: AddedCounts): number {
  return Object.values(added).reduce((a, b) => a + b, 0);
}

/** The smallest line number (rows are grouped in date order, errors point at the first in the file). */
function firstLine(lines: Int32Array): number {
  let first = Number.POSITIVE_INFINITY;
  for (const line of lines) first = Math.min(first, line);
  return first;
}

const productColumns = Object.keys(productCsvRowSchema.shape) as (keyof RowOf<"products">)[];

export function mergeImport(input: { stored: ImportUniverse | null; rows: ImportRows; issues: IssueList }): {
  universe: ImportUniverse;
  added: AddedCounts;
} {
  const { rows, issues } = input;
  const stored = input.stored ?? emptyUniverse();
  // with a rejected products.csv row, "unknown product" elsewhere would only echo that error
  const codesComplete = issues.countIn(importFiles.products.file) === 0;
  // likewise "no NAV history" when navs.csv itself was rejected
  const navsComplete = issues.countIn(importFiles.navs.file) === 0;
  const u: ImportUniverse = { ...stored, products: new Map(stored.products), navs: new Map(stored.navs) };
  const added: AddedCounts = {
    products: mergeProducts(u, rows.products, issues),
    companies: 0,
    navPoints: 0,
    aumPoints: 0,
    holdingSets: 0,
    distributionSets: 0,
    managers: 0,
    documents: 0,
    benchmarkPoints: 0,
    riskFreePoints: 0,
  };
  const reported = new Set<string>();
  /** Is `code` a product? Reports an unknown one once per file, at its first row. */
  const known = (file: string, code: string, line: number, count = 1): boolean => {
    if (u.products.has(code)) return true;
    if (codesComplete && !reported.has(`${file}\u0000${code}`)) {
      reported.add(`${file}\u0000${code}`);
      const rowsNote = count > 1 ? ` (${count.toLocaleString("en")} rows; the first is shown)` : "";
      issues.add(
        file,
        line,
        "code",
        `unknown product "${code}": not in products.csv nor imported before${rowsNote}`,
      );
    }
    return false;
  };

  const navFile = importFiles.navs.file;
  for (const [code, group] of rows.navs.groupByProduct(navFile, issues)) {
    if (!known(navFile, code, firstLine(group.lines), group.lines.length)) continue;
    const merged = mergeNav({ stored: stored.navs.get(code), rows: group, code, file: navFile, issues });
    u.navs.set(code, merged.history);
    added.navPoints += merged.added;
  }
  const withoutNav = new Set<string>();
  for (const p of rows.products) {
    if (!navsComplete || u.navs.has(p.code) || withoutNav.has(p.code)) continue;
    withoutNav.add(p.code);
    issues.add(
      importFiles.products.file,
      p.line,
      "code",
      `${p.code} has no rows in navs.csv: every product needs a NAV history`,
    );
  }

  const aumFile = importFiles.aum.file;
  u.aum = new Map(stored.aum);
  const aumRows = groupPoints({
    rows: rows.aum,
    key: (r) => r.code,
    date: (r) => r.date,
    value: (r) => r.aumUsd,
    file: aumFile,
    dateColumn: "date",
    issues,
  });
  for (const [code, points] of aumRows) {
    if (!known(aumFile, code, firstLine(points.lines), points.lines.length)) continue;
    const merged = mergePoints({
      stored: stored.aum.get(code),
      rows: points,
      label: code,
      file: aumFile,
      column: "aumUsd",
      issues,
    });
    u.aum.set(code, merged.history);
    added.aumPoints += merged.added;
  }

  added.companies = mergeCompanies(u, stored, rows.companies, issues, codesComplete);

  const docs = mergeDocs({ stored, rows, issues, known });
  Object.assign(u, docs.lists);
  added.holdingSets = docs.added.holdings;
  added.distributionSets = docs.added.distributions;
  added.managers = docs.added.managers;
  added.documents = docs.added.documents;

  added.benchmarkPoints = mergeBenchmarks(u, stored, rows.benchmarks, issues);
  const rfFile = importFiles.riskfree.file;
  u.riskFree = new Map(stored.riskFree);
  const rfRows = groupPoints({
    rows: rows.riskfree,
    key: (r) => r.currency,
    date: (r) => r.date,
    value: (r) => r.annualRate,
    file: rfFile,
    dateColumn: "date",
    issues,
  });
  for (const [currency, points] of rfRows) {
    const key = currency as Currency;
    const merged = mergePoints({
      stored: stored.riskFree.get(key),
      rows: points,
      label: `the ${currency} rate`,
      file: rfFile,
      column: "annualRate",
      issues,
    });
    u.riskFree.set(key, merged.history);
    added.riskFreePoints += merged.added;
  }
  return { universe: u, added };
}

/** New products are added; a product imported before must come with the same values. */
function mergeProducts(u: ImportUniverse, rows: Located<RowOf<"products">>[], issues: IssueList): number {
  const file = importFiles.products.file;
  const seen = new Map<string, number>();
  let added = 0;
  for (const { line, ...row } of rows) {
    const first = seen.get(row.code);
    if (first !== undefined) {
      issues.add(file, line, "code", `duplicate of row ${first} (product ${row.code})`);
      continue;
    }
    seen.set(row.code, line);
    const before = u.products.get(row.code);
    if (!before) {
      u.products.set(row.code, { ...row, isDemo: false, calendar: NAV_CALENDAR } satisfies Product);
      added++;
      continue;
    }
    for (const column of productColumns) {
      if (before[column] === row[column]) continue;
      const shown = (v: unknown) => (v === undefined ? "(blank)" : JSON.stringify(v));
      issues.add(
        file,
        line,
        column,
        `conflicts with the stored value ${shown(before[column])} of ${row.code} (${shown(row[column])} in the file)`,
      );
    }
  }
  return added;
}

const companyColumns = (Object.keys(companyCsvRowSchema.shape) as (keyof RowOf<"companies">)[]).filter(
  (c): c is keyof CompanyNames => c !== "name",
);

/**
 * companies.csv names the companies products.csv refers to in `company`: each once, a company
 * of some product (of this batch or imported before); one imported before keeps its names.
 */
function mergeCompanies(
  u: ImportUniverse,
  stored: ImportUniverse,
  rows: Located<RowOf<"companies">>[],
  issues: IssueList,
  codesComplete: boolean,
): number {
  const file = importFiles.companies.file;
  u.companies = new Map(stored.companies);
  const named = new Set<string>();
  for (const p of u.products.values()) if (p.company) named.add(p.company);
  const seen = new Map<string, number>();
  let added = 0;
  for (const { line, name, ...names } of rows) {
    const first = seen.get(name);
    if (first !== undefined) {
      issues.add(file, line, "name", `duplicate of row ${first} (company ${JSON.stringify(name)})`);
      continue;
    }
    seen.set(name, line);
    if (!named.has(name)) {
      // with a rejected products.csv row this would only echo that error
      if (codesComplete)
        issues.add(
          file,
          line,
          "name",
          `unknown company ${JSON.stringify(name)}: no product in products.csv nor imported before has it as its company`,
        );
      continue;
    }
    const entry: CompanyNames = {};
    for (const column of companyColumns) if (names[column] !== undefined) entry[column] = names[column];
    const before = stored.companies.get(name);
    if (!before) {
      u.companies.set(name, entry);
      added++;
      continue;
    }
    for (const column of companyColumns) {
      if (before[column] === entry[column]) continue;
      const shown = (v: unknown) => (v === undefined ? "(blank)" : JSON.stringify(v));
      issues.add(
        file,
        line,
        column,
        `conflicts with the stored value ${shown(before[column])} of ${JSON.stringify(name)} (${shown(entry[column])} in the file)`,
      );
    }
  }
  return added;
}

function mergeBenchmarks(
  u: ImportUniverse,
  stored: ImportUniverse,
  rows: Located<RowOf<"benchmarks">>[],
  issues: IssueList,
): number {
  const file = importFiles.benchmarks.file;
  u.benchmarks = new Map(stored.benchmarks);
  const names = new Map<string, { name: string; line: number }>();
  /** The currency a benchmark's rows state (blank ones state none), with its first row. */
  const currencies = new Map<string, { currency: Currency; line: number }>();
  for (const row of rows) {
    if (row.currency !== undefined) {
      const stated = currencies.get(row.symbolCode);
      const storedCurrency = stored.benchmarks.get(row.symbolCode)?.currency;
      if (!stated) {
        currencies.set(row.symbolCode, { currency: row.currency, line: row.line });
        if (storedCurrency !== undefined && storedCurrency !== row.currency) {
          issues.add(
            file,
            row.line,
            "currency",
            `conflicts with the stored currency ${storedCurrency} of ${row.symbolCode}`,
          );
        }
      } else if (stated.currency !== row.currency) {
        issues.add(
          file,
          row.line,
          "currency",
          `${row.symbolCode} is in ${stated.currency} on row ${stated.line}; one benchmark has one currency`,
        );
      }
    }
    const first = names.get(row.symbolCode);
    const storedName = stored.benchmarks.get(row.symbolCode)?.name;
    if (!first) {
      names.set(row.symbolCode, { name: row.name, line: row.line });
      if (storedName !== undefined && storedName !== row.name) {
        issues.add(
          file,
          row.line,
          "name",
          `conflicts with the stored name ${JSON.stringify(storedName)} of ${row.symbolCode}`,
        );
      }
    } else if (first.name !== row.name) {
      issues.add(
        file,
        row.line,
        "name",
        `${row.symbolCode} is named ${JSON.stringify(first.name)} on row ${first.line}; one benchmark has one name`,
      );
    }
  }
  let added = 0;
  const groups = groupPoints({
    rows,
    key: (r) => r.symbolCode,
    date: (r) => r.date,
    value: (r) => r.level,
    file,
    dateColumn: "date",
    issues,
  });
  for (const [symbolCode, points] of groups) {
    const before = stored.benchmarks.get(symbolCode);
    const merged = mergePoints({
      stored: before,
      rows: points,
      label: symbolCode,
      file,
      column: "level",
      issues,
    });
    added += merged.added;
    u.benchmarks.set(symbolCode, {
      ...merged.history,
      name: names.get(symbolCode)!.name,
      currency: before?.currency ?? currencies.get(symbolCode)?.currency ?? DEFAULT_BENCHMARK_CURRENCY,
    });
  }
  return added;
}
