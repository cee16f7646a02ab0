/**
 * POST /v1/app/selection/export: a selector's whole result set as CSV, institutional data
 * (Premium; the capability gate refuses other plans). The rows are the selector's own answers
 * (the screen, or a curated list's members with the figure it ranks by), read a page at a time
 * from the in-memory screener; the headers are the selectors' words in the request's language.
 */
import type { ProductSummary } from "../../../shared/api/product-summary";
import type { SelectionColumn, SelectionExport } from "../../../shared/api/selection";
import { listValueLabels, selectionColumnLabels } from "../../../shared/api/selection-labels";
import type { Plan } from "../../../shared/entitlements";
import type { ApiLang } from "../../../shared/locales";
import { translate } from "../../i18n";
import { previewTopPicks, type SelectionService } from "./selection.service";

type Row = ProductSummary & { listValue?: number };
/** The largest page the selection lists serve. */
const PAGE = 100;

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
  rows: readonly Row[],
  columns: readonly SelectionColumn[],
  headers: { code: string; product: string; listValue?: string } & Record<SelectionColumn, string>,
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

/** Every row of the request's result set, as the caller's plan sees it. */
async function rowsOf(service: SelectionService, input: SelectionExport, plan: Plan, lang: ApiLang) {
  const { productType, list, criteria, fundSortType } = input;
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = list
      ? previewTopPicks(
          await service.topPicks({
            productType,
            filter: { ...criteria, page, pageSize: PAGE, list, fundSortType },
            lang,
          }),
          { plan, list },
        )
      : await service.list({
          productType,
          filter: { ...criteria, page, pageSize: PAGE, fundSortType: fundSortType ?? "aum_desc" },
          lang,
        });
    rows.push(...answer.items);
    if (answer.items.length < PAGE || rows.length >= answer.total) return rows;
  }
}

/** The CSV of a selector's result set and the file name it is saved under. */
export async function exportSelection(
  service: SelectionService,
  input: SelectionExport & { plan: Plan; lang: ApiLang; today: string },
): Promise<{ csv: string; filename: string; rows: number }> {
  const { lang, columns, list } = input;
  const rows = await rowsOf(service, input, input.plan, lang);
  const headers = {
    code: translate(lang, "selection:columns.code"),
    product: translate(lang, "selection:columns.product"),
    ...(list ? { listValue: translate(lang, listValueLabels[list]) } : {}),
    ...(Object.fromEntries(
      Object.entries(selectionColumnLabels).map(([id, key]) => [id, translate(lang, key)]),
    ) as Record<SelectionColumn, string>),
  };
  return {
    csv: toCsv(rows, columns, headers),
    filename: `fundpilot-${list ?? input.productType}-${input.today}.csv`,
    rows: rows.length,
  };
}
