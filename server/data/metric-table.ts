/**
 * The screener's metric table: one row per product of the current derived
 * version, held in memory by each server instance as columns (typed arrays; NaN = no figure)
 * so a selection query scans arrays instead of the database. `createMetricTableSource` reloads
 * it when app_meta "derived" names a new version (after `derive`, an import or an update).
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../store/db";
import { appMeta } from "../store/schema";
import type { DerivedMeta } from "./derive/types";
import { DERIVED_META_KEY } from "./jobs/derive";

/** Numeric columns, read with one SQL expression each from products / derived_products. */
const NUMERIC = {
  aumUsd: sql`(d.data->>'aumUsd')::float8`,
  nav: sql`(d.data->>'nav')::float8`,
  riskLevel: sql`d.risk_level::float8`,
  starRating: sql`d.star_rating::float8`,
  return7d: sql`(d.data->'periods'->'7D'->>'return')::float8`,
  returnYtd: sql`(d.data->'periods'->'YTD'->>'return')::float8`,
  return1m: sql`(d.data->'periods'->'1M'->>'return')::float8`,
  return3m: sql`(d.data->'periods'->'3M'->>'return')::float8`,
  return6m: sql`(d.data->'periods'->'6M'->>'return')::float8`,
  return1y: sql`(d.data->'periods'->'1Y'->>'return')::float8`,
  return3y: sql`(d.data->'periods'->'3Y'->>'return')::float8`,
  return5y: sql`(d.data->'periods'->'5Y'->>'return')::float8`,
  sharpe1y: sql`(d.data->'risk'->'1Y'->>'sharpe')::float8`,
  volatility1y: sql`(d.data->'risk'->'1Y'->>'volatility')::float8`,
  maxDrawdown1y: sql`(d.data->'risk'->'1Y'->>'maxDrawdown')::float8`,
  totalExpenseRatio: sql`(p.data->>'totalExpenseRatio')::float8`,
  sevenDayYield: sql`(p.data->>'sevenDayYield')::float8`,
  effectiveDuration: sql`(p.data->>'effectiveDuration')::float8`,
  launchDay: sql`(p.launch_date - date '1970-01-01')::float8`,
} as const;
export type NumericColumn = keyof typeof NUMERIC;

/** Text columns (null = absent). */
const TEXT = {
  code: sql`p.code`,
  isin: sql`p.isin`,
  symbol: sql`p.symbol`,
  benchmark: sql`p.data->>'benchmark'`,
  shareClass: sql`p.data->>'shareClass'`,
  productType: sql`p.product_type`,
  name: sql`p.name`,
  nameZhHant: sql`p.name_zh_hant`,
  nameZhHans: sql`p.name_zh_hans`,
  currency: sql`p.currency`,
  assetClass: sql`p.asset_class`,
  category: sql`p.category`,
  region: sql`p.region`,
  companyId: sql`p.company_id`,
  ratingTier: sql`d.rating_tier`,
  dividendFrequency: sql`p.data->>'dividendFrequency'`,
  domicile: sql`p.data->>'domicile'`,
  averageCreditRating: sql`p.data->>'averageCreditRating'`,
} as const;
export type TextColumn = keyof typeof TEXT;

/** Yes/no facts (absent = false). */
const FLAGS = {
  isStrategy: sql`p.is_strategy`,
  isDemo: sql`p.is_demo`,
  sfcAuthorised: sql`coalesce((p.data->>'sfcAuthorised')::boolean, false)`,
  masRecognised: sql`coalesce((p.data->>'masRecognised')::boolean, false)`,
  cpfisEligible: sql`coalesce((p.data->>'cpfisEligible')::boolean, false)`,
  srsEligible: sql`coalesce((p.data->>'srsEligible')::boolean, false)`,
  hedged: sql`coalesce((p.data->>'hedged')::boolean, false)`,
  distributing: sql`coalesce((p.data->>'distributing')::boolean, false)`,
} as const;
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

export async function readDerivedMeta(db: Db): Promise<DerivedMeta | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, DERIVED_META_KEY));
  return row ? (row.value as DerivedMeta) : null;
}

/** Loads the table of the current derived version (empty when nothing is derived yet). */
export async function loadMetricTable(db: Db): Promise<MetricTable> {
  const meta = await readDerivedMeta(db);
  const columns = [
    ...Object.entries(TEXT).map(([k, e]) => sql`${e} as ${sql.identifier(`t_${k}`)}`),
    ...Object.entries(NUMERIC).map(([k, e]) => sql`${e} as ${sql.identifier(`n_${k}`)}`),
    ...Object.entries(FLAGS).map(([k, e]) => sql`${e} as ${sql.identifier(`f_${k}`)}`),
  ];
  const result = meta
    ? await db.execute(
        sql`select ${sql.join(columns, sql`, `)} from products p join derived_products d
            on d.code = p.code and d.as_of = ${meta.asOf} order by p.code`,
      )
    : { rows: [] };
  const rows = (result as { rows: Record<string, unknown>[] }).rows;
  const size = rows.length;
  const numeric = {} as MetricTable["numeric"];
  const text = {} as MetricTable["text"];
  const flags = {} as MetricTable["flags"];
  for (const k of Object.keys(NUMERIC) as NumericColumn[]) {
    const col = new Float64Array(size);
    const key = `n_${k}`;
    for (let i = 0; i < size; i++) {
      const v = rows[i]![key];
      col[i] = v === null || v === undefined ? Number.NaN : Number(v);
    }
    numeric[k] = col;
  }
  for (const k of Object.keys(TEXT) as TextColumn[]) {
    const key = `t_${k}`;
    text[k] = rows.map((r) => (r[key] as string | null) ?? null);
  }
  for (const k of Object.keys(FLAGS) as FlagColumn[]) {
    const key = `f_${k}`;
    flags[k] = Uint8Array.from(rows, (r) => (r[key] === true ? 1 : 0));
  }
  return {
    asOf: meta?.asOf ?? null,
    version: meta?.computedAt ?? null,
    size,
    numeric,
    text,
    flags,
    rowOf: new Map(text.code.map((c, i) => [c!, i])),
  };
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
