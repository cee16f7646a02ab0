/**
 * Universe-wide lookups the product endpoints need, built once per derived data version and
 * kept by the product reader until the version changes: ISIN → code, manager → what they
 * manage, ticker → products holding or tracking it.
 */
import type { ProductReader } from "../../data/load/read-product";
import type { MetricTable } from "../../data/metric-table";

const versionOf = (table: MetricTable) => ({ asOf: table.asOf, version: table.version });

/** Product code by ISIN (upper case). */
export function isinIndex(reader: ProductReader, table: MetricTable): Promise<Map<string, string>> {
  return reader.derivedValue(versionOf(table), "isin", async () => {
    const map = new Map<string, string>();
    table.text.isin.forEach((isin, row) => {
      if (isin && !map.has(isin.toUpperCase())) map.set(isin.toUpperCase(), table.text.code[row]!);
    });
    return map;
  });
}

export interface ManagerStats {
  /** Sum of the latest AUM of the products they currently manage (null: none has an AUM). */
  aumManagedUsd: number | null;
  /** Products they currently manage. */
  fundsManaged: number;
}

/** A manager's identity across products: the import's manager id, else the name. */
export const managerKey = (m: { managerId?: string; name: string }) => m.managerId ?? m.name;

/** What each manager currently manages (no end date), with the products' latest AUM from the table. */
export function managerIndex(reader: ProductReader, table: MetricTable): Promise<Map<string, ManagerStats>> {
  return reader.derivedValue(versionOf(table), "managers", async () => {
    const stats = new Map<string, ManagerStats>();
    for (const { code, data } of await reader.allDocs("managers")) {
      const row = table.rowOf.get(code);
      const aum = row === undefined ? Number.NaN : table.numeric.aumUsd[row]!;
      for (const m of data) {
        if (m.endDate) continue;
        const key = managerKey(m);
        const s = stats.get(key) ?? { aumManagedUsd: null, fundsManaged: 0 };
        s.fundsManaged++;
        if (!Number.isNaN(aum)) s.aumManagedUsd = (s.aumManagedUsd ?? 0) + aum;
        stats.set(key, s);
      }
    }
    return stats;
  });
}

export interface TickerMatch {
  code: string;
  /** Weight of the ticker in the product's latest top-10 holdings; null when the product's symbol is the ticker. */
  weight: number | null;
}

/** Products by ticker (upper case): those whose symbol is it, then those holding it in their latest top 10. */
export function tickerIndex(reader: ProductReader, table: MetricTable): Promise<Map<string, TickerMatch[]>> {
  return reader.derivedValue(versionOf(table), "tickers", async () => {
    const index = new Map<string, TickerMatch[]>();
    const add = (ticker: string, match: TickerMatch) => {
      const key = ticker.trim().toUpperCase();
      const list = index.get(key);
      if (list) list.push(match);
      else index.set(key, [match]);
    };
    table.text.symbol.forEach((symbol, row) => {
      if (symbol) add(symbol, { code: table.text.code[row]!, weight: null });
    });
    for (const { code, data } of await reader.allDocs("holdings")) {
      if (!table.rowOf.has(code) || data.length === 0) continue;
      const latest = data.reduce((a, b) => (b.asOf > a.asOf ? b : a));
      const seen = new Set<string>();
      for (const item of latest.items) {
        const ticker = item.ticker?.trim().toUpperCase();
        if (!ticker || seen.has(ticker)) continue;
        seen.add(ticker);
        add(ticker, { code, weight: item.weight });
      }
    }
    // symbol matches first, then by weight (largest holder first), then code for a stable order
    const rank = (m: TickerMatch) => m.weight ?? Number.POSITIVE_INFINITY;
    for (const list of index.values()) {
      list.sort((a, b) => rank(b) - rank(a) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    }
    return index;
  });
}
