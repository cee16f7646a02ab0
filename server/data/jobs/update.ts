/**
 * `npm run data -- update` for the demo universe: applies the next trading day
 * after the stored asOf. The day's market moves come from the generator's factor model
 * continued with shocks drawn from (seed, day), and every product's NAV from its own model
 * (server/data/update/), so the same stored universe and day always give the same bytes.
 * Only what the day changes is written — the latest NAV year rows, the calendars, the market
 * series, AUM and 7-day yields, the version — and the derived data of the new day, derived
 * inside the same transaction from what it has just written (server/data/jobs/derive.ts): a
 * killed run leaves the previous universe with its derived data, and a rerun for a day already
 * applied changes nothing.
 * Imported universes are updated by importing the new day's files instead.
 */
import { sql } from "drizzle-orm";
import type { LoadStep, Store } from "../../store/db";
import { fromDayNumber, toDayNumber } from "../batch";
import type { DerivedMeta } from "../derive/types";
import { readCalendars, readUniverseMeta, type UniverseMeta } from "../load/read-universe";
import type { Progress } from "../progress";
import { weekday } from "../universe/calendar";
import { marketAppends } from "../update/market";
import { productDay } from "../update/products";
import { UpdateRefusedError } from "../update/refused";
import { aumSplices, sevenDayYieldSplices } from "../update/series";
import { updateSteps } from "../update/steps";
import {
  readMarketTails,
  readNavRows,
  readNavTails,
  readProductCodes,
  readScenarioCodes,
  readSeriesTails,
} from "../update/stored";
import { calendarRows, demoModel } from "../update/universe";
import { demoAsOf } from "./demo";
import { DERIVED_TABLES, derivedSummary, deriveFromStore } from "./derive";

export { UpdateRefusedError } from "../update/refused";

/** The stored version of a demo universe; `generatedAsOf` is added by the first update. */
type DemoMeta = UniverseMeta & { generatedAsOf?: string };

export type DemoUpdate =
  | { kind: "upToDate"; asOf: string }
  | {
      kind: "update";
      asOf: string;
      previousAsOf: string;
      added: number;
      pending: number;
      steps: LoadStep[];
    };

/** The tables an update writes (steps.ts, and its derive). */
const UPDATED_TABLES = [
  "product_navs",
  "product_series",
  "market_series",
  "calendars",
  "products",
  "app_meta",
  ...DERIVED_TABLES,
];

const yearOf = (day: number) => new Date(day * 86_400_000).getUTCFullYear();

const isDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && Number.isFinite(toDayNumber(s)) && fromDayNumber(toDayNumber(s)) === s;

function nextWeekday(day: number): number {
  let d = day + 1;
  while (weekday(d) === 0 || weekday(d) === 6) d++;
  return d;
}

function checkDemo(meta: DemoMeta | null): {
  meta: DemoMeta;
  seed: number;
  size: { funds: number; etfs: number };
} {
  if (!meta) throw new UpdateRefusedError("No universe is loaded yet: run `npm run data -- demo` first.");
  if (meta.source !== "demo")
    throw new UpdateRefusedError(
      "The stored universe was imported, not generated: an imported universe is updated by importing " +
        "the new day's files (`npm run data -- import DIR`).",
    );
  const { funds, etfs } = meta.counts;
  if (meta.seed === null || typeof funds !== "number" || typeof etfs !== "number")
    throw new UpdateRefusedError(
      "The stored demo universe lacks its seed or size: regenerate it with `npm run data -- demo`.",
    );
  return { meta, seed: meta.seed, size: { funds, etfs } };
}

/**
 * Works out the next day's writes (steps for one store.bulkLoad) without writing anything;
 * `pending` counts the trading days still due after it (one update applies one day).
 */
export async function prepareDemoUpdate(opts: {
  store: Store;
  progress: Progress;
  today?: string;
}): Promise<DemoUpdate> {
  const { store, progress } = opts;
  const db = store.db;
  const { meta, seed, size } = checkDemo((await readUniverseMeta(db)) as DemoMeta | null);
  if (opts.today !== undefined && !isDate(opts.today))
    throw new UpdateRefusedError(`today must be a date YYYY-MM-DD, got "${opts.today}"`);
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const latest = demoAsOf(new Date(`${today}T00:00:00Z`));
  const asOfDay = toDayNumber(meta.asOf);
  const day = nextWeekday(asOfDay);
  if (meta.asOf === latest) return { kind: "upToDate", asOf: meta.asOf };
  if (day > toDayNumber(latest))
    throw new UpdateRefusedError(
      `The demo universe is as of ${meta.asOf}, later than the last trading day before ${today} (${latest}): ` +
        "there is no next trading day to apply yet.",
    );
  const iso = fromDayNumber(day);
  const phase = `Updating the demo universe to ${iso}`;
  progress.update(0, 4, phase);

  const storedCalendars = await readCalendars(db);
  const generatedAsOf = meta.generatedAsOf ?? meta.asOf;
  const model = demoModel({
    seed,
    size,
    generatedDay: toDayNumber(generatedAsOf),
    asOfDay,
    day,
    storedCalendars,
    storedCodes: await readProductCodes(db),
  });
  progress.update(1, 4, phase);

  const moneyMarket = model.plans.filter((p) => p.assetClass === "Cash").flatMap((p) => p.classes);
  const products = productDay({
    seed,
    day,
    market: model.market,
    storedCalendars,
    plans: model.plans,
    // a market's last session before asOf is at most ~10 days back (Golden Week)
    latest: await readNavTails(db, yearOf(asOfDay - 14)),
    frozen: await readScenarioCodes(db, "no_recent_nav"),
    moneyMarketRows: await readNavRows(
      db,
      moneyMarket.map((c) => c.product.code),
      yearOf(day) - 1,
    ),
  });
  progress.update(2, 4, phase);

  const storedMonthEnds = storedCalendars.get("ME") ?? new Int32Array(0);
  const monthEnds = model.calendars.monthEnds;
  let kept = 0;
  while (kept < storedMonthEnds.length && storedMonthEnds[kept] === monthEnds[kept]) kept++;
  const aum = aumSplices({
    seed,
    day,
    stored: await readSeriesTails(db, "aum"),
    storedMonthEnds,
    monthEnds,
    keptMonthEnds: kept,
    products,
  });
  const yields = sevenDayYieldSplices(await readSeriesTails(db, "sevenDayYield"), products);
  const market = marketAppends(model.market, await readMarketTails(db));
  progress.update(3, 4, phase);

  const calendars = new Map<string, Int32Array>();
  for (const [id, days] of calendarRows(model.calendars)) {
    const stored = storedCalendars.get(id);
    if (!stored || stored.length !== days.length || stored[stored.length - 1] !== days[days.length - 1])
      calendars.set(id, days);
  }
  const classes = [...products.classes.values()];
  const counts = {
    navPoints: classes.length,
    dividends: classes.filter((c) => c.dividend > 0).length,
    aumPoints: aum.reduce((n, s) => n + s.grows, 0),
  };
  const steps = updateSteps({
    previousAsOf: meta.asOf,
    meta: nextMeta(meta, iso, generatedAsOf, counts),
    calendars,
    navs: classes.map((c) => c.append),
    splices: [...aum, ...yields],
    market,
    sevenDayYields: new Map(
      classes.flatMap((c) =>
        c.sevenDayYield === undefined
          ? []
          : [[c.append.code, Math.round(c.sevenDayYield * 1e5) / 1e5] as const],
      ),
    ),
  });
  progress.update(4, 4, phase);
  let pending = 0;
  for (let d = nextWeekday(day); d <= toDayNumber(latest); d = nextWeekday(d)) pending++;
  return { kind: "update", asOf: iso, previousAsOf: meta.asOf, added: classes.length, pending, steps };
}

function nextMeta(
  meta: DemoMeta,
  asOf: string,
  generatedAsOf: string,
  added: Record<string, number>,
): DemoMeta {
  const counts: UniverseMeta["counts"] = { ...meta.counts, asOf };
  for (const [key, n] of Object.entries(added))
    if (typeof counts[key] === "number") counts[key] = (counts[key] as number) + n;
  return { ...meta, asOf, generatedAsOf, counts };
}

/**
 * Every update rewrites the latest NAV year rows, the AUM rows, the market series and the
 * derived rows; the embedded PGlite runs no autovacuum, so without this the old row versions
 * would pile up (about 40 MB a day for the full universe's NAVs alone). VACUUM only visits pages with dead rows (the
 * visibility map), so it costs a fraction of a second and is harmless where autovacuum runs.
 * The day is committed already: a failure here is reported, not thrown.
 */
async function reclaimSpace(store: Store): Promise<string> {
  try {
    await store.db.execute(sql.raw(`VACUUM ${UPDATED_TABLES.join(", ")}`));
    return "";
  } catch (err) {
    return ` (the space of the replaced rows was not reclaimed: ${err instanceof Error ? err.message : String(err)})`;
  }
}

/**
 * Applies the next trading day to the stored demo universe and derives it, in one transaction
 * (see the file comment); `derived` is absent when the universe was already up to date.
 */
export async function updateDemoUniverse(opts: {
  store: Store;
  progress: Progress;
  today?: string;
}): Promise<{ asOf: string; added: number; derived?: DerivedMeta }> {
  const { progress } = opts;
  const started = Date.now();
  const update = await prepareDemoUpdate(opts);
  if (update.kind === "upToDate") {
    progress.done(
      `The demo universe is already up to date (as of ${update.asOf}, the last trading day before today): nothing to do.`,
    );
    return { asOf: update.asOf, added: 0 };
  }
  const daySteps = update.steps.length;
  let derived: { meta: DerivedMeta; steps: number } | undefined;
  await opts.store.bulkLoad(
    async function* (tx) {
      yield* update.steps;
      // the day is written (not committed): its derive reads it through the transaction
      const next = await deriveFromStore(tx, progress);
      derived = { meta: next.derived.meta, steps: next.steps.length };
      yield* next.steps;
    },
    (done) =>
      derived && done > daySteps
        ? progress.update(done - daySteps, derived.steps, "Writing derived data")
        : progress.update(done, daySteps, `Writing ${update.asOf}`),
  );
  const meta = derived?.meta;
  if (!meta) throw new Error(`the update to ${update.asOf} was written without its derived data`);
  const reclaimed = await reclaimSpace(opts.store);
  progress.done(derivedSummary(meta));
  progress.done(
    `Demo universe updated from ${update.previousAsOf} to ${update.asOf}: ` +
      `${update.added.toLocaleString("en")} new NAVs in ${((Date.now() - started) / 1000).toFixed(1)} s${reclaimed}` +
      (update.pending > 0 ? `; ${update.pending} more trading day(s) due: run it again` : ""),
  );
  return { asOf: update.asOf, added: update.added, derived: meta };
}
