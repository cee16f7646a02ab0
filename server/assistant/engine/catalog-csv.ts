/**
 * A products.csv in the import format (server/data/import/files.ts) as search entries, for the
 * nlu command and tests. Rows are validated with the importer's row schema; a bad row is reported
 * on stderr and skipped, so one typo in a hand-made catalog does not stop an evaluation.
 */
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { z } from "zod";
import { productCsvRowSchema } from "../../data/batch";
import type { SearchEntry } from "../../features/search";

export function readCatalogCsv(file: string): SearchEntry[] {
  const records = parse(readFileSync(file, "utf8"), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
    trim: true,
  }) as Record<string, string>[];
  const out: SearchEntry[] = [];
  records.forEach((raw, i) => {
    const row = productCsvRowSchema.safeParse(raw);
    if (!row.success) {
      process.stderr.write(`${file}: row ${i + 2} skipped: ${row.error.issues[0]?.message ?? "invalid"}\n`);
      return;
    }
    out.push(searchEntryOf(row.data, Number.NaN));
  });
  return out;
}

/** A product row of the import format (or of the demo generator, which writes the same rows) as a search entry. */
export function searchEntryOf(p: z.infer<typeof productCsvRowSchema>, aumUsd: number): SearchEntry {
  return {
    code: p.code,
    isin: p.isin ?? null,
    symbol: p.symbol ?? null,
    name: p.name,
    nameZhHant: p.name_zh_hant ?? null,
    nameZhHans: p.name_zh_hans ?? null,
    productType: p.productType,
    category: p.category ?? null,
    benchmark: p.benchmark ?? null,
    aumUsd,
  };
}
