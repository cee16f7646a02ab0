/**
 * Reads of one product for the product API: its row with the derived figures, its documents
 * (managers, holdings, distributions, documents), its NAV history, and the small market data
 * those need (benchmarks, risk-free rates, category figures, companies).
 *
 * Everything is cached per derived data version (the metric table's `version`): a new version
 * drops every cache at once, so a reader never mixes two versions. Per-product entries live in
 * bounded LRU caches (a detail page calls several endpoints for one product in a row); the
 * universe-wide pieces are small and held whole.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { type SuccessEnvelope, success } from "../../../shared/api/envelope-types";
import type { JsonBytes } from "../../../shared/api/json-text";
import { type MacroAsset, macroAssets } from "../../../shared/domain/product";
import type { Series } from "../../analytics";
import { float64From } from "../../store/copy-binary";
import type { Db } from "../../store/db";
import {
  companies,
  derivedCategories,
  derivedProducts,
  marketSeries,
  productDocs,
  productNavs,
  products,
} from "../../store/schema";
import {
  type DistributionSet,
  type DocumentRow,
  type HoldingSet,
  type Manager,
  type Product,
  toDayNumber,
} from "../batch";
import { seriesOn } from "../derive/inputs";
import type { DerivedCategory, DerivedProduct } from "../derive/types";
import { PromiseLru } from "../lru";
import { decodeNavRows, type NavRow, readCalendars, type StoredNavHistory } from "./read-universe";

/** The derived version a read belongs to (MetricTable `asOf` and `version`). */
export interface DataVersion {
  asOf: string | null;
  version: string | null;
}

export interface LocalizedNames {
  name: string;
  nameZhHant: string | null;
  nameZhHans: string | null;
}

export interface ProductRecord {
  product: Product;
  derived: DerivedProduct;
  company: (LocalizedNames & { id: string }) | null;
}

export interface ProductDocs {
  managers: Manager[];
  holdings: HoldingSet[];
  distributions: DistributionSet[];
  documents: DocumentRow[];
}
export type DocKind = keyof ProductDocs;

export interface BenchmarkRecord extends LocalizedNames {
  symbolCode: string;
  currency: string;
  series: Series;
}

export interface MacroAssetRecord extends LocalizedNames {
  asset: MacroAsset;
  currency: string;
  /** The index level (total return) in its own currency. */
  series: Series;
  /** Stocks: earnings yield; bonds: yield to maturity (annual, decimal), on the level's days. */
  yield: Series | null;
}

export interface CompanyRecord extends LocalizedNames {
  id: string;
}

export interface ProductReaderOptions {
  /** Products whose row + derived figures are kept (a few KB each). */
  maxProducts?: number;
  /** Products whose NAV history is kept (~30 KB per 10 years of daily NAV). */
  maxHistories?: number;
  /** Serialized answers kept (a performance answer with its NAV series is ~100 KB). */
  maxBodies?: number;
}

export type ProductReader = ReturnType<typeof createProductReader>;

export function createProductReader(db: Db, options: ProductReaderOptions = {}) {
  const recordCache = new PromiseLru<ProductRecord | null>(options.maxProducts ?? 4000);
  const docCache = new PromiseLru<unknown>(options.maxProducts ?? 4000);
  const historyCache = new PromiseLru<StoredNavHistory | null>(options.maxHistories ?? 400);
  const wholeCache = new PromiseLru<unknown>(64);
  const bodyCache = new PromiseLru<Buffer>(options.maxBodies ?? 256);
  const caches = [recordCache, docCache, historyCache, wholeCache, bodyCache];
  let current: string | null | undefined;

  /** Drops every cache when the derived version changes. */
  const at = (v: DataVersion) => {
    const key = `${v.version}|${v.asOf}`;
    if (key !== current) {
      for (const c of caches) c.clear();
      current = key;
    }
  };
  const whole = <T>(v: DataVersion, key: string, load: () => Promise<T>): Promise<T> => {
    at(v);
    return wholeCache.get(key, load) as Promise<T>;
  };

  /**
   * Rows and derived figures of `codes` in one query (a product without derived figures of this
   * version is left out), jsonb as text (PGlite turns text into objects faster through JSON.parse
   * than through its jsonb decoder); the company comes from the cached companies.
   */
  async function loadRecords(
    v: DataVersion & { asOf: string },
    codes: readonly string[],
  ): Promise<Map<string, ProductRecord>> {
    const [rows, companyList] = await Promise.all([
      db
        .select({
          code: products.code,
          data: sql<string>`${products.data}::text`,
          derived: sql<string>`${derivedProducts.data}::text`,
        })
        .from(products)
        .innerJoin(
          derivedProducts,
          and(eq(derivedProducts.code, products.code), eq(derivedProducts.asOf, v.asOf)),
        )
        .where(codes.length === 1 ? eq(products.code, codes[0]!) : inArray(products.code, [...codes])),
      companiesOf(v),
    ]);
    const companyById = new Map(companyList.map((c) => [c.id, c]));
    const out = new Map<string, ProductRecord>();
    for (const r of rows) {
      const product = JSON.parse(r.data) as Product;
      const companyId = product.companyId ?? product.company;
      out.set(r.code, {
        product,
        derived: JSON.parse(r.derived) as DerivedProduct,
        company: (companyId && companyById.get(companyId)) || null,
      });
    }
    return out;
  }

  /**
   * A product's NAV rows in one value (a JSON array, base64 per year): PGlite decodes many bytea
   * rows far slower than one string, and PostgreSQL does not mind. JSON escapes every field, so
   * no stored identifier (a calendar id such as `import:nav`) can break the row apart.
   */
  async function loadHistory(v: DataVersion, code: string): Promise<StoredNavHistory | null> {
    const [days, result] = await Promise.all([
      calendars(v),
      db.execute(
        sql`select json_agg(json_build_object('calendar', calendar, 'startIndex', start_index, 'year', year,
              'nav', encode(nav, 'base64'), 'dividendIndex', encode(dividend_index, 'base64'),
              'dividendAmount', encode(dividend_amount, 'base64')) order by year)::text as rows
            from ${productNavs} where ${productNavs.code} = ${code}`,
      ),
    ]);
    const text = (result as unknown as { rows: Array<{ rows: string | null }> }).rows[0]?.rows;
    if (!text) return null;
    const stored = JSON.parse(text) as Array<{
      calendar: string;
      startIndex: number;
      year: number;
      nav: string;
      dividendIndex: string;
      dividendAmount: string;
    }>;
    const rows: NavRow[] = stored.map((row) => ({
      code,
      year: row.year,
      calendar: row.calendar,
      startIndex: row.startIndex,
      nav: Buffer.from(row.nav, "base64"),
      dividendIndex: Buffer.from(row.dividendIndex, "base64"),
      dividendAmount: Buffer.from(row.dividendAmount, "base64"),
    }));
    // the version's NAVs only: an update may have stored the next day already (its derive follows)
    return decodeNavRows(rows, days, v.asOf ? toDayNumber(v.asOf) : undefined);
  }

  const calendars = (v: DataVersion) => whole(v, "calendars", () => readCalendars(db));

  const companiesOf = (v: DataVersion): Promise<CompanyRecord[]> =>
    whole(v, "companies", async () => {
      const rows = await db.select().from(companies);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        nameZhHant: r.nameZhHant,
        nameZhHans: r.nameZhHans,
      }));
    });

  const marketKind = (v: DataVersion, kind: "benchmark" | "riskFree" | "macroAsset" | "fx" | "govYield") =>
    whole(v, `market:${kind}`, async () => {
      const [rows, days] = await Promise.all([
        db.select().from(marketSeries).where(eq(marketSeries.kind, kind)),
        calendars(v),
      ]);
      return rows.map((r) => ({
        key: r.key,
        meta: r.meta as Record<string, unknown>,
        series: seriesOn(float64From(r.values), days.get(r.calendar), r.startIndex),
        extra: r.extra ? seriesOn(float64From(r.extra), days.get(r.calendar), r.startIndex) : null,
      }));
    });

  return {
    /** A product's row, derived figures and company, or null when it is not in this version. */
    product(v: DataVersion, code: string): Promise<ProductRecord | null> {
      at(v);
      const asOf = v.asOf;
      if (asOf === null) return Promise.resolve(null);
      return recordCache.get(code, async () => (await loadRecords({ ...v, asOf }, [code])).get(code) ?? null);
    },

    /** Several products at once (one query for those not cached); unknown codes are absent. */
    async products(v: DataVersion, codes: readonly string[]): Promise<Map<string, ProductRecord>> {
      at(v);
      const asOf = v.asOf;
      const out = new Map<string, ProductRecord>();
      if (asOf === null) return out;
      const unique = [...new Set(codes)];
      const missing = unique.filter((code) => !recordCache.has(code));
      // one query for the missing ones; each code is then cached on its own for later single reads
      const loaded = missing.length > 0 ? loadRecords({ ...v, asOf }, missing) : Promise.resolve(new Map());
      const records = await Promise.all(
        unique.map((code) => recordCache.get(code, async () => (await loaded).get(code) ?? null)),
      );
      unique.forEach((code, i) => {
        const r = records[i];
        if (r) out.set(code, r);
      });
      return out;
    },

    /** One kind of a product's documents (absent: an empty list). */
    docs<K extends DocKind>(v: DataVersion, code: string, kind: K): Promise<ProductDocs[K]> {
      at(v);
      return docCache.get(`${kind}:${code}`, async () => {
        const [row] = await db
          .select({ data: productDocs.data })
          .from(productDocs)
          .where(and(eq(productDocs.code, code), eq(productDocs.kind, kind)));
        return (row?.data ?? []) as ProductDocs[K];
      }) as Promise<ProductDocs[K]>;
    },

    /** Every product's documents of one kind (for universe-wide indexes; not cached here). */
    async allDocs<K extends DocKind>(kind: K): Promise<Array<{ code: string; data: ProductDocs[K] }>> {
      const rows = await db
        .select({ code: productDocs.code, data: productDocs.data })
        .from(productDocs)
        .where(eq(productDocs.kind, kind));
      return rows.map((r) => ({ code: r.code, data: r.data as ProductDocs[K] }));
    },

    /** Published NAVs with dividends, or null when the product has none. */
    navHistory(v: DataVersion, code: string): Promise<StoredNavHistory | null> {
      at(v);
      return historyCache.get(code, () => loadHistory(v, code));
    },

    /** Benchmark index series by symbolCode. */
    benchmarks: (v: DataVersion): Promise<Map<string, BenchmarkRecord>> =>
      whole(v, "benchmarks", async () => {
        const rows = await marketKind(v, "benchmark");
        return new Map(
          rows.map((r) => {
            const m = r.meta as {
              name?: string;
              name_zh_hant?: string;
              name_zh_hans?: string;
              currency?: string;
            };
            const record: BenchmarkRecord = {
              symbolCode: r.key,
              name: m.name ?? r.key,
              nameZhHant: m.name_zh_hant ?? null,
              nameZhHans: m.name_zh_hans ?? null,
              currency: m.currency ?? "",
              series: r.series,
            };
            return [r.key, record];
          }),
        );
      }),

    /** Annual risk-free rates by currency (riskfree.csv). */
    riskFree: (v: DataVersion): Promise<Map<string, Series>> =>
      whole(
        v,
        "riskFree",
        async () => new Map((await marketKind(v, "riskFree")).map((r) => [r.key, r.series])),
      ),

    /** Ten-year government yields by currency (annual, decimal; an import has none). */
    tenYearYields: (v: DataVersion): Promise<Map<string, Series>> =>
      whole(
        v,
        "tenYearYields",
        async () =>
          new Map(
            (await marketKind(v, "govYield"))
              .filter((r) => r.key.endsWith(":10Y"))
              .map((r) => [r.key.slice(0, -4), r.series]),
          ),
      ),

    /** Exchange rates by currency: units of the currency per US dollar (an import has none). */
    fx: (v: DataVersion): Promise<Map<string, Series>> =>
      whole(v, "fx", async () => new Map((await marketKind(v, "fx")).map((r) => [r.key, r.series]))),

    /**
     * The macro asset-class indices (demo universe; an import has none) in the order of
     * `macroAssets` (shared/domain/product.ts), with their localized names.
     */
    macroAssets: (v: DataVersion): Promise<MacroAssetRecord[]> =>
      whole(v, "macroAssets", async () => {
        const rows = new Map((await marketKind(v, "macroAsset")).map((r) => [r.key, r]));
        return macroAssets.flatMap((asset) => {
          const r = rows.get(asset);
          if (!r) return [];
          const m = r.meta as {
            name?: string;
            name_zh_hant?: string;
            name_zh_hans?: string;
            currency?: string;
          };
          return [
            {
              asset,
              name: m.name ?? asset,
              nameZhHant: m.name_zh_hant ?? null,
              nameZhHans: m.name_zh_hans ?? null,
              currency: m.currency ?? "",
              series: r.series,
              yield: r.extra,
            },
          ];
        });
      }),

    /** Category figures by `<productType>:<category>`. */
    categories: (v: DataVersion): Promise<Map<string, DerivedCategory>> =>
      whole(v, "categories", async () => {
        if (v.asOf === null) return new Map();
        const rows = await db.select().from(derivedCategories).where(eq(derivedCategories.asOf, v.asOf));
        return new Map(rows.map((r) => [r.category, r.data as DerivedCategory]));
      }),

    /** Fund companies with their localized names. */
    companies: companiesOf,

    /**
     * The SUCCESS answer of the data `build` gives, as UTF-8 JSON, kept until the version
     * changes: a large answer (a NAV series) is the same for every caller, so it is serialized
     * and encoded once, not per request.
     */
    body<T>(v: DataVersion, key: string, build: () => Promise<T>): Promise<JsonBytes<SuccessEnvelope<T>>> {
      at(v);
      return bodyCache.get(key, async () => Buffer.from(JSON.stringify(success(await build()))));
    },

    /** Caches a universe-wide value derived from this version (feature indexes) until the version changes. */
    derivedValue: <T>(v: DataVersion, key: string, build: () => Promise<T>): Promise<T> =>
      whole(v, `value:${key}`, build),
  };
}
