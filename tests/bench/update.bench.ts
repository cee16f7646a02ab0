/**
 * The daily demo update (`npm run data -- update`, target: the full universe of 15,000
 * products in ≤ 10 s on two cores). Loads the small demo universe into a temporary PGlite
 * DATA_DIR (or copies BENCH_DATA_DIR, e.g. a directory holding the full universe, so the
 * original is left as it was), reopens it as a fresh process would, and times one update:
 * reading and computing the next trading day, writing it in one transaction, and reclaiming
 * the space of the rows it replaced.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fromDayNumber, toDayNumber } from "../../server/data/batch";
import { loadDemoUniverse } from "../../server/data/jobs/demo";
import { updateDemoUniverse } from "../../server/data/jobs/update";
import { readUniverseMeta } from "../../server/data/load/read-universe";
import type { Progress } from "../../server/data/progress";
import { weekday } from "../../server/data/universe/calendar";
import { openStore } from "../../server/store/db";

const TARGET_SECONDS = 10;
const FULL_PRODUCTS = 15_000;
const quiet: Progress = { update: () => {}, done: () => {} };
const seconds = (from: number) => (performance.now() - from) / 1000;

const dataDir = mkdtempSync(path.join(tmpdir(), "fp-bench-update-"));
try {
  const source = process.env.BENCH_DATA_DIR;
  if (source) cpSync(source, dataDir, { recursive: true });
  else {
    const started = performance.now();
    const store = await openStore({ dataDir });
    await loadDemoUniverse({ store, size: "small", asOf: "2026-06-26", progress: quiet });
    await store.close();
    console.log(`small demo universe loaded into PGlite in ${seconds(started).toFixed(1)} s`);
  }

  let started = performance.now();
  const store = await openStore({ dataDir });
  const openSeconds = seconds(started);
  const meta = await readUniverseMeta(store.db);
  if (!meta) throw new Error(`no universe in ${source ?? dataDir}`);
  // "today" is the day after the next weekday, so exactly one trading day is due
  let next = toDayNumber(meta.asOf) + 1;
  while (weekday(next) === 0 || weekday(next) === 6) next++;
  const today = fromDayNumber(next + 1);

  // the job's own progress marks where computing ends and writing starts
  let writing = 0;
  const progress: Progress = {
    update: (_done, _total, phase) => {
      if (!writing && phase.startsWith("Writing")) writing = performance.now();
    },
    done: () => {},
  };
  started = performance.now();
  const update = await updateDemoUniverse({ store, progress, today });
  const total = seconds(started);
  const computeSeconds = (writing - started) / 1000;
  await store.close();
  if (update.added === 0) throw new Error(`nothing to update in ${source ?? dataDir}`);

  const products = Number(meta.counts.products);
  const full = products >= FULL_PRODUCTS;
  const verdict = full
    ? `target ≤ ${TARGET_SECONDS} s: ${total <= TARGET_SECONDS ? "meets" : "MISSES"}`
    : `target for the full universe ≤ ${TARGET_SECONDS} s; BENCH_DATA_DIR=<full DATA_DIR> measures it`;
  console.log(
    `update ${meta.asOf} → ${update.asOf}, ${products.toLocaleString("en")} products, ` +
      `${update.added.toLocaleString("en")} new NAVs: ${total.toFixed(2)} s ` +
      `(read + compute ${computeSeconds.toFixed(2)} s, write + vacuum ${(total - computeSeconds).toFixed(2)} s; ` +
      `opening the store ${openSeconds.toFixed(2)} s more) (${verdict})`,
  );
  if (full && total > TARGET_SECONDS) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
