import { mkdirSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { fromRoot } from "../paths";
import { type CopyColumn, type CopyValue, copyStatement, encodeCopyChunks } from "./copy-binary";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

/** One query type for both backends: feature code never knows which one it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * One statement of a bulk load: plain SQL, or rows for a binary COPY (copy-binary.ts). The rows
 * are encoded only when the step runs, so a plan of many steps costs little until it is written.
 */
export type LoadStep =
  | { sql: string }
  | { table: string; columns: readonly CopyColumn[]; rows: Iterable<readonly CopyValue[]> };

/**
 * Bytes per COPY: a big table goes in as several COPYs, and the thread is handed back between
 * them (the embedded database runs on it), so the server and the derive workers are not held
 * up for seconds at a time.
 */
const COPY_CHUNK_BYTES = 16 * 1024 * 1024;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The steps of one bulk load, or a function of the transaction that produces them: its `Db` reads
 * inside the transaction, so it sees the steps already run (a daily update's derive reads the
 * new day before anything is committed).
 */
export type LoadSteps =
  | Iterable<LoadStep>
  | AsyncIterable<LoadStep>
  | ((tx: Db) => Iterable<LoadStep> | AsyncIterable<LoadStep>);

export interface Store {
  readonly db: Db;
  readonly kind: "pglite" | "postgres";
  /**
   * Runs the steps in ONE transaction (all or nothing), with COPY for the bulk rows: how the
   * universe is written, so readers never see half of it. `steps` may be produced while the
   * transaction is open (an async generator that awaits work still running, or reads through the
   * transaction: `LoadSteps`); a step that throws rolls everything back. `onStep` gets the number
   * of steps done so far.
   */
  bulkLoad(steps: LoadSteps, onStep?: (done: number) => void): Promise<void>;
  /** Cheap liveness probe for /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fromRoot("server", "store", "migrations");

/** Advisory-lock key so N instances starting together apply migrations once. */
const MIGRATION_LOCK_KEY = 4_242_001;

export type StoreOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  /** In-memory PGlite, for tests that need no persistence; `fromDump` starts from a dumpDataDir() image. */
  | { memory: true; fromDump?: Blob };

export async function openStore(options: StoreOptions): Promise<Store> {
  if ("databaseUrl" in options) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  let dataPath: string | undefined;
  let unlock = () => {};
  if ("dataDir" in options) {
    dataPath = path.resolve(options.dataDir, "pglite");
    mkdirSync(dataPath, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  const client =
    "memory" in options && options.fromDump
      ? new PGlite({ loadDataDir: options.fromDump })
      : // nothing replicates an embedded database: minimal WAL lets the bulk load write the tables it
        // truncates without logging every page twice
        new PGlite(dataPath, { postgresqlconf: ["wal_level = minimal", "max_wal_senders = 0"] });
  try {
    await client.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    bulkLoad: async (steps, onStep) => {
      await client.transaction(async (tx) => {
        let done = 0;
        const plan =
          typeof steps === "function"
            ? steps(drizzlePglite({ client: tx as unknown as PGlite, schema }) as unknown as Db)
            : steps;
        for await (const step of plan) {
          if ("sql" in step) await tx.exec(step.sql);
          else
            for (const data of encodeCopyChunks(step.columns, step.rows, COPY_CHUNK_BYTES)) {
              await tx.query(copyStatement(step.table, step.columns, "'/dev/blob'"), [], {
                blob: new Blob([data as Uint8Array<ArrayBuffer>]),
              });
              await yieldToEventLoop();
            }
          onStep?.(++done);
        }
      });
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** The URL without the password, for messages. */
function redactDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = "";
    return u.toString();
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // While the database is unreachable a request waits at most this long for a connection,
    // then answers 503 (server/platform/unavailable.ts) instead of hanging.
    connectionTimeoutMillis: 5_000,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  let lockClient: pg.PoolClient;
  try {
    lockClient = await pool.connect();
  } catch (err) {
    await pool.end().catch(() => {});
    const reason = err instanceof Error ? err.message || String(err) : String(err);
    throw new Error(
      `Cannot connect to PostgreSQL at ${redactDatabaseUrl(databaseUrl)} (DATABASE_URL): ${reason}`,
      {
        cause: err,
      },
    );
  }
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    bulkLoad: async (steps, onStep) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        let done = 0;
        const plan =
          typeof steps === "function" ? steps(drizzlePg({ client, schema }) as unknown as Db) : steps;
        for await (const step of plan) {
          if ("sql" in step) await client.query(step.sql);
          else
            for (const data of encodeCopyChunks(step.columns, step.rows, COPY_CHUNK_BYTES)) {
              const stream = client.query(copyFrom(copyStatement(step.table, step.columns, "STDIN")));
              await pipeline(
                Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]),
                stream,
              );
            }
          onStep?.(++done);
        }
        await client.query("commit");
      } catch (err) {
        await client.query("rollback").catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
