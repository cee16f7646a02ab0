import type { ProductSummary } from "@shared/api/product-summary";
import type { MessageKey } from "@shared/messages";

/** A row of a selector: a product summary, and on a curated list the figure the list ranks by. */
export type SelectorRow = ProductSummary & { listValue?: number };

/** The optional columns of the result table (the product name and code are always shown). */
export const columnIds = [
  "currency",
  "assetClass",
  "category",
  "region",
  "riskLevel",
  "ratingTier",
  "starRating",
  "nav",
  "aumUsd",
  "return1y",
  "return3y",
  "sharpe1y",
  "volatility1y",
  "maxDrawdown1y",
  "totalExpenseRatio",
  "dividendFrequency",
  "launchDate",
] as const;
export type ColumnId = (typeof columnIds)[number];

export const defaultColumns: readonly ColumnId[] = [
  "assetClass",
  "riskLevel",
  "ratingTier",
  "aumUsd",
  "return1y",
  "return3y",
  "sharpe1y",
  "totalExpenseRatio",
];

export const columnLabels = {
  currency: "selection:columns.currency",
  assetClass: "selection:columns.assetClass",
  category: "selection:columns.category",
  region: "selection:columns.region",
  riskLevel: "selection:columns.riskLevel",
  ratingTier: "selection:columns.ratingTier",
  starRating: "selection:columns.starRating",
  nav: "selection:columns.nav",
  aumUsd: "selection:columns.aumUsd",
  return1y: "selection:columns.return1y",
  return3y: "selection:columns.return3y",
  sharpe1y: "selection:columns.sharpe1y",
  volatility1y: "selection:columns.volatility1y",
  maxDrawdown1y: "selection:columns.maxDrawdown1y",
  totalExpenseRatio: "selection:columns.totalExpenseRatio",
  dividendFrequency: "selection:columns.dividendFrequency",
  launchDate: "selection:columns.launchDate",
} as const satisfies Record<ColumnId, MessageKey<"selection">>;

/** Reads the stored column choice; anything unknown is dropped, nothing usable gives the default. */
export function readColumns(stored: string | null): ColumnId[] {
  if (!stored) return [...defaultColumns];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [...defaultColumns];
    const known = columnIds.filter((id) => parsed.includes(id));
    return known;
  } catch {
    return [...defaultColumns];
  }
}

const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  const text = String(value);
  // Quote what would break a row; a leading formula character is defused for spreadsheets.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The rows as CSV (RFC 4180, CRLF, a BOM so spreadsheets read UTF-8 Chinese names): code,
 * name, the chosen columns and, on a curated list, its figure. Figures are written as the API
 * gives them (ratios as decimals, AUM in USD, dates ISO) so a spreadsheet can compute with them.
 */
export function toCsv(
  rows: readonly SelectorRow[],
  columns: readonly ColumnId[],
  headers: { code: string; product: string; listValue?: string } & Record<ColumnId, string>,
): string {
  const withList = headers.listValue !== undefined;
  const head = [headers.code, headers.product, ...columns.map((c) => headers[c])];
  if (withList) head.push(headers.listValue ?? "");
  const lines = [head.map(csvCell).join(",")];
  for (const row of rows) {
    const cells: unknown[] = [row.fundCode, row.fundName, ...columns.map((c) => row[c])];
    if (withList) cells.push(row.listValue);
    lines.push(cells.map(csvCell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
