/**
 * Streams one import CSV file through csv-parse, checks its header against the file's row
 * schema and validates every row with it. Rows are handed to `onRow` one at a time so a large
 * navs.csv never exists as an array of objects; problems go to the shared IssueList.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Transform, type TransformCallback } from "node:stream";
import { CsvError, parse } from "csv-parse";
import type { z } from "zod";
import { columnsOf, type ImportFileSpec } from "./files";
import type { IssueList } from "./issues";
import { describeIssue } from "./messages";

const CR = 0x0d;
const LF = 0x0a;

/**
 * CRLF → LF before parsing, so that a line break inside a quoted field is one character and
 * line numbers can be counted from the records (see readCsvFile). csv-parse's own error
 * positions count the CR and the LF of a CRLF as two lines; with LF only they are exact too.
 * Counts the source bytes for progress.
 */
export function normalizeLineEnds(onBytes: (n: number) => void): Transform {
  let pendingCr = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      onBytes(chunk.length);
      const out = Buffer.allocUnsafe(chunk.length + 1);
      let n = 0;
      if (pendingCr && chunk[0] !== LF) out[n++] = CR;
      pendingCr = false;
      for (let i = 0; i < chunk.length; i++) {
        const b = chunk[i]!;
        if (b === CR) {
          if (i + 1 === chunk.length) {
            pendingCr = true;
            continue;
          }
          if (chunk[i + 1] === LF) continue;
        }
        out[n++] = b;
      }
      done(null, out.subarray(0, n));
    },
    flush(done: TransformCallback) {
      if (pendingCr) this.push(Buffer.from([CR]));
      done();
    },
  });
}

/** Line breaks inside quoted fields: the extra lines a record spans. */
function embeddedLineBreaks(record: readonly string[]): number {
  let n = 0;
  for (const field of record) {
    for (let i = field.indexOf("\n"); i !== -1; i = field.indexOf("\n", i + 1)) n++;
    for (let i = field.indexOf("\r"); i !== -1; i = field.indexOf("\r", i + 1)) n++;
  }
  return n;
}

export interface CsvReadResult {
  /** Data rows seen, valid or not. */
  rows: number;
  /** False when the header was unusable and no row was read. */
  headerOk: boolean;
}

export async function readCsvFile<S extends z.ZodObject>(input: {
  path: string;
  spec: ImportFileSpec<S>;
  issues: IssueList;
  onRow: (row: z.output<S>, line: number) => void;
  onProgress?: (bytesRead: number, totalBytes: number) => void;
}): Promise<CsvReadResult> {
  const { path, spec, issues, onRow } = input;
  const { file, schema } = spec;
  const totalBytes = (await stat(path)).size;
  let bytesRead = 0;
  const source = createReadStream(path, { highWaterMark: 1 << 20 });
  const normalizer = normalizeLineEnds((n) => {
    bytesRead += n;
    input.onProgress?.(bytesRead, totalBytes);
  });
  // Line numbers are counted here rather than taken from csv-parse's `info` option, which
  // costs more than the parsing itself (an info object copied per record). Without
  // skip_empty_lines every line outside quotes is one record (a blank line is [""]), so a
  // record starts on the line after the one the previous record ended on.
  const parser = parse({ bom: true, relax_column_count: true, trim: true });
  source.on("error", (err) => parser.destroy(err));
  normalizer.on("error", (err) => parser.destroy(err));
  source.pipe(normalizer).pipe(parser);

  const { all, required } = columnsOf(schema);
  let header: string[] | null = null;
  let rows = 0;
  let nextLine = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      const line = nextLine;
      nextLine += 1 + embeddedLineBreaks(record);
      if (record.length === 1 && record[0] === "") continue; // a blank line
      if (header === null) {
        header = record;
        if (!checkHeader({ header, all, required, file, line, issues })) {
          source.destroy();
          return { rows: 0, headerOk: false };
        }
        continue;
      }
      rows++;
      if (record.length !== header.length) {
        issues.add(
          file,
          line,
          null,
          `expected ${header.length} fields as in the header, found ${record.length}`,
        );
        continue;
      }
      const raw: Record<string, string> = {};
      for (let j = 0; j < header.length; j++) raw[header[j]!] = record[j]!;
      const parsed = schema.safeParse(raw);
      if (parsed.success) onRow(parsed.data, line);
      else {
        // one message per cell: zod also runs a refinement after a failed format check
        const columns = new Set<string>();
        for (const issue of parsed.error.issues) {
          const column = String(issue.path[0] ?? "");
          if (columns.has(column)) continue;
          columns.add(column);
          issues.add(file, line, column || null, describeIssue(issue, raw[column]));
        }
      }
    }
  } catch (err) {
    if (err instanceof CsvError) {
      // malformed quoting: the rest of the file cannot be split into rows reliably
      issues.add(
        file,
        (err as CsvError & { lines?: number }).lines ?? null,
        null,
        `not valid CSV: ${err.message}`,
      );
      return { rows, headerOk: header !== null };
    }
    throw err;
  }
  if (header === null) {
    issues.add(file, null, null, `the file is empty: expected a header row (${all.join(", ")})`);
    return { rows: 0, headerOk: false };
  }
  return { rows, headerOk: true };
}

function checkHeader(input: {
  header: string[];
  all: string[];
  required: string[];
  file: string;
  line: number;
  issues: IssueList;
}): boolean {
  const { header, all, required, file, line, issues } = input;
  const before = issues.count;
  const known = new Set(all);
  const seen = new Set<string>();
  header.forEach((name, j) => {
    if (!known.has(name)) {
      issues.add(
        file,
        line,
        name || `#${j + 1}`,
        `unknown column (the columns of ${file} are: ${all.join(", ")})`,
      );
    } else if (seen.has(name)) issues.add(file, line, name, "column appears twice in the header");
    seen.add(name);
  });
  for (const name of required)
    if (!seen.has(name)) issues.add(file, line, name, "required column is missing");
  return issues.count === before;
}
