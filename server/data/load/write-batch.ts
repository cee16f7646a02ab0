import { type CopyColumn, type CopyValue, typedBytes } from "../../store/copy-binary";
import type { LoadStep, Store } from "../../store/db";
import { describeBatch, type NavSeries, type UniverseBatch } from "../batch";

/**
 * Writes a whole universe batch (demo or import) into the store in ONE transaction: the old
 * universe is replaced atomically, so a reader sees either the previous universe or the new
 * one, and a killed run leaves the previous one intact. Bulk rows go in by binary COPY.
 */
export const UNIVERSE_META_KEY = "universe";

const UNIVERSE_TABLES = [
  "calendars",
  "companies",
  "products",
  "product_navs",
  "product_series",
  "product_docs",
  "market_series",
  "demo_scenarios",
];

const col = (name: string, type: CopyColumn["type"]): CopyColumn => ({ name, type });

function copyStep(table: string, columns: CopyColumn[], rows: Iterable<CopyValue[]>): LoadStep {
  return { table, columns, rows };
}

/** Splits a NAV series into calendar-year rows (the unit a daily update rewrites). */
export function* navYearRows(series: NavSeries, days: Int32Array): Generator<CopyValue[]> {
  const n = series.nav.length;
  let chunkStart = 0;
  let d = 0; // cursor into the sorted dividend positions
  while (chunkStart < n) {
    const year = new Date(days[series.startIndex + chunkStart]! * 86_400_000).getUTCFullYear();
    const nextYearDay = Date.UTC(year + 1, 0, 1) / 86_400_000;
    let end = chunkStart;
    while (end < n && days[series.startIndex + end]! < nextYearDay) end++;
    const divStart = d;
    while (d < series.dividendIndex.length && series.dividendIndex[d]! < end) d++;
    const divIndex = series.dividendIndex.slice(divStart, d).map((i) => i - chunkStart);
    yield [
      series.code,
      year,
      series.calendar,
      series.startIndex + chunkStart,
      // views, not copies: the encoder copies the bytes into the COPY payload once
      typedBytes(series.nav.subarray(chunkStart, end)),
      typedBytes(divIndex),
      typedBytes(series.dividendAmount.subarray(divStart, d)),
    ];
    chunkStart = end;
  }
}

function calendarOf(batch: UniverseBatch, id: string): Int32Array {
  const days = batch.calendars[id];
  if (!days) throw new Error(`series refers to unknown calendar "${id}"`);
  return days;
}

/** The load plan for a batch: clear the universe tables, COPY every table, record the version. */
export function batchLoadSteps(batch: UniverseBatch): LoadStep[] {
  const byCode = <T extends { code: string }>(items: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of items) {
      const group = map.get(item.code);
      if (group) group.push(item);
      else map.set(item.code, [item]);
    }
    return map;
  };
  const docRows: CopyValue[][] = [];
  for (const [kind, groups] of [
    ["managers", byCode(batch.managers)],
    ["holdings", byCode(batch.holdings)],
    ["distributions", byCode(batch.distributions)],
    ["documents", byCode(batch.documents)],
    ["feeChanges", byCode(batch.feeChanges)],
  ] as const) {
    for (const [code, items] of groups) docRows.push([code, kind, items]);
  }
  const market: CopyValue[][] = [
    ...batch.benchmarks.map(({ level, calendar, startIndex, ...meta }) => [
      "benchmark",
      meta.symbolCode,
      calendar,
      startIndex,
      meta,
      typedBytes(level),
      null,
    ]),
    ...batch.riskFree.map(({ annualRate, calendar, startIndex, ...meta }) => [
      "riskFree",
      meta.currency,
      calendar,
      startIndex,
      meta,
      typedBytes(annualRate),
      null,
    ]),
    ...batch.fx.map(({ unitsPerUsd, calendar, startIndex, ...meta }) => [
      "fx",
      meta.currency,
      calendar,
      startIndex,
      meta,
      typedBytes(unitsPerUsd),
      null,
    ]),
    ...batch.govYields.map(({ annualYield, calendar, startIndex, ...meta }) => [
      "govYield",
      `${meta.currency}:${meta.tenor}`,
      calendar,
      startIndex,
      meta,
      typedBytes(annualYield),
      null,
    ]),
    ...batch.macroAssets.map(({ level, yield: y, calendar, startIndex, ...meta }) => [
      "macroAsset",
      meta.asset,
      calendar,
      startIndex,
      meta,
      typedBytes(level),
      typedBytes(y),
    ]),
  ];
  const meta = {
    asOf: batch.asOf,
    source: batch.source,
    seed: batch.seed ?? null,
    counts: describeBatch(batch),
  };
  return [
    { sql: `TRUNCATE ${UNIVERSE_TABLES.join(", ")}` },
    copyStep(
      "calendars",
      [col("id", "text"), col("days", "bytea")],
      Object.entries(batch.calendars).map(([id, days]) => [id, typedBytes(days)]),
    ),
    copyStep(
      "companies",
      [
        col("id", "text"),
        col("name", "text"),
        col("name_zh_hant", "text"),
        col("name_zh_hans", "text"),
        col("data", "jsonb"),
      ],
      // a company without a Chinese name (an import may give none) is shown by its English one
      batch.companies.map((c) => [c.id, c.name, c.name_zh_hant ?? c.name, c.name_zh_hans ?? c.name, c]),
    ),
    copyStep(
      "products",
      [
        col("code", "text"),
        col("product_type", "text"),
        col("name", "text"),
        col("name_zh_hant", "text"),
        col("name_zh_hans", "text"),
        col("isin", "text"),
        col("symbol", "text"),
        col("currency", "text"),
        col("asset_class", "text"),
        col("category", "text"),
        col("region", "text"),
        col("company_id", "text"),
        col("launch_date", "date"),
        col("is_strategy", "bool"),
        col("is_demo", "bool"),
        col("data", "jsonb"),
      ],
      batch.products.map((p) => [
        p.code,
        p.productType,
        p.name,
        p.name_zh_hant,
        p.name_zh_hans,
        p.isin,
        p.symbol,
        p.currency,
        p.assetClass,
        p.category,
        p.region,
        p.companyId ?? p.company,
        p.launchDate,
        p.isStrategy ?? false,
        p.isDemo,
        p,
      ]),
    ),
    copyStep(
      "product_navs",
      [
        col("code", "text"),
        col("year", "int4"),
        col("calendar", "text"),
        col("start_index", "int4"),
        col("nav", "bytea"),
        col("dividend_index", "bytea"),
        col("dividend_amount", "bytea"),
      ],
      (function* () {
        for (const s of batch.navs) yield* navYearRows(s, calendarOf(batch, s.calendar));
      })(),
    ),
    copyStep(
      "product_series",
      [
        col("code", "text"),
        col("kind", "text"),
        col("calendar", "text"),
        col("start_index", "int4"),
        col("values", "bytea"),
      ],
      [
        ...batch.aum.map((s) => [s.code, "aum", s.calendar, s.startIndex, typedBytes(s.aumUsd)]),
        ...batch.sevenDayYields.map((s) => [
          s.code,
          "sevenDayYield",
          s.calendar,
          s.startIndex,
          typedBytes(s.values),
        ]),
      ],
    ),
    copyStep("product_docs", [col("code", "text"), col("kind", "text"), col("data", "jsonb")], docRows),
    copyStep(
      "market_series",
      [
        col("kind", "text"),
        col("key", "text"),
        col("calendar", "text"),
        col("start_index", "int4"),
        col("meta", "jsonb"),
        col("values", "bytea"),
        col("extra", "bytea"),
      ],
      market,
    ),
    copyStep(
      "demo_scenarios",
      [col("code", "text"), col("kind", "text"), col("reason", "text"), col("note", "text")],
      batch.demoScenarios.map((s) => [s.code, s.kind, s.reason, s.note]),
    ),
    {
      sql: `INSERT INTO app_meta (key, value, updated_at) VALUES ('${UNIVERSE_META_KEY}', '${JSON.stringify(meta).replaceAll("'", "''")}'::jsonb, now())
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    },
  ];
}

export async function writeBatch(
  store: Store,
  batch: UniverseBatch,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const steps = batchLoadSteps(batch);
  await store.bulkLoad(steps, (done) => onProgress?.(done, steps.length));
}
