/**
 * The daily update's writes, as bulk-load steps for ONE transaction (store.bulkLoad): what the
 * new day adds is COPYed into temp tables and merged in SQL (appended to the NAV year rows and
 * market series with bytea ||, spliced into AUM and 7-day yield rows), so no history is sent
 * back and forth and only the rows of the new day are touched. The first step locks the universe version and checks
 * it is still the one the update was computed from, so two updates cannot both apply a day.
 */
import { type CopyColumn, type CopyValue, typedBytes } from "../../store/copy-binary";
import type { LoadStep } from "../../store/db";
import type { UniverseMeta } from "../load/read-universe";
import { UNIVERSE_META_KEY } from "../load/write-batch";
import type { MarketAppend } from "./market";
import type { NavAppend } from "./products";
import type { SeriesSplice } from "./series";

const col = (name: string, type: CopyColumn["type"]): CopyColumn => ({ name, type });
const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;
const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * COPY `rows` into a temp table `update_<table>` (dropped at commit) with `columns`, then run
 * `merge` (which reads it into `table`); nothing when there are no rows.
 */
function viaTemp(table: string, columns: CopyColumn[], rows: CopyValue[][], merge: string): LoadStep[] {
  if (rows.length === 0) return [];
  const temp = `update_${table}`;
  const types: Record<CopyColumn["type"], string> = {
    text: "text",
    int4: "int4",
    int8: "int8",
    float8: "float8",
    bool: "boolean",
    bytea: "bytea",
    jsonb: "jsonb",
    date: "date",
  };
  return [
    {
      sql: `CREATE TEMP TABLE ${temp} (${columns.map((c) => `${ident(c.name)} ${types[c.type]}`).join(", ")}) ON COMMIT DROP`,
    },
    { table: temp, columns, rows },
    { sql: merge },
  ];
}

export interface UpdateWrites {
  /** The version the update was computed from (checked under a row lock). */
  previousAsOf: string;
  meta: UniverseMeta;
  calendars: Map<string, Int32Array>;
  navs: NavAppend[];
  splices: SeriesSplice[];
  market: MarketAppend[];
  /** Money-market products' latest published 7-day yield (products.data.sevenDayYield). */
  sevenDayYields: Map<string, number>;
}

const one = (v: number) => typedBytes(Float64Array.of(v));

export function updateSteps(w: UpdateWrites): LoadStep[] {
  return [
    {
      sql: `DO $$ BEGIN
        PERFORM 1 FROM app_meta WHERE key = ${literal(UNIVERSE_META_KEY)}
          AND value->>'asOf' = ${literal(w.previousAsOf)} FOR UPDATE;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'the universe changed while the update ran (it was as of %): nothing was written', ${literal(w.previousAsOf)};
        END IF;
      END $$`,
    },
    ...viaTemp(
      "calendars",
      [col("id", "text"), col("days", "bytea")],
      [...w.calendars].map(([id, days]) => [id, typedBytes(days)]),
      `INSERT INTO calendars (id, days) SELECT id, days FROM update_calendars
       ON CONFLICT (id) DO UPDATE SET days = excluded.days`,
    ),
    // A new NAV is appended to its year row (bytea ||), or starts the row of a new year.
    ...viaTemp(
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
      w.navs.map((a) => [
        a.code,
        a.year,
        a.calendar,
        a.startIndex,
        one(a.nav),
        typedBytes(a.dividend > 0 ? Int32Array.of(a.at) : new Int32Array(0)),
        typedBytes(a.dividend > 0 ? Float64Array.of(a.dividend) : new Float64Array(0)),
      ]),
      `INSERT INTO product_navs (code, year, calendar, start_index, nav, dividend_index, dividend_amount)
       SELECT code, year, calendar, start_index, nav, dividend_index, dividend_amount FROM update_product_navs
       ON CONFLICT (code, year) DO UPDATE SET
         nav = product_navs.nav || excluded.nav,
         dividend_index = product_navs.dividend_index || excluded.dividend_index,
         dividend_amount = product_navs.dividend_amount || excluded.dividend_amount`,
    ),
    ...viaTemp(
      "product_series",
      [
        col("code", "text"),
        col("kind", "text"),
        col("start_index", "int4"),
        col("skip", "int4"),
        col("keep", "int4"),
        col("tail", "bytea"),
      ],
      w.splices.map((s) => [s.code, s.kind, s.startIndex, s.skip, s.keep, typedBytes(s.tail)]),
      `UPDATE product_series p SET start_index = u.start_index,
         "values" = substring(p."values" from u.skip * 8 + 1 for u.keep * 8) || u.tail
       FROM update_product_series u WHERE p.code = u.code AND p.kind = u.kind`,
    ),
    ...viaTemp(
      "market_series",
      [col("kind", "text"), col("key", "text"), col("tail", "bytea"), col("extra_tail", "bytea")],
      w.market.map((m) => [m.kind, m.key, typedBytes(m.tail), m.extraTail ? typedBytes(m.extraTail) : null]),
      `UPDATE market_series m SET "values" = m."values" || u.tail,
         extra = CASE WHEN u.extra_tail IS NULL THEN m.extra ELSE m.extra || u.extra_tail END
       FROM update_market_series u WHERE m.kind = u.kind AND m.key = u.key`,
    ),
    ...viaTemp(
      "products",
      [col("code", "text"), col("seven_day_yield", "float8")],
      [...w.sevenDayYields],
      `UPDATE products p SET data = jsonb_set(p.data, '{sevenDayYield}', to_jsonb(u.seven_day_yield))
       FROM update_products u WHERE p.code = u.code`,
    ),
    {
      sql: `UPDATE app_meta SET value = ${literal(JSON.stringify(w.meta))}::jsonb, updated_at = now()
            WHERE key = ${literal(UNIVERSE_META_KEY)}`,
    },
  ];
}
