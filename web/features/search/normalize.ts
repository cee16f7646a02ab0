/** Search input rule (spec §5): trimmed, runs of whitespace (incl. full-width spaces) collapsed to one space. */
export function normalizeSearchText(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/** Debounce of the search input (spec §9). */
export const searchDebounceMs = 500;
