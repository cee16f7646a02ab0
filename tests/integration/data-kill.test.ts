/**
 * `npm run data -- import` and `update` killed with SIGKILL at random points, 10 times each, on
 * PostgreSQL (TEST_DATABASE_URL; skipped otherwise — the embedded database is one process's).
 * After each kill the store holds the previous complete state, the next one, or — killed
 * between the universe's commit and the derive's — the next universe with the previous derived
 * version, which every reader detects (`status`, /healthz, a start derives again) and instances
 * keep serving consistently; never a mixture inside either. The rerun then succeeds and completes
 * the state (an update's rerun derives the stopped day, then applies the next). KILL_SEED
 * reproduces a run's kill points. Both loops run side by side, each on its own database.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromDayNumber, toDayNumber } from "../../server/data/batch";
import { readUniverseMeta } from "../../server/data/load/read-universe";
import { derivedLags, readDerivedMeta } from "../../server/data/metric-table";
import { rngFor } from "../../server/data/universe/prng";
import { fromRoot } from "../../server/paths";
import type { Store } from "../../server/store/db";
import { createTestStore, type TestStore, testDatabaseUrl } from "../helpers/backends";
import { loadTestUniverse } from "../helpers/universe";

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
  /** The derived version was computed from another universe version (detected, derived again). */
  lags: boolean;
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
  return {
    asOf: universe?.asOf ?? null,
    universe: JSON.stringify([universe?.asOf, universe?.counts, ...universeRows]),
    derived: JSON.stringify([derived?.asOf, derived?.universeAsOf, ...derivedRows]),
    lags: universe ? derivedLags(derived, universe.asOf) : false,
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

/**
 * Kills `args` at a random point of its work (from its first printed line, within `typicalMs`),
 * checks the state, reruns it to completion and returns the complete state and how long the
 * rerun's work took.
 */
async function killAndRerun(
  backend: TestStore,
  args: string[],
  previous: Fingerprint,
  typicalMs: number,
  /**
   * update: a rerun after a kill between the commits derives the stopped day first, then applies
   * the next day too (an import's rerun imports nothing new).
   */
  rerunAdvancesAgain = false,
): Promise<{ next: Fingerprint; ms: number; outcome: string }> {
  const url = backend.databaseUrl as string;
  const killAfter = Math.round(random() * typicalMs);
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
  expect(next.lags).toBe(false);

  const outcome =
    killed.signal !== "SIGKILL"
      ? "finished before the kill"
      : JSON.stringify(after) === JSON.stringify(previous)
        ? "previous state"
        : JSON.stringify(after) === JSON.stringify(next)
          ? "next state"
          : after.lags &&
              after.derived === previous.derived &&
              after.universe !== previous.universe &&
              (after.universe === next.universe ||
                (rerunAdvancesAgain && (next.asOf ?? "") > (after.asOf ?? "")))
            ? "next universe, derive pending"
            : "MIXED";
  expect(outcome, `killed after ${killAfter} ms: ${JSON.stringify({ previous, after, next })}`).not.toBe(
    "MIXED",
  );
  if (killed.signal !== "SIGKILL") {
    // it finished: a complete state, which an import's rerun keeps and an update's moves a day on
    expect(after.lags).toBe(false);
    if (rerunAdvancesAgain) expect((next.asOf ?? "") > (after.asOf ?? "")).toBe(true);
    else expect(JSON.stringify(after)).toBe(JSON.stringify(next));
  }
  return { next, ms, outcome: `${killAfter} ms into the work → ${outcome}` };
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
  "data jobs killed with SIGKILL (skipped: set TEST_DATABASE_URL; the embedded database is one process's)",
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

    // the two loops run side by side, each on its own database
    it.concurrent(`import killed at random points ${LOOPS} times: previous or next state, the rerun completes it`, async () => {
      const backend = await freshDatabase();
      let state = await fingerprint(backend.store);
      let typical = 2_000;
      const outcomes: string[] = [];
      for (let k = 0; k < LOOPS; k++) {
        const files = writeImport(dir, k);
        const { next, ms, outcome } = await killAndRerun(backend, ["import", files], state, typical);
        expect(next.universe).not.toBe(state.universe);
        state = next;
        typical = ms;
        outcomes.push(outcome);
      }
      console.info(`import kills (KILL_SEED=${seed}):\n  ${outcomes.join("\n  ")}`);
    }, 300_000);

    it.concurrent(`update killed at random points ${LOOPS} times: previous or next state, the rerun completes it`, async () => {
      // the small demo universe (update applies the demo's next day)
      const backend = await freshDatabase();
      await loadTestUniverse(backend.store);
      let state = await fingerprint(backend.store);
      let typical = 5_000;
      const outcomes: string[] = [];
      for (let k = 0; k < LOOPS; k++) {
        const { next, ms, outcome } = await killAndRerun(backend, ["update"], state, typical, true);
        expect(next.universe).not.toBe(state.universe);
        state = next;
        typical = ms;
        outcomes.push(outcome);
      }
      console.info(`update kills (KILL_SEED=${seed}):\n  ${outcomes.join("\n  ")}`);
    }, 600_000);
  },
);
