import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { normalizeLineEnds, readCsvFile } from "./csv-reader";
import { columnsOf, type ImportFileSpec, importFiles } from "./files";
import { formatIssue, IssueList } from "./issues";

const dir = mkdtempSync(path.join(tmpdir(), "fundpilot-csv-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `content` as `spec.file` and reads it: the rows with their lines, and the errors. */
async function read<S extends z.ZodObject>(spec: ImportFileSpec<S>, content: string | Buffer) {
  const file = path.join(dir, spec.file);
  writeFileSync(file, content);
  const issues = new IssueList();
  const rows: { row: z.output<S>; line: number }[] = [];
  const result = await readCsvFile({
    path: file,
    spec,
    issues,
    onRow: (row, line) => rows.push({ row, line }),
  });
  return { rows, result, errors: issues.items.map(formatIssue) };
}

describe("columnsOf", () => {
  it.each([
    ["products", ["code", "productType", "name", "currency"]],
    ["navs", ["code", "date", "nav"]],
    ["aum", ["code", "date", "aumUsd"]],
    ["holdings", ["name", "weight", "code", "asOf"]],
    ["distributions", ["code", "asOf", "dimension", "label", "weight"]],
    ["managers", ["code", "name", "startDate"]],
    ["documents", ["code", "type", "title", "lang", "date", "url"]],
    ["benchmarks", ["symbolCode", "name", "date", "level"]],
    ["riskfree", ["currency", "date", "annualRate"]],
  ] as const)("%s.csv requires the columns of the import format that are not optional", (key, required) => {
    expect(columnsOf(importFiles[key].schema).required).toEqual(required);
  });

  it("knows every optional products.csv column", () => {
    expect(columnsOf(importFiles.products.schema).all).toHaveLength(28);
  });
});

describe("readCsvFile", () => {
  it("parses a valid file: BOM, CRLF, quoted commas, blanks as absent, booleans, lines", async () => {
    const { rows, result, errors } = await read(
      importFiles.products,
      "\ufeffcode,productType,name,currency,hedged,totalExpenseRatio\r\n" +
        'A1,fund,"Fund, Class A",HKD,yes,0.0125\r\n' +
        "\r\n" +
        "B2,etf, Tracker ,USD,,\r\n",
    );
    expect(errors).toEqual([]);
    expect(result).toEqual({ rows: 2, headerOk: true });
    expect(rows.map((r) => r.line)).toEqual([2, 4]);
    expect(rows[0]!.row).toMatchObject({
      code: "A1",
      name: "Fund, Class A",
      hedged: true,
      totalExpenseRatio: 0.0125,
    });
    expect(rows[1]!.row).toMatchObject({
      code: "B2",
      name: "Tracker",
      hedged: undefined,
      totalExpenseRatio: undefined,
    });
  });

  it("numbers the first line of a row after a quoted field spanning lines (CRLF)", async () => {
    const { rows, errors } = await read(
      importFiles.managers,
      'code,name,startDate,biography\r\nA1,Ann,2015-03-01,"one\r\ntwo\r\nthree"\r\nB2,Ben,2016-13-01,\r\nC3,Cy,2017-01-01,\r\n',
    );
    expect(rows.map((r) => [r.row.code, r.line])).toEqual([
      ["A1", 2],
      ["C3", 6],
    ]);
    expect(rows[0]!.row.biography).toBe("one\ntwo\nthree");
    expect(errors).toEqual(['managers.csv row 5, column startDate: not a calendar date, got "2016-13-01"']);
  });

  it.each([
    ["-1", 'expected a positive number, got "-1"'],
    ["0", 'expected a positive number, got "0"'],
    ["abc", 'expected a number, got "abc"'],
    ["", "a value is required"],
    ["Infinity", 'expected a number, got "Infinity"'],
  ])("rejects nav %j: %s", async (nav, message) => {
    const { rows, errors } = await read(importFiles.navs, `code,date,nav\nA1,2024-01-02,${nav}\n`);
    expect(rows).toEqual([]);
    expect(errors).toEqual([`navs.csv row 2, column nav: ${message}`]);
  });

  it.each([
    ["2024-1-2", 'expected YYYY-MM-DD, got "2024-1-2"'],
    ["2023-02-29", 'not a calendar date, got "2023-02-29"'],
    ["01/02/2024", 'expected YYYY-MM-DD, got "01/02/2024"'],
  ])("rejects date %j", async (date, message) => {
    const { errors } = await read(importFiles.navs, `code,date,nav\nA1,${date},1\n`);
    expect(errors).toEqual([`navs.csv row 2, column date: ${message}`]);
  });

  it("accepts leap days and rejects the days that do not exist", async () => {
    const { rows, errors } = await read(
      importFiles.navs,
      "code,date,nav\nA1,2024-02-29,1\nA1,2000-02-29,1\nA1,1900-02-29,1\nA1,2024-04-31,1\nA1,2024-00-10,1\n",
    );
    expect(rows.map((r) => r.row.date)).toEqual(["2024-02-29", "2000-02-29"]);
    expect(errors).toEqual([
      'navs.csv row 4, column date: not a calendar date, got "1900-02-29"',
      'navs.csv row 5, column date: not a calendar date, got "2024-04-31"',
      'navs.csv row 6, column date: not a calendar date, got "2024-00-10"',
    ]);
  });

  it("reports every bad cell of a row and carries on with the next rows", async () => {
    const { rows, errors } = await read(
      importFiles.documents,
      "code,type,title,lang,date,url\nA1,brochure,T,fr,2024-01-02,u\nA1,annual,Annual report,en,2024-01-02,u\n",
    );
    expect(errors).toEqual([
      'documents.csv row 2, column type: expected one of keyFacts, prospectus, semiannual, annual, factsheet; got "brochure"',
      'documents.csv row 2, column lang: expected one of en, zh_TW, zh_CN; got "fr"',
    ]);
    expect(rows.map((r) => r.line)).toEqual([3]);
  });

  it("rejects an unknown, a repeated and a missing column and reads no row", async () => {
    const { rows, result, errors } = await read(
      importFiles.navs,
      "code,date,Nav,date\nA1,2024-01-02,1,2024-01-02\n",
    );
    expect(rows).toEqual([]);
    expect(result.headerOk).toBe(false);
    expect(errors).toEqual([
      "navs.csv row 1, column Nav: unknown column (the columns of navs.csv are: code, date, nav, dividend)",
      "navs.csv row 1, column date: column appears twice in the header",
      "navs.csv row 1, column nav: required column is missing",
    ]);
  });

  it("rejects a row with a different number of fields", async () => {
    const { errors } = await read(importFiles.navs, "code,date,nav\nA1,2024-01-02\nA1,2024-01-03,1\n");
    expect(errors).toEqual(["navs.csv row 2: expected 3 fields as in the header, found 2"]);
  });

  it("reports malformed quoting with its line and stops reading the file", async () => {
    const { errors } = await read(importFiles.navs, 'code,date,nav\nA1,2024-01-02,1\nA1,2024-01-03,"2\n');
    expect(errors).toEqual([
      "navs.csv row 3: not valid CSV: Quote Not Closed: the parsing is finished with an opening quote at line 3",
    ]);
  });

  it("rejects a file without a header", async () => {
    const { result, errors } = await read(importFiles.riskfree, "");
    expect(result).toEqual({ rows: 0, headerOk: false });
    expect(errors).toEqual([
      "riskfree.csv: the file is empty: expected a header row (currency, date, annualRate)",
    ]);
  });
});

describe("normalizeLineEnds", () => {
  const run = async (chunks: string[]) => {
    let bytes = 0;
    const out: Buffer[] = [];
    const stream = Readable.from(chunks.map((c) => Buffer.from(c))).pipe(
      normalizeLineEnds((n) => (bytes += n)),
    );
    for await (const chunk of stream) out.push(chunk as Buffer);
    return { text: Buffer.concat(out).toString(), bytes };
  };

  it.each([
    [["a\r\nb\r\n"], "a\nb\n"],
    [["a\r", "\nb"], "a\nb"],
    [["a\r", "b\r"], "a\rb\r"],
    [["a\n\r\n", "\r\r\n"], "a\n\n\r\n"],
  ])("%j → %j", async (chunks, expected) => {
    const { text, bytes } = await run(chunks);
    expect(text).toBe(expected);
    expect(bytes).toBe(chunks.join("").length);
  });
});
