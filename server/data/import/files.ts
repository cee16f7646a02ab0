/**
 * The files of the data import format (table in server/README.md "Data") and their row schemas,
 * which live in server/data/batch.ts beside the batch they fill. Which columns a header must
 * have is read from the schema itself (a column is optional when its schema accepts a missing
 * value), so the two can never disagree.
 */
import type { z } from "zod";
import {
  aumCsvRowSchema,
  benchmarkCsvRowSchema,
  companyCsvRowSchema,
  distributionCsvRowSchema,
  documentCsvRowSchema,
  holdingCsvRowSchema,
  managerCsvRowSchema,
  navCsvRowSchema,
  productCsvRowSchema,
  riskFreeCsvRowSchema,
} from "../batch";

export interface ImportFileSpec<S extends z.ZodObject = z.ZodObject> {
  file: string;
  schema: S;
  required: boolean;
}

const spec = <S extends z.ZodObject>(file: string, schema: S, required = false): ImportFileSpec<S> => ({
  file,
  schema,
  required,
});

/** Products first because every other file refers to its codes (companies.csv to its companies). */
export const importFiles = {
  products: spec("products.csv", productCsvRowSchema, true),
  companies: spec("companies.csv", companyCsvRowSchema),
  navs: spec("navs.csv", navCsvRowSchema, true),
  aum: spec("aum.csv", aumCsvRowSchema),
  holdings: spec("holdings.csv", holdingCsvRowSchema),
  distributions: spec("distributions.csv", distributionCsvRowSchema),
  managers: spec("managers.csv", managerCsvRowSchema),
  documents: spec("documents.csv", documentCsvRowSchema),
  benchmarks: spec("benchmarks.csv", benchmarkCsvRowSchema),
  riskfree: spec("riskfree.csv", riskFreeCsvRowSchema),
};
export type ImportFileKey = keyof typeof importFiles;
export type RowOf<K extends ImportFileKey> = z.output<(typeof importFiles)[K]["schema"]>;
/** A parsed row and its line number in the file (header = line 1). */
export type Located<T> = T & { line: number };

export interface FileColumns {
  all: string[];
  required: string[];
}

/** Columns of a file: every key of its row schema; required = those that reject a missing value. */
export function columnsOf(schema: z.ZodObject): FileColumns {
  const all = Object.keys(schema.shape);
  const required = all.filter((key) => !(schema.shape[key] as z.ZodType).safeParse(undefined).success);
  return { all, required };
}
