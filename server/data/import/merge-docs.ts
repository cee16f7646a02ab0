/**
 * The per-product lists of an import (holdings, distributions, managers, documents), merged
 * with the stored ones. A list item is identified by its key; an item already stored must be
 * identical, new ones are added. A holdings or distribution snapshot (code, asOf[, dimension])
 * is compared whole: the error names the first row that differs.
 */
import type { DistributionSet, DocumentRow, HoldingSet, Manager } from "../batch";
import { importFiles, type Located, type RowOf } from "./files";
import type { IssueList } from "./issues";
import type { ImportUniverse } from "./model";
import type { ImportRows } from "./read-dir";

type Lists = Pick<ImportUniverse, "holdings" | "distributions" | "managers" | "documents">;
type Known = (file: string, code: string, line: number) => boolean;
type Loose = Record<string, unknown>;

const keyOf = (...parts: string[]) => parts.join("\u0000");
const shown = (v: unknown) => (v === undefined ? "(blank)" : JSON.stringify(v));

/** Groups rows by key in file order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** Reports an item key repeated inside one snapshot. */
function reportRepeats<T extends { line: number }>(
  groups: Iterable<T[]>,
  key: (r: T) => string,
  file: string,
  column: string,
  issues: IssueList,
) {
  for (const rows of groups) {
    const seen = new Map<string, number>();
    for (const row of rows) {
      const first = seen.get(key(row));
      if (first !== undefined)
        issues.add(file, row.line, column, `duplicate of row ${first} in the same snapshot`);
      else seen.set(key(row), row.line);
    }
  }
}

/** A snapshot's rows against the stored items: the first differing row and column, if any. */
function snapshotDifference(
  stored: readonly Loose[],
  rows: readonly Located<Loose>[],
  fields: readonly string[],
) {
  for (const [i, row] of rows.entries()) {
    const before = stored[i];
    if (!before)
      return { line: row.line, column: null, message: `the stored snapshot has only ${stored.length} rows` };
    const column = fields.find((f) => before[f] !== row[f]);
    if (column) return { line: row.line, column, message: `the stored value is ${shown(before[column])}` };
  }
  if (stored.length === rows.length) return undefined;
  return {
    line: rows.at(-1)!.line,
    column: null,
    message: `the stored snapshot has ${stored.length} rows, the file ${rows.length}`,
  };
}

/** Adds each new snapshot; a stored one must be identical. */
function mergeSnapshots<S extends { code: string }, R extends { code: string; line: number }>(input: {
  file: string;
  what: string;
  stored: readonly S[];
  groups: Map<string, R[]>;
  keyOfSet: (set: S) => string;
  build: (rows: R[]) => S;
  fields: readonly string[];
  issues: IssueList;
  known: Known;
}): { sets: S[]; added: number } {
  const byKey = new Map(input.stored.map((s) => [input.keyOfSet(s), s]));
  let added = 0;
  for (const [key, rows] of input.groups) {
    const first = rows[0]!;
    if (!input.known(input.file, first.code, first.line)) continue;
    const before = byKey.get(key);
    if (!before) {
      byKey.set(key, input.build(rows));
      added++;
      continue;
    }
    const storedItems = (before as unknown as { items: Loose[] }).items;
    const diff = snapshotDifference(storedItems, rows as unknown as Located<Loose>[], input.fields);
    if (diff)
      input.issues.add(
        input.file,
        diff.line,
        diff.column,
        `${input.what} differs from the stored one: ${diff.message}`,
      );
  }
  return { sets: [...byKey.values()], added };
}

/** Adds each new keyed item; a stored one must carry the same values. */
function mergeKeyed<T extends { code: string }>(input: {
  file: string;
  stored: readonly T[];
  rows: readonly Located<T>[];
  key: (item: T) => string;
  keyColumn: string;
  fields: readonly (keyof T & string)[];
  issues: IssueList;
  known: Known;
}): { items: T[]; added: number } {
  const byKey = new Map(input.stored.map((item) => [input.key(item), item]));
  const lines = new Map<string, number>();
  let added = 0;
  for (const { line, ...rest } of input.rows) {
    const item = rest as unknown as T;
    const key = input.key(item);
    const first = lines.get(key);
    if (first !== undefined) {
      input.issues.add(input.file, line, input.keyColumn, `duplicate of row ${first}`);
      continue;
    }
    lines.set(key, line);
    if (!input.known(input.file, item.code, line)) continue;
    const before = byKey.get(key);
    if (!before) {
      byKey.set(key, item);
      added++;
      continue;
    }
    for (const f of input.fields) {
      if (before[f] !== item[f])
        input.issues.add(input.file, line, f, `conflicts with the stored value ${shown(before[f])}`);
    }
  }
  return { items: [...byKey.values()], added };
}

export function mergeDocs(input: {
  stored: ImportUniverse;
  rows: ImportRows;
  issues: IssueList;
  known: Known;
}): {
  lists: Lists;
  added: Record<keyof Lists, number>;
} {
  const { stored, rows, issues, known } = input;
  const holdingsFile = importFiles.holdings.file;
  const holdingGroups = groupBy(rows.holdings, (r) => keyOf(r.code, r.asOf));
  reportRepeats(holdingGroups.values(), (r) => keyOf(r.name, r.ticker ?? ""), holdingsFile, "name", issues);
  const holdings = mergeSnapshots<HoldingSet, Located<RowOf<"holdings">>>({
    file: holdingsFile,
    what: "the holdings snapshot",
    stored: stored.holdings,
    groups: holdingGroups,
    keyOfSet: (s) => keyOf(s.code, s.asOf),
    build: (g) => ({
      code: g[0]!.code,
      asOf: g[0]!.asOf,
      items: g.map(({ name, ticker, weight, assetClass, sector, country }) => ({
        name,
        ticker,
        weight,
        assetClass,
        sector,
        country,
      })),
    }),
    fields: ["name", "ticker", "weight", "assetClass", "sector", "country"],
    issues,
    known,
  });

  const distributionsFile = importFiles.distributions.file;
  const distGroups = groupBy(rows.distributions, (r) => keyOf(r.code, r.asOf, r.dimension));
  reportRepeats(distGroups.values(), (r) => r.label, distributionsFile, "label", issues);
  const distributions = mergeSnapshots<DistributionSet, Located<RowOf<"distributions">>>({
    file: distributionsFile,
    what: "the distribution snapshot",
    stored: stored.distributions,
    groups: distGroups,
    keyOfSet: (s) => keyOf(s.code, s.asOf, s.dimension),
    build: (g) => ({
      code: g[0]!.code,
      asOf: g[0]!.asOf,
      dimension: g[0]!.dimension,
      items: g.map(({ label, weight }) => ({ label, weight })),
    }),
    fields: ["label", "weight"],
    issues,
    known,
  });

  const managers = mergeKeyed<Manager>({
    file: importFiles.managers.file,
    stored: stored.managers,
    rows: rows.managers,
    key: (m) => keyOf(m.code, m.name),
    keyColumn: "name",
    fields: ["startDate", "biography"],
    issues,
    known,
  });
  const documents = mergeKeyed<DocumentRow>({
    file: importFiles.documents.file,
    stored: stored.documents,
    rows: rows.documents,
    key: (d) => keyOf(d.code, d.type, d.lang, d.date),
    keyColumn: "date",
    fields: ["title", "url"],
    issues,
    known,
  });
  return {
    lists: {
      holdings: holdings.sets,
      distributions: distributions.sets,
      managers: managers.items,
      documents: documents.items,
    },
    added: {
      holdings: holdings.added,
      distributions: distributions.added,
      managers: managers.added,
      documents: documents.added,
    },
  };
}
