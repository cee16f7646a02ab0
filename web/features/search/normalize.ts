/** Search input rule: trimmed, runs of whitespace (incl. full-width spaces) collapsed to one space. */
export function normalizeSearchText(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/** Debounce of the search input. */
export const searchDebounceMs = 500;
