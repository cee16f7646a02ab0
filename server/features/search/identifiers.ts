/**
 * Codes, ISINs and exchange symbols in one sorted array of compact keys ("2838", "hk23mljmhzt7",
 * "2838hk"), so an exact key is a binary search and a prefix is the run of keys after it.
 */
import { compactKey, normalizeText } from "./normalize";

export const identifierKinds = ["code", "isin", "symbol"] as const;
export type IdentifierKind = (typeof identifierKinds)[number];

/**
 * Shortest query that may match as a prefix, per kind: an ISIN starts with its country code,
 * so fewer than 4 characters would select a whole market rather than a product.
 */
const MIN_PREFIX: Record<IdentifierKind, number> = { code: 1, isin: 4, symbol: 1 };

export interface IdentifierSource {
  code: string;
  isin: string | null;
  symbol: string | null;
}

export type IdentifierVisitor = (row: number, kind: IdentifierKind, exact: boolean, coverage: number) => void;

export class IdentifierIndex {
  private readonly keys: string[];
  private readonly rows: Int32Array;
  private readonly kinds: Uint8Array;

  constructor(entries: readonly IdentifierSource[]) {
    const all: { key: string; row: number; kind: number }[] = [];
    entries.forEach((e, row) => {
      const values = [e.code, e.isin, e.symbol];
      const seen = new Set<string>();
      values.forEach((value, kind) => {
        const key = value ? compactKey(normalizeText(value)) : "";
        // a symbol equal to the code ("QZSP") is the code
        if (key && !seen.has(key)) all.push({ key, row, kind });
        seen.add(key);
      });
    });
    all.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.row - b.row || a.kind - b.kind));
    this.keys = all.map((x) => x.key);
    this.rows = Int32Array.from(all, (x) => x.row);
    this.kinds = Uint8Array.from(all, (x) => x.kind);
  }

  get size(): number {
    return this.keys.length;
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Calls `visit` for every key equal to or starting with the compact query; `coverage` = query/key length. */
  match(query: string, accept: (row: number) => boolean, visit: IdentifierVisitor): void {
    if (!query) return;
    for (let i = this.lowerBound(query); i < this.keys.length; i++) {
      const key = this.keys[i]!;
      if (!key.startsWith(query)) break;
      const row = this.rows[i]!;
      const kind = identifierKinds[this.kinds[i]!]!;
      const exact = key.length === query.length;
      if (!exact && query.length < MIN_PREFIX[kind]) continue;
      if (accept(row)) visit(row, kind, exact, query.length / key.length);
    }
  }
}
