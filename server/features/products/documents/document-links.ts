/**
 * Which listed documents open: the rule the document list (products.service.ts) and the
 * document route (document.service.ts) share.
 */
import type { DocumentRow } from "../../../data/batch";

/** The path a demo product's document is served at (the URL documents.ts writes). */
export function documentPath(code: string, type: string, lang: string): string {
  return `/v1/pub/factsheet/${encodeURIComponent(code)}?type=${type}&lang=${lang}`;
}

/**
 * Whether a listed document can be opened: one this server generates (a demo product's row
 * pointing at its own path) or one with an external http(s) URL (imported data).
 */
export function isOpenableDocument(
  row: Pick<DocumentRow, "type" | "lang" | "url">,
  code: string,
  isDemo: boolean,
) {
  if (/^https?:\/\//i.test(row.url)) return true;
  return isDemo && row.url === documentPath(code, row.type, row.lang);
}
