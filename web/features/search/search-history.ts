import type { ProductType } from "@shared/domain/product";
import { useSyncExternalStore } from "react";
import { readStored, writeStored } from "@/lib/storage";

/** One opened search result, kept on this device only. */
export type SearchHistoryEntry = {
  fundName: string;
  fundCode: string;
  productType: ProductType;
  /** When it was opened (ms since the epoch). */
  timestamp: number;
};

/** localStorage key of the search history. */
export const SEARCH_HISTORY_KEY = "fundpilot.searchHistory";
/** At most this many entries are kept, newest first. */
export const SEARCH_HISTORY_MAX = 32;

const listeners = new Set<() => void>();
let cached: { raw: string | null; entries: SearchHistoryEntry[] } | undefined;

const isEntry = (v: unknown): v is SearchHistoryEntry =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as SearchHistoryEntry).fundCode === "string" &&
  typeof (v as SearchHistoryEntry).fundName === "string" &&
  typeof (v as SearchHistoryEntry).productType === "string" &&
  typeof (v as SearchHistoryEntry).timestamp === "number";

/** The stored history, newest first (anything unreadable counts as no history). */
export function readSearchHistory(): SearchHistoryEntry[] {
  const raw = readStored(SEARCH_HISTORY_KEY);
  if (cached?.raw === raw) return cached.entries;
  let entries: SearchHistoryEntry[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) entries = parsed.filter(isEntry).slice(0, SEARCH_HISTORY_MAX);
  } catch {
    entries = [];
  }
  cached = { raw, entries };
  return entries;
}

function store(entries: SearchHistoryEntry[]) {
  writeStored(SEARCH_HISTORY_KEY, entries.length > 0 ? JSON.stringify(entries) : null);
  for (const listener of listeners) listener();
}

/** Puts an entry first; an earlier entry of the same fundCode is dropped; at most 32 are kept. */
export function withEntry(
  entries: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
): SearchHistoryEntry[] {
  return [entry, ...entries.filter((e) => e.fundCode !== entry.fundCode)].slice(0, SEARCH_HISTORY_MAX);
}

export function addToSearchHistory(entry: Omit<SearchHistoryEntry, "timestamp">, now = Date.now()): void {
  store(withEntry(readSearchHistory(), { ...entry, timestamp: now }));
}

export function clearSearchHistory(): void {
  store([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SEARCH_HISTORY_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The history, updated when any search box (or another tab) changes it. */
export function useSearchHistory(): SearchHistoryEntry[] {
  return useSyncExternalStore(subscribe, readSearchHistory, () => []);
}
