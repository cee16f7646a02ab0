/**
 * `npm run data -- import` and `update` killed with SIGKILL at random points, 10 times each, on
 * PostgreSQL (TEST_DATABASE_URL; skipped otherwise — the embedded database is one process's).
 * A job writes the new universe and its derived data in one transaction, so after each kill the
 * store holds exactly the previous complete state or the next one (universe and derived data of
 * the same version); anything else fails the test. The rerun then succeeds (an update's rerun
 * after a kill past its commit applies the day after). The kill points are spread over the
 * work: the k-th kill falls at a random point of the k-th tenth of the previous run's duration,
 * so start-up, computing, deriving, writing and the commit are all hit. KILL_SEED reproduces a
 * run's kill points. Both loops run side by side, each on its own database; the update loop
 * runs on a demo universe of 180 products, which has every step of the full one.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromDayNumber, toDayNumber } from "../../server/data/batch";
import { derivedLoadSteps, deriveFromBatch } from "../../server/data/jobs/derive";
import { readUniverseMeta } from "../../server/data/load/read-universe";
import { batchLoadSteps } from "../../server/data/load/write-batch";
import { derivedLags, readDerivedMeta } from "../../server/data/metric-table";
import { generateUniverse } from "../../server/data/universe";
import { weekday } from "../../server/data/universe/calendar";
import { rngFor } from "../../server/data/universe/prng";
import { TEST_AS_OF, TEST_SEED } from "../../server/data/universe/test-support";
import { fromRoot } from "../../server/paths";
import type { Store } from "../../server/store/db";
import { createTestStore, type TestStore, testDatabaseUrl } from "../helpers/backends";

/** Kills per job (KILL_LOOPS overrides, e.g. for a quick local run). */
const LOOPS = Number(process.env.KILL_LOOPS ?? 10);
const seed = Number(process.env.KILL_SEED ?? Date.now() % 1_000_000);
const rng = rngFor(seed, "kill-points");
const random = () => rng.next();

/** What a complete state is made of: the universe's version and rows, the derived version's. */
interface Fingerprint {
  asOf: string | null;
  universe: string;
  derived: string;
  /**
   * The derived data is the universe's own: its version names the universe's date, and it has a
   * row per product and the screener's table.
   */
  complete: boolean;
}

async function fingerprint(store: Store): Promise<Fingerprint> {
  const db = store.db;
  const universe = await readUniverseMeta(db);
  const derived = await readDerivedMeta(db);
  const one = async (query: ReturnType<typeof sql>) =>
    String(((await db.execute(query)) as unknown as { rows: Array<{ h: string | null }> }).rows[0]?.h ?? "");
  const universeRows = await Promise.all([
    one(
      sql`select count(*) || ':' || md5(string_agg(code || md5(data::text), ',' order by code)) as h from products`,
    ),
    one(
      sql`select count(*) || ':' || md5(string_agg(code || year || md5(nav), ',' order by code, year)) as h from product_navs`,
    ),
    one(sql`select count(*) || ':' || md5(string_agg(id || md5(days), ',' order by id)) as h from calendars`),
  ]);
  const derivedRows = derived
    ? await Promise.all([
        one(
          sql`select count(*) || ':' || md5(string_agg(code || md5(data::text), ',' order by code)) as h
              from derived_products where as_of = ${derived.asOf}`,
        ),
        one(sql`select count(*) as h from derived_metric_tables where as_of = ${derived.asOf}`),
      ])
    : [];
  const products = universeRows[0]!.split(":")[0];
  return {
    asOf: universe?.asOf ?? null,
    universe: JSON.stringify([universe?.asOf, universe?.counts, ...universeRows]),
    derived: JSON.stringify([derived?.asOf, derived?.universeAsOf, ...derivedRows]),
    complete:
      universe !== null &&
      !derivedLags(derived, universe.asOf) &&
      derived?.asOf === universe.asOf &&
      derivedRows[0]?.split(":")[0] === products &&
      derivedRows[1] === "1",
  };
}

function runData(
  databaseUrl: string,
  args: string[],
): {
  child: ChildProcess;
  /** The first line the job prints (it has loaded and begun its work). */
  begun: Promise<number>;
  exit: Promise<{ code: number | null; signal: string | null; output: string }>;
} {
  const child = spawn(process.execPath, ["--import", "tsx", fromRoot("server/cli/data.ts"), ...args], {
    cwd: fromRoot("."),
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let begin!: (at: number) => void;
  const begun = new Promise<number>((resolve) => {
    begin = resolve;
  });
  child.stdout!.on("data", (d) => {
    begin(performance.now());
    output += d;
  });
  child.stderr!.on("data", (d) => {
    output += d;
  });
  const exit = new Promise<{ code: number | null; signal: string | null; output: string }>((resolve) =>
    child.on("exit", (code, signal) => {
      begin(performance.now());
      resolve({ code, signal, output });
    }),
  );
  return { child, begun, exit };
}

/** The next weekday after an ISO date (a demo update's day). */
function nextWeekday(iso: string): string {
  let d = toDayNumber(iso) + 1;
  while (weekday(d) === 0 || weekday(d) === 6) d++;
  return fromDayNumber(d);
}

/**
 * Kills `args` at a random point of the k-th tenth of its work (from its first printed line;
 * `typicalMs` is how long the previous complete run worked), checks that the store holds the
 * previous or the next complete state, reruns it to completion and returns the complete state
 * and how long the rerun worked.
 */
async function killAndRerun(
  backend: TestStore,
  args: string[],
  k: number,
  previous: Fingerprint,
  typicalMs: number,
  /**
   * The job is an update: its next state is the previous one's next weekday, and a rerun after a
   * kill past the commit applies the day after (an import's rerun imports nothing new).
   */
  update = false,
): Promise<{ next: Fingerprint; ms: number; outcome: "previous" | "next" | "finished"; line: string }> {
  const url = backend.databaseUrl as string;
  const killAfter = Math.round(((k % 10) + random()) * (typicalMs / 10));
  const run = runData(url, args);
  let timer: NodeJS.Timeout | undefined;
  void run.begun.then(() => {
    timer = setTimeout(() => run.child.kill("SIGKILL"), killAfter);
  });
  const killed = await run.exit;
  clearTimeout(timer);
  const after = await fingerprint(backend.store);

  const again = runData(url, args);
  const rerun = await again.exit;
  const ms = performance.now() - (await again.begun);
  expect(rerun.code, rerun.output).toBe(0);
  const next = await fingerprint(backend.store);
  expect(next.complete).toBe(true);

  const same = (a: Fingerprint, b: Fingerprint) => JSON.stringify(a) === JSON.stringify(b);
  // the next complete state: an import's rerun leaves it as it was; an update's is the next day's
  const isNext = (state: Fingerprint) =>
    state.complete &&
    state.universe !== previous.universe &&
    state.derived !== previous.derived &&
    (update
      ? state.asOf === nextWeekday(previous.asOf ?? "") && next.asOf === nextWeekday(state.asOf)
      : same(state, next));
  const outcome =
    killed.signal !== "SIGKILL"
      ? "finished"
      : same(after, previous)
        ? "previous"
        : isNext(after)
          ? "next"
          : "NEITHER";
  const context = `killed after ${killAfter} ms: ${JSON.stringify({ previous, after, next })}\n${killed.output}`;
  expect(outcome, context).not.toBe("NEITHER");
  if (outcome === "finished") expect(isNext(after), context).toBe(true);
  if (outcome === "previous" && update) expect(next.asOf).toBe(nextWeekday(previous.asOf ?? ""));
  return {
    next,
    ms,
    outcome: outcome as "previous" | "next" | "finished",
    line: `${killAfter} ms into the work → ${outcome}`,
  };
}

/** "4 × previous, 3 × next, 3 × finished" */
function tally(outcomes: string[]): string {
  return (["previous", "next", "finished"] as const)
    .map((o) => `${outcomes.filter((x) => x === o).length} × ${o}`)
    .join(", ");
}

// ---- a generated import: 10 funds per batch, about 18 months of daily NAVs to the batch's day ----
const FIRST_DAY = toDayNumber("2024-01-01");
const weekdays = (from: number, to: number) => {
  const out: number[] = [];
  for (let d = from; d <= to; d++) if (![0, 6].includes(new Date(d * 86_400_000).getUTCDay())) out.push(d);
  return out;
};

/** The files of import `k`: the funds of batches 0..k, NAVs to the k-th weekday after the base end. */
function writeImport(dir: string, k: number): string {
  const out = path.join(dir, `import-${k}`);
  mkdirSync(out, { recursive: true });
  const days = weekdays(FIRST_DAY, FIRST_DAY + 540);
  const end = days.length - LOOPS - 1 + k;
  const products = ["code,productType,name,currency,assetClass,category,region,company,launchDate"];
  const navs = ["code,date,nav,dividend"];
  const benchmarks = ["symbolCode,name,currency,date,level"];
  const riskfree = ["currency,date,annualRate"];
  for (let b = 0; b <= k; b++)
    for (let i = 0; i < 10; i++) {
      const n = b * 10 + i;
      const code = `KT${String(n).padStart(4, "0")}`;
      const bond = n % 3 === 0;
      products.push(
        `${code},fund,Kill Test Fund ${n},USD,${bond ? "Bond" : "Stock"},${bond ? "Global bond" : "Global equity"},global,Kill Test Asset Management,2015-01-01`,
      );
      for (let t = 0; t <= end; t++) {
        const nav = 10 * Math.exp(0.0002 * t * ((n % 5) + 1) + 0.02 * Math.sin(t / (7 + (n % 11))));
        navs.push(`${code},${fromDayNumber(days[t]!)},${nav.toFixed(4)},`);
      }
    }
  for (let t = 0; t <= end; t++) {
    const date = fromDayNumber(days[t]!);
    benchmarks.push(`KTI,Kill Test Index,USD,${date},${(1000 * Math.exp(0.0003 * t)).toFixed(2)}`);
    riskfree.push(`USD,${date},0.04`);
  }
  const write = (name: string, lines: string[]) =>
    writeFileSync(path.join(out, name), `${lines.join("\n")}\n`);
  write("products.csv", products);
  write("navs.csv", navs);
  write("benchmarks.csv", benchmarks);
  write("riskfree.csv", riskfree);
  return out;
}

describe.skipIf(!testDatabaseUrl)(
  testDatabaseUrl
    ? "data jobs killed with SIGKILL (PostgreSQL)"
    : "data jobs killed with SIGKILL (skipped: set TEST_DATABASE_URL; the embedded database is one process's)",
  () => {
    const stores: TestStore[] = [];
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), "fundpilot-kill-"));
    });
    afterAll(async () => {
      for (const store of stores) await store.cleanup();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });
    const freshDatabase = async () => {
      const store = await createTestStore({ backend: "postgres" });
      stores.push(store);
      return store;
    };

    /** Runs the loop of one job; prints each kill and the tally. */
    const loop = async (
      job: string,
      backend: TestStore,
      args: (k: number) => string[],
      typicalMs: number,
      update = false,
    ) => {
      const started = performance.now();
      let state = await fingerprint(backend.store);
      let typical = typicalMs;
      const outcomes: string[] = [];
      const lines: string[] = [];
      for (let k = 0; k < LOOPS; k++) {
        const { next, ms, outcome, line } = await killAndRerun(backend, args(k), k, state, typical, update);
        expect(next.universe).not.toBe(state.universe);
        state = next;
        typical = ms;
        outcomes.push(outcome);
        lines.push(line);
      }
      console.info(
        `${job} kills (KILL_SEED=${seed}): ${tally(outcomes)} in ${((performance.now() - started) / 1000).toFixed(0)} s\n  ${lines.join("\n  ")}`,
      );
    };

    // the two loops run side by side, each on its own database
    it.concurrent(`import killed at random points ${LOOPS} times: previous or next complete state, the rerun completes it`, async () => {
      const backend = await freshDatabase();
      await loop("import", backend, (k) => ["import", writeImport(dir, k)], 2_000);
    }, 300_000);

    it.concurrent(`update killed at random points ${LOOPS} times: previous or next complete state, the rerun completes it`, async () => {
      // a small demo universe with its derived data, written as the demo load writes it (update
      // applies the demo's next day)
      const backend = await freshDatabase();
      const batch = generateUniverse({ seed: TEST_SEED, size: { funds: 120, etfs: 60 }, asOf: TEST_AS_OF });
      const derived = await deriveFromBatch(batch);
      await backend.store.bulkLoad([...batchLoadSteps(batch), ...derivedLoadSteps(derived)]);
      expect((await fingerprint(backend.store)).complete).toBe(true);
      await loop("update", backend, () => ["update"], 3_000, true);
    }, 300_000);
  },
);
