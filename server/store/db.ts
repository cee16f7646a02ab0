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
import { type CopyColumn, copyStatement } from "./copy-binary";
import * as schema from "./schema";

/** One query type for both backends: feature code never knows which one it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One statement of a bulk load: plain SQL, or a binary COPY of encoded rows (copy-binary.ts). */
export type LoadStep = { sql: string } | { table: string; columns: readonly CopyColumn[]; data: Uint8Array };

export interface Store {
  readonly db: Db;
  readonly kind: "pglite" | "postgres";
  /**
   * Runs the steps in ONE transaction (all or nothing), with COPY for the bulk rows: how the
   * universe is written, so readers never see half of it.
   */
  bulkLoad(steps: readonly LoadStep[], onStep?: (done: number, total: number) => void): Promise<void>;
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
  if ("dataDir" in options) {
    dataPath = path.resolve(options.dataDir, "pglite");
    mkdirSync(dataPath, { recursive: true });
  }
  const client =
    "memory" in options && options.fromDump
      ? new PGlite({ loadDataDir: options.fromDump })
      : new PGlite(dataPath);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    bulkLoad: async (steps, onStep) => {
      await client.transaction(async (tx) => {
        for (const [i, step] of steps.entries()) {
          if ("sql" in step) await tx.exec(step.sql);
          else
            await tx.query(copyStatement(step.table, step.columns, "'/dev/blob'"), [], {
              blob: new Blob([step.data as Uint8Array<ArrayBuffer>]),
            });
          onStep?.(i + 1, steps.length);
        }
      });
    },
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Store> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const lockClient = await pool.connect();
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
        for (const [i, step] of steps.entries()) {
          if ("sql" in step) await client.query(step.sql);
          else {
            const stream = client.query(copyFrom(copyStatement(step.table, step.columns, "STDIN")));
            await pipeline(
              Readable.from([Buffer.from(step.data.buffer, step.data.byteOffset, step.data.byteLength)]),
              stream,
            );
          }
          onStep?.(i + 1, steps.length);
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
