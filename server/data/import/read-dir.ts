/**
 * Reads an import directory: which files are there (products.csv and navs.csv required, the
 * others optional, nothing unexpected), then every row of every file, validated.
 */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { toDayNumber } from "../batch";
import type { Progress } from "../progress";
import { readCsvFile } from "./csv-reader";
import { type ImportFileKey, type ImportFileSpec, importFiles, type Located, type RowOf } from "./files";
import type { IssueList } from "./issues";
import { NavRows } from "./nav-rows";

type RowLists = { [K in Exclude<ImportFileKey, "navs">]: Located<RowOf<K>>[] };

export interface ImportRows extends RowLists {
  navs: NavRows;
  /** Files present in the directory. */
  present: Set<ImportFileKey>;
}

const fileKeys = Object.keys(importFiles) as ImportFileKey[];

export async function readImportDir(input: {
  dir: string;
  issues: IssueList;
  progress: Progress;
}): Promise<ImportRows> {
  const { dir, issues, progress } = input;
  const rows: ImportRows = {
    products: [],
    companies: [],
    navs: new NavRows(),
    aum: [],
    holdings: [],
    distributions: [],
    managers: [],
    documents: [],
    benchmarks: [],
    riskfree: [],
    present: new Set(),
  };
  let names: string[];
  try {
    if (!(await stat(dir)).isDirectory()) throw new Error("not a directory");
    names = await readdir(dir);
  } catch (err) {
    issues.add(dir, null, null, `cannot read the import directory (${(err as Error).message})`);
    return rows;
  }
  const expected = new Set(fileKeys.map((k) => importFiles[k].file));
  for (const name of names.filter((n) => n.toLowerCase().endsWith(".csv") && !expected.has(n)).sort()) {
    issues.add(name, null, null, `unknown file (the import format has: ${[...expected].join(", ")})`);
  }
  for (const key of fileKeys) {
    const { file, required } = importFiles[key];
    if (names.includes(file)) rows.present.add(key);
    else if (required) issues.add(file, null, null, "required file is missing");
  }

  const sizes = new Map<ImportFileKey, number>();
  for (const key of rows.present) sizes.set(key, (await stat(path.join(dir, importFiles[key].file))).size);
  const totalBytes = [...sizes.values()].reduce((a, b) => a + b, 0);
  let doneBytes = 0;
  for (const key of fileKeys.filter((k) => rows.present.has(k))) {
    const spec: ImportFileSpec = importFiles[key];
    const onRow = rowSink(rows, key);
    const result = await readCsvFile({
      path: path.join(dir, spec.file),
      spec,
      issues,
      onRow,
      onProgress: (bytes) => progress.update(doneBytes + bytes, totalBytes, "Reading import files (bytes)"),
    });
    doneBytes += sizes.get(key) ?? 0;
    if (result.headerOk && result.rows === 0 && spec.required) {
      issues.add(
        spec.file,
        null,
        null,
        "no data rows: a required file needs at least one row below its header",
      );
    }
  }
  return rows;
}

/** Where a validated row of `key` goes: NAVs into the columnar store, the rest into lists. */
function rowSink(rows: ImportRows, key: ImportFileKey): (row: z.output<z.ZodObject>, line: number) => void {
  if (key === "navs") {
    // a NAV file repeats a few thousand dates millions of times
    const days = new Map<string, number>();
    return (row, line) => {
      const r = row as RowOf<"navs">;
      let day = days.get(r.date);
      if (day === undefined) {
        day = toDayNumber(r.date);
        days.set(r.date, day);
      }
      rows.navs.push({ code: r.code, day, nav: r.nav, dividend: r.dividend ?? 0, line });
    };
  }
  const list = rows[key] as Located<Record<string, unknown>>[];
  return (row, line) => {
    list.push({ ...row, line });
  };
}
