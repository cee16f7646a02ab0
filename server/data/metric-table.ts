/**
 * The screener's metric table: one row per product of the current derived version, held in
 * memory by each server instance as columns (typed arrays; NaN = no figure) so a selection query
 * scans arrays instead of the database. The derive job builds it from the products and their
 * derived figures and stores it, encoded, with the version (derived_metric_tables);
 * `createMetricTableSource` loads it in one read and reloads it when app_meta "derived" names a
 * new version (after `derive`, an import or an update).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../store/db";
import { appMeta, derivedMetricTables } from "../store/schema";
import type { Product } from "./batch";
import type { DerivedMeta, DerivedProduct } from "./derive/types";

/** app_meta key naming the derived version readers use. */
export const DERIVED_META_KEY = "derived";

/** What a row is built from: the product's facts and its derived figures. */
interface RowSource {
  product: Product;
  derived: DerivedProduct;
}

const optionalNumber = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : Number.NaN);
const optionalText = (v: unknown) => (typeof v === "string" ? v : null);
const DAY_MS = 86_400_000;

/** Numeric columns and how each is read from a row's sources. */
const NUMERIC = {
  aumUsd: ({ derived }) => derived.aumUsd,
  nav: ({ derived }) => derived.nav,
  riskLevel: ({ derived }) => derived.riskLevel,
  starRating: ({ derived }) => derived.rank?.starRating,
  return7d: ({ derived }) => derived.periods["7D"]?.return,
  returnYtd: ({ derived }) => derived.periods.YTD?.return,
  return1m: ({ derived }) => derived.periods["1M"]?.return,
  return3m: ({ derived }) => derived.periods["3M"]?.return,
  return6m: ({ derived }) => derived.periods["6M"]?.return,
  return1y: ({ derived }) => derived.periods["1Y"]?.return,
  return3y: ({ derived }) => derived.periods["3Y"]?.return,
  return5y: ({ derived }) => derived.periods["5Y"]?.return,
  sharpe1y: ({ derived }) => derived.risk["1Y"]?.sharpe,
  volatility1y: ({ derived }) => derived.risk["1Y"]?.volatility,
  maxDrawdown1y: ({ derived }) => derived.risk["1Y"]?.maxDrawdown,
  totalExpenseRatio: ({ product }) => product.totalExpenseRatio,
  sevenDayYield: ({ product }) => product.sevenDayYield,
  effectiveDuration: ({ product }) => product.effectiveDuration,
  /** Days since 1970-01-01. */
  launchDay: ({ product }) =>
    product.launchDate ? Date.parse(`${product.launchDate}T00:00:00Z`) / DAY_MS : undefined,
} satisfies Record<string, (row: RowSource) => unknown>;
export type NumericColumn = keyof typeof NUMERIC;

/** Text columns (null = absent). */
const TEXT = {
  code: ({ product }) => product.code,
  isin: ({ product }) => product.isin,
  symbol: ({ product }) => product.symbol,
  benchmark: ({ product }) => product.benchmark,
  shareClass: ({ product }) => product.shareClass,
  productType: ({ product }) => product.productType,
  name: ({ product }) => product.name,
  nameZhHant: ({ product }) => product.name_zh_hant,
  nameZhHans: ({ product }) => product.name_zh_hans,
  currency: ({ product }) => product.currency,
  assetClass: ({ product }) => product.assetClass,
  category: ({ product }) => product.category,
  region: ({ product }) => product.region,
  companyId: ({ product }) => product.companyId ?? product.company,
  ratingTier: ({ derived }) => derived.rank?.ratingTier,
  dividendFrequency: ({ product }) => product.dividendFrequency,
  domicile: ({ product }) => product.domicile,
  averageCreditRating: ({ product }) => product.averageCreditRating,
} satisfies Record<string, (row: RowSource) => unknown>;
export type TextColumn = keyof typeof TEXT;

/** Yes/no facts (absent = false). */
const FLAGS = {
  isStrategy: ({ product }) => product.isStrategy,
  isDemo: ({ product }) => product.isDemo,
  sfcAuthorised: ({ product }) => product.sfcAuthorised,
  masRecognised: ({ product }) => product.masRecognised,
  cpfisEligible: ({ product }) => product.cpfisEligible,
  srsEligible: ({ product }) => product.srsEligible,
  hedged: ({ product }) => product.hedged,
  distributing: ({ product }) => product.distributing,
} satisfies Record<string, (row: RowSource) => unknown>;
export type FlagColumn = keyof typeof FLAGS;

export interface MetricTable {
  asOf: string | null;
  /** The derived version's computedAt, or null when nothing is derived yet. */
  version: string | null;
  size: number;
  numeric: Record<NumericColumn, Float64Array>;
  text: Record<TextColumn, Array<string | null>>;
  flags: Record<FlagColumn, Uint8Array>;
  /** Row of a product code. */
  rowOf: Map<string, number>;
}

const keysOf = <T extends object>(o: T) => Object.keys(o) as Array<keyof T>;

function assemble(
  meta: { asOf: string | null; version: string | null },
  numeric: MetricTable["numeric"],
  text: MetricTable["text"],
  flags: MetricTable["flags"],
): MetricTable {
  const size = text.code.length;
  return { ...meta, size, numeric, text, flags, rowOf: new Map(text.code.map((c, i) => [c!, i])) };
}

/** The table of products with derived figures, rows in code order (code-point order). */
export function buildMetricTable(
  meta: Pick<DerivedMeta, "asOf" | "computedAt">,
  products: readonly Product[],
  derived: readonly DerivedProduct[],
): MetricTable {
  const figures = new Map(derived.map((d) => [d.code, d]));
  const rows: RowSource[] = [];
  for (const product of products) {
    const d = figures.get(product.code);
    if (d) rows.push({ product, derived: d });
  }
  rows.sort((a, b) => (a.product.code < b.product.code ? -1 : a.product.code > b.product.code ? 1 : 0));
  const numeric = {} as MetricTable["numeric"];
  for (const k of keysOf(NUMERIC)) {
    const read = NUMERIC[k] as (row: RowSource) => unknown;
    numeric[k] = Float64Array.from(rows, (r) => optionalNumber(read(r)));
  }
  const text = {} as MetricTable["text"];
  for (const k of keysOf(TEXT)) {
    const read = TEXT[k] as (row: RowSource) => unknown;
    text[k] = rows.map((r) => optionalText(read(r)));
  }
  const flags = {} as MetricTable["flags"];
  for (const k of keysOf(FLAGS)) {
    const read = FLAGS[k] as (row: RowSource) => unknown;
    flags[k] = Uint8Array.from(rows, (r) => (read(r) === true ? 1 : 0));
  }
  return assemble({ asOf: meta.asOf, version: meta.computedAt }, numeric, text, flags);
}

/**
 * The stored form: a little-endian u32 length, a JSON header (version, column names, the text
 * columns), zero padding to 8 bytes, then each numeric column as Float64 and each flag column
 * as one byte per row, in the header's order.
 */
export function encodeMetricTable(table: MetricTable): Uint8Array {
  const header = new TextEncoder().encode(
    JSON.stringify({
      asOf: table.asOf,
      version: table.version,
      size: table.size,
      numeric: keysOf(NUMERIC),
      flags: keysOf(FLAGS),
      text: table.text,
    }),
  );
  const numericAt = Math.ceil((4 + header.length) / 8) * 8;
  const numericNames = keysOf(NUMERIC);
  const flagsAt = numericAt + numericNames.length * table.size * 8;
  const out = new Uint8Array(flagsAt + keysOf(FLAGS).length * table.size);
  new DataView(out.buffer).setUint32(0, header.length, true);
  out.set(header, 4);
  const numbers = new Float64Array(out.buffer, numericAt, numericNames.length * table.size);
  for (const [i, k] of numericNames.entries()) numbers.set(table.numeric[k], i * table.size);
  for (const [i, k] of keysOf(FLAGS).entries()) out.set(table.flags[k], flagsAt + i * table.size);
  return out;
}

/** The table, or null when it was stored with other columns (an older version: derive again). */
export function decodeMetricTable(bytes: Uint8Array): MetricTable | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headerLength))) as {
    asOf: string;
    version: string;
    size: number;
    numeric: string[];
    flags: string[];
    text: Record<string, Array<string | null>>;
  };
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((x, i) => x === b[i]);
  const textNames = keysOf(TEXT);
  if (
    !same(header.numeric, keysOf(NUMERIC)) ||
    !same(header.flags, keysOf(FLAGS)) ||
    !same(Object.keys(header.text), textNames)
  )
    return null;
  const { size } = header;
  // copied out of the row's buffer, which is not aligned for Float64 views
  const numericAt = bytes.byteOffset + Math.ceil((4 + headerLength) / 8) * 8;
  const numeric = {} as MetricTable["numeric"];
  header.numeric.forEach((k, i) => {
    numeric[k as NumericColumn] = new Float64Array(
      bytes.buffer.slice(numericAt + i * size * 8, numericAt + (i + 1) * size * 8),
    );
  });
  const flagsAt = numericAt - bytes.byteOffset + header.numeric.length * size * 8;
  const flags = {} as MetricTable["flags"];
  header.flags.forEach((k, i) => {
    flags[k as FlagColumn] = bytes.slice(flagsAt + i * size, flagsAt + (i + 1) * size);
  });
  return assemble(
    { asOf: header.asOf, version: header.version },
    numeric,
    header.text as MetricTable["text"],
    flags,
  );
}

export async function readDerivedMeta(db: Db): Promise<DerivedMeta | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, DERIVED_META_KEY));
  return row ? (row.value as DerivedMeta) : null;
}

const emptyTable = (): MetricTable => ({
  ...buildMetricTable({ asOf: "", computedAt: "" }, [], []),
  asOf: null,
  version: null,
});

/**
 * Whether the derived data is missing or was computed from another universe version than the
 * stored one: it must be derived again. The data jobs write both in one transaction, so only a
 * store written by an older version (which derived in a second transaction) can lag.
 */
export function derivedLags(derived: DerivedMeta | null, universeAsOf: string): boolean {
  return !derived || derived.universeAsOf !== universeAsOf;
}

/** `derivedLags` of the stored derived version. */
export async function derivedIsBehind(db: Db, universeAsOf: string): Promise<boolean> {
  return derivedLags(await readDerivedMeta(db), universeAsOf);
}

/** The stored table of the current derived version; null when it is missing or of an older format. */
export async function readStoredMetricTable(db: Db, meta: DerivedMeta): Promise<MetricTable | null> {
  const [row] = await db
    .select({ data: derivedMetricTables.data })
    .from(derivedMetricTables)
    .where(eq(derivedMetricTables.asOf, meta.asOf));
  const table = row ? decodeMetricTable(row.data) : null;
  return table && table.version === meta.computedAt ? table : null;
}

/** Loads the table of the current derived version (empty when nothing is derived yet). */
export async function loadMetricTable(db: Db): Promise<MetricTable> {
  const meta = await readDerivedMeta(db);
  if (!meta) return emptyTable();
  const table = await readStoredMetricTable(db, meta);
  if (!table)
    throw new Error(
      `the derived data as of ${meta.asOf} has no metric table of this version: run \`npm run data -- derive\``,
    );
  return table;
}

export interface MetricTableSource {
  /** The current table; checks the stored version at most every `checkEveryMs` and reloads on change. */
  get(): Promise<MetricTable>;
}

export function createMetricTableSource(db: Db, options: { checkEveryMs?: number } = {}): MetricTableSource {
  const checkEveryMs = options.checkEveryMs ?? 5_000;
  let table: Promise<MetricTable> | undefined;
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  const refresh = async () => {
    const meta = await readDerivedMeta(db);
    const current = await table;
    if ((meta?.computedAt ?? null) !== current?.version) {
      const next = loadMetricTable(db);
      await next; // keep serving the old table until the new one is complete
      table = next;
    }
  };
  return {
    async get() {
      if (!table) {
        const first = loadMetricTable(db);
        table = first;
        checkedAt = Date.now();
        // a failed first load is retried by the next call instead of being served forever
        first.catch(() => {
          if (table === first) table = undefined;
        });
        return first;
      }
      if (Date.now() - checkedAt >= checkEveryMs && !checking) {
        checkedAt = Date.now();
        // a failed check keeps serving the current table; the next call tries again
        checking = refresh()
          .catch(() => {})
          .finally(() => {
            checking = undefined;
          });
      }
      return table;
    },
  };
}
