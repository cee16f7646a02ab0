import type { ProductSummary } from "@shared/api/product-summary";
import { defaultSelectionColumns, type SelectionColumn, selectionColumnIds } from "@shared/api/selection";
import { selectionColumnLabels } from "@shared/api/selection-labels";

/** A row of a selector: a product summary, and on a curated list the figure the list ranks by. */
export type SelectorRow = ProductSummary & { listValue?: number };

/** The optional columns of the result table (the product name and code are always shown); the CSV export takes the same. */
export const columnIds = selectionColumnIds;
export type ColumnId = SelectionColumn;
export const defaultColumns = defaultSelectionColumns;
export const columnLabels = selectionColumnLabels;

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
