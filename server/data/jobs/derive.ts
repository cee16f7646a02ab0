/**
 * The derive job: every derived table — periods with category figures, risk
 * blocks, ranks and tiers, risk levels and their withholding reasons, flows, factor values and
 * percentiles, curated lists — recomputed from the universe and written under its `asOf`;
 * app_meta "derived" then names that version (the version it replaces is kept until the next
 * derive, for instances still reading it). A new universe and its derived data are written in
 * the SAME transaction: the demo load and an import derive the batch in memory first, a daily
 * update derives inside its own transaction (`deriveFromStore` on the transaction's `Db`). So a
 * killed run leaves the previous universe with its derived data, or the next with its own.
 */

import { and, eq, like } from "drizzle-orm";
import type { NewsKind, NewsValues } from "../../../shared/domain/news";
import type { RatingTier } from "../../../shared/domain/product";
import type { CopyColumn, CopyValue } from "../../store/copy-binary";
import type { Db, LoadStep, Store } from "../../store/db";
import { derivedAlerts, derivedNews, derivedProducts } from "../../store/schema";
import type { UniverseBatch } from "../batch";
import { alertRows, type DerivedAlertRow, deriveAlerts } from "../derive/alerts";
import { type CrossSectionResult, crossSection } from "../derive/cross-section";
import { createFiguresPool } from "../derive/figures-pool";
import {
  type DeriveInputs,
  exposureDates,
  inputsFromBatch,
  inputsFromStore,
  navHistoryFromBatch,
  productFacts,
} from "../derive/inputs";
import { type DerivedNewsEvent, deriveNews, type PreviousVersion } from "../derive/news";
import type { ProductFigures } from "../derive/product-figures";
import type { DerivedMeta } from "../derive/types";
import {
  readCalendars,
  readNavHistories,
  readUniverseMeta,
  type StoredNavHistory,
} from "../load/read-universe";
import {
  buildMetricTable,
  DERIVED_META_KEY,
  encodeMetricTable,
  type MetricTable,
  readDerivedMeta,
} from "../metric-table";
import type { Progress } from "../progress";

const CHUNK = 500;

export interface DerivedData extends CrossSectionResult {
  meta: DerivedMeta;
  /** The screener's table of this version (stored with it). */
  metricTable: MetricTable;
  /** News events of this version (server/data/derive/news.ts). */
  news: DerivedNewsEvent[];
  /** Risk alerts of this version with their stable ids (server/data/derive/alerts.ts). */
  alerts: DerivedAlertRow[];
}

type HistoryReader = (codes: readonly string[]) => Promise<Map<string, StoredNavHistory>>;

/** Computes the derived data; NAV histories are read `CHUNK` products at a time. */
export async function computeDerived(opts: {
  inputs: DeriveInputs;
  histories: HistoryReader;
  progress?: Progress;
  /** The version being replaced, for the rating-tier news (absent: none to compare with). */
  previous?: PreviousVersion;
}): Promise<DerivedData> {
  const { inputs, progress } = opts;
  const started = Date.now();
  const total = inputs.products.length;
  const chunks: Promise<ProductFigures[]>[] = [];
  const pool = createFiguresPool(total);
  let done = 0;
  try {
    // NAV histories are read chunk by chunk (bounded memory); workers compute while the next is read
    for (let from = 0; from < total; from += CHUNK) {
      const slice = inputs.products.slice(from, from + CHUNK);
      const histories = await opts.histories(slice.map((p) => p.code));
      const chunk = pool.run(
        slice.map((p) => ({
          code: p.code,
          asOf: inputs.asOf,
          history: histories.get(p.code),
          launchDate: p.launchDate ?? null,
          riskFree: inputs.riskFree.get(p.currency),
          aum: inputs.aum.get(p.code),
          sevenDayYield: inputs.sevenDayYield.get(p.code),
          ...exposureDates(inputs, p.code),
        })),
      );
      chunks.push(
        chunk.then((figures) => {
          done += figures.length;
          progress?.update(done, total, "Deriving metrics");
          return figures;
        }),
      );
      // keep at most two chunks per worker in flight
      if (chunks.length >= 4) await chunks[chunks.length - 4];
    }
  } finally {
    await Promise.allSettled(chunks);
    await pool.close();
  }
  const figures = (await Promise.all(chunks)).flat();
  const facts = productFacts(inputs, new Map(figures.map((f) => [f.code, f.aumUsd])));
  const result = crossSection(facts.map((f, i) => ({ facts: f, figures: figures[i]! })));
  deriveAlerts(inputs, result.products);
  const news = deriveNews(inputs, result.products, opts.previous);
  const alerts = alertRows(result.products, opts.previous?.alerts);
  const meta: DerivedMeta = {
    asOf: inputs.asOf,
    universeAsOf: inputs.asOf,
    computedAt: new Date().toISOString(),
    products: result.products.length,
    categories: result.categories.length,
    lists: Object.fromEntries(result.lists.map((l) => [l.list, l.entries.length])),
    seconds: (Date.now() - started) / 1000,
    news: news.length,
    alerts: alerts.length,
  };
  return {
    ...result,
    meta,
    news,
    alerts,
    metricTable: buildMetricTable(meta, inputs.products, result.products),
  };
}

/**
 * Derived data of a batch about to be written (the demo load and an import: one transaction for
 * both); `previous` is the derived version it replaces, if any.
 */
export function deriveFromBatch(
  batch: UniverseBatch,
  progress?: Progress,
  previous?: PreviousVersion,
): Promise<DerivedData> {
  let navsByCode: Map<string, UniverseBatch["navs"][number]> | undefined;
  return computeDerived({
    inputs: inputsFromBatch(batch),
    histories: async (codes) => {
      navsByCode ??= new Map(batch.navs.map((s) => [s.code, s]));
      const out = new Map<string, StoredNavHistory>();
      for (const code of codes) {
        const s = navsByCode.get(code);
        if (!s) continue;
        const days = batch.calendars[s.calendar];
        if (!days) throw new Error(`series ${s.code} refers to unknown calendar ${s.calendar}`);
        out.set(s.code, navHistoryFromBatch(s, days));
      }
      return out;
    },
    progress,
    previous,
  });
}

const col = (name: string, type: CopyColumn["type"]): CopyColumn => ({ name, type });
/** The tables of the derived data. */
export const DERIVED_TABLES = [
  "derived_products",
  "derived_categories",
  "derived_lists",
  "derived_metric_tables",
  "derived_news",
  "derived_alerts",
];
const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * Replace the derived version in one transaction: new rows, the pointer, old versions dropped.
 * With `keepAsOf` (the date of the version being replaced) that version's rows stay until the
 * next derive: running instances go on reading it by its date until they notice the new version
 * (server/data/metric-table.ts checks every few seconds), instead of finding its rows gone.
 */
export function derivedLoadSteps(d: DerivedData, options: { keepAsOf?: string } = {}): LoadStep[] {
  const asOf = d.meta.asOf;
  const keep = options.keepAsOf !== undefined && options.keepAsOf !== asOf ? options.keepAsOf : undefined;
  const copy = (table: string, columns: CopyColumn[], rows: Iterable<CopyValue[]>): LoadStep => ({
    table,
    columns,
    rows,
  });
  const listRows = d.lists.flatMap(({ list, entries }) =>
    entries.map((e, k): CopyValue[] => [asOf, list, k + 1, e.code, e.value]),
  );
  return [
    ...DERIVED_TABLES.map((t) => ({
      sql: keep === undefined ? `DELETE FROM ${t}` : `DELETE FROM ${t} WHERE as_of <> ${quote(keep)}`,
    })),
    copy(
      "derived_products",
      [
        col("as_of", "date"),
        col("code", "text"),
        col("risk_level", "int4"),
        col("rating_tier", "text"),
        col("star_rating", "int4"),
        col("data", "jsonb"),
      ],
      d.products.map((p) => [
        asOf,
        p.code,
        p.riskLevel,
        p.rank?.ratingTier ?? null,
        p.rank?.starRating ?? null,
        p,
      ]),
    ),
    copy(
      "derived_categories",
      [col("as_of", "date"), col("category", "text"), col("data", "jsonb")],
      d.categories.map((c) => [asOf, `${c.productType}:${c.category}`, c]),
    ),
    copy(
      "derived_lists",
      [
        col("as_of", "date"),
        col("list", "text"),
        col("position", "int4"),
        col("code", "text"),
        col("value", "float8"),
      ],
      listRows,
    ),
    copy(
      "derived_metric_tables",
      [col("as_of", "date"), col("data", "bytea")],
      (function* () {
        yield [asOf, encodeMetricTable(d.metricTable)];
      })(),
    ),
    copy(
      "derived_news",
      [
        col("as_of", "date"),
        col("id", "text"),
        col("date", "date"),
        col("kind", "text"),
        col("code", "text"),
        col("data", "jsonb"),
      ],
      d.news.map((e) => [asOf, e.id, e.date, e.kind, e.code, e.values]),
    ),
    copy(
      "derived_alerts",
      [
        col("as_of", "date"),
        col("id", "text"),
        col("code", "text"),
        col("type", "text"),
        col("kind", "text"),
        col("date", "date"),
        col("data", "jsonb"),
      ],
      d.alerts.map((a) => [asOf, a.id, a.code, a.type, a.kind, a.date, a.detail]),
    ),
    {
      sql: `INSERT INTO app_meta (key, value, updated_at) VALUES (${quote(DERIVED_META_KEY)}, ${quote(JSON.stringify(d.meta))}::jsonb, now())
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    },
  ];
}

/**
 * Derives the universe `db` sees — the store, or a transaction that has just written a new day —
 * and plans the write of the result, keeping the version it replaces (`derivedLoadSteps`).
 */
export async function deriveFromStore(
  db: Db,
  progress: Progress,
): Promise<{ derived: DerivedData; steps: LoadStep[] }> {
  const universe = await readUniverseMeta(db);
  if (!universe) throw new Error("No universe loaded yet: run `npm run data -- demo` or `import DIR` first.");
  const calendarDays = await readCalendars(db);
  const inputs = await inputsFromStore(db, universe.asOf, calendarDays);
  const previous = await readPreviousVersion(db);
  const derived = await computeDerived({
    inputs,
    histories: (codes) => readNavHistories(db, codes, calendarDays),
    progress,
    previous,
  });
  return { derived, steps: derivedLoadSteps(derived, { keepAsOf: previous?.asOf }) };
}

/** The console's line for a stored derived version. */
export function derivedSummary(meta: DerivedMeta): string {
  return (
    `Derived data as of ${meta.asOf}: ${meta.products.toLocaleString("en")} products, ` +
    `${meta.categories} categories, ${meta.seconds.toFixed(1)} s`
  );
}

/** `npm run data -- derive`: recompute everything derived from the stored universe. */
export async function deriveStored(opts: { store: Store; progress: Progress }): Promise<DerivedMeta> {
  const { store, progress } = opts;
  const { derived, steps } = await deriveFromStore(store.db, progress);
  await store.bulkLoad(steps, (done) => progress.update(done, steps.length, "Writing derived data"));
  progress.done(derivedSummary(derived.meta));
  return derived.meta;
}

/**
 * The date, tiers, rating news and alerts of the derived version in use, or undefined when there
 * is none.
 */
export async function readPreviousVersion(db: Db): Promise<(PreviousVersion & { asOf: string }) | undefined> {
  const meta = await readDerivedMeta(db);
  if (!meta) return undefined;
  const tierRows = await db
    .select({ code: derivedProducts.code, tier: derivedProducts.ratingTier })
    .from(derivedProducts)
    .where(eq(derivedProducts.asOf, meta.asOf));
  const events = await db
    .select()
    .from(derivedNews)
    .where(and(eq(derivedNews.asOf, meta.asOf), like(derivedNews.kind, "rating_%")));
  const alerts = await db.select().from(derivedAlerts).where(eq(derivedAlerts.asOf, meta.asOf));
  return {
    asOf: meta.asOf,
    alerts: alerts.map((a) => ({
      id: a.id,
      code: a.code,
      type: a.type as DerivedAlertRow["type"],
      kind: a.kind as DerivedAlertRow["kind"],
      date: a.date,
      detail: a.data as DerivedAlertRow["detail"],
    })),
    tiers: new Map(
      tierRows.filter((r) => r.tier !== null).map((r) => [r.code, r.tier as RatingTier] as const),
    ),
    ratingEvents: events.map((e) => ({
      id: e.id,
      date: e.date,
      kind: e.kind as NewsKind,
      code: e.code,
      values: e.data as NewsValues,
    })),
  };
}
